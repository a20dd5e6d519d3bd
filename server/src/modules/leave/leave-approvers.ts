import type { Queryable } from '../../db/client';

/**
 * A user's name changed: the settings of each vessel whose leave approval group they are in
 * carry their name (the guidelines say who approves), so those settings move on too.
 */
export async function approverRenamed(tx: Queryable, userId: number): Promise<void> {
  await tx.query(
    `UPDATE leave_settings SET version = next_change()
      WHERE vessel_id IN (SELECT vessel_id FROM leave_approval_members WHERE user_id = $1)`,
    [userId],
  );
}

/**
 * A user's role on a vessel ended (signed off, removed, transferred) as of now: they leave its
 * leave approval group, so the settings stop naming them as an approver (the names go to every
 * device on board) and move on so every device gets that on its next pull. A role ending on a
 * later day keeps them until then (a settings save refuses only those already gone).
 */
export async function approverLeft(tx: Queryable, userId: number, vesselId: number): Promise<void> {
  const left = await tx.query(
    'DELETE FROM leave_approval_members WHERE vessel_id = $1 AND user_id = $2 RETURNING 1',
    [vesselId, userId],
  );
  if (left.length > 0)
    await tx.query('UPDATE leave_settings SET version = next_change() WHERE vessel_id = $1', [vesselId]);
}
