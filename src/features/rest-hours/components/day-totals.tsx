import type { ClockChange } from '../../../domain/rest-hours/clock-change';
import { elapsedDayTotals } from '../../../domain/rest-hours/elapsed-days';

/**
 * Worked and rest hours of the day (and neutral time, where there is some), in elapsed hours:
 * 25 in all on a day the clocks were retarded an hour (issue 33).
 */
export function DayTotals({ work, empty, change }: { work: string; empty?: boolean; change?: ClockChange }) {
  const t = elapsedDayTotals(work, change);
  // Nothing recorded is not 24 hours of rest: a compliance record shows no figure it has not got.
  const show = (h: number) => (empty ? '–' : `${h} h`);
  return (
    <div className="totals">
      <div className="total">
        <span className="small muted">Worked</span>
        <strong data-testid="worked-hours">{show(t.workHours)}</strong>
      </div>
      <div className="total">
        <span className="small muted">Rest</span>
        <strong data-testid="rest-hours">{show(t.restHours)}</strong>
      </div>
      {t.neutralHours > 0 ? (
        <div className="total">
          <span className="small muted">Neutral</span>
          <strong data-testid="neutral-hours">{t.neutralHours} h</strong>
        </div>
      ) : null}
    </div>
  );
}
