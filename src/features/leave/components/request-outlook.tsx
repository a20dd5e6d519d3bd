import type { RequestOutlook } from '../../../domain/leave/leave-figures';
import { days2 } from '../../../domain/leave/leave-figures';
import { daysWord, shortDay } from './leave-bits';

/**
 * What the request takes and leaves (the maths, with this request's days counted as booked):
 * the leave days it takes and the balance on its last day (or today, once that has passed).
 */
export function RequestOutlookCard({ outlook, days }: { outlook: RequestOutlook | null; days: number }) {
  if (!outlook || days === 0)
    return <p className="small muted no-margin">Choose the dates to see the days this request takes.</p>;
  const after = outlook.after;
  return (
    <div className="totals" aria-live="polite">
      <div className="total">
        <span className="small muted">Leave days it takes</span>
        <strong>{outlook.takes}</strong>
        <span className="small muted">
          of {days} {daysWord(days)}
        </span>
      </div>
      <div className="total">
        <span className="small muted">Balance on {shortDay(outlook.on)} after it</span>
        <strong className={after.ok && after.available < 0 ? 'negative' : undefined}>
          {after.ok ? days2(after.available) : '—'}
        </strong>
        <span className="small muted">
          {outlook.before.ok
            ? `${days2(outlook.before.available)} without it`
            : after.ok
              ? ''
              : after.error.message}
        </span>
      </div>
    </div>
  );
}
