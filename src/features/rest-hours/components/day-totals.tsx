import { dayTotals } from '../../../domain/rest-hours/timeline';

/** Worked and rest hours of the day (and neutral time, where there is some). */
export function DayTotals({ work, empty }: { work: string; empty?: boolean }) {
  const t = dayTotals(work);
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
