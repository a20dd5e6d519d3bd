import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { evaluateRestNaively } from '../../../tests/kits/rest-rules-oracle';
import { addDays } from '../calendar/iso-date';
import { CLOCK_CHANGE_MINUTES, type ClockChange } from './clock-change';
import { evaluateRuns, onElapsedTime } from './elapsed-days';
import { evaluateElapsed } from './elapsed-rules';
import { evaluateRest } from './rules';

// Days as crew log them: runs of work and rest, now and then neutral time.
const shipDay = fc
  .array(fc.tuple(fc.constantFrom('0', '0', '1', '1', 'n'), fc.integer({ min: 1, max: 24 })), {
    minLength: 1,
    maxLength: 10,
  })
  .map((runs) =>
    runs
      .map(([c, n]) => c.repeat(n))
      .join('')
      .padEnd(48, '0')
      .slice(0, 48),
  );
const dated = (works: readonly string[]) =>
  works.map((work, i) => ({ date: addDays('2026-05-01', i), work }));
const flags = (vs: readonly { rule: number; date: string }[]) => vs.map((v) => `${v.date}#${v.rule}`);
const flagsOfRuns = (days: ReturnType<typeof dated>, changes: ClockChange[]) =>
  flags(evaluateRuns(days, changes).flatMap((r) => r.violations));
const HH = (cell: number) => `${String(cell >> 1).padStart(2, '0')}:${cell % 2 ? '30' : '00'}`;

describe('rules on elapsed time', () => {
  it('give exactly the flags and windows of evaluateRest on days with no change', () => {
    fc.assert(
      fc.property(fc.array(shipDay, { minLength: 1, maxLength: 40 }), (works) => {
        const days = dated(works);
        expect(evaluateElapsed(days)).toEqual(evaluateRest(days));
        expect(evaluateRuns(days).flatMap((r) => r.violations)).toEqual(evaluateRest(days));
      }),
      { numRuns: 200 },
    );
  });

  it('read the rules as their plain definition does, on days of every length', () => {
    const change = fc.option(
      fc.record({ minutes: fc.constantFrom(...CLOCK_CHANGE_MINUTES), cell: fc.integer({ min: 0, max: 46 }) }),
    );
    fc.assert(
      fc.property(fc.array(fc.tuple(shipDay, change), { minLength: 1, maxLength: 16 }), (logged) => {
        const days = dated(
          logged.map(([work, c]) =>
            c ? onElapsedTime(work, { date: '', at: HH(c.cell), minutes: c.minutes }) : work,
          ),
        );
        expect(evaluateElapsed(days)).toEqual(evaluateRestNaively(days));
      }),
      { numRuns: 200 },
    );
  });

  /**
   * Clocks advanced an hour on one date and retarded an hour on a later one, each inside rest:
   * the elapsed record loses an hour of rest at the first change and gains one at the second,
   * and the days between are an hour earlier in elapsed time. Every window that holds a changed
   * hour then holds at least the rule's rest from the rest around it, if that rest lasts the
   * rule's minimum on both sides of the change (a window of 24 h or 7 days holding the change
   * holds at least 10 h or 77 h of it); windows clear of both changes are the same cells, on
   * the same dates, as before. So every verdict stays. With less rest around the change, a
   * window across it can take in an hour of work it did not hold before: the rest that
   * shrinks, which the table of cases flags.
   */
  const aroundChanges = (radius: number) =>
    fc
      .record({
        works: fc.array(shipDay, { minLength: 3, maxLength: 30 }),
        first: fc.nat(),
        gap: fc.integer({ min: 1, max: 20 }),
        at1: fc.integer({ min: 0, max: 46 }),
        at2: fc.integer({ min: 0, max: 46 }),
      })
      .map(({ works, first, gap, at1, at2 }) => {
        const d1 = first % (works.length - 1);
        const d2 = Math.min(d1 + gap, works.length - 1);
        // No work around either change: rest for `radius` cells on each side of its hour.
        const cells = [...works.join('')];
        for (const p of [d1 * 48 + at1, d2 * 48 + at2])
          for (let i = Math.max(0, p - radius); i < Math.min(cells.length, p + 2 + radius); i++)
            cells[i] = '0';
        const days = dated(works.map((_, d) => cells.slice(d * 48, d * 48 + 48).join('')));
        const changes: ClockChange[] = [
          { date: days[d1]!.date, at: HH(at1), minutes: 60 },
          { date: days[d2]!.date, at: HH(at2), minutes: -60 },
        ];
        return { days, changes };
      });

  it('keep every verdict when an hour of rest is skipped, then one repeated later, with 77 h of rest around each', () => {
    fc.assert(
      fc.property(aroundChanges(154), ({ days, changes }) => {
        expect(flagsOfRuns(days, changes)).toEqual(flags(evaluateRest(days)));
      }),
      { numRuns: 300 },
    );
  });

  it('keep every verdict of the 24-hour rules (and rule 4) with 10 h of rest around each change', () => {
    const but7Days = (fs: string[]) => fs.filter((f) => !f.endsWith('#2'));
    fc.assert(
      fc.property(aroundChanges(20), ({ days, changes }) => {
        expect(but7Days(flagsOfRuns(days, changes))).toEqual(but7Days(flags(evaluateRest(days))));
      }),
      { numRuns: 300 },
    );
  });
});
