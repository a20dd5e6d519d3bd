import { useLiveQuery } from 'dexie-react-hooks';
import { type FormEvent, useState } from 'react';
import { LEAVE_NOTIFY_MAX, LEAVE_NOTIFY_TEXT } from '../../../contracts/leave-notify';
import type { LeaveRequestRecord } from '../../../contracts/leave-records';
import { roleNameId } from '../../../domain/access/role-names';
import { notifyChoices } from '../../../domain/leave/notify-people';
import { SAVED_ON_PHONE } from '../../../lib/link';
import { db, requestSync } from '../../../lib/services';
import { isOnline } from '../../../lib/use-online';
import { Checkbox } from '../../../ui/checkbox';
import { notify } from '../../../ui/toast';
import { notifyAboutRequest } from '../data/request-extra-commands';
import { todayIso } from '../data/use-leave';
import { LeaveDialog } from './leave-dialog';
import './request-extras.css';
import { t } from '../../../i18n/i18n';

/**
 * Notify people (doc 3, section 2): a multi-select of the users who may see the request (its
 * owner, level 5, the leave approval group: doc 3, section 6) with select-all, in a list of the
 * spec's height; Send and Cancel. The notice is queued, so it goes out with the next link.
 */
export function NotifyDialog(props: {
  userId: number;
  request: LeaveRequestRecord;
  approvalGroup: readonly number[];
  onClose: () => void;
}) {
  const { request } = props;
  const people = useLiveQuery(async () => {
    const members = await db.members.where('vesselId').equals(request.vesselId).toArray();
    const ctx = { ownerId: request.userId, senderId: props.userId, approvalGroup: props.approvalGroup };
    return notifyChoices(members, ctx, todayIso());
  }, [request.vesselId, request.userId, props.userId, props.approvalGroup]);
  const [chosen, setChosen] = useState<ReadonlySet<number>>(new Set());
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  const everyone = (people ?? []).map((p) => p.userId);
  const all = everyone.length > 0 && everyone.every((id) => chosen.has(id));
  const choose = (next: Set<number>) => {
    setChosen(next);
    setError(undefined);
  };
  const toggle = (id: number) => {
    const next = new Set(chosen);
    if (!next.delete(id)) next.add(id);
    choose(next);
  };

  const send = async (e: FormEvent) => {
    e.preventDefault();
    const userIds = everyone.filter((id) => chosen.has(id));
    if (userIds.length === 0) return setError(LEAVE_NOTIFY_TEXT.noOne);
    if (userIds.length > LEAVE_NOTIFY_MAX) return setError(LEAVE_NOTIFY_TEXT.tooMany);
    setBusy(true);
    try {
      await notifyAboutRequest(
        { db, userId: props.userId, now: Date.now() },
        { yachtId: request.vesselId, requestId: request.id, userIds },
      );
      requestSync();
      // Without the shore the notice is only queued: nobody is told until it can be reached.
      if (isOnline()) notify(LEAVE_NOTIFY_TEXT.sent);
      else notify(t('Notice queued'), SAVED_ON_PHONE);
      props.onClose();
    } finally {
      setBusy(false);
    }
  };

  return (
    <LeaveDialog
      title={t('Notify people')}
      onClose={props.onClose}
      onSubmit={(e) => void send(e)}
      busy={busy}
      saveLabel="Send"
      error={error}
    >
      <p className="small muted no-margin">
        {t('Who should look at this leave request? They get a message in their inbox with a link to it.')}
      </p>
      {people === undefined ? <p className="muted no-margin">{t('Loading…')}</p> : null}
      {people?.length === 0 ? (
        <p className="no-margin" role="status">
          {t('Nobody else on this vessel can see this leave request.')}
        </p>
      ) : null}
      {people?.length ? (
        <>
          <Checkbox checked={all} onChange={() => choose(all ? new Set() : new Set(everyone))}>
            {t('Select all')}
          </Checkbox>
          <fieldset className="notify-list">
            <legend className="visually-hidden">{t('People to notify')}</legend>
            {people.map((p) => (
              <Checkbox key={p.userId} checked={chosen.has(p.userId)} onChange={() => toggle(p.userId)}>
                {p.firstName} {p.lastName}{' '}
                <span className="muted small">
                  ·{' '}
                  {p.userId === request.userId
                    ? t('their own request')
                    : (p.positionName ?? t(roleNameId(p.roleName)))}
                </span>
              </Checkbox>
            ))}
          </fieldset>
        </>
      ) : null}
    </LeaveDialog>
  );
}
