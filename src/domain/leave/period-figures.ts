/**
 * The leave table's figures of a person for its period (doc 3: leave fields to show: Accrued,
 * Worked, Additional, Available): what was accrued, worked and added within the period, and the
 * balance available at its last day. The same maths as the balance and the calculations.
 */

import { addDays } from '../calendar/iso-date';
import { leaveBalance } from './balance';
import { leaveInputOf } from './from-records';
import type { ProfileRecords } from './leave-figures';

export interface PeriodFigures {
  accrued: number;
  worked: number;
  additional: number;
  /** At the end of the period's last day; null when no profile of theirs has started by then. */
  available: number | null;
}

export type PeriodFiguresResult = ({ ok: true } & PeriodFigures) | { ok: false; message: string };

/**
 * Over all the person's profiles (a returning crew member may have had two): the period's
 * accrued, worked and additional days are summed, and the balance is that of the newest
 * profile started by the last day. Deleted requests and adjustments count for nothing;
 * only approved and checked requests are booked (from-records.ts).
 */
export function periodFigures(
  profiles: readonly ProfileRecords[],
  from: string,
  to: string,
): PeriodFiguresResult {
  const dayBefore = addDays(from, -1);
  let accrued = 0;
  let worked = 0;
  let additional = 0;
  let available: number | null = null;
  let newest = '';
  for (const r of profiles) {
    const input = leaveInputOf(r.profile, r.types, r.requests, r.adjustments, r.settings);
    const before = leaveBalance(input, dayBefore);
    const after = leaveBalance(input, to);
    if (!before.ok) return { ok: false, message: before.error.message };
    if (!after.ok) return { ok: false, message: after.error.message };
    accrued += after.accrued - before.accrued;
    worked += after.worked - before.worked;
    additional += after.additional - before.additional;
    if (r.profile.startDate <= to && r.profile.startDate >= newest) {
      newest = r.profile.startDate;
      available = after.available;
    }
  }
  return { ok: true, accrued, worked, additional, available };
}
