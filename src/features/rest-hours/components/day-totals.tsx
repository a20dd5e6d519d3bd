import { dayTotals } from '../../../domain/rest-hours/timeline';

/** Worked and rest hours of the day (and neutral time, where there is some). */
export function DayTotals({ work }: { work: string }) {
  const t = dayTotals(work);
  return (
    <div className="totals">
      <div className="total">
        <span className="small muted">Worked</span>
        <strong data-testid="worked-hours">{t.workHours} h</strong>
      </div>
      <div className="total">
        <span className="small muted">Rest</span>
        <strong data-testid="rest-hours">{t.restHours} h</strong>
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
