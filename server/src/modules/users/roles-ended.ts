import type { Db } from '../../db/client';
import { horMemberLeft } from '../../kernel/approval-group';
import { accessChanged, takeChangeLock } from '../../kernel/change-numbers';
import { certMemberLeft } from '../certificates/cert-scope';
import { approverLeft } from '../leave/leave-approvers';

/**
 * A role ends with its end date, at midnight, with no write of its own: the caller's roles are read
 * by day, but their devices keep the vessel's records unless their access changes, and the
 * vessel's approval groups keep naming them. The day's run handles every role whose end date has
 * passed and that no run has handled yet (`end_handled`), so a server down for a day or more
 * catches up: the user leaves the vessel's leave, certificate and hours-of-rest approval groups,
 * and each of their devices starts its copy afresh on its next poll (as after a removal or a
 * transfer that ends a role at once, which mark the role handled). Once per end date: a later run
 * leaves them be (a reset costs a whole first sync). A role ending on a later day keeps its user
 * in the groups until then.
 */
export async function rolesEnded(db: Db, day: string): Promise<void> {
  const ended = await db.query<{ user_id: number; vessel_id: number; end_date: string }>(
    `SELECT user_id, vessel_id, end_date::text AS end_date FROM user_vessel_roles uvr
      WHERE end_date < $1::date AND (end_handled IS DISTINCT FROM end_date
         OR EXISTS (SELECT 1 FROM leave_approval_members m WHERE m.vessel_id = uvr.vessel_id AND m.user_id = uvr.user_id)
         OR EXISTS (SELECT 1 FROM cert_group_members m WHERE m.vessel_id = uvr.vessel_id AND m.user_id = uvr.user_id)
         OR EXISTS (SELECT 1 FROM hor_approval_members m WHERE m.vessel_id = uvr.vessel_id AND m.user_id = uvr.user_id))
      ORDER BY end_date, user_id, vessel_id`,
    [day],
  );
  // Also a role handled already whose user is still in a group (ended on a later day before the
  // run took groups too): the groups only. One transaction per role: what was handled stays
  // handled if a later role fails, and the next run takes what is left.
  for (const role of ended) {
    await db.transaction(async (tx) => {
      await takeChangeLock(tx);
      // Still ended on that date: a role given back meanwhile (its end date cleared) is left alone.
      const [still] = await tx.query<{ handled: boolean }>(
        `SELECT end_handled = end_date AS handled FROM user_vessel_roles
          WHERE user_id = $1 AND vessel_id = $2 AND end_date = $3::date FOR UPDATE`,
        [role.user_id, role.vessel_id, role.end_date],
      );
      if (!still) return;
      await approverLeft(tx, role.user_id, role.vessel_id);
      await certMemberLeft(tx, role.user_id, role.vessel_id);
      await horMemberLeft(tx, role.user_id, role.vessel_id);
      if (still.handled) return;
      await tx.query(
        'UPDATE user_vessel_roles SET end_handled = end_date WHERE user_id = $1 AND vessel_id = $2',
        [role.user_id, role.vessel_id],
      );
      await accessChanged(tx, role.user_id);
    });
  }
}
