import { msg } from '../../i18n/msg';
/**
 * Checks a leave input and turns it into day numbers and flat arrays once, so the walk over
 * the days (`ledger.ts`) does no parsing, lookups or allocation per day.
 */
import { dayNumber } from './day-number';
import type { LeaveError, LeaveFailure, LeaveInput } from './leave-types';
import { accrualOf, notCountProblem, rateError, typeOfRate } from './rates';

/**
 * Day flags: bit 0 taken, bit 1 worked, bit 2 accrues in a yearly period, bit 3 in an accrued
 * one. A day carries both answers because each rate period counts by its own type (issue 30).
 */
export const TAKEN = 1;
export const WORKED = 2;
export const ACCRUES_YEARLY = 4;
export const ACCRUES_ACCRUED = 8;
/** Where a period's type finds its accrual bit in a day's flags. */
export const ACCRUAL_SHIFT = { yearly: 2, accrued: 3 } as const;
/** An unbooked employment day is worked, and so accrues under both types. */
export const UNBOOKED = WORKED | ACCRUES_YEARLY | ACCRUES_ACCRUED;

export interface PreparedLeave {
  start: number;
  /** Last employment day; Infinity while employed. */
  end: number;
  initialLeave: number;
  /** Rate changes, ascending, one per date, none repeating the one before. */
  rateFrom: number[];
  rateNum: number[];
  rateDen: number[];
  /** Each period's `ACCRUAL_SHIFT`: its type. */
  rateShift: number[];
  /** Bookings in input order (a later booking of the same date wins). */
  bookingDay: Int32Array;
  bookingFlags: Uint8Array;
  /** Additional leave and rollovers, ascending by date (input order within a date). */
  additionalDay: number[];
  additionalDays: number[];
  rolloverDay: number[];
  rolloverValue: number[];
  rolloverIndex: number[];
}

export type PrepareResult = { ok: true; leave: PreparedLeave } | LeaveFailure;

const fail = (field: string, message: string): LeaveFailure => ({ ok: false, error: { field, message } });
const BAD_DATE = msg('Invalid date. Use YYYY-MM-DD.');

function sortedEvents<T extends { date: string }>(
  items: readonly T[],
): { day: number; item: T; index: number }[] {
  return items
    .map((item, index) => ({ day: dayNumber(item.date), item, index }))
    .sort((a, b) => a.day - b.day || a.index - b.index);
}

function prepareRates(
  input: LeaveInput,
): Pick<PreparedLeave, 'rateFrom' | 'rateNum' | 'rateDen' | 'rateShift'> | LeaveError {
  const { type, rates } = input.profile;
  if (!Array.isArray(rates) || rates.length === 0) {
    return { field: 'profile.rates', message: msg('At least one rate is required.') };
  }
  for (const [i, rate] of rates.entries()) {
    const error = rateError(rate, `profile.rates[${i}]`);
    if (error) return error;
  }
  const rateFrom: number[] = [];
  const rateNum: number[] = [];
  const rateDen: number[] = [];
  const rateShift: number[] = [];
  for (const { day, item } of sortedEvents(rates.map((r) => ({ ...r, date: r.from })))) {
    const periodType = typeOfRate(item, type);
    const { num, den } = accrualOf(periodType, item);
    const shift = ACCRUAL_SHIFT[periodType];
    if (rateFrom.at(-1) === day) {
      rateFrom.pop();
      rateNum.pop();
      rateDen.pop();
      rateShift.pop();
    }
    // Splitting a period at a date without changing the rate must change nothing.
    if (rateNum.at(-1) === num && rateDen.at(-1) === den && rateShift.at(-1) === shift) continue;
    rateFrom.push(day);
    rateNum.push(num);
    rateDen.push(den);
    rateShift.push(shift);
  }
  return { rateFrom, rateNum, rateDen, rateShift };
}

const EFFECT_MESSAGE = msg('Must be 0 (none), 1 (reduces leave) or 2 (work day).');

/** A day's flags under a type's effect and nil mark. */
function flagsOf(effect: number, isNil: boolean | undefined): number {
  const nil = isNil === true;
  // A nil day is neither worked nor accruing; it still counts as taken when its effect reduces leave.
  // A yearly period earns on every day but a nil one, an accrued period on the days worked.
  const worked = effect === 2 && !nil;
  return (effect === 1 ? TAKEN : 0) | (worked ? WORKED | ACCRUES_ACCRUED : 0) | (nil ? 0 : ACCRUES_YEARLY);
}

const validEffect = (effect: unknown) => effect === 0 || effect === 1 || effect === 2;

/** A type's flags: today's, and those of the days before each change (ends ascending). */
interface TypeFlags {
  flags: number;
  until: number[];
  before: number[];
}

function leaveTypeFlags(input: LeaveInput): Map<number, TypeFlags> | LeaveError {
  const types = new Map<number, TypeFlags>();
  for (const [i, t] of (input.leaveTypes ?? []).entries()) {
    if (!Number.isInteger(t.id))
      return { field: `leaveTypes[${i}].id`, message: msg('Must be a whole number.') };
    if (types.has(t.id))
      return { field: `leaveTypes[${i}].id`, message: msg('Leave type {id} is listed twice.', { id: t.id }) };
    if (!validEffect(t.effect)) return { field: `leaveTypes[${i}].effect`, message: EFFECT_MESSAGE };
    const ends: { day: number; flags: number }[] = [];
    for (const [j, b] of (t.before ?? []).entries()) {
      const day = dayNumber(b.until);
      if (Number.isNaN(day)) return { field: `leaveTypes[${i}].before[${j}].until`, message: BAD_DATE };
      if (!validEffect(b.effect))
        return { field: `leaveTypes[${i}].before[${j}].effect`, message: EFFECT_MESSAGE };
      ends.push({ day, flags: flagsOf(b.effect, b.isNil) });
    }
    // Ascending, so a day's rule is the first whose end is after it (of two alike, the first listed).
    ends.sort((a, b) => a.day - b.day);
    const until = ends.map((e) => e.day);
    const before = ends.map((e) => e.flags);
    types.set(t.id, { flags: flagsOf(t.effect, t.isNil), until, before });
  }
  return types;
}

/** The flags of a day of the type: by the rule in force on it. */
function flagsOn(type: TypeFlags, day: number): number {
  for (let i = 0; i < type.until.length; i++) if (day < type.until[i]!) return type.before[i]!;
  return type.flags;
}

/** Validates everything that does not depend on the walk (a rollover above the balance does). */
export function prepareLeave(input: LeaveInput): PrepareResult {
  const { profile } = input;
  if (profile.type !== 'yearly' && profile.type !== 'accrued') {
    return fail('profile.type', msg('Must be "yearly" or "accrued".'));
  }
  const start = dayNumber(profile.startDate);
  if (Number.isNaN(start)) return fail('profile.startDate', BAD_DATE);
  let end = Number.POSITIVE_INFINITY;
  if (profile.endDate !== null && profile.endDate !== undefined) {
    end = dayNumber(profile.endDate);
    if (Number.isNaN(end)) return fail('profile.endDate', BAD_DATE);
    if (end < start) return fail('profile.endDate', msg('Must not be before the start date.'));
  }
  const initialLeave = profile.initialLeave ?? 0;
  if (!Number.isFinite(initialLeave)) return fail('profile.initialLeave', msg('Field should be a number.'));
  const rates = prepareRates(input);
  if ('field' in rates) return { ok: false, error: rates };
  const types = leaveTypeFlags(input);
  if (!(types instanceof Map)) return { ok: false, error: types };

  const bookings = input.days ?? [];
  const bookingDay = new Int32Array(bookings.length);
  const bookingFlags = new Uint8Array(bookings.length);
  for (let i = 0; i < bookings.length; i++) {
    const booking = bookings[i]!;
    const day = dayNumber(booking.date);
    if (Number.isNaN(day)) return fail(`days[${i}].date`, BAD_DATE);
    const type = types.get(booking.leaveTypeId);
    if (type === undefined) {
      return booking.leaveTypeId === undefined || booking.leaveTypeId === null
        ? fail(`days[${i}].leaveTypeId`, msg('Field is required.'))
        : fail(`days[${i}].leaveTypeId`, msg('Unknown leave type {id}.', { id: booking.leaveTypeId }));
    }
    bookingDay[i] = day;
    bookingFlags[i] = flagsOn(type, day);
  }

  const additional = input.additional ?? [];
  for (const [i, a] of additional.entries()) {
    if (Number.isNaN(dayNumber(a.date))) return fail(`additional[${i}].date`, BAD_DATE);
    if (!Number.isFinite(a.days)) return fail(`additional[${i}].days`, msg('Field should be a number.'));
  }
  const rollovers = input.rollovers ?? [];
  for (const [i, r] of rollovers.entries()) {
    if (Number.isNaN(dayNumber(r.date))) return fail(`rollovers[${i}].date`, BAD_DATE);
    const problem = notCountProblem(r.rolledOver);
    if (problem) return fail(`rollovers[${i}].rolledOver`, problem);
  }
  const adds = sortedEvents(additional);
  const rolls = sortedEvents(rollovers);
  return {
    ok: true,
    leave: {
      start,
      end,
      initialLeave,
      ...rates,
      bookingDay,
      bookingFlags,
      additionalDay: adds.map((e) => e.day),
      additionalDays: adds.map((e) => e.item.days),
      rolloverDay: rolls.map((e) => e.day),
      rolloverValue: rolls.map((e) => e.item.rolledOver),
      rolloverIndex: rolls.map((e) => e.index),
    },
  };
}
