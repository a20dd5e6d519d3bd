import { useLiveQuery } from 'dexie-react-hooks';
import type { ReopenRequest } from '../../../contracts/reopen-requests';
import { showDayMonthTime, showMonth, showWeekdayDayMonth } from '../../../domain/dates/format';
import { t } from '../../../i18n/i18n';
import { db } from '../../../lib/services';
import { Button } from '../../../ui/button';
import { DayBar } from '../../../ui/day-bar';
import { useReopenRequests } from '../data/reopen-commands';

const dayName = (d: string) => showWeekdayDayMonth(d);
const when = (at: string | null) => (at ? showDayMonthTime(at) : '');

/**
 * Changes kept as requests to reopen a countersigned month (issue 7, gap 5). A supervisor sees
 * the days as recorded and as asked for, and accepts (the month reopens with them) or declines;
 * the crew member sees their request and its answer.
 */
export function ReopenRequests(props: {
  vesselId: number;
  requests: ReopenRequest[];
  nameOf: (userId: number) => string;
  canDecide: (request: ReopenRequest) => boolean;
  onDecide: (request: ReopenRequest, accept: boolean) => void;
}) {
  // The days as recorded now, to compare with each request.
  const recorded = useLiveQuery(
    async () => {
      const keys = props.requests.flatMap((r) =>
        r.dates.map((d) => [r.userId, props.vesselId, d] as [number, number, string]),
      );
      const rows = await db.restDays.bulkGet(keys);
      return new Map(rows.flatMap((row) => (row ? [[`${row.userId}|${row.date}`, row.work] as const] : [])));
    },
    [props.requests, props.vesselId],
    new Map<string, string>(),
  );
  if (!props.requests.length) return null;
  return (
    <section className="card stack" aria-label={t('Requests to reopen')} data-testid="reopen-requests">
      <h2>{t('Requests to reopen')}</h2>
      {props.requests.map((r) => (
        <div key={r.id} className="stack reopen-request" style={{ gap: 6 }}>
          <div className="row-between" style={{ flexWrap: 'wrap' }}>
            <strong>
              {props.nameOf(r.userId)} · {showMonth(r.month)}
            </strong>
            <span
              className={`pill ${r.state === 'open' ? 'pill-warn' : r.state === 'accepted' ? 'pill-ok' : 'pill-neutral'}`}
            >
              {r.state === 'open'
                ? r.version
                  ? t('Waiting for a decision')
                  : t('Waiting to send')
                : decidedLine(r.state === 'accepted', r.decidedByName, when(r.decidedAt))}
            </span>
          </div>
          {r.dates.map((date) => (
            <figure key={date} className="compare-day">
              <figcaption className="small">
                <strong>{dayName(date)}</strong>
              </figcaption>
              <span className="small muted">{t('On record')}</span>
              {recorded.has(`${r.userId}|${date}`) ? (
                <DayBar work={recorded.get(`${r.userId}|${date}`)!} tall />
              ) : (
                <span className="small">{t('Nothing recorded')}</span>
              )}
              <span className="small muted">{t('Asked for')}</span>
              <DayBar work={r.work} tall />
            </figure>
          ))}
          {r.state === 'open' && props.canDecide(r) ? (
            <div className="row">
              <Button small onClick={() => props.onDecide(r, true)}>
                {t('Accept and reopen')}
              </Button>
              <Button small variant="ghost" onClick={() => props.onDecide(r, false)}>
                {t('Decline')}
              </Button>
            </div>
          ) : null}
        </div>
      ))}
    </section>
  );
}

/** On the day editor: the latest request to reopen that covers this day, and where it stands. */
export function DayReopenNote({
  vesselId,
  userId,
  date,
}: {
  vesselId: number;
  userId: number;
  date: string;
}) {
  const request = useReopenRequests(vesselId).find((r) => r.userId === userId && r.dates.includes(date));
  if (!request || request.state === 'accepted') return null;
  return (
    <div className="forecast" role="status" data-testid="day-reopen-request">
      <strong>
        {request.state === 'open'
          ? t('A change to this day waits as a request to reopen the month')
          : request.decidedByName
            ? t('The request to reopen was declined by {name}', { name: request.decidedByName })
            : t('The request to reopen was declined')}
      </strong>
      <span className="small muted">{t('Asked for')}</span>
      <DayBar work={request.work} tall />
    </div>
  );
}

/** "Accepted by Anna Berg 3 Mar 26, 14:05": who decided a request, and when. */
function decidedLine(accepted: boolean, by: string | null | undefined, when: string): string {
  if (by)
    return accepted
      ? t('Accepted by {name} {when}', { name: by, when })
      : t('Declined by {name} {when}', { name: by, when });
  return accepted ? t('Accepted {when}', { when }) : t('Declined {when}', { when });
}
