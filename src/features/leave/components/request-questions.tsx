import { LEAVE_TEXT } from '../../../contracts/leave-records';
import { days2 } from '../../../domain/leave/leave-figures';
import type { Overdraw } from '../../../domain/leave/pending-outlook';
import { t } from '../../../i18n/i18n';
import { ConfirmDialog } from '../../../ui/confirm-dialog';
import type { RequestButton } from '../data/request-buttons';
import type { useRequestActions } from '../data/use-request-actions';
import { shortDay } from './leave-bits';

/**
 * What the request form asks before an action: REJECT (the comments become the reason), DELETE
 * (the spec's words), and APPROVE or REQUEST when the balance would go below 0, naming it.
 */
export function RequestQuestions(props: {
  actions: ReturnType<typeof useRequestActions>;
  overdraw: Overdraw | null;
  /** The owner's name, or null when it is the reader's own request. */
  owner: string | null;
}) {
  const { actions, overdraw } = props;
  const asked = actions.confirmOverdraw;
  return (
    <>
      {asked && overdraw ? (
        <ConfirmDialog
          title={t('Balance below 0')}
          confirmLabel={asked === 'APPROVE' ? 'Approve' : 'Request'}
          onCancel={() => actions.setConfirmOverdraw(null)}
          onConfirm={() => void actions.act(asked, true)}
        >
          <p className="no-margin">{overdrawQuestion(overdraw, props.owner, asked)}</p>
        </ConfirmDialog>
      ) : null}
      {actions.confirmReject ? (
        <ConfirmDialog
          title={t('Deny this leave request')}
          confirmLabel={t('REJECT')}
          danger
          onCancel={() => actions.setConfirmReject(false)}
          onConfirm={() => void actions.act('REJECT', true)}
        >
          <p className="no-margin">
            {t(
              'The request becomes Denied. What is in Decision comments goes with it: the crew member reads it as the reason.',
            )}
          </p>
        </ConfirmDialog>
      ) : null}
      {actions.confirmDelete ? (
        <ConfirmDialog
          title={t('Delete leave request')}
          confirmLabel={t('Delete')}
          danger
          onCancel={() => actions.setConfirmDelete(false)}
          onConfirm={() => void actions.remove()}
        >
          <p className="no-margin">{LEAVE_TEXT.deleteRequest}</p>
        </ConfirmDialog>
      ) : null}
    </>
  );
}

/**
 * 'Sam Taylor will have -1.51 days after this leave. Approve anyway?', saying when the low point
 * is later (the end of a pending request) and that pending requests are counted.
 */
export function overdrawQuestion(o: Overdraw, owner: string | null, button: RequestButton): string {
  const who = owner ?? 'You';
  const counted =
    o.pendingCounted === 0
      ? ''
      : `, counting ${o.pendingCounted === 1 ? 'the other request' : `the ${o.pendingCounted} other requests`} pending approval`;
  return `${who} will have ${days2(o.available)} days on ${shortDay(o.on)}, after this leave${counted}. ${
    button === 'APPROVE' ? 'Approve' : 'Request'
  } anyway?`;
}
