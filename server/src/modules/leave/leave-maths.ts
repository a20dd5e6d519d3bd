import type { LeaveProfileRecord } from '@contracts/leave-records';
import { leaveBalance } from '@domain/leave/balance';
import { type LeaveMathsSettings, leaveInputOf } from '@domain/leave/from-records';
import type { LeaveInput } from '@domain/leave/leave-types';
import type { Queryable } from '../../db/client';
import { refused } from '../../kernel/outcome';
import { findSettings, profileAdjustments, profileRequests, vesselTypes } from './leave-repo';

/**
 * The leave maths (src/domain/leave) over a profile's records as the server holds them: the
 * same input the devices build from the feed, so a balance reads the same in both places.
 */
export async function profileInput(tx: Queryable, profile: LeaveProfileRecord): Promise<LeaveInput> {
  const [types, requests, adjustments, settings] = [
    await vesselTypes(tx, profile.vesselId),
    await profileRequests(tx, profile.id),
    await profileAdjustments(tx, profile.id),
    await mathsSettings(tx, profile.vesselId),
  ];
  return leaveInputOf(profile, types, requests, adjustments, settings);
}

/** The vessel's settings the maths read ('Nil days'), as the devices have them from the feed. */
export async function mathsSettings(db: Queryable, vesselId: number): Promise<LeaveMathsSettings> {
  const settings = await findSettings(db, vesselId);
  // No settings row: leave was never set up there; the column's default.
  return { nilDays: settings?.nilDays ?? false, nilDaysBefore: settings?.nilDaysBefore };
}

/** The last day anything of the input is dated (or today): a check up to it sees every entry. */
export function horizonOf(input: LeaveInput, today: string): string {
  let last = today;
  for (const d of input.days ?? []) if (d.date > last) last = d.date;
  for (const a of input.additional ?? []) if (a.date > last) last = a.date;
  for (const r of input.rollovers ?? []) if (r.date > last) last = r.date;
  return last;
}

/**
 * After a change, the maths must still hold over every entry (a rollover above the balance its
 * date now has, after an approval or an edit, is refused): null when it does, else the refusal
 * with the maths' message.
 */
export async function mathsRefusal(
  tx: Queryable,
  profile: LeaveProfileRecord,
  today: string,
): Promise<ReturnType<typeof refused> | null> {
  const input = await profileInput(tx, profile);
  const result = leaveBalance(input, horizonOf(input, today));
  if (result.ok) return null;
  return refused(`The leave calculation would no longer hold: ${result.error.message}`, 400);
}

/** Two decimals for a message; the maths keep full precision. */
export const shown = (n: number) => n.toFixed(2);
