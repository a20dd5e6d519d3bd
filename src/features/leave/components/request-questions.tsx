import { LEAVE_TEXT } from '../../../contracts/leave-records';
import type { Overdraw } from '../../../domain/leave/pending-outlook';
import { formatNumber } from '../../../i18n/format-number';
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
          confirmLabel={asked === 'APPROVE' ? t('Approve') : t('Request')}
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
              t(
                'The request becomes Denied. What is in Decision comments goes with it: the crew member reads it as the reason.',
              ),
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
          <p className="no-margin">{t(LEAVE_TEXT.deleteRequest)}</p>
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
  const values = {
    who: owner ?? t('You'),
    days: formatNumber(o.available, 2),
    date: shortDay(o.on),
    n: o.pendingCounted,
  };
  const approve = button === 'APPROVE';
  if (o.pendingCounted === 0)
    return approve
      ? t('{who} will have {days} days on {date}, after this leave. Approve anyway?', values)
      : t('{who} will have {days} days on {date}, after this leave. Request anyway?', values);
  return approve
    ? t(
        '{who} will have {days} days on {date}, after this leave, counting {n, plural, one {the other request} other {the # other requests}} pending approval. Approve anyway?',
        values,
      )
    : t(
        '{who} will have {days} days on {date}, after this leave, counting {n, plural, one {the other request} other {the # other requests}} pending approval. Request anyway?',
        values,
      );
}
