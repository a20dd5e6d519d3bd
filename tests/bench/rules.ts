import { addDays } from '@domain/calendar/iso-date';
import type { ClockChange } from '@domain/rest-hours/clock-change';
import { evaluateRuns } from '@domain/rest-hours/elapsed-days';
import type { ExceptionPeriod } from '@domain/rest-hours/exception-regime';
import { packDays } from '@domain/rest-hours/packed-days';
import { evaluatePacked } from '@domain/rest-hours/packed-rules';
import { evaluateRest } from '@domain/rest-hours/rules';
import type { DayRecord } from '@domain/rest-hours/timeline';
import { evaluateRestByCell } from '../kits/rest-rules-by-cell';

const PATTERNS = [
  '111111110000000000000000111111110000000000000000',
  '000000001111111100000000000000001111111100000000',
  '000000000000000011111111000000000000000011111111',
  '000000000000000011111111001111111100000000000000',
  '000000000000111111111111111011111111111111111000', // a charter day
];

function year(seed: number): DayRecord[] {
  return Array.from({ length: 365 }, (_, i) => ({
    date: addDays('2026-01-01', i),
    work: PATTERNS[(seed + Math.floor(i / 9) + (i % 7 === 0 ? 4 : 0)) % PATTERNS.length]!,
  }));
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

/** Median time of `run` over repeated runs, after warming up the JIT; and what it counted. */
function timed(run: () => number, repeats: number) {
  for (let r = 0; r < 5; r++) run();
  const ms: number[] = [];
  let count = 0;
  for (let r = 0; r < repeats; r++) {
    const t = performance.now();
    count = run();
    ms.push(performance.now() - t);
  }
  return { ms: median(ms), count };
}

/**
 * Compliance of one year for 100 crew: on days held packed (as the worker and the server hold
 * them once read), from day strings (packing included), and with the cell-by-cell engine the
 * packed one replaced; the same year on passage (the clocks changed every 10 days, so every
 * run holds a change and goes to the elapsed engine), and that year with two STCW exception
 * periods of two weeks judged by the regime across the changes; and the re-check after
 * editing one day.
 */
export function benchRules() {
  const crew = Array.from({ length: 100 }, (_, i) => year(i));
  const packed = crew.map(packDays);
  const flagsOf = (evaluate: (days: DayRecord[]) => unknown[]) => () =>
    crew.reduce((n, days) => n + evaluate(days).length, 0);
  const held = timed(() => packed.reduce((n, p) => n + evaluatePacked(p).length, 0), 31);
  const fromStrings = timed(flagsOf(evaluateRest), 31);
  const byCell = timed(flagsOf(evaluateRestByCell), 31);
  // Westbound then eastbound, an hour at 02:00 every 10 days: each crew member's days as logged.
  const changes: ClockChange[] = Array.from({ length: 36 }, (_, k) => ({
    date: addDays('2026-01-05', 10 * k),
    at: '02:00',
    minutes: k % 2 === 0 ? -60 : 60,
  }));
  // As the worker and the server call the rules: split into runs of consecutive dates first.
  const throughRuns =
    (given: ClockChange[], periods: ExceptionPeriod[] = []) =>
    () =>
      crew.reduce(
        (n, days) => n + evaluateRuns(days, given, periods).reduce((m, r) => m + r.violations.length, 0),
        0,
      );
  const runs = timed(throughRuns([]), 31);
  const passage = timed(throughRuns(changes), 31);
  const periods = [
    { from: '2026-03-01', to: '2026-03-14' },
    { from: '2026-08-01', to: '2026-08-14' },
  ];
  const regime = timed(throughRuns(changes, periods), 11);
  const window = crew[0]!.slice(100, 108);
  const day = timed(() => evaluateRest(window).length, 2000);
  return {
    yearMs: held.ms,
    flags: held.count,
    fromStringsMs: fromStrings.ms,
    byCellMs: byCell.ms,
    sameFlags: fromStrings.count === held.count && byCell.count === held.count,
    runsMs: runs.ms,
    passageMs: passage.ms,
    passageFlags: passage.count,
    regimeMs: regime.ms,
    regimeFlags: regime.count,
    dayMs: day.ms,
  };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const r = benchRules();
  console.log(`One year for 100 crew (median of repeated runs):
  days held packed: ${r.yearMs.toFixed(1)} ms (${r.flags} flags); from day strings: ${r.fromStringsMs.toFixed(1)} ms
  split into runs, no clock change: ${r.runsMs.toFixed(1)} ms
  with a clock change every 10 days: ${r.passageMs.toFixed(1)} ms (${r.passageFlags} flags)
  the same with two exception periods judged across the changes: ${r.regimeMs.toFixed(1)} ms (${r.regimeFlags} flags)
  re-check after editing one day: ${(r.dayMs * 1000).toFixed(0)} µs`);
}
