import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { loggedDayArb } from '../../../tests/kits/logged-day-arbitrary';
import { addDays } from '../calendar/iso-date';
import { type ExceptionPeriod, evaluateWithExceptions, periodFlags } from './exception-regime';
import { evaluateRest } from './rules';
import { type DayRecord, paintCells } from './timeline';

/** A day with work in the given [from, to) hours and rest elsewhere. */
const worked = (periods: [number, number][]) =>
  periods.reduce((d, [a, b]) => paintCells(d, a * 2, b * 2, '1'), '0'.repeat(48));
const run = (work: string, n: number, start = '2026-05-01'): DayRecord[] =>
  Array.from({ length: n }, (_, i) => ({ date: addDays(start, i), work }));
const flags = (days: DayRecord[], periods: ExceptionPeriod[]) =>
  evaluateWithExceptions(days, periods).violations.map((v) => `${v.date.slice(5)}#${v.rule}:${v.regime}`);
const rule = (days: DayRecord[], periods: ExceptionPeriod[], id: number) =>
  evaluateWithExceptions(days, periods)
    .violations.filter((v) => v.rule === id)
    .map((v) => v.date.slice(5));

// 14 h of work and 10 h of rest every day: 70 h of rest in any 7 days.
const seventyHours = worked([[0, 14]]);
// Rest of 8 h, 1 h and 1 h: 10 h in three periods (the first day's 24 h already holds all three).
const eightOneOne = worked([
  [8, 12],
  [13, 18],
  [19, 24],
]);

describe('exception regime: the 70 hours in 7 days', () => {
  it('holds 70 h weeks to 77 h outside the period and to 70 h inside it', () => {
    const days = run(seventyHours, 20);
    expect(rule(days, [], 2)).toEqual(days.slice(6).map((d) => d.date.slice(5)));
    // The period 10-16 May: the 7 days ending on its first date straddle its start and are
    // judged by the regime; those ending the day after its last date straddle its end and
    // are judged by 77 h again.
    expect(rule(days, [{ from: '2026-05-10', to: '2026-05-16' }], 2)).toEqual([
      '05-07',
      '05-08',
      '05-09',
      '05-17',
      '05-18',
      '05-19',
      '05-20',
    ]);
  });

  it('flags a week under 70 h under the regime too, and says the regime judged it', () => {
    const days = run(worked([[0, 14.5]]), 10); // 9.5 h rest a day
    const verdicts = evaluateWithExceptions(days, [{ from: '2026-05-01', to: '2026-05-10' }]).violations;
    expect(verdicts.filter((v) => v.rule === 2).map((v) => `${v.date.slice(5)}:${v.regime}`)).toEqual([
      '05-07:exception',
      '05-08:exception',
      '05-09:exception',
      '05-10:exception',
    ]);
    expect(verdicts.every((v) => v.regime === 'exception')).toBe(true);
  });
});

describe('exception regime: rest in up to three periods', () => {
  it('allows 10 h as 8 + 1 + 1, which the standard rules flag', () => {
    const days = run(eightOneOne, 14);
    expect(rule(days, [], 3)).toHaveLength(14);
    expect(flags(days, [{ from: '2026-05-01', to: '2026-05-14' }])).toEqual([]);
  });

  it('allows the split 6 + 1 + 1 but still asks 10 h in 24 h', () => {
    const day = worked([
      [6, 12],
      [13, 18],
      [19, 24],
    ]);
    const days = run(day, 3);
    const period = [{ from: '2026-05-01', to: '2026-05-03' }];
    expect(rule(days, [], 3)).toEqual(['05-01', '05-02', '05-03']);
    expect(rule(days, period, 3)).toEqual([]);
    expect(rule(days, period, 1)).toEqual(['05-01', '05-02', '05-03']);
  });

  it('flags four periods that do not give 10 h in three (6 + 2 + 1 + 1)', () => {
    const day = worked([
      [6, 10],
      [12, 15],
      [16, 20],
      [21, 24],
    ]);
    const days = run(day, 3);
    expect(rule(days, [{ from: '2026-05-01', to: '2026-05-03' }], 3)).toEqual(['05-01', '05-02', '05-03']);
  });

  it('keeps the 6 h period and the 14 h between rest periods', () => {
    const days = run(worked([[0, 14.5]]), 2).concat(run(worked([[4, 24]]), 1, '2026-05-03'));
    const period = [{ from: '2026-05-01', to: '2026-05-03' }];
    expect(rule(days, period, 4)).toEqual(rule(days, [], 4));
    expect(rule(days, period, 5)).toEqual(rule(days, [], 5));
    expect(rule(days, period, 4)).toEqual(['05-01', '05-02', '05-03']);
    expect(rule(days, period, 5)).not.toEqual([]);
  });
});

describe("exception regime: the regime's own limits", () => {
  it('flags a period longer than two weeks on its 15th day', () => {
    expect(periodFlags([{ from: '2026-05-01', to: '2026-05-15' }])).toEqual([
      {
        kind: 'too-long',
        period: { from: '2026-05-01', to: '2026-05-15' },
        date: '2026-05-15',
        text: 'Exception regime of 15 days: it may not run more than 2 consecutive weeks.',
      },
    ]);
    expect(periodFlags([{ from: '2026-05-01', to: '2026-05-14' }])).toEqual([]);
  });

  it('flags a second period that starts before twice the first one has passed', () => {
    const first = { from: '2026-05-01', to: '2026-05-10' }; // 10 days: 20 days must pass
    expect(periodFlags([{ from: '2026-05-31', to: '2026-06-05' }, first])).toEqual([]);
    expect(periodFlags([first, { from: '2026-05-25', to: '2026-05-30' }])).toEqual([
      {
        kind: 'too-soon',
        period: { from: '2026-05-25', to: '2026-05-30' },
        date: '2026-05-25',
        text: 'Exception regime starts 14 days after the last one: at least 20 days (twice its length) must pass.',
      },
    ]);
  });

  it('returns the flags with the verdicts', () => {
    const result = evaluateWithExceptions(run(eightOneOne, 1), [{ from: '2026-05-01', to: '2026-05-20' }]);
    expect(result.periodFlags.map((f) => f.kind)).toEqual(['too-long']);
  });
});

describe('exception regime: properties', () => {
  const record = fc
    .array(loggedDayArb, { minLength: 1, maxLength: 20 })
    .map((ws) => ws.map((work, i) => ({ date: addDays('2026-05-01', i), work })));
  const period = fc
    .tuple(fc.integer({ min: -3, max: 22 }), fc.integer({ min: 0, max: 16 }))
    .map(([start, length]) => ({
      from: addDays('2026-05-01', start),
      to: addDays('2026-05-01', start + length),
    }));
  const plain = (vs: { rule: number; date: string; startCell: number; endCell: number }[]) =>
    vs.map(({ rule, date, startCell, endCell }) => ({ rule, date, startCell, endCell }));

  it('gives exactly the standard verdicts, marked standard, with no period', () => {
    fc.assert(
      fc.property(record, (days) => {
        const { violations, periodFlags } = evaluateWithExceptions(days, []);
        expect(plain(violations)).toEqual(evaluateRest(days));
        expect(violations.every((v) => v.regime === 'standard')).toBe(true);
        expect(periodFlags).toEqual([]);
      }),
      { numRuns: 200 },
    );
  });

  it('judges the dates outside a period exactly as the standard rules, and never more strictly inside', () => {
    fc.assert(
      fc.property(record, period, (days, p) => {
        const inside = (date: string) => p.from <= date && date <= p.to;
        const standard = evaluateRest(days);
        const { violations } = evaluateWithExceptions(days, [p]);
        expect(plain(violations.filter((v) => !inside(v.date)))).toEqual(
          standard.filter((v) => !inside(v.date)),
        );
        const flagged = new Set(standard.map((v) => `${v.date}#${v.rule}`));
        for (const v of violations.filter((x) => inside(x.date))) {
          expect(v.regime).toBe('exception');
          expect(flagged.has(`${v.date}#${v.rule}`)).toBe(true);
        }
      }),
      { numRuns: 200 },
    );
  });
});
