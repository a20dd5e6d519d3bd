import { NEUTRAL, type RuleId, type Violation } from '@domain/rest-hours/rules';
import type { DayRecord } from '@domain/rest-hours/timeline';

/**
 * The rules read straight off their definitions in the hours-of-rest issue, one cell and
 * one window at a time, with no shortcut. Slow on purpose: the tests hold the fast
 * `evaluateRest` to exactly this answer (the same flags and the same windows). A day holds
 * one cell per elapsed half hour: 48, or another count on a day the clocks change (issue 33).
 */
export function evaluateRestNaively(days: readonly DayRecord[]): Violation[] {
  const raw = days.flatMap((d) => [...d.work].map((c) => (c === '1' ? 1 : c === 'n' ? NEUTRAL : 0)));
  const cells = raw.map((v, i) => (v === 0 && raw[i - 1] === 1 && raw[i + 1] === 1 ? 1 : v));
  const dateOf = days.flatMap((d) => [...d.work].map(() => d.date));
  const first = new Map<string, Violation>();
  const flag = (rule: RuleId, dateCell: number, startCell: number, endCell: number) => {
    const date = dateOf[dateCell]!;
    if (!first.has(`${date}#${rule}`)) first.set(`${date}#${rule}`, { rule, date, startCell, endCell });
  };
  for (const [a, b] of segments(cells)) {
    const rest = (from: number, to: number) => cells.slice(from, to).filter((c) => c === 0).length;
    for (const [rule, size, min] of [
      [1, 48, 20],
      [2, 336, 154],
    ] as const) {
      // At the record's start, windows reaching back before it count the unrecorded time as rest.
      if (a === 0)
        for (let t = 1; t < size && t <= b; t++) if (rest(0, t) + size - t < min) flag(rule, t - 1, 0, t);
      for (let s = a; s + size <= b; s++) if (rest(s, s + size) < min) flag(rule, s + size - 1, s, s + size);
    }
    for (const [from, to] of runs(cells, a, b, 1)) if (to - from > 28) flag(4, from + 28, from, to);
    for (let e = a + 48; e <= b; e++) {
      if (cells[e - 1] !== 1 || (e < b && cells[e] !== 0)) continue;
      const periods = runs(cells, e - 48, e, 0)
        .map(([from, to]) => to - from)
        .sort((x, y) => y - x);
      if (periods.length > 2 && periods[0]! + periods[1]! < 20) flag(3, e - 1, e - 48, e);
      if ((periods[0] ?? 0) < 12) flag(5, e - 1, e - 48, e);
    }
  }
  return [...first.values()].sort((x, y) => x.date.localeCompare(y.date) || x.rule - y.rule);
}

/** Stretches of the record between neutral time. */
function segments(cells: number[]): [number, number][] {
  return runs(cells, 0, cells.length, -1);
}

/** Maximal runs of `value` inside [from, to); value -1 means any cell but neutral. */
function runs(cells: number[], from: number, to: number, value: number): [number, number][] {
  const found: [number, number][] = [];
  for (let i = from; i < to; ) {
    const hit = (c: number) => (value === -1 ? c !== NEUTRAL : c === value);
    if (!hit(cells[i]!)) {
      i++;
      continue;
    }
    let j = i;
    while (j < to && hit(cells[j]!)) j++;
    found.push([i, j]);
    i = j;
  }
  return found;
}
