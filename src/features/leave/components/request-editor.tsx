import { useState } from 'react';
import { LEAVE_TEXT, type LeaveProfileRecord, type LeaveRequestRecord } from '../../../contracts/leave';
import type { Pending } from '../../../db/app-db';
import { editableStatus } from '../../../domain/leave/leave-access';
import { requestOutlook } from '../../../domain/leave/leave-figures';
import { ConfirmDialog } from '../../../ui/confirm-dialog';
import { Select } from '../../../ui/select';
import { TextArea } from '../../../ui/text-area';
import { type FormStanding, requestButtons } from '../data/request-buttons';
import {
  daysOfForm,
  emptyRequestForm,
  pendingBesides,
  type RequestForm,
  requestFormOf,
} from '../data/request-form';
import { crewName, type LeaveVessel, todayIso } from '../data/use-leave';
import { useRequestActions } from '../data/use-request-actions';
import { DuplicateDialog } from './duplicate-dialog';
import { FlightFields } from './flight-fields';
import { daysWord, NotSent, StatusPill, shortDay } from './leave-bits';
import { NotifyDialog } from './notify-dialog';
import { RequestActions, type RequestExtra } from './request-actions';
import { RequestAttachments } from './request-attachments';
import { RequestFields } from './request-fields';
import { RequestOutlookCard } from './request-outlook';
import { RequestReadOnly } from './request-read-only';

/**
 * The leave request form (doc 3): who, the range and its types, travel days, flights and
 * comments, with what it takes and leaves. In Draft and Empty everything can change; once
 * sent only the comments. The buttons are those the reader's rights and the status allow.
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
}) {
  const { data, record } = props;
  const types = props.standing.full ? data.types : data.types.filter((t) => !t.viewOnly);
  const defaultType = types.find((t) => t.isDefault) ?? types[0];
  const [popup, setPopup] = useState<'duplicate' | 'notify' | null>(null);
  const [form, setForm] = useState<RequestForm>(() =>
    record
      ? requestFormOf(record)
      : emptyRequestForm(props.initialProfileId, defaultType?.id ?? null, props.initialDate),
  );
  const profile = data.profiles.find((p) => p.id === form.profileId);
  const actions = useRequestActions({
    userId: props.userId,
    yachtId: props.yachtId,
    requestId: props.requestId,
    record,
    form,
    ownerOf: (id) => data.profiles.find((p) => p.id === id)?.userId,
    requests: data.requests,
    back: props.back,
    formPath: props.formPath,
  });
  const change = (patch: Partial<RequestForm>) => {
    setForm((f) => ({ ...f, ...patch }));
    actions.clear(Object.keys(patch));
  };
  const status = record?.status ?? 'Empty';
  const own = (profile?.userId ?? props.userId) === props.userId;
  const buttons = requestButtons(props.standing, own, status, Boolean(record));
  const mayChange = buttons.includes('SAVE');
  const open = editableStatus(status) && mayChange;
  const days = daysOfForm(form);
  const outlook = profile
    ? requestOutlook(
        { profile, types: data.types, requests: data.requests, adjustments: data.adjustments },
        { id: props.requestId, days, endDate: form.endDate },
        todayIso(),
      )
    : null;
  const { errors } = actions;
  const waiting = pendingBesides(form, props.requestId, data.requests);
  // Popups about the request as the server has it (or will): once it exists.
  const extras: RequestExtra[] = record
    ? [
        ...(props.standing.full
          ? [{ label: 'DUPLICATE', hint: 'Copy it to other employees', onPress: () => setPopup('duplicate') }]
          : []),
        { label: 'Notify people', hint: 'Tell someone to look at it', onPress: () => setPopup('notify') },
      ]
    : [];

  return (
    <div className="stack request-form">
      <div className="leave-head">
        <div className="stack-tight">
          <h1>{record ? 'Leave request' : 'New leave request'}</h1>
          <span className="row wrap small">
            {profile ? <span className="muted">{crewName(data.crew, profile.crewId)}</span> : null}
            {record ? <StatusPill status={status} /> : null}
            {record?.pending ? <NotSent /> : null}
          </span>
        </div>
      </div>
      <section className="card stack" aria-label="Request">
        {!record && props.profiles.length > 1 ? (
          <Select
            label="Employee"
            value={form.profileId || null}
            onChange={(profileId) => change({ profileId })}
            choices={props.profiles.map((p) => ({ id: p.id, label: crewName(data.crew, p.crewId) }))}
            placeholder="Choose an employee"
            error={errors.profileId}
          />
        ) : null}
        {open ? (
          <RequestFields form={form} change={change} errors={errors} types={types} />
        ) : (
          <>
            {editableStatus(status) ? null : (
              <p className="small muted no-margin">{LEAVE_TEXT.notEditable}</p>
            )}
            <RequestReadOnly form={form} types={data.types} />
          </>
        )}
      </section>
      <section className="card stack" aria-label="What this request takes">
        <h2>Days and balance</h2>
        <RequestOutlookCard outlook={outlook} days={days.length} />
        {waiting.days ? (
          <p className="small muted no-margin">
            Not counted above: {waiting.days} {daysWord(waiting.days)} of leave pending approval.
          </p>
        ) : null}
        {waiting.met.map((r) => (
          <p key={r.id} className="banner banner-info no-margin" role="status">
            These dates meet a request pending approval ({shortDay(r.startDate)} to {shortDay(r.endDate)}).
          </p>
        ))}
      </section>
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
      <RequestAttachments userId={props.userId} record={record} mayChange={mayChange} />
      <section className="card stack">
        <TextArea
          label="Comments"
          value={form.comments}
          onChange={(e) => change({ comments: e.target.value })}
          readOnly={!mayChange}
          rows={3}
          limit={1000}
          error={errors.comments}
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
      {actions.confirmReject ? (
        <ConfirmDialog
          title="Deny this leave request"
          confirmLabel="REJECT"
          danger
          onCancel={() => actions.setConfirmReject(false)}
          onConfirm={() => void actions.act('REJECT', true)}
        >
          <p className="no-margin">
            The request becomes Denied. What is in Comments goes with it: the crew member reads it as the
            reason.
          </p>
        </ConfirmDialog>
      ) : null}
      {actions.confirmDelete ? (
        <ConfirmDialog
          title="Delete leave request"
          confirmLabel="Delete"
          danger
          onCancel={() => actions.setConfirmDelete(false)}
          onConfirm={() => void actions.remove()}
        >
          <p className="no-margin">{LEAVE_TEXT.deleteRequest}</p>
        </ConfirmDialog>
      ) : null}
    </div>
  );
}
