import type { LeaveRequestRecord } from '../../../contracts/leave-records';
import type { balanceNow, RequestOutlook } from '../../../domain/leave/leave-figures';
import type { PendingOutlook } from '../../../domain/leave/pending-outlook';
import { formatNumber } from '../../../i18n/format-number';
import { dateSpan, shortDay } from './leave-bits';
import './request-extras.css';
import { t } from '../../../i18n/i18n';

/**
 * What the request takes and leaves (the maths, with this request's days counted as booked):
 * first what whoever it is for has available today, as their own leave screen shows it, so an
 * approver sees whether they have the days; then the leave days it takes and the balance on its
 * last day (or today, once that has passed).
 * With other requests pending approval, also the balance if they are all approved, since only
 * approved leave is in the balance and each request alone may seem to fit.
 */
export function RequestOutlookCard(props: {
  outlook: RequestOutlook | null;
  days: number;
  pending: PendingOutlook | null;
  waiting: { days: number; met: readonly LeaveRequestRecord[] };
  /** The requester's balance now (balanceNow, of `today`); null while no one is chosen. */
  balance: { today: string; now: ReturnType<typeof balanceNow> } | null;
  /**
   * The dates meet leave already approved (the To field says so): such a request cannot be
   * made, and the maths, which books a day once, would show a balance after it equal to the
   * one without it, so no figures of it are shown (field test s58, item 4).
   */
  overlaps?: boolean;
  /** The request was denied: it takes no leave, so there is no balance after it to show. */
  denied?: boolean;
}) {
  const { outlook, days, pending, waiting, balance } = props;
  const shown = outlook !== null && days > 0 && !props.overlaps && !props.denied;
  // Whether they have the days now; what the request leaves is the balance after it, below.
  const today = balance ? (
    <Figure label={t('Available today')} result={balance.now.today} note={t('days')} />
  ) : null;
  return (
    <section className="card stack" aria-label={t('What this request takes')}>
      <h2>{t('Days and balance')}</h2>
      {shown ? (
        <div className="totals" aria-live="polite">
          {today}
          <div className="total">
            <span className="small muted">{t('Leave days it takes')}</span>
            <strong>{outlook.takes}</strong>
            <span className="small muted">
              {t('of {days, plural, one {# day} other {# days}}', { days })}
            </span>
          </div>
          <Figure
            label={t('Balance on {date} after it', { date: shortDay(outlook.on) })}
            result={outlook.after}
            note={
              outlook.before.ok
                ? t('{days} without it', { days: formatNumber(outlook.before.available, 2) })
                : undefined
            }
          />
          {pending ? (
            <Figure
              wide
              label={t('Balance on {date} if all pending requests are approved', {
                date: shortDay(pending.on),
              })}
              result={pending.after}
              note={t(
                'Counting {n, plural, one {# other request} other {# other requests}} pending approval: {days, plural, one {# day} other {# days}}.',
                { n: pending.count, days: waiting.days },
              )}
            />
          ) : null}
        </div>
      ) : (
        <>
          {today ? <div className="totals">{today}</div> : null}
          <p className="small muted no-margin">
            {props.denied
              ? t('A denied request takes no leave.')
              : props.overlaps
                ? t(
                    'These dates overlap leave already approved: choose other dates to see what this request takes.',
                  )
                : t('Choose the dates to see the days this request takes.')}
          </p>
        </>
      )}
      {!shown && waiting.days ? (
        <p className="small muted no-margin">
          {t('Not counted above: {days, plural, one {# day} other {# days}} of leave pending approval.', {
            days: waiting.days,
          })}
        </p>
      ) : null}
      {/* The one range style ("23 Dec – 29 Dec 26"), as the request lists write it; two pending
          requests over the same days are one line, not the same words twice. */}
      {[...new Set(waiting.met.map((r) => dateSpan(r.startDate, r.endDate)))].map((dates) => (
        <p key={dates} className="banner banner-info no-margin" role="status">
          {t('These dates meet a request pending approval ({dates}).', { dates })}
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
        {result.ok ? formatNumber(result.available, 2) : '—'}
      </strong>
      <span className="small muted">{result.ok ? (props.note ?? '') : result.error.message}</span>
    </div>
  );
}
