import type { ClockChange } from '../../../domain/rest-hours/clock-change';
import { elapsedDayTotals } from '../../../domain/rest-hours/elapsed-days';
import { t } from '../../../i18n/i18n';
import { hoursFigure } from './hours-figure';

/**
 * Worked and rest hours of the day (and neutral time, where there is some), in elapsed hours:
 * 25 in all on a day the clocks were retarded an hour (issue 33).
 */
export function DayTotals({ work, empty, change }: { work: string; empty?: boolean; change?: ClockChange }) {
  const totals = elapsedDayTotals(work, change);
  // Nothing recorded is not 24 hours of rest: a compliance record shows no figure it has not got.
  const show = (h: number) => (empty ? '–' : hoursFigure(h));
  return (
    <div className="totals">
      <div className="total">
        <span className="small muted">{t('Worked')}</span>
        <strong data-testid="worked-hours">{show(totals.workHours)}</strong>
      </div>
      <div className="total">
        <span className="small muted">{t('Rest')}</span>
        <strong data-testid="rest-hours">{show(totals.restHours)}</strong>
      </div>
      {totals.neutralHours > 0 ? (
        <div className="total">
          <span className="small muted">{t('Neutral')}</span>
          <strong data-testid="neutral-hours">{hoursFigure(totals.neutralHours)}</strong>
        </div>
      ) : null}
    </div>
  );
}
