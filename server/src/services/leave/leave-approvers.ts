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
