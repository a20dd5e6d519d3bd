import { msg } from '../../i18n/msg';
/**
 * Leave rates (issue 10, "The maths"). A rate is entered as days per year or as the
 * worked/accrued ratio; `daysPerYear = 365 * ratio / (1 + ratio)` and
 * `ratio = daysPerYear / (365 - daysPerYear)` convert one into the other.
 */
import { addDays } from '../calendar/iso-date';
import { dayNumber } from './day-number';
import type { LeaveError, LeaveProfileType, LeaveRate } from './leave-types';

export const DAYS_IN_RATE_YEAR = 365;

export function daysPerYearFromRatio(ratio: number): number {
  return (DAYS_IN_RATE_YEAR * ratio) / (1 + ratio);
}

/** Defined below 365 days per year: a ratio grows without bound as the year fills up. */
export function ratioFromDaysPerYear(daysPerYear: number): number {
  return daysPerYear / (DAYS_IN_RATE_YEAR - daysPerYear);
}

/** A change entered with change date C takes effect the day after ('Changes will take effect after this date'). */
export function effectiveFrom(changeDate: string): string {
  return addDays(changeDate, 1);
}

/**
 * Leave earned per accruing day as a fraction `num / den`: `yearly` earns daysPerYear / 365
 * per non-nil day, `accrued` earns `ratio` per worked day. Kept as a fraction so that whole
 * periods come out exact (36.5 days a year over 10 days is 365 / 365, not 10 * 0.1).
 */
export interface Accrual {
  num: number;
  den: number;
}

export const NO_ACCRUAL: Accrual = { num: 0, den: 1 };

/** The accrual of a rate already checked by `rateError`. */
export function accrualOf(type: LeaveProfileType, rate: LeaveRate): Accrual {
  const dpy = rate.daysPerYear;
  if (dpy !== null && dpy !== undefined) {
    return type === 'yearly'
      ? { num: dpy, den: DAYS_IN_RATE_YEAR }
      : { num: dpy, den: DAYS_IN_RATE_YEAR - dpy };
  }
  const ratio = rate.ratio ?? 0;
  // yearly: (365 * r / (1 + r)) / 365 per day, which is r / (1 + r).
  return type === 'yearly' ? { num: ratio, den: 1 + ratio } : { num: ratio, den: 1 };
}

const given = (n: number | null | undefined): n is number => n !== null && n !== undefined;

/** Why a rate cannot be used, or null: a real `from` date, a known type if any, exactly one non-negative value. */
export function rateError(rate: LeaveRate, field: string): LeaveError | null {
  if (typeof rate.from !== 'string' || Number.isNaN(dayNumber(rate.from))) {
    return { field: `${field}.from`, message: msg('Invalid date. Use YYYY-MM-DD.') };
  }
  if (rate.type !== undefined && rate.type !== null && rate.type !== 'yearly' && rate.type !== 'accrued') {
    return { field: `${field}.type`, message: msg('Must be "yearly" or "accrued".') };
  }
  const { daysPerYear, ratio } = rate;
  if (given(daysPerYear) === given(ratio)) {
    return { field, message: msg('Give either daysPerYear or ratio, not both or neither.') };
  }
  if (given(daysPerYear)) {
    const problem = notCountProblem(daysPerYear);
    if (problem) return { field: `${field}.daysPerYear`, message: problem };
    if (daysPerYear >= DAYS_IN_RATE_YEAR) {
      return {
        field: `${field}.daysPerYear`,
        message: msg('Value must be less than {n}.', { n: DAYS_IN_RATE_YEAR }),
      };
    }
  } else {
    const problem = notCountProblem(ratio);
    if (problem) return { field: `${field}.ratio`, message: problem };
  }
  return null;
}

/**
 * Why a figure that cannot be negative is refused, in doc 1's words (section 5: 'Numeric',
 * 'Greater or equal N'), or null when it is a number of 0 or more.
 */
export function notCountProblem(n: unknown): string | null {
  if (typeof n !== 'number' || !Number.isFinite(n)) return msg('Field should be a number.');
  return n < 0 ? msg('Value must be greater or equal to {n}.', { n: 0 }) : null;
}

/** A rate period's type: its own, else the profile's (rates kept before a type was a period's). */
export function typeOfRate(rate: Pick<LeaveRate, 'type'>, profileType: LeaveProfileType): LeaveProfileType {
  return rate.type ?? profileType;
}

/**
 * A rate as entered with its type (doc 3: only the value the user edited is kept, the other
 * blanked): the value of its type; the same on the device and on the server.
 */
export function enteredRate(
  type: LeaveProfileType,
  value: { daysPerYear?: number | null | undefined; ratio?: number | null | undefined },
  from: string,
): { from: string; daysPerYear: number | null; ratio: number | null; type: LeaveProfileType } {
  return type === 'yearly'
    ? { from, daysPerYear: value.daysPerYear ?? null, ratio: null, type }
    : { from, daysPerYear: null, ratio: value.ratio ?? null, type };
}

/**
 * Change profile (type) or rate (doc 3): the change is a rate period of its own from `rate.from`,
 * so no balance before that date moves (issue 30). The periods before it keep their type, written
 * out so that the profile's new type cannot reach them; one from the same day is replaced. The
 * profile's type becomes the change's (the type a rate without its own would take).
 */
export function withRatePeriod<P extends { type: LeaveProfileType; rates: readonly LeaveRate[] }>(
  profile: P,
  rate: P['rates'][number] & { type: LeaveProfileType },
): P {
  const kept = profile.rates
    .filter((r) => r.from !== rate.from)
    .map((r) => ({ ...r, type: typeOfRate(r, profile.type) }));
  const rates = [...kept, rate].sort((a, b) => (a.from < b.from ? -1 : a.from > b.from ? 1 : 0));
  return { ...profile, type: rate.type, rates };
}

/** The rate in force on `date`: the last one whose `from` is on or before it (of two on one date, the later listed). */
export function rateInForce(rates: readonly LeaveRate[], date: string): LeaveRate | null {
  let best: LeaveRate | null = null;
  for (const rate of rates) {
    if (rate.from <= date && (best === null || rate.from >= best.from)) best = rate;
  }
  return best;
}
