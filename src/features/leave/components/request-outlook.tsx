import type { LeaveRequestRecord } from '../../../contracts/leave-records';
import type { RequestOutlook } from '../../../domain/leave/leave-figures';
import { days2 } from '../../../domain/leave/leave-figures';
import type { PendingOutlook } from '../../../domain/leave/pending-outlook';
import { daysWord, shortDay } from './leave-bits';
import './request-extras.css';
import { t } from '../../../i18n/i18n';

/**
 * What the request takes and leaves (the maths, with this request's days counted as booked):
 * the leave days it takes and the balance on its last day (or today, once that has passed).
 * With other requests pending approval, also the balance if they are all approved, since only
 * approved leave is in the balance and each request alone may seem to fit.
 */
export function RequestOutlookCard(props: {
  outlook: RequestOutlook | null;
  days: number;
  pending: PendingOutlook | null;
  waiting: { days: number; met: readonly LeaveRequestRecord[] };
}) {
  const { outlook, days, pending, waiting } = props;
  const shown = outlook !== null && days > 0;
  return (
    <section className="card stack" aria-label={t('What this request takes')}>
      <h2>{t('Days and balance')}</h2>
      {shown ? (
        <div className="totals" aria-live="polite">
          <div className="total">
            <span className="small muted">{t('Leave days it takes')}</span>
            <strong>{outlook.takes}</strong>
            <span className="small muted">
              {t('of')} {days} {daysWord(days)}
            </span>
          </div>
          <Figure
            label={`Balance on ${shortDay(outlook.on)} after it`}
            result={outlook.after}
            note={outlook.before.ok ? `${days2(outlook.before.available)} without it` : undefined}
          />
          {pending ? (
            <Figure
              wide
              label={`Balance on ${shortDay(pending.on)} if all pending requests are approved`}
              result={pending.after}
              note={`Counting ${pending.count} other ${pending.count === 1 ? 'request' : 'requests'} pending approval: ${waiting.days} ${daysWord(waiting.days)}.`}
            />
          ) : null}
        </div>
      ) : (
        <p className="small muted no-margin">{t('Choose the dates to see the days this request takes.')}</p>
      )}
      {!shown && waiting.days ? (
        <p className="small muted no-margin">
          {t('Not counted above:')} {waiting.days} {daysWord(waiting.days)} {t('of leave pending approval.')}
        </p>
      ) : null}
      {waiting.met.map((r) => (
        <p key={r.id} className="banner banner-info no-margin" role="status">
          {t('These dates meet a request pending approval (')}
          {shortDay(r.startDate)} {t('to')} {shortDay(r.endDate)}).
        </p>
      ))}
    </section>
  );
}

/** A balance, red below 0, or why it cannot be worked out. */
function Figure(props: {
  label: string;
  result: RequestOutlook['after'];
  note: string | undefined;
  wide?: boolean;
}) {
  const { result } = props;
  return (
    <div className={props.wide ? 'total total-wide' : 'total'}>
      <span className="small muted">{props.label}</span>
      <strong className={result.ok && result.available < 0 ? 'negative' : undefined}>
        {result.ok ? days2(result.available) : '—'}
      </strong>
      <span className="small muted">{result.ok ? (props.note ?? '') : result.error.message}</span>
    </div>
  );
}
