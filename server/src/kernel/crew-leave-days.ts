import { MSG } from '@contracts/messages';
import type { Moved } from '@contracts/sync';
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
 * The crew record's leave days in force on `day` (a query parameter; uvr the crew record): the newest change dated on
 * or before it (by its date, then by when it was entered). A change dated later is not in force
 * yet (the daily job below brings it in on its day); with none in force, the figure stays as it
 * was (one the crew record was given before its first change).
 */
const inForce = (day: string) => `COALESCE((SELECT amount FROM crew_leave_increments l
    WHERE l.crew_id = uvr.id AND l.change_date <= ${day}
    ORDER BY l.change_date DESC, l.created_at DESC LIMIT 1), uvr.leave_days)`;

/**
 * A crew member's leave increment written, and the crew record's leave days refreshed from the
 * one in force `today`. Null when the id is another crew member's increment.
 */
export async function writeLeaveIncrement(
  tx: Queryable,
  crewId: number,
  inc: { id: string; amount: number; changeDate: string; comment: string | null },
  today: string,
  /** Where the crew record's move is told (its version before and after), for the writer's answer. */
  moved?: Moved[],
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
  // The version before comes from the statement's snapshot, taken before its own update.
  const [crew] = await tx.query<{ version: number; before: number }>(
    `UPDATE user_vessel_roles uvr SET version = next_change(), leave_days = ${inForce('$2')} WHERE id = $1
     RETURNING uvr.version, (SELECT b.version FROM user_vessel_roles b WHERE b.id = $1) AS before`,
    [crewId, today],
  );
  // A change of the crew record queued after this one on the same device (its position) is based
  // on the version before: told of the move, it is judged against the new one (crew-write.ts).
  if (crew) moved?.push({ kind: 'crew', key: crewId, from: Number(crew.before), to: Number(crew.version) });
  return Number(row.version);
}

/**
 * The daily run: each crew record whose leave days change came into force on `today` (dated
 * after its last write) takes it, and moves on so every device hears of it. Idempotent: a record
 * already at its figure is left alone.
 */
export async function leaveDaysInForce(db: Queryable, today: string): Promise<number> {
  const rows = await db.query(
    `UPDATE user_vessel_roles uvr SET version = next_change(), leave_days = ${inForce('$1')}
      WHERE uvr.id IN (SELECT crew_id FROM crew_leave_increments WHERE change_date <= $1)
        AND uvr.leave_days IS DISTINCT FROM ${inForce('$1')}
      RETURNING uvr.id`,
    [today],
  );
  return rows.length;
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
