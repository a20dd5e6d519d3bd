import { addDays } from '@domain/calendar/iso-date';
import { evaluateRest } from '@domain/rest-hours/rules';
import type { DayRecord } from '@domain/rest-hours/timeline';

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

/** Compliance of one year for 100 crew, and the re-check after editing one day (8-day window). */
export function benchRules() {
  const crew = Array.from({ length: 100 }, (_, i) => year(i));
  for (const days of crew) evaluateRest(days); // warm up the JIT
  const yearRuns: number[] = [];
  let flags = 0;
  for (let r = 0; r < 7; r++) {
    const t = performance.now();
    flags = 0;
    for (const days of crew) flags += evaluateRest(days).length;
    yearRuns.push(performance.now() - t);
  }
  const window = crew[0]!.slice(100, 108);
  const dayRuns: number[] = [];
  for (let r = 0; r < 2000; r++) {
    const t = performance.now();
    evaluateRest(window);
    dayRuns.push(performance.now() - t);
  }
  return { yearMs: median(yearRuns), flags, dayMs: median(dayRuns) };
}
