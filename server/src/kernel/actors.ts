import type { VesselRole } from '@domain/access/permissions';
import type { Queryable } from '../db/client';

export interface Actor {
  id: number;
  name: string;
  roles: VesselRole[];
}

interface RoleRow {
  vessel_id: number;
  role_id: number;
  permission_level: number;
}

/**
 * The caller with their current roles; a role that has ended no longer grants access. With
 * `family` (a request's token), null as well when that family has no live token left (logged out
 * or revoked). One read: every request of every open device starts here (issue 34).
 */
export async function loadActor(
  db: Queryable,
  userId: number,
  today: string,
  family?: string,
): Promise<Actor | null> {
  const [user] = await db.query<{
    id: number;
    first_name: string;
    last_name: string;
    live: boolean;
    roles: RoleRow[] | string;
  }>(
    `SELECT u.id, u.first_name, u.last_name,
        ($3::text IS NULL OR EXISTS (
          SELECT 1 FROM refresh_tokens t WHERE t.family_id = $3::text AND t.revoked_at IS NULL)) AS live,
        COALESCE((SELECT json_agg(json_build_object(
                   'vessel_id', uvr.vessel_id, 'role_id', uvr.role_id, 'permission_level', r.permission_level))
           FROM user_vessel_roles uvr JOIN roles r ON r.id = uvr.role_id
          WHERE uvr.user_id = u.id AND (uvr.end_date IS NULL OR uvr.end_date >= $2::date)), '[]') AS roles
       FROM users u WHERE u.id = $1`,
    [userId, today, family ?? null],
  );
  if (!user?.live) return null;
  const roles: RoleRow[] = typeof user.roles === 'string' ? JSON.parse(user.roles) : user.roles;
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
