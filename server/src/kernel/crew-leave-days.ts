import { MSG } from '@contracts/messages';
import { levelOn } from '@domain/access/permissions';
import { editsPay } from '@domain/crew/crew-access';
import type { Queryable } from '../db/client';
import type { Actor } from './actors';
import { type Outcome, refused } from './outcome';

/**
 * The crew record's leave days, written from two modules: the crew record's own save (Edit
 * leave details) and the leave profile's rate changes (issue 30, 1.3; the link is
 * modules/leave/leave-days-link.ts). Here, below both, so neither module imports the other's.
 */

/**
 * A crew member's leave increment written, and the crew record's leave days refreshed from it:
 * the newest change's (by its date, then by when it was entered). Null when the id is another
 * crew member's increment.
 */
export async function writeLeaveIncrement(
  tx: Queryable,
  crewId: number,
  inc: { id: string; amount: number; changeDate: string; comment: string | null },
): Promise<number | null> {
  const [row] = await tx.query<{ version: number }>(
    `INSERT INTO crew_leave_increments (id, crew_id, amount, change_date, comment)
     VALUES ($1, $2, $3, $4, $5)
     ON CONFLICT (id) DO UPDATE SET amount = $3, change_date = $4, comment = $5, version = next_change()
       WHERE crew_leave_increments.crew_id = $2
     RETURNING version`,
    [inc.id, crewId, inc.amount, inc.changeDate, inc.comment?.trim() || null],
  );
  if (!row) return null;
  await tx.query(
    `UPDATE user_vessel_roles SET version = next_change(), leave_days = (
        SELECT amount FROM crew_leave_increments WHERE crew_id = $1 ORDER BY change_date DESC, created_at DESC LIMIT 1)
      WHERE id = $1`,
    [crewId],
  );
  return Number(row.version);
}

/**
 * Edit leave details' rule (pay) for a write of the crew record's leave days that does not come
 * through the crew record: no one sets their own, and level 5 only below them. A 403 refusal
 * when the actor may not (or the crew record is not there), else null.
 */
export async function leaveDaysRefusal(tx: Queryable, actor: Actor, crewId: number): Promise<Outcome | null> {
  const [crew] = await tx.query<{ vessel_id: number; user_id: number; permission_level: number }>(
    `SELECT uvr.vessel_id, uvr.user_id, r.permission_level
       FROM user_vessel_roles uvr JOIN users u ON u.id = uvr.user_id JOIN roles r ON r.id = uvr.role_id
      WHERE uvr.id = $1`,
    [crewId],
  );
  const level = crew ? levelOn(actor.roles, Number(crew.vessel_id)) : null;
  if (!crew || !editsPay(level, Number(crew.permission_level), Number(crew.user_id) === actor.id))
    return refused(MSG.status403, 403);
  return null;
}
