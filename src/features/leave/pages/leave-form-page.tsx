import { useLiveQuery } from 'dexie-react-hooks';
import { useCallback, useState } from 'react';
import { useParams, useSearchParams } from 'react-router';
import { isoDateSchema } from '../../../contracts/common';
import { LEAVE_TEXT } from '../../../contracts/leave-records';
import { db } from '../../../lib/services';
import { useRouteVessel } from '../../../lib/use-session';
import { BackLink } from '../../../ui/back-link';
import { NoAccess } from '../../../ui/no-access';
import { RequestEditor } from '../components/request-editor';
import { newLeaveId } from '../data/leave-commands';
import { leavePeople } from '../data/leave-people';
import { formStandingOf, requestableProfiles } from '../data/request-buttons';
import { dropRequestDraft, keepRequestDraft, readRequestDraft } from '../data/request-draft';
import type { RequestForm } from '../data/request-form';
import { leaveRightsOf, todayIso, useLeaveVessel } from '../data/use-leave';
import '../components/leave.css';
import { t } from '../../../i18n/i18n';

/**
 * 'leave/leave-form' and 'leave/leave-form/{id}' (doc 3): a new request (for oneself, or for
 * any employee with full access; '?profile=' picks one), or an existing one, from the device.
 */
export function LeaveFormPage() {
  const { me, vessel } = useRouteVessel();
  const { requestId } = useParams();
  const [params] = useSearchParams();
  const data = useLeaveVessel(vessel?.id);
  // A new request's id is made once, on the device: saving twice updates the same request.
  const [newId] = useState(() => newLeaveId());
  const userId = me?.user.id;
  const vesselId = vessel?.id;
  // A new request typed before a reload (or the app closed) comes back with its id.
  // Read for the form it is asked for: a live query gives its last answer while the next one
  // is read, and a blank form mounted meanwhile would drop the kept one.
  const askedProfile = params.get('profile');
  const askedDay = params.get('date');
  const asking = `${userId}/${vesselId}/${requestId ?? ''}/${askedProfile ?? ''}/${askedDay ?? ''}`;
  const read = useLiveQuery(
    async () => ({
      asking,
      draft:
        userId === undefined || vesselId === undefined || requestId
          ? null
          : await readRequestDraft(db, userId, vesselId, { profileId: askedProfile, date: askedDay }),
    }),
    [asking],
  );
  const draft = read?.asking === asking ? read.draft : undefined;
  const draftId = draft?.requestId ?? newId;
  const keepDraft = useCallback(
    (form: RequestForm | null) => {
      if (userId === undefined || vesselId === undefined) return;
      void (form
        ? keepRequestDraft(db, userId, vesselId, { requestId: draftId, form })
        : dropRequestDraft(db, userId, vesselId));
    },
    [userId, vesselId, draftId],
  );
  if (!me || !vessel) return null;
  if (!data || draft === undefined) return <p className="muted">{t('Loading…')}</p>;
  const base = `/fleet/${vessel.codename}/leave`;
  const rights = leaveRightsOf(me, vessel.id, data.settings);
  const record = requestId ? data.requests.find((r) => r.id === requestId) : undefined;
  const ownProfile = data.profiles.find((p) => p.userId === me.user.id && p.active);
  const home = rights.full
    ? { to: base, label: t('Leave') }
    : { to: `${base}/profile`, label: t('My leave') };
  const notice = (text: string) => (
    <div className="stack narrow-page">
      <BackLink to={home.to}>{home.label}</BackLink>
      <section className="card stack" aria-label={t('Leave request')}>
        <h1 className="no-margin">{t('Leave request')}</h1>
        <p className="no-margin" role="status">
          {text}
        </p>
      </section>
    </div>
  );
  if (requestId && !record)
    return notice(t('This leave request is not on this device (it may have been deleted).'));
  if (record && record.userId !== me.user.id && !rights.full)
    return (
      <NoAccess
        back={home.to}
        backLabel={home.label}
        needs={t("A leave request is its owner's and the approvers'.")}
      />
    );
  if (!record && !rights.full) {
    if (!ownProfile) return notice(t(LEAVE_TEXT.profileNotSetUp));
    if (!rights.requestsOwn)
      return notice(t('On this vessel leave requests are entered by the senior team.'));
  }
  const standing = formStandingOf(rights, data.settings);
  const choices = requestableProfiles(
    standing,
    rights.full ? leavePeople(data.crew, data.profiles, todayIso()).profiles : ownProfile ? [ownProfile] : [],
    me.user.id,
  );
  if (!record && choices.length === 0) return notice(t(LEAVE_TEXT.profileNotSetUp));
  const asked = params.get('profile');
  const initialProfileId =
    record?.profileId ??
    (asked && choices.some((p) => p.id === asked)
      ? asked
      : choices.length === 1
        ? choices[0]!.id
        : (ownProfile?.id ?? ''));
  const profileId = record?.profileId ?? initialProfileId;
  const askedDate = params.get('date');
  const initialDate = askedDate && isoDateSchema.safeParse(askedDate).success ? askedDate : undefined;
  // Opened from the leave table, Back returns there (only to a path of the table: not a way out).
  const fromTable = params.get('back');
  const back =
    fromTable?.startsWith(`${base}/leave-table`) && rights.full
      ? fromTable
      : rights.full
        ? base
        : profileId
          ? `${base}/profile/${profileId}`
          : `${base}/profile`;
  return (
    <div className="stack leave-page leave-narrow">
      <BackLink to={back}>
        {back === fromTable ? t('Leave table') : rights.full ? t('Leave') : t('My leave')}
      </BackLink>
      <RequestEditor
        key={record?.id ?? draftId}
        data={data}
        userId={me.user.id}
        yachtId={vessel.id}
        requestId={record?.id ?? draftId}
        record={record}
        profiles={choices}
        initialProfileId={initialProfileId}
        initialDate={initialDate}
        standing={standing}
        back={back}
        formPath={(id) => `${base}/leave-form/${id}`}
        initialForm={record ? undefined : draft?.form}
        keepDraft={record ? undefined : keepDraft}
      />
    </div>
  );
}
