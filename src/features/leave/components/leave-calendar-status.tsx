import { CALENDAR_STATUSES, type CalendarStatus } from '../../../domain/leave/leave-calendar';

const TONE: Record<CalendarStatus, string> = {
  Draft: 'neutral',
  Pending: 'warn',
  Approved: 'ok',
  Denied: 'bad',
  Checked: 'ok',
};

/** The status block (doc 3): the period's requests by status, the ones waiting in their colour. */
export function LeaveCalendarStatus({ counts }: { counts: Record<CalendarStatus, number> }) {
  return (
    <section className="cal-status" aria-label="Requests in this period">
      <h2 className="visually-hidden">Requests in this period</h2>
      <dl className="cal-status-list">
        {CALENDAR_STATUSES.map((s) => (
          <div
            key={s}
            className={`cal-status-item cal-status-${TONE[s]}${counts[s] ? '' : ' cal-status-none'}`}
          >
            <dt>{s}</dt>
            <dd>{counts[s]}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
