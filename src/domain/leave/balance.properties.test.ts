/** Property tests of the invariants issue 10 names for the leave maths. */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { leaveBalance } from './balance';
import { dailyBalances } from './daily-balances';
import { dayNumber, isoOfDayNumber } from './day-number';
import type { LeaveInput, LeaveRate } from './leave-types';
import { rateInForce, withRatePeriod } from './rates';

const BASE = dayNumber('2024-01-01');
const date = (offset: number) => isoOfDayNumber(BASE + offset);
const SPAN = 3 * 366;

const typeArb = fc.constantFrom('yearly' as const, 'accrued' as const);
// Rates as people enter them (whole days, ratios in hundredths) beside any double: random doubles
// are mostly tiny, and a tiny rate would hide a period counted by the wrong type.
const valueArb = fc.oneof(
  fc
    .oneof(fc.integer({ min: 0, max: 60 }), fc.double({ min: 0, max: 60, noNaN: true }))
    .map((daysPerYear) => ({
      daysPerYear,
    })),
  fc
    .oneof(
      fc.integer({ min: 0, max: 150 }).map((n) => n / 100),
      fc.double({ min: 0, max: 1.5, noNaN: true }),
    )
    .map((ratio) => ({ ratio })),
);
// A rate names its period's type, or (as rates kept before issue 30) takes the profile's.
const rateArb = fc.record({
  from: fc.integer({ min: -30, max: SPAN }).map(date),
  value: valueArb,
  type: fc.option(typeArb, { nil: undefined }),
});

const inputArb: fc.Arbitrary<LeaveInput> = fc
  .record({
    type: typeArb,
    start: fc.integer({ min: 0, max: SPAN / 2 }),
    length: fc.option(fc.integer({ min: 0, max: SPAN }), { nil: null }),
    initialLeave: fc.double({ min: 0, max: 30, noNaN: true }),
    rates: fc.array(rateArb, { minLength: 1, maxLength: 4 }),
    types: fc.array(
      fc.record({ effect: fc.constantFrom(0 as const, 1 as const, 2 as const), isNil: fc.boolean() }),
      {
        minLength: 1,
        maxLength: 4,
      },
    ),
    days: fc.array(fc.record({ at: fc.integer({ min: -10, max: SPAN }), type: fc.nat() }), { maxLength: 60 }),
    additional: fc.array(
      fc.record({ at: fc.integer({ min: -10, max: SPAN }), days: fc.integer({ min: 0, max: 5 }) }),
      {
        maxLength: 3,
      },
    ),
  })
  .map((g) => ({
    profile: {
      type: g.type,
      startDate: date(g.start),
      endDate: g.length === null ? null : date(g.start + g.length),
      initialLeave: g.initialLeave,
      rates: g.rates.map(
        (r): LeaveRate => ({ from: r.from, ...r.value, ...(r.type ? { type: r.type } : {}) }),
      ),
    },
    leaveTypes: g.types.map((t, i) => ({ id: i + 1, ...t })),
    days: g.days.map((d) => ({ date: date(d.at), leaveTypeId: (d.type % g.types.length) + 1 })),
    additional: g.additional.map((a) => ({ date: date(a.at), days: a.days })),
  }));

const ok = (input: LeaveInput, asOf: string) => {
  const result = leaveBalance(input, asOf);
  if (!result.ok) throw new Error(`${result.error.field}: ${result.error.message}`);
  return result;
};

describe('leave maths invariants', () => {
  it('accrued leave never decreases as the as-of date moves later', () => {
    fc.assert(
      fc.property(inputArb, fc.integer({ min: -20, max: SPAN + 20 }), fc.nat(400), (input, at, later) => {
        expect(ok(input, date(at + later)).accrued).toBeGreaterThanOrEqual(ok(input, date(at)).accrued);
      }),
    );
  });

  it('splitting a rate history at any date without changing the rate changes nothing', () => {
    fc.assert(
      fc.property(inputArb, fc.nat(SPAN), fc.integer({ min: 0, max: SPAN + 20 }), (input, splitAt, asOf) => {
        const rates = input.profile.rates;
        const earliest = Math.min(...rates.map((r) => dayNumber(r.from)));
        const split = isoOfDayNumber(earliest + splitAt);
        const inForce = rateInForce(rates, split)!;
        const splitInput = {
          ...input,
          profile: { ...input.profile, rates: [...rates, { ...inForce, from: split }] },
        };
        expect(ok(splitInput, date(asOf))).toEqual(ok(input, date(asOf)));
      }),
    );
  });

  it('a rollover to the current balance forfeits nothing', () => {
    fc.assert(
      fc.property(inputArb, fc.integer({ min: -10, max: SPAN }), fc.nat(400), (input, at, later) => {
        const balance = ok(input, date(at)).available;
        fc.pre(balance >= 0);
        const rolled = { ...input, rollovers: [{ date: date(at), rolledOver: balance }] };
        const asOf = date(at + later);
        expect(ok(rolled, asOf).forfeited).toBe(0);
        expect(ok(rolled, asOf)).toEqual(ok(input, asOf));
      }),
    );
  });

  // Issue 30: a change of type and/or rate from D (Change profile) never moves a balance before D.
  it('a change of type or rate at any date leaves every daily balance before it unchanged', () => {
    const changeArb = fc.record({
      at: fc.integer({ min: -20, max: SPAN }),
      type: fc.option(typeArb, { nil: null }),
      value: fc.option(valueArb, { nil: null }),
    });
    fc.assert(
      fc.property(inputArb, changeArb, (input, change) => {
        const { profile } = input;
        const from = date(change.at);
        const inForce = rateInForce(profile.rates, from) ?? profile.rates[0]!;
        // What is not changed stays as it was in force: a type change keeps the rate, and so on.
        const value = change.value ?? { daysPerYear: inForce.daysPerYear, ratio: inForce.ratio };
        const type = change.type ?? inForce.type ?? profile.type;
        const next = { ...input, profile: withRatePeriod(profile, { from, ...value, type }) };
        const first = date(-40);
        const last = date(change.at - 1);
        fc.pre(last >= first);
        const before = dailyBalances(input, first, last);
        const after = dailyBalances(next, first, last);
        expect(after).toEqual(before);
        expect(before.ok).toBe(true);
      }),
    );
  });
});
