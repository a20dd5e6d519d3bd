import type { VesselRole } from '@domain/access/permissions';
import type { Queryable } from '../db/client';

export interface Actor {
  id: number;
  name: string;
  roles: VesselRole[];
}

export interface ActorRow {
  id: number;
  first_name: string;
  last_name: string;
  live: boolean;
  roles: { vessel_id: number; role_id: number; permission_level: number }[] | string;
}

/**
 * The columns of a caller, read from `users u` with $1 the user, $2 today and $3 their token's
 * family (null for none): their current roles as JSON (a role that has ended no longer grants
 * access), and whether that family still has a live token (not logged out, not revoked). Every
 * request of every open device starts with these, so they are one read (issue 34).
 */
export const ACTOR_COLUMNS = `u.id, u.first_name, u.last_name,
    ($3::text IS NULL OR EXISTS (
      SELECT 1 FROM refresh_tokens t WHERE t.family_id = $3::text AND t.revoked_at IS NULL)) AS live,
    COALESCE((SELECT json_agg(json_build_object(
               'vessel_id', uvr.vessel_id, 'role_id', uvr.role_id, 'permission_level', r.permission_level))
       FROM user_vessel_roles uvr JOIN roles r ON r.id = uvr.role_id
      WHERE uvr.user_id = u.id AND (uvr.end_date IS NULL OR uvr.end_date >= $2::date)), '[]') AS roles`;

/** The caller of an ACTOR_COLUMNS row; null without a row, or when their token's family is gone. */
export function toActor(row: ActorRow | undefined): Actor | null {
  if (!row?.live) return null;
  const roles =
    typeof row.roles === 'string' ? (JSON.parse(row.roles) as Exclude<ActorRow['roles'], string>) : row.roles;
  return {
    id: row.id,
    name: `${row.first_name} ${row.last_name}`,
    roles: roles.map((r) => ({
      vesselId: r.vessel_id,
      roleId: r.role_id,
      permissionLevel: r.permission_level,
    })),
  };
}

/** How a request's caller is read: the user of its token, on `today`, and the token's family. */
export type ActorLoader = (
  db: Queryable,
  userId: number,
  today: string,
  family?: string,
) => Promise<Actor | null>;

/** The caller with their current roles; with `family`, null as well when it has no live token left. */
export const loadActor: ActorLoader = async (db, userId, today, family) =>
  toActor(
    (
      await db.query<ActorRow>(`SELECT ${ACTOR_COLUMNS} FROM users u WHERE u.id = $1`, [
        userId,
        today,
        family ?? null,
      ])
    )[0],
  );
