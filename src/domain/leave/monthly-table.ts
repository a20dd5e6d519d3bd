import { msg } from '../../i18n/msg';
/**
 * The leave table's months (spec document 3, monthly stats): per month the accrued, worked,
 * taken, additional and forfeited days and the available balance at its end, plus the same
 * sums from the profile start ('Plus' values).
 */
import { dayNumber, dayNumberOf, daysInMonth } from './day-number';
import type { LeaveFailure, LeaveInput, LeaveTotals } from './leave-types';
import { runLedger } from './ledger';
import { prepareLeave } from './prepare-leave';

export interface LeaveMonthRow {
  /** YYYY-MM */
  month: string;
  accrued: number;
  worked: number;
  taken: number;
  additional: number;
  forfeited: number;
  /** Balance at the end of the month (or on the as-of date, in its month and after). */
  available: number;
  accruedPlus: number;
  workedPlus: number;
  takenPlus: number;
  additionalPlus: number;
  forfeitedPlus: number;
}

export type LeaveMonthlyTable = { ok: true; months: LeaveMonthRow[] } | LeaveFailure;

function row(month: string, before: LeaveTotals, end: LeaveTotals): LeaveMonthRow {
  return {
    month,
    accrued: end.accrued - before.accrued,
    worked: end.worked - before.worked,
    taken: end.taken - before.taken,
    additional: end.additional - before.additional,
    forfeited: end.forfeited - before.forfeited,
    available: end.available,
    accruedPlus: end.accrued,
    workedPlus: end.worked,
    takenPlus: end.taken,
    additionalPlus: end.additional,
    forfeitedPlus: end.forfeited,
  };
}

/**
 * Twelve rows for `year`. Days after `asOf` are not counted (pass the year's last day to see
 * the months ahead as they would run unbooked), so later months show no change.
 */
export function leaveMonthlyTable(input: LeaveInput, year: number, asOf: string): LeaveMonthlyTable {
  if (!Number.isInteger(year) || year < 1 || year > 9999) {
    return { ok: false, error: { field: 'year', message: msg('Must be a year from 1 to 9999.') } };
  }
  const asOfDay = dayNumber(asOf);
  if (Number.isNaN(asOfDay))
    return { ok: false, error: { field: 'asOf', message: msg('Invalid date. Use YYYY-MM-DD.') } };
  const prepared = prepareLeave(input);
  if (!prepared.ok) return prepared;
  // The day before the year, then the last day of each month.
  const checkpoints = [dayNumberOf(year, 1, 1) - 1];
  for (let m = 1; m <= 12; m++) checkpoints.push(dayNumberOf(year, m, daysInMonth(year, m)));
  const result = runLedger(prepared.leave, {
    through: Math.min(asOfDay, checkpoints[12]!),
    checkpoints,
  });
  if (!result.ok) return result;
  const months: LeaveMonthRow[] = [];
  for (let m = 1; m <= 12; m++) {
    const month = `${String(year).padStart(4, '0')}-${String(m).padStart(2, '0')}`;
    months.push(row(month, result.snapshots[m - 1]!, result.snapshots[m]!));
  }
  return { ok: true, months };
}
