import type { Queryable } from '../../db/client';

/**
 * A crew member's leave increment (Edit leave details) written, and the crew record's leave
 * days refreshed from it: the newest change's (by its date, then by when it was entered).
 * Shared by the crew record's own save and the leave profile's rate changes (one history:
 * services/leave/leave-days-link.ts). Null when the id is another crew member's increment.
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
