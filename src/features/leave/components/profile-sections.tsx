import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type {
  LeaveAdjustmentRecord,
  LeaveProfileRecord,
  LeaveRateRecord,
  LeaveRequestRecord,
  LeaveType,
} from '../../../contracts/leave-records';
import type { Pending } from '../../../db/app-db';
import { daysPerYearFromRatio, ratioFromDaysPerYear, typeOfRate } from '../../../domain/leave/rates';
import { rangesOfDays } from '../../../domain/leave/request-days';
import { formatNumber } from '../../../i18n/format-number';
import { t } from '../../../i18n/i18n';
import { dateSpan, daysOfType, NotSent, Refused, StatusPill, shortDay, TypeDot, typeOf } from './leave-bits';
import { typeName } from './leave-calendar-look';
import { typeTitle } from './rate-fields';

/** The parts of a leave profile page: facts, rates, requests and adjustments. */

export function Facts({ rows }: { rows: [string, ReactNode][] }) {
  return (
    <dl className="leave-facts">
      {rows.map(([label, value]) => (
        <div key={label}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/**
 * A rate as a person reads it: days per year, or the days earned for each day worked and what
 * that comes to in a year whose leave is taken too (days worked + days of leave = 365).
 */
export function rateText(
  type: LeaveProfileRecord['type'],
  r: Pick<LeaveRateRecord, 'daysPerYear' | 'ratio'>,
) {
  const dpy = r.daysPerYear ?? (r.ratio === null ? null : daysPerYearFromRatio(r.ratio));
  const ratio =
    r.ratio ?? (r.daysPerYear === null || r.daysPerYear >= 365 ? null : ratioFromDaysPerYear(r.daysPerYear));
  if (dpy === null || ratio === null) return '—';
  return type === 'yearly'
    ? t('{days} days per year', { days: formatNumber(dpy, 2) })
    : t('{ratio} days for each day worked (about {days} days a year, taking the leave as it is earned)', {
        ratio: Number(ratio.toFixed(4)),
        days: formatNumber(dpy, 2),
      });
}

export function ProfileFacts({ profile }: { profile: LeaveProfileRecord }) {
  const rate = profile.rates[profile.rates.length - 1];
  // The latest rate period's type: each period has its own (issue 30).
  const type = rate ? typeOfRate(rate, profile.type) : profile.type;
  return (
    <Facts
      rows={[
        [t('Type'), typeTitle(type)],
        [
          type === 'yearly' ? t('Days per year') : t('Worked/accrued ratio'),
          rate ? rateText(type, rate) : '—',
        ],
        [t('Start date'), shortDay(profile.startDate)],
        ...(profile.endDate ? ([[t('End date'), shortDay(profile.endDate)]] as [string, ReactNode][]) : []),
        [t('Initial leave'), t('{days} days', { days: formatNumber(profile.initialLeave, 2) })],
        [
          t('Flight entitlement'),
          profile.flightEntitlement === null
            ? '—'
            : t('{n, plural, one {# flight} other {# flights}} a year', { n: profile.flightEntitlement }),
        ],
      ]}
    />
  );
}

/** The rate history (doc 3: history with comments), newest first: from when, what, why. */
export function RateHistory({ profile }: { profile: LeaveProfileRecord }) {
  const rates = [...profile.rates].reverse();
  return (
    <ul className="leave-history" aria-label={t('Rate history')}>
      {rates.map((r) => (
        <li key={`${r.from}-${r.changeDate ?? ''}`}>
          <span>
            <strong>
              {typeTitle(typeOfRate(r, profile.type))}: {rateText(typeOfRate(r, profile.type), r)}
            </strong>
            {r.comment ? <span className="small muted leave-note">{r.comment}</span> : null}
          </span>
          <span className="small muted leave-when">
            {t('from {date}', { date: shortDay(r.from) })}
            {r.changeDate ? (
              <span className="leave-note">{t('changed {date}', { date: shortDay(r.changeDate) })}</span>
            ) : null}
          </span>
        </li>
      ))}
    </ul>
  );
}

/** Additional leave and rollovers, newest first. */
export function AdjustmentList({ rows }: { rows: Pending<LeaveAdjustmentRecord>[] }) {
  if (rows.length === 0)
    return <p className="muted no-margin">{t('No additional leave or rollovers yet.')}</p>;
  const sorted = [...rows].sort((a, b) => b.date.localeCompare(a.date) || b.id.localeCompare(a.id));
  return (
    <ul className="leave-history" aria-label={t('Additional leave and rollovers')}>
      {sorted.map((a) => (
        <li key={a.id}>
          <span>
            <strong>
              {a.kind === 'rollover'
                ? t('Rollover: {days} days kept', { days: formatNumber(a.days, 2) })
                : t('{days} additional days', {
                    days: `${a.days >= 0 ? '+' : ''}${formatNumber(a.days, 2)}`,
                  })}
            </strong>
            {a.comment ? <span className="small muted leave-note">{a.comment}</span> : null}
            {a.pending ? <NotSent /> : null}
          </span>
          <span className="small muted leave-when">{shortDay(a.date)}</span>
        </li>
      ))}
    </ul>
  );
}

/**
 * One leave request in a list (doc 3): who (when the list is of several people), the dates,
 * the days, its type's colour, its status; the whole row opens the form.
 */
export function RequestRow(props: RequestLinkProps) {
  return (
    <li>
      <RequestLink {...props} />
      {/* Beside the row's own link, not in it: the way to decide what becomes of the change. */}
      {props.refused === undefined ? null : (
        <Link className="small request-review" to="/sync">
          {t('Review on the Sync page')}
        </Link>
      )}
    </li>
  );
}

type RequestLinkProps = {
  request: Pending<LeaveRequestRecord>;
  types: readonly LeaveType[];
  to: string;
  name?: string;
  /**
   * The shore's reason when it refused the request's last change (refused-requests.ts): the
   * row says so instead of 'not sent yet', and its status is the device's, not the shore's.
   */
  refused?: string | undefined;
};

/** The row's link itself, for lists that add their own actions beside it (the requests to decide). */
export function RequestLink(props: RequestLinkProps) {
  const r = props.request;
  const main = rangesOfDays(r.days).mainTypeId;
  const type = main === null ? undefined : typeOf(props.types, main);
  const n = r.days.length;
  return (
    <Link to={props.to} className="request-row">
      <TypeDot color={type?.color} />
      <span className="request-text">
        {props.name ? <strong>{props.name}</strong> : null}
        <span className={props.name ? 'small' : 'request-dates'}>{dateSpan(r.startDate, r.endDate)}</span>
        <span className="small muted">{daysOfType(n, type && typeName(type))}</span>
        {/* Under the dates, not beside them: at 390 px the row keeps its words whole. */}
        {props.refused !== undefined ? <Refused reason={props.refused} /> : r.pending ? <NotSent /> : null}
      </span>
      {props.refused !== undefined ? null : (
        <span className="request-pills">
          <StatusPill status={r.status} />
        </span>
      )}
    </Link>
  );
}
