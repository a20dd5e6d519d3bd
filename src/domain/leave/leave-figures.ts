import { msg } from '../../i18n/msg';
/**
 * The figures the leave screens show, from the maths (issue 10): a profile's balance today and
 * at the end of the month, what a request would leave, and the rollover check. Full precision
 * inside; two decimals only when shown.
 */
import { type LeaveBalanceResult, leaveBalance } from './balance';
import { daysInMonth } from './day-number';
import {
  type AdjustmentLike,
  type LeaveMathsSettings,
  leaveInputOf,
  type ProfileLike,
  type RequestLike,
  type TypeLike,
} from './from-records';
import { type LeaveDay, leaveDaysTaken } from './request-days';

/** Two decimals, never '-0.00'. */
export function days2(n: number): string {
  const s = n.toFixed(2);
  return s === '-0.00' ? '0.00' : s;
}

/** The last day of the month of `date` (YYYY-MM-DD). */
export function endOfMonth(date: string): string {
  const y = Number(date.slice(0, 4));
  const m = Number(date.slice(5, 7));
  return `${date.slice(0, 7)}-${String(daysInMonth(y, m)).padStart(2, '0')}`;
}

export interface ProfileRecords {
  profile: ProfileLike & { id: string };
  types: readonly TypeLike[];
  requests: readonly (RequestLike & { id: string })[];
  adjustments: readonly AdjustmentLike[];
  /** The vessel's leave settings ('Nil days'). */
  settings: LeaveMathsSettings;
}

/** Available today and by the end of this month (approved and checked requests booked). */
export function balanceNow(r: ProfileRecords, today: string) {
  const input = leaveInputOf(r.profile, r.types, r.requests, r.adjustments, r.settings);
  return { today: leaveBalance(input, today), endOfMonth: leaveBalance(input, endOfMonth(today)) };
}

export interface RequestOutlook {
  /** Leave days the request takes (its days of a type that reduces leave). */
  takes: number;
  /** The date the balances are on: the request's last day, or today when that has passed. */
  on: string;
  /** The balance on that date without this request, and with its days booked. */
  before: LeaveBalanceResult;
  after: LeaveBalanceResult;
}

/**
 * What a request would leave: the balance on its last day (or today, if later) with its days
 * counted as booked, whatever its status, against the balance without it.
 */
export function requestOutlook(
  r: ProfileRecords,
  request: { id: string | null; days: readonly LeaveDay[]; endDate: string },
  today: string,
): RequestOutlook {
  const others = r.requests.filter((q) => q.id !== request.id);
  const on = request.endDate && request.endDate > today ? request.endDate : today;
  const mine = {
    id: request.id ?? '',
    profileId: r.profile.id,
    status: 'Approved',
    deleted: false,
    days: request.days,
  };
  return {
    takes: leaveDaysTaken(request.days, r.types),
    on,
    before: leaveBalance(leaveInputOf(r.profile, r.types, others, r.adjustments, r.settings), on),
    after: leaveBalance(leaveInputOf(r.profile, r.types, [...others, mine], r.adjustments, r.settings), on),
  };
}

/** The most that can be kept: the balance to two decimals, rounded down (a day count has two). */
export const keepableOf = (balance: number) => Math.floor(balance * 100 + 1e-9) / 100;

/**
 * A manual rollover keeps `keep` days of the balance on its date (doc 3: Rollover, remaining
 * read-only, rolledOver); the rest is forfeited. Below 0 or above the balance it is refused.
 */
export function rolloverProblem(balance: number, keep: number, date: string): string | null {
  // Doc 1, section 5's words: 'Numeric', 'Greater or equal N'.
  if (!Number.isFinite(keep)) return msg('Field should be a number.');
  if (keep < 0) return msg('Value must be greater or equal to {n}.', { n: 0 });
  const most = keepableOf(balance);
  if (most < 0)
    return msg('There is no leave to roll over: the balance on {date} is {days} days.', {
      date,
      days: days2(balance),
    });
  if (keep > most)
    return msg('The days to keep cannot be more than the balance on {date}: {days} days.', {
      date,
      days: days2(most),
    });
  return null;
}
