/**
 * One "leave days per year" (issue 30, 1.3). The crew record's leave days (Edit leave details,
 * its history of leave increments) and a yearly leave profile's rate are the same figure, so a
 * change on either side is written to the other in the same transaction, by the server, as
 * one change with one change date and comment:
 * - a leave increment with change date C becomes the profile's rate period from the day after
 *   C ('Changes will take effect after this date'), or from the profile's start when C is before it;
 * - a rate change of a yearly profile becomes a leave increment with its change date;
 * - a set-up at a rate other than the crew record's leave days becomes an increment from its start.
 * An accrued profile earns by its worked/accrued ratio, which is no number of days per year:
 * the crew record's days leave it alone, and its ratio changes no crew record.
 */
import type { LeaveProfileType } from './leave-types';
import { effectiveFrom, rateInForce, typeOfRate } from './rates';

/** A profile's rate period as the records keep it (contracts' leaveRateRecordSchema). */
export interface RatePeriod {
  from: string;
  daysPerYear: number | null;
  ratio: number | null;
  /** The period's own type (issue 30, 1.1); rates kept before that take the profile's. */
  type?: LeaveProfileType | null;
  changeDate: string | null;
  comment: string | null;
}

export interface LeaveDaysChange {
  amount: number;
  changeDate: string;
  comment: string | null;
}

/** The day a crew record's change of leave days starts to count on the profile. */
export function linkedFrom(profile: { startDate: string }, changeDate: string): string {
  // ISO dates: the later of the two sorts last.
  return [effectiveFrom(changeDate), profile.startDate].sort()[1]!;
}

/**
 * Whether a change dated before the profile's start is an older figure than the one the profile
 * starts from: another of the crew record's changes is dated after it and on or before the start
 * (the one in force then). Such a change is history from before the profile and moves nothing
 * on it; otherwise a correction of an old contract would replace the profile's starting rate
 * while the crew record kept the newer figure.
 */
export function predatesProfile(
  profile: { startDate: string },
  changeDate: string,
  otherChangeDates: readonly string[],
): boolean {
  return otherChangeDates.some((d) => d > changeDate && d <= profile.startDate);
}

/**
 * The profile's rates with the crew record's change in them (the period from its day replaced),
 * oldest first; null when the period in force on that day is not a yearly rate. Every period
 * keeps its own type written out, and the new one is yearly: a type belongs to its period, so
 * the link never turns an accrued period into days per year (issue 30, 1.1).
 */
export function ratesWithLeaveDays<R extends RatePeriod>(
  profile: { type: LeaveProfileType; startDate: string; rates: readonly R[] },
  change: LeaveDaysChange,
): R[] | null {
  const from = linkedFrom(profile, change.changeDate);
  const inForce = rateInForce(profile.rates, from);
  if (typeOfRate(inForce ?? {}, profile.type) !== 'yearly') return null;
  const same = profile.rates.find((r) => r.from === from);
  // Whatever else a period carries stays with it: only its days, date and comment change.
  const period = {
    ...(same ?? {}),
    from,
    daysPerYear: change.amount,
    ratio: null,
    type: 'yearly',
    changeDate: change.changeDate,
    comment: change.comment,
  } as R;
  const kept = profile.rates
    .filter((r) => r.from !== from)
    .map((r) => ({ ...r, type: typeOfRate(r, profile.type) }));
  return [...kept, period].sort((a, b) => (a.from < b.from ? -1 : a.from > b.from ? 1 : 0));
}

/** The crew record's leave days a profile's rate stands for: a yearly rate's days, else none. */
export function leaveDaysOfRate(
  type: 'yearly' | 'accrued',
  rate: { daysPerYear?: number | null | undefined },
): number | null {
  return type === 'yearly' ? (rate.daysPerYear ?? null) : null;
}
