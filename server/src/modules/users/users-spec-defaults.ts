import { levelOn } from '@domain/access/permissions';
import { adminActions, outranksOrEquals } from '@domain/access/user-admin';
import type { Queryable } from '../../db/client';
import type { Actor } from '../../kernel/actors';

/**
 * What the spec's assign and transfer calls leave out (doc 1, section 7: `userId, yachtId` only),
 * taken from the user's current roles the caller holds (at or above the user, level 6 there). A
 * user on several such vessels is ambiguous: the caller must name the vessel (or role) then.
 */
async function heldRoles(db: Queryable, actor: Actor, userId: number, today: string) {
  const rows = await db.query<{ vessel_id: number; role_id: number; permission_level: number }>(
    `SELECT uvr.vessel_id, uvr.role_id, r.permission_level FROM user_vessel_roles uvr
       JOIN roles r ON r.id = uvr.role_id
      WHERE uvr.user_id = $1 AND (uvr.end_date IS NULL OR uvr.end_date >= $2) ORDER BY uvr.vessel_id`,
    [userId, today],
  );
  return rows.filter((r) => {
    const mine = levelOn(actor.roles, r.vessel_id);
    return adminActions(mine) && outranksOrEquals(mine, r.permission_level);
  });
}

/** The role a user added to another vessel keeps: their role where the caller holds them, if one. */
export async function defaultRole(db: Queryable, actor: Actor, userId: number, today: string) {
  const roles = new Set((await heldRoles(db, actor, userId, today)).map((r) => r.role_id));
  return roles.size === 1 ? [...roles][0]! : null;
}

/** The vessel a transfer leaves: the user's one vessel (other than the target) the caller holds them on. */
export async function transferOrigin(db: Queryable, actor: Actor, userId: number, to: number, today: string) {
  const from = (await heldRoles(db, actor, userId, today)).filter((r) => r.vessel_id !== to);
  return from.length === 1 ? from[0]!.vessel_id : null;
}
