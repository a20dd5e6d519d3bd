import type { VesselRole } from '@domain/access/permissions';
import type { Queryable } from '../db/client';

export interface Actor {
  id: number;
  name: string;
  roles: VesselRole[];
}

/** The caller with their current roles; a role that has ended no longer grants access. */
export async function loadActor(db: Queryable, userId: number, today: string): Promise<Actor | null> {
  const [user] = await db.query<{ id: number; first_name: string; last_name: string }>(
    'SELECT id, first_name, last_name FROM users WHERE id = $1',
    [userId],
  );
  if (!user) return null;
  const roles = await db.query<{ vessel_id: number; role_id: number; permission_level: number }>(
    `SELECT uvr.vessel_id, uvr.role_id, r.permission_level
       FROM user_vessel_roles uvr JOIN roles r ON r.id = uvr.role_id
      WHERE uvr.user_id = $1 AND (uvr.end_date IS NULL OR uvr.end_date >= $2)`,
    [userId, today],
  );
  return {
    id: user.id,
    name: `${user.first_name} ${user.last_name}`,
    roles: roles.map((r) => ({
      vesselId: r.vessel_id,
      roleId: r.role_id,
      permissionLevel: r.permission_level,
    })),
  };
}
