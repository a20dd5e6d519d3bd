import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { evaluateRestByCell } from '../../../tests/kits/rest-rules-by-cell';
import { addDays } from '../calendar/iso-date';
import { packDays, unpackDay } from './packed-days';
import { evaluatePacked } from './packed-rules';
import type { DayRecord } from './timeline';

const ALL_WORK = '1'.repeat(48);
const ALL_REST = '0'.repeat(48);
const ASHORE = 'n'.repeat(48);
// Watches that run across midnight, a single rest cell at either end of the day (a short
// break only when the next or previous day works there), a charter day.
const EDGE_DAYS = [
  ALL_WORK,
  ALL_REST,
  ASHORE,
  `${'1'.repeat(8)}${'0'.repeat(32)}${'1'.repeat(8)}`,
  `0${'1'.repeat(46)}0`,
  `${'0'.repeat(20)}${'1'.repeat(28)}`,
  `${'1'.repeat(28)}${'0'.repeat(20)}`,
  `${'0'.repeat(12)}${'1'.repeat(15)}0${'1'.repeat(17)}000`,
  `${'n'.repeat(20)}0${'1'.repeat(27)}`,
  `${'1'.repeat(23)}0${'1'.repeat(24)}`,
];

// Days built from runs of work, rest and now and then neutral time, as people log them.
const loggedDay = fc
  .array(
    fc.record({ value: fc.constantFrom('0', '0', '1', '1', 'n'), length: fc.integer({ min: 1, max: 30 }) }),
    {
      minLength: 1,
      maxLength: 12,
    },
  )
  .map((ps) =>
    ps
      .map((p) => p.value.repeat(p.length))
      .join('')
      .padEnd(48, '0')
      .slice(0, 48),
  );
const anyCells = fc.array(fc.constantFrom('0', '1'), { minLength: 48, maxLength: 48 }).map((a) => a.join(''));
const day = fc.oneof(fc.constantFrom(...EDGE_DAYS), loggedDay, anyCells);

/** A year as crew live it: stretches of the same day repeated, then another. */
const year = fc
  .array(fc.record({ work: day, repeat: fc.integer({ min: 1, max: 40 }) }), { minLength: 1, maxLength: 60 })
  .chain((stretches) => fc.integer({ min: 1, max: 366 }).map((length) => ({ stretches, length })))
  .map(({ stretches, length }): DayRecord[] => {
    const works = stretches.flatMap((s) => Array<string>(s.repeat).fill(s.work));
    return Array.from({ length: Math.min(length, works.length) }, (_, i) => ({
      date: addDays('2026-01-01', i),
      work: works[i]!,
    }));
  });

describe('rules on packed days', () => {
  it('give exactly the flags and windows of the cell-by-cell engine on random years', () => {
    fc.assert(
      fc.property(year, (days) => {
        expect(evaluatePacked(packDays(days))).toEqual(evaluateRestByCell(days));
      }),
      { numRuns: 150 },
    );
  });

  it('give the same answer on a year of each edge day alone', () => {
    for (const work of EDGE_DAYS) {
      const days = Array.from({ length: 365 }, (_, i) => ({ date: addDays('2026-01-01', i), work }));
      expect(evaluatePacked(packDays(days))).toEqual(evaluateRestByCell(days));
    }
  });

  it('flag every rule on a year of work only, and none on a year of rest', () => {
    const days = (work: string) =>
      Array.from({ length: 365 }, (_, i) => ({ date: addDays('2026-01-01', i), work }));
    const rules = new Set(evaluatePacked(packDays(days(ALL_WORK))).map((v) => v.rule));
    expect([...rules].sort()).toEqual([1, 2, 4, 5]);
    expect(evaluatePacked(packDays(days(ALL_REST)))).toEqual([]);
  });

  it('keep every day as it was logged', () => {
    fc.assert(
      fc.property(fc.array(day, { minLength: 1, maxLength: 20 }), (works) => {
        const packed = packDays(works.map((work, i) => ({ date: addDays('2026-01-01', i), work })));
        expect(works.map((_, d) => unpackDay(packed, d))).toEqual(works);
      }),
    );
  });
});
