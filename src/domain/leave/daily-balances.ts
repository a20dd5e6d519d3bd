import { msg } from '../../i18n/msg';
/**
 * The available leave at the end of each day of a range, for charts and the leave table's
 * days. One walk over the days: the entry for a date equals `leaveBalance(input, date).available`.
 */
import { dayNumber } from './day-number';
import type { LeaveFailure, LeaveInput } from './leave-types';
import { runLedger } from './ledger';
import { prepareLeave } from './prepare-leave';

export type DailyBalances = { ok: true; from: string; available: Float64Array } | LeaveFailure;

/** `available[i]` is the balance at the end of `from` + i days, through `to` inclusive. */
export function dailyBalances(input: LeaveInput, from: string, to: string): DailyBalances {
  const first = dayNumber(from);
  const last = dayNumber(to);
  if (Number.isNaN(first))
    return { ok: false, error: { field: 'from', message: msg('Invalid date. Use YYYY-MM-DD.') } };
  if (Number.isNaN(last))
    return { ok: false, error: { field: 'to', message: msg('Invalid date. Use YYYY-MM-DD.') } };
  if (last < first)
    return { ok: false, error: { field: 'to', message: msg('Must not be before the start date.') } };
  const prepared = prepareLeave(input);
  if (!prepared.ok) return prepared;
  const available = new Float64Array(last - first + 1);
  const result = runLedger(prepared.leave, { through: last, daily: available, dailyFrom: first });
  return result.ok ? { ok: true, from, available } : result;
}
