import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { loggedDayArb } from '../../../tests/kits/logged-day-arbitrary';
import { addDays } from '../calendar/iso-date';
import type { ClockChange } from './clock-change';
import { evaluateRuns } from './elapsed-days';
import type { ExceptionPeriod } from './exception-regime';
import { type DayRecord, paintCells } from './timeline';

/** A day of ship's time with work in the given hours ([from, to), half hours allowed). */
const hours = (...periods: [number, number][]) =>
  periods.reduce((d, [a, b]) => paintCells(d, a * 2, b * 2, '1'), '0'.repeat(48));
const run = (work: string, n: number, start = '2026-05-01'): DayRecord[] =>
  Array.from({ length: n }, (_, i) => ({ date: addDays(start, i), work }));
const flags = (days: DayRecord[], changes: ClockChange[], periods: ExceptionPeriod[]) =>
  evaluateRuns(days, changes, periods)
    .flatMap((r) => r.violations)
    .map((v) => `${v.date.slice(5)}#${v.rule}:${v.regime}`);

// 14 h of work from midnight, 10 h of rest: exactly 70 h in any 7 days, the regime's least.
const SEVENTY = hours([0, 14]);
// Rest of 8 h, 1 h and 1 h: 10 h in three periods, which only the regime allows.
const EIGHT_ONE_ONE = hours([8, 12], [13, 18], [19, 24]);
const TWO_WEEKS = [{ from: '2026-05-01', to: '2026-05-14' }];

describe('the exception regime across clock changes (issue 33): cases', () => {
  it.each([
    {
      name: 'none: a regime week of exactly 70 h of rest holds',
      days: run(SEVENTY, 14),
      changes: [],
      periods: TWO_WEEKS,
      flags: [],
    },
    {
      name: 'the watch that grows by an hour (-60 at 02:00): 69 h in the 7 days of elapsed time across it',
      days: run(SEVENTY, 14),
      changes: [{ date: '2026-05-04', at: '02:00', minutes: -60 as const }],
      periods: TWO_WEEKS,
      // The 15 h watch breaks rules 1 and 4 on its date; 7-day windows holding it and a
      // rest period cut short at each end hold 69 h, until they no longer span the change.
      flags: [
        '05-04#1:exception',
        '05-04#4:exception',
        '05-07#2:exception',
        '05-08#2:exception',
        '05-09#2:exception',
        '05-10#2:exception',
      ],
    },
    {
      name: 'the rest that grows by an hour (-60 at 16:00): nothing to flag',
      days: run(SEVENTY, 14),
      changes: [{ date: '2026-05-04', at: '16:00', minutes: -60 as const }],
      periods: TWO_WEEKS,
      flags: [],
    },
    {
      name: 'the rest that shrinks by an hour (+60 at 16:00): 9 h in 24 and under 70 h in 7 days',
      days: run(SEVENTY, 14),
      changes: [{ date: '2026-05-04', at: '16:00', minutes: 60 as const }],
      periods: TWO_WEEKS,
      flags: [
        '05-05#1:exception',
        '05-08#2:exception',
        '05-09#2:exception',
        '05-10#2:exception',
        '05-11#2:exception',
      ],
    },
    {
      name: 'three rest periods, one skipped (+60 at 12:00): 9 h in 24',
      days: run(EIGHT_ONE_ONE, 3),
      changes: [{ date: '2026-05-02', at: '12:00', minutes: 60 as const }],
      periods: [{ from: '2026-05-01', to: '2026-05-03' }],
      flags: ['05-02#1:exception', '05-03#1:exception'],
    },
    {
      name: 'three rest periods, one repeated (-60 at 12:00): 11 h in three periods holds',
      days: run(EIGHT_ONE_ONE, 3),
      changes: [{ date: '2026-05-02', at: '12:00', minutes: -60 as const }],
      periods: [{ from: '2026-05-01', to: '2026-05-03' }],
      flags: [],
    },
    {
      name: 'a period that starts on the change (-60 at 02:00 on its first date): the week before is standard',
      days: run(SEVENTY, 14),
      changes: [{ date: '2026-05-08', at: '02:00', minutes: -60 as const }],
      periods: [{ from: '2026-05-08', to: '2026-05-14' }],
      flags: [
        '05-07#2:standard',
        '05-08#1:exception',
        '05-08#2:exception',
        '05-08#4:exception',
        '05-09#2:exception',
        '05-10#2:exception',
        '05-11#2:exception',
        '05-12#2:exception',
        '05-13#2:exception',
        '05-14#2:exception',
      ],
    },
  ])('$name', ({ days, changes, periods, flags: expected }) => {
    expect(flags(days, changes, periods)).toEqual(expected);
  });
});

describe('the exception regime across clock changes: properties', () => {
  const record = fc
    .array(loggedDayArb, { minLength: 1, maxLength: 16 })
    .map((ws) => ws.map((work, i) => ({ date: addDays('2026-05-01', i), work })));
  const changes = fc
    .array(
      fc.record({
        day: fc.integer({ min: 0, max: 15 }),
        minutes: fc.constantFrom(-60 as const, -30 as const, 30 as const, 60 as const),
        cell: fc.integer({ min: 0, max: 46 }),
      }),
      { maxLength: 3 },
    )
    .map((cs) => [
      ...new Map(
        cs.map((c) => [
          c.day,
          {
            date: addDays('2026-05-01', c.day),
            at: `${String(c.cell >> 1).padStart(2, '0')}:${c.cell % 2 ? '30' : '00'}`,
            minutes: c.minutes,
          },
        ]),
      ).values(),
    ]);
  const period = fc
    .tuple(fc.integer({ min: -3, max: 18 }), fc.integer({ min: 0, max: 13 }))
    .map(([start, length]) => ({
      from: addDays('2026-05-01', start),
      to: addDays('2026-05-01', start + length),
    }));

  it('outside a period, exactly the standard rules on elapsed time; inside, never stricter', () => {
    fc.assert(
      fc.property(record, changes, period, (days, cs, p) => {
        const inside = (date: string) => p.from <= date && date <= p.to;
        const standard = evaluateRuns(days, cs).flatMap((r) => r.violations);
        const judged = evaluateRuns(days, cs, [p]).flatMap((r) => r.violations);
        const plain = (vs: typeof standard) =>
          vs.map(({ rule, date, startCell, endCell }) => ({ rule, date, startCell, endCell }));
        expect(plain(judged.filter((v) => !inside(v.date)))).toEqual(
          plain(standard.filter((v) => !inside(v.date))),
        );
        const flagged = new Set(standard.map((v) => `${v.date}#${v.rule}`));
        for (const v of judged.filter((x) => inside(x.date)))
          expect(flagged.has(`${v.date}#${v.rule}`)).toBe(true);
      }),
      { numRuns: 200 },
    );
  });
});
