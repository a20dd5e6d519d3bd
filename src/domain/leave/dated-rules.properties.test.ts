/** Property tests of dated leave rules: a rule's change counts from its day on, and no history changes nothing. */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { leaveBalance } from './balance';
import { dailyBalances } from './daily-balances';
import { nilDaysOn, typeRuleOn, withEarlier } from './dated-rules';
import { dayNumber, isoOfDayNumber } from './day-number';
import { type LeaveMathsSettings, leaveInputOf, type TypeLike } from './from-records';
import type { LeaveInput } from './leave-types';

const BASE = dayNumber('2025-01-01');
const date = (offset: number) => isoOfDayNumber(BASE + offset);
const SPAN = 600;

const effectArb = fc.constantFrom(0 as const, 1 as const, 2 as const);
const ruleArb = fc.record({ effect: effectArb, isNil: fc.boolean() });
const endsArb = fc
  .uniqueArray(fc.integer({ min: -10, max: SPAN }), { maxLength: 3 })
  .map((a) => a.sort((x, y) => x - y));

const recordsArb = fc.record({
  type: fc.constantFrom('yearly' as const, 'accrued' as const),
  rate: fc.integer({ min: 1, max: 60 }),
  types: fc.array(
    fc.record({ rule: ruleArb, ends: endsArb, earlier: fc.array(ruleArb, { minLength: 3, maxLength: 3 }) }),
    {
      minLength: 1,
      maxLength: 3,
    },
  ),
  nilDays: fc.boolean(),
  nilEnds: endsArb,
  nilEarlier: fc.array(fc.boolean(), { minLength: 3, maxLength: 3 }),
  days: fc.array(fc.record({ at: fc.integer({ min: 0, max: SPAN }), type: fc.nat() }), { maxLength: 40 }),
});
type Records = typeof recordsArb extends fc.Arbitrary<infer R> ? R : never;

const profileOf = (g: Records) => ({
  id: 'P',
  type: g.type,
  startDate: date(0),
  endDate: null,
  initialLeave: 0,
  rates: [
    {
      from: date(0),
      daysPerYear: g.type === 'yearly' ? g.rate : null,
      ratio: g.type === 'accrued' ? g.rate / 100 : null,
    },
  ],
});
const typesOf = (g: Records, history: boolean): TypeLike[] =>
  g.types.map((t, i) => ({
    id: i + 1,
    ...t.rule,
    ...(history ? { rulesBefore: t.ends.map((at, j) => ({ until: date(at), ...t.earlier[j]! })) } : {}),
  }));
const settingsOf = (g: Records, history: boolean): LeaveMathsSettings => ({
  nilDays: g.nilDays,
  ...(history
    ? { nilDaysBefore: g.nilEnds.map((at, j) => ({ until: date(at), nilDays: g.nilEarlier[j]! })) }
    : {}),
});
const requestOf = (g: Records) => ({
  profileId: 'P',
  status: 'Approved',
  deleted: false,
  days: g.days.map((d) => ({ date: date(d.at), leaveTypeId: (d.type % g.types.length) + 1 })),
});

describe('rules that count from their day', () => {
  it('without a history the input is the one before the rules were dated: each type as it counts today', () => {
    fc.assert(
      fc.property(recordsArb, (g) => {
        const input = leaveInputOf(profileOf(g), typesOf(g, false), [requestOf(g)], [], settingsOf(g, false));
        expect(input.leaveTypes).toEqual(
          typesOf(g, false).map((t) => ({ id: t.id, effect: t.effect, isNil: t.isNil && g.nilDays })),
        );
      }),
    );
  });

  it('with a history each booked day counts as its own type with the rules of its day would', () => {
    fc.assert(
      fc.property(recordsArb, fc.integer({ min: 0, max: SPAN + 10 }), (g, asOf) => {
        const types = typesOf(g, true);
        const settings = settingsOf(g, true);
        const request = requestOf(g);
        const input = leaveInputOf(profileOf(g), types, [request], [], settings);
        // The reference: one type per booked day, holding that day's rule and 'Nil days'.
        const reference: LeaveInput = {
          profile: input.profile,
          leaveTypes: request.days.map((d, i) => {
            const rule = typeRuleOn(types[d.leaveTypeId - 1]!, d.date);
            return { id: i + 1, effect: rule.effect, isNil: rule.isNil && nilDaysOn(settings, d.date) };
          }),
          days: request.days.map((d, i) => ({ date: d.date, leaveTypeId: i + 1 })),
        };
        expect(leaveBalance(input, date(asOf))).toEqual(leaveBalance(reference, date(asOf)));
      }),
    );
  });

  it("a change of a type's rule or of 'Nil days' on any day leaves every balance before it unchanged", () => {
    fc.assert(
      fc.property(
        recordsArb,
        fc.integer({ min: 1, max: SPAN + 10 }),
        ruleArb,
        fc.nat(),
        (g, at, rule, which) => {
          // Histories before the change only: a change is made after the ones kept.
          const earlier = {
            ...g,
            types: g.types.map((t) => ({ ...t, ends: t.ends.filter((e) => e < at) })),
            nilEnds: g.nilEnds.filter((e) => e < at),
          };
          const types = typesOf(earlier, true);
          const settings = settingsOf(earlier, true);
          const i = which % types.length;
          const changedTypes = types.map((t, j) =>
            j === i
              ? {
                  ...t,
                  ...rule,
                  rulesBefore: withEarlier(t.rulesBefore, {
                    until: date(at),
                    effect: t.effect,
                    isNil: t.isNil,
                  }),
                }
              : t,
          );
          const changedSettings = {
            nilDays: !settings.nilDays,
            nilDaysBefore: withEarlier(settings.nilDaysBefore, {
              until: date(at),
              nilDays: settings.nilDays,
            }),
          };
          const input = (ts: TypeLike[], s: LeaveMathsSettings) =>
            leaveInputOf(profileOf(g), ts, [requestOf(g)], [], s);
          const before = dailyBalances(input(types, settings), date(0), date(at - 1));
          expect(before.ok).toBe(true);
          expect(dailyBalances(input(changedTypes, settings), date(0), date(at - 1))).toEqual(before);
          expect(dailyBalances(input(types, changedSettings), date(0), date(at - 1))).toEqual(before);
        },
      ),
    );
  });
});
