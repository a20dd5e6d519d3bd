/**
 * The leave totals at the end of several days, from one walk of the maths (issue 10, "The
 * maths"): what the history shows as the balance after each entry. The figure for a date equals
 * `leaveBalance(input, date)`.
 */
import { dayNumber } from './day-number';
import type { LeaveFailure, LeaveInput, LeaveTotals } from './leave-types';
import { runLedger } from './ledger';
import { prepareLeave } from './prepare-leave';

export type TotalsOn = { ok: true; on: Map<string, LeaveTotals> } | LeaveFailure;

/** The totals at the end of each date given (YYYY-MM-DD; any order, repeats and bad dates ignored). */
export function totalsOn(input: LeaveInput, dates: readonly string[]): TotalsOn {
  const days = [...new Set(dates)]
    .map((date) => ({ date, day: dayNumber(date) }))
    .filter((d) => !Number.isNaN(d.day))
    .sort((a, b) => a.day - b.day);
  const on = new Map<string, LeaveTotals>();
  if (days.length === 0) return { ok: true, on };
  const prepared = prepareLeave(input);
  if (!prepared.ok) return prepared;
  const checkpoints = days.map((d) => d.day);
  const result = runLedger(prepared.leave, { through: checkpoints[checkpoints.length - 1]!, checkpoints });
  if (!result.ok) return result;
  for (const [i, d] of days.entries()) on.set(d.date, result.snapshots[i]!);
  return { ok: true, on };
}
