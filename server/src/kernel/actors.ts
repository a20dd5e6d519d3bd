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
  /** When the family's last refresh token (not revoked) expires; null when it has none. */
  live_until: string | Date | null;
  roles: { vessel_id: number; role_id: number; permission_level: number }[] | string;
}

/** A request's token family, and the time it is answered at (a family lives until its last expiry). */
export interface Session {
  family: string;
  now: Date;
}

/**
 * The columns of a caller, read from `users u` with $1 the user, $2 today and $3 their token's
 * family (null for none): their current roles as JSON (a role that has ended no longer grants
 * access), and until when that family still has a live refresh token (not logged out, not
 * revoked, not expired: a family whose refresh token expired can never be refreshed, so it is
 * over, whatever its access token says). Every request of every open device starts with these,
 * so they are one read (issue 34).
 */
export const ACTOR_COLUMNS = `u.id, u.first_name, u.last_name,
    (SELECT max(t.expires_at) FROM refresh_tokens t
      WHERE t.family_id = $3::text AND t.revoked_at IS NULL) AS live_until,
    COALESCE((SELECT json_agg(json_build_object(
               'vessel_id', uvr.vessel_id, 'role_id', uvr.role_id, 'permission_level', r.permission_level))
       FROM user_vessel_roles uvr JOIN roles r ON r.id = uvr.role_id
      WHERE uvr.user_id = u.id AND (uvr.end_date IS NULL OR uvr.end_date >= $2::date)), '[]') AS roles`;

/** Until when (ms) the session an actor was read with lives: kept callers are checked again by it. */
const sessionEnds = new WeakMap<Actor, number>();

/** Whether the session `actor` was read with (by toActor) is still live at `now`; true without one. */
export const sessionLive = (actor: Actor, now: Date) => (sessionEnds.get(actor) ?? Infinity) > now.getTime();

/**
 * The caller of an ACTOR_COLUMNS row; null without a row, or, read for a session, when its family
 * has no live refresh token left at the session's time.
 */
export function toActor(row: ActorRow | undefined, session?: Session): Actor | null {
  if (!row) return null;
  const liveUntil = row.live_until === null ? Number.NEGATIVE_INFINITY : new Date(row.live_until).getTime();
  if (session && liveUntil <= session.now.getTime()) return null;
  const roles =
    typeof row.roles === 'string' ? (JSON.parse(row.roles) as Exclude<ActorRow['roles'], string>) : row.roles;
  const actor = {
    id: row.id,
    name: `${row.first_name} ${row.last_name}`,
    roles: roles.map((r) => ({
      vesselId: r.vessel_id,
      roleId: r.role_id,
      permissionLevel: r.permission_level,
    })),
  };
  if (session) sessionEnds.set(actor, liveUntil);
  return actor;
}

/** How a request's caller is read: the user of its token, on `today`, and the token's session. */
export type ActorLoader = (
  db: Queryable,
  userId: number,
  today: string,
  session?: Session,
) => Promise<Actor | null>;

/** The caller with their current roles; with `session`, null as well when its family is over. */
export const loadActor: ActorLoader = async (db, userId, today, session) =>
  toActor(
    (
      await db.query<ActorRow>(`SELECT ${ACTOR_COLUMNS} FROM users u WHERE u.id = $1`, [
        userId,
        today,
        session?.family ?? null,
      ])
    )[0],
    session,
  );
