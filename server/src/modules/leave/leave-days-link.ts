import type { Moved } from '@contracts/sync';
import {
  type LeaveDaysChange,
  leaveDaysOfRate,
  predatesProfile,
  ratesWithLeaveDays,
} from '@domain/leave/leave-days-link';
import { ulid } from 'ulidx';
import type { Queryable } from '../../db/client';
import type { Actor } from '../../kernel/actors';
import { leaveDaysRefusal, writeLeaveIncrement } from '../../kernel/crew-leave-days';
import type { Outcome } from '../../kernel/outcome';
import { appendHistory } from './leave-history';
import { mathsRefusal } from './leave-maths';
import { findProfile } from './leave-repo';
import { dayOf } from './leave-today';

/**
 * The link between the crew record's leave days and the leave profile's rate (issue 30, 1.3;
 * the rule in src/domain/leave/leave-days-link.ts). Each side's write calls the one function
 * here for the other side, which writes that side's rows directly and never the first side's
 * use case again: a change goes across once, never back (no loop). Both sides' rows get new
 * change numbers, so every device that holds either hears of it through the feed.
 */

/**
 * A change of the crew record's leave days onto the crew member's active yearly profile, as a
 * rate period with the change's date and comment (in the profile's history too). A refusal
 * when the maths would no longer hold (the caller's transaction then keeps nothing).
 */
export async function leaveDaysToProfile(
  tx: Queryable,
  actor: Actor,
  now: Date,
  crewId: number,
  change: LeaveDaysChange,
  /** Where the profile's move is told (its version before and after), for the writer's answer. */
  moved: Moved[],
): Promise<Outcome | null> {
  const [active] = await tx.query<{ id: string }>(
    'SELECT id FROM leave_profiles WHERE crew_id = $1 AND active AND NOT deleted',
    [crewId],
  );
  const profile = active ? await findProfile(tx, active.id, true) : null;
  if (!profile) return null;
  const others = await tx.query<{ change_date: string }>(
    'SELECT change_date::text AS change_date FROM crew_leave_increments WHERE crew_id = $1',
    [crewId],
  );
  const dates = others.map((r) => r.change_date);
  if (predatesProfile(profile, change.changeDate, dates)) return null;
  const rates = ratesWithLeaveDays(profile, change);
  if (!rates) return null;
  const [row] = await tx.query<{ version: number }>(
    'UPDATE leave_profiles SET rates = $2, version = next_change() WHERE id = $1 RETURNING version',
    [profile.id, JSON.stringify(rates)],
  );
  // The same device's edit of the profile queued after this one is based on the version before:
  // told what this moved, it is judged against the new one (a user's own change is no conflict).
  moved.push({ kind: 'leaveProfiles', key: profile.id, from: profile.version, to: Number(row!.version) });
  await appendHistory(tx, actor, now, {
    vesselId: profile.vesselId,
    profileId: profile.id,
    userId: profile.userId,
    what: 'rate',
    changeDate: change.changeDate,
    amount: change.amount,
    comment: change.comment,
  });
  return mathsRefusal(tx, (await findProfile(tx, profile.id))!, dayOf(now));
}

/**
 * A yearly profile's rate onto the crew record, as the leave increment of its change date:
 * the one already of that date (the same change, seen from the other side), else a new one.
 * The crew record's leave days take it once in force (`today` or later, by the daily job).
 */
export async function rateToLeaveDays(
  tx: Queryable,
  actor: Actor,
  crewId: number,
  type: 'yearly' | 'accrued',
  rate: { daysPerYear?: number | null | undefined },
  note: { changeDate: string; comment: string | null },
  today: string,
  /** Where the crew record's move is told, for the writer's answer (as leaveDaysToProfile). */
  moved: Moved[],
): Promise<Outcome | null> {
  const amount = leaveDaysOfRate(type, rate);
  if (amount === null) return null;
  // The same figure as the crew record's leave days, so the same rule as Edit leave details
  // (pay): no one sets their own, and level 5 only below them. Else the leave profile would be a
  // side door to it (the transaction keeps nothing of a refusal).
  const refusal = await leaveDaysRefusal(tx, actor, crewId);
  if (refusal) return refusal;
  const [same] = await tx.query<{ id: string }>(
    `SELECT id FROM crew_leave_increments WHERE crew_id = $1 AND change_date = $2
      ORDER BY created_at DESC LIMIT 1`,
    [crewId, note.changeDate],
  );
  await writeLeaveIncrement(tx, crewId, { id: same?.id ?? ulid(), amount, ...note }, today, moved);
  return null;
}
