import { msg } from '../../i18n/msg';
/**
 * The leave balance of a profile as of a date (issue 10, "The maths"):
 * `available = initialLeave + accrued + additional - taken - forfeited`, unrounded.
 */
import { dayNumber } from './day-number';
import type { LeaveFailure, LeaveInput, LeaveTotals } from './leave-types';
import { runLedger } from './ledger';
import { prepareLeave } from './prepare-leave';

export type LeaveBalanceResult = ({ ok: true } & LeaveTotals) | LeaveFailure;

/**
 * Counts employment days from the start date to the end date or `asOf`, whichever is first;
 * bookings outside them and entries dated after `asOf` are ignored. Invalid input (including
 * a rollover above the balance of its date) gives `{ ok: false, error }`, never a throw.
 */
export function leaveBalance(input: LeaveInput, asOf: string): LeaveBalanceResult {
  const through = dayNumber(asOf);
  if (Number.isNaN(through))
    return { ok: false, error: { field: 'asOf', message: msg('Invalid date. Use YYYY-MM-DD.') } };
  const prepared = prepareLeave(input);
  if (!prepared.ok) return prepared;
  const result = runLedger(prepared.leave, { through });
  return result.ok ? { ok: true, ...result.totals } : result;
}
