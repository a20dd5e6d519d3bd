import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import {
  DECISIONS,
  LEAVE_TEXT,
  type LeaveProfileRecord,
  type LeaveRequestRecord,
} from '../../../contracts/leave-records';
import type { Pending } from '../../../db/app-db';
import { changesOthersRequests, editableStatus } from '../../../domain/leave/leave-access';
import { requestOutlook } from '../../../domain/leave/leave-figures';
import { overdrawOf, pendingOutlook } from '../../../domain/leave/pending-outlook';
import { t } from '../../../i18n/i18n';
import { Select } from '../../../ui/select';
import { useUnsavedGuard } from '../../../ui/unsaved-guard';
import { decisionCommentToSend } from '../data/decision-comment';
import { useRefusedRequests } from '../data/refused-requests';
import { type FormStanding, type RequestButton, requestButtons } from '../data/request-buttons';
import {
  daysOfForm,
  emptyRequestForm,
  liveErrors,
  pendingBesides,
  type RequestForm,
  requestFormOf,
  sameRequest,
} from '../data/request-form';
import { profileRecords, requesterBalance } from '../data/requester-balance';
import { countedRequests, crewName, type LeaveVessel, todayIso } from '../data/use-leave';
import { useRequestActions } from '../data/use-request-actions';
import { DuplicateDialog } from './duplicate-dialog';
import { FlightFields } from './flight-fields';
import { NotSent, Refused, StatusPill } from './leave-bits';
import { NotifyDialog } from './notify-dialog';
import { RequestActions, type RequestExtra } from './request-actions';
import { RequestAttachments } from './request-attachments';
import { RequestComments } from './request-comments';
import { RequestFields } from './request-fields';
import { RequestOutlookCard } from './request-outlook';
import { RequestQuestions } from './request-questions';
import { RequestReadOnly } from './request-read-only';

/**
 * The leave request form (doc 3): who, the range and its types, travel days, flights and
 * comments, with what it takes and leaves. In Draft and Empty everything can change; once
 * sent only the comments. The buttons are those the reader's rights and the status allow.
 * Leaving with unsaved changes (Back, a link) asks first: save, discard or keep editing.
 */
export function RequestEditor(props: {
  data: LeaveVessel;
  userId: number;
  yachtId: number;
  requestId: string;
  record: Pending<LeaveRequestRecord> | undefined;
  /** The profiles the reader may ask leave for: their own, or everyone's (full access). */
  profiles: LeaveProfileRecord[];
  initialProfileId: string;
  /** A new request's first day, when opened from a day of the leave table. */
  initialDate?: string;
  standing: FormStanding;
  back: string;
  formPath: (id: string) => string;
  /** A new request's form as kept on the device before a reload (request-draft.ts). */
  initialForm?: RequestForm;
  /** Keeps a new request's form as it is typed (null: nothing unsaved, the kept one goes). */
  keepDraft?: (form: RequestForm | null) => void;
}) {
  const { data, record } = props;
  const types = props.standing.full ? data.types : data.types.filter((t) => !t.viewOnly);
  const defaultType = types.find((t) => t.isDefault) ?? types[0];
  const [popup, setPopup] = useState<'duplicate' | 'notify' | null>(null);
  const [blank] = useState<RequestForm>(() =>
    emptyRequestForm(props.initialProfileId, defaultType?.id ?? null, props.initialDate),
  );
  const [initial] = useState<RequestForm>(() =>
    record ? requestFormOf(record) : (props.initialForm ?? blank),
  );
  const [form, setForm] = useState<RequestForm>(initial);
  // The decider's comment, apart from the requester's (it is not part of what SAVE stores).
  const [decisionComment, setDecisionComment] = useState(record?.decisionComment ?? '');
  // What is stored: the record (live: a save, or a change synced in), or the blank form.
  const [lastSaved, setLastSaved] = useState<RequestForm | null>(null);
  // A new request's kept draft is unsaved still: what is stored is the blank form.
  const stored = record ? requestFormOf(record) : blank;
  const profile = data.profiles.find((p) => p.id === form.profileId);
  const status = record?.status ?? 'Empty';
  // The shore refused the request's last change: it says so, and where to decide what becomes of it.
  const refused = useRefusedRequests().get(props.requestId);
  const own = (profile?.userId ?? props.userId) === props.userId;
  const buttons = requestButtons(props.standing, own, status, Boolean(record));
  const mayChange = buttons.includes('SAVE');
  const open = editableStatus(status) && mayChange;
  const days = daysOfForm(form);
  const records = profileRecords(data, form.profileId);
  const candidate = { id: props.requestId, days, endDate: form.endDate };
  const today = todayIso();
  const outlook = records ? requestOutlook(records, candidate, today) : null;
  const pending = records && days.length ? pendingOutlook(records, candidate, today) : null;
  // Approving, or asking for, leave the balance cannot cover asks first (never a refusal: leave
  // can be taken in advance of accrual).
  const overdraw = records ? overdrawOf(records, candidate, today) : null;
  // Whoever the request is for: their balance now, as their own leave screen shows it.
  const now = form.profileId ? requesterBalance(data, form.profileId, today) : null;
  const overdrawOn: RequestButton[] = overdraw ? ['APPROVE', ...(own ? (['REQUEST'] as const) : [])] : [];
  const actions = useRequestActions({
    userId: props.userId,
    yachtId: props.yachtId,
    requestId: props.requestId,
    record,
    form,
    mayChange,
    decisionComment,
    ownerOf: (id) => data.profiles.find((p) => p.id === id)?.userId,
    requests: data.requests,
    overdrawOn,
    onSaved: setLastSaved,
    back: props.back,
    formPath: props.formPath,
  });
  const dirty =
    mayChange && !sameRequest(form, stored) && !(lastSaved !== null && sameRequest(form, lastSaved));
  // A decider's typed comment is only sent with the decision: Back would lose it too.
  const decisionTyped =
    buttons.some((b) => (DECISIONS as readonly string[]).includes(b)) &&
    decisionCommentToSend(decisionComment, record) !== undefined;
  const unsaved = useUnsavedGuard({
    dirty: dirty || decisionTyped,
    what: dirty
      ? record
        ? t('this leave request')
        : t('this new leave request')
      : t('the decision comments'),
    // Save keeps the request's fields; the decision comments wait for the decision itself.
    onSave: dirty ? async () => (await actions.saveDraft()) === null : undefined,
    onDiscard: () => {
      if (!record) props.keepDraft?.(null);
      setForm(stored);
      setDecisionComment(record?.decisionComment ?? '');
    },
    links: true,
  });
  // A new request's typing is kept on the device as it goes, so a reload does not lose it.
  const keepDraft = record ? undefined : props.keepDraft;
  useEffect(() => keepDraft?.(dirty ? form : null), [keepDraft, dirty, form]);
  const change = (patch: Partial<RequestForm>) => {
    setForm((f) => ({ ...f, ...patch }));
    actions.clear(Object.keys(patch));
  };
  // Overlap is checked while the dates can still change, and on a request still pending (sent
  // before leave on its dates was approved, or refused by the shore for it): a decided
  // request's dates are its own.
  const live = liveErrors(form, props.requestId, open || status === 'Pending' ? data.requests : []);
  const errors = { ...live, ...actions.errors };
  const overlaps = live.endDate === LEAVE_TEXT.overlap;
  const waiting = pendingBesides(form, props.requestId, countedRequests(data));
  const ownerName = profile ? crewName(data.crew, profile.crewId) : null;
  // Popups about the request as the server has it (or will): once it exists.
  const extras: RequestExtra[] = record
    ? [
        // Copies are other people's requests: offered to whoever may change those (the server's rule).
        ...(props.standing.full &&
        changesOthersRequests(props.standing.standing, props.standing.editByApprovalGroup)
          ? [
              {
                label: t('DUPLICATE'),
                hint: t('Copy it to other employees'),
                onPress: () => setPopup('duplicate'),
              },
            ]
          : []),
        {
          label: t('Notify people'),
          hint: t('Tell someone to look at it'),
          onPress: () => setPopup('notify'),
        },
      ]
    : [];

  return (
    <div className="stack request-form">
      <div className="leave-head">
        <div className="stack-tight">
          <h1>{record ? t('Leave request') : t('New leave request')}</h1>
          <span className="row wrap small">
            {ownerName ? <span className="muted">{ownerName}</span> : null}
            {refused !== undefined ? (
              <>
                <Refused reason={refused} />
                <Link to="/sync">{t('Review on the Sync page')}</Link>
              </>
            ) : (
              <>
                {record ? <StatusPill status={status} /> : null}
                {record?.pending ? <NotSent /> : null}
              </>
            )}
          </span>
        </div>
      </div>
      <section className="card stack" aria-label={t('Request')}>
        {!record && props.profiles.length > 1 ? (
          <Select
            label={t('Employee')}
            value={form.profileId || null}
            onChange={(profileId) => change({ profileId })}
            choices={props.profiles.map((p) => ({ id: p.id, label: crewName(data.crew, p.crewId) }))}
            placeholder={t('Choose an employee')}
            error={errors.profileId}
          />
        ) : null}
        {open ? (
          <RequestFields form={form} change={change} errors={errors} types={types} />
        ) : (
          <>
            {editableStatus(status) ? null : (
              <p className="small muted no-margin">{t(LEAVE_TEXT.notEditable)}</p>
            )}
            <RequestReadOnly form={form} types={data.types} />
          </>
        )}
      </section>
      <RequestOutlookCard
        outlook={outlook}
        days={days.length}
        pending={pending}
        waiting={waiting}
        overlaps={overlaps}
        denied={status === 'Denied'}
        balance={now ? { today, now } : null}
      />
      {open ? (
        <section className="card stack">
          <FlightFields
            flights={form.flights}
            change={(flights) => change({ flights })}
            errors={errors}
            defaultDate={form.startDate}
          />
        </section>
      ) : null}
      <RequestAttachments
        userId={props.userId}
        requestId={props.requestId}
        record={record}
        // Attaching changes the request: whoever may save it (the server's rule, leave-attachments.ts,
        // the approval group only when the vessel lets it edit); a new request is saved first.
        mayChange={mayChange}
        saveFirst={() => actions.saveDraft(false)}
        formErrors={errors}
      />
      <section className="card stack">
        <RequestComments
          record={record}
          buttons={buttons}
          comments={form.comments}
          onComments={(comments) => change({ comments })}
          mayChange={mayChange}
          commentsError={errors.comments}
          decisionComment={decisionComment}
          onDecisionComment={setDecisionComment}
        />
        <RequestActions
          buttons={buttons}
          busy={actions.busy}
          onAct={(b) => void actions.act(b)}
          extras={extras}
        />
      </section>
      {popup === 'duplicate' && record ? (
        <DuplicateDialog data={data} userId={props.userId} request={record} onClose={() => setPopup(null)} />
      ) : null}
      {popup === 'notify' && record ? (
        <NotifyDialog
          userId={props.userId}
          request={record}
          approvalGroup={data.settings.approvalGroup}
          onClose={() => setPopup(null)}
        />
      ) : null}
      <RequestQuestions actions={actions} overdraw={overdraw} owner={own ? null : ownerName} />
      {unsaved.prompt}
    </div>
  );
}
