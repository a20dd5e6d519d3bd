import { joinTimeline, type Violation } from './rules';
import { CELLS_PER_DAY, type DayRecord } from './timeline';

/** Window and least rest, in half hours, of the rules that measure an amount of rest. */
const MEASURED: Partial<Record<Violation['rule'], { window: number; rest: number }>> = {
  1: { window: 48, rest: 20 },
  2: { window: 336, rest: 154 },
};

/**
 * How far the rest fell short in the worst window ending on the violation's day, in hours:
 * what an officer should give back as commensurate (compensatory) rest (MLC A2.3, paragraph
 * 14). `days` are the run the violation was found in. Null for rules that measure no amount.
 */
export function restShortfallHours(days: readonly DayRecord[], v: Violation): number | null {
  const rule = MEASURED[v.rule];
  const day = days.findIndex((d) => d.date === v.date);
  if (!rule || day < 0) return null;
  const cells = joinTimeline(days);
  // Before the first recorded day counts as rest, as the rules read the start of a record.
  const restBefore = new Int32Array(cells.length + 1);
  for (let i = 0; i < cells.length; i++) restBefore[i + 1] = restBefore[i]! + (cells[i] === 0 ? 1 : 0);
  const restIn = (from: number, to: number) =>
    (from < 0 ? -from : 0) + restBefore[to]! - restBefore[Math.max(0, from)]!;
  let least = Number.POSITIVE_INFINITY;
  for (let end = day * CELLS_PER_DAY + 1; end <= (day + 1) * CELLS_PER_DAY; end++)
    least = Math.min(least, restIn(end - rule.window, end));
  return Math.max(0, rule.rest - least) / 2;
}
