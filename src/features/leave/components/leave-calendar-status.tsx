import { CALENDAR_STATUSES, type CalendarStatus } from '../../../domain/leave/leave-calendar';
import { t } from '../../../i18n/i18n';

/** Each status its own colour: Approved green, Checked (approved, then checked) navy. */
const TONE: Record<CalendarStatus, string> = {
  Draft: 'neutral',
  Pending: 'warn',
  Approved: 'ok',
  Denied: 'bad',
  Checked: 'done',
};

/**
 * The status block (doc 3): the period's requests by status, the ones waiting in their colour.
 * It follows the employee search: with someone picked, it counts their requests only.
 */
export function LeaveCalendarStatus({
  counts,
  who,
}: {
  counts: Record<CalendarStatus, number>;
  /** The person picked in the search, or null for everyone. */
  who: string | null;
}) {
  const title = who ? t('Requests of {who} in this period', { who }) : t('Requests in this period');
  return (
    <section className="cal-status" aria-label={title}>
      <h2 className={who ? 'cal-status-title' : 'visually-hidden'}>{title}</h2>
      <dl className="cal-status-list">
        {CALENDAR_STATUSES.map((s) => (
          <div
            key={s}
            className={`cal-status-item cal-status-${TONE[s]}${counts[s] ? '' : ' cal-status-none'}`}
          >
            <dt>{t(s)}</dt>
            <dd>{counts[s]}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
