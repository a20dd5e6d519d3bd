import type { AdminUser, ExistingUser, RoleRow, UsersAnswer } from '@contracts/users';
import { LEVEL, levelOn } from '@domain/access/permissions';
import {
  adminActions,
  administers,
  byLevel,
  highestLevel,
  mayChangeAccount,
  roleFixed,
} from '@domain/access/user-admin';
import type { Queryable } from '../../db/client';
import type { Actor } from '../../kernel/actors';

/** Users administration, reading: what the users page shows and the add form looks up. */

const USER_SELECT = `SELECT u.id, u.email, u.first_name, u.last_name, u.alert_email, u.whatsapp_number,
    u.two_factor_method, u.two_factor_required,
    uvr.vessel_id, uvr.role_id, r.name AS role_name, r.permission_level,
    uvr.department_id, d.name AS department_name, uvr.position_id, p.name AS position_name,
    uvr.crew_order, uvr.start_date::text AS start_date, uvr.end_date::text AS end_date
  FROM user_vessel_roles uvr JOIN users u ON u.id = uvr.user_id JOIN roles r ON r.id = uvr.role_id
  LEFT JOIN departments d ON d.id = uvr.department_id LEFT JOIN positions p ON p.id = uvr.position_id`;

type UserRow = {
  id: number;
  email: string;
  first_name: string;
  last_name: string;
  alert_email: string | null;
  whatsapp_number: string | null;
  two_factor_method: 'whatsapp' | 'totp' | null;
  two_factor_required: boolean;
  vessel_id: number;
  role_id: number;
  role_name: string;
  permission_level: number;
  department_id: number | null;
  department_name: string | null;
  position_id: number | null;
  position_name: string | null;
  crew_order: number | null;
  start_date: string | null;
  end_date: string | null;
};

const toAdminUser = (r: UserRow): AdminUser => ({
  accountEditable: false,
  id: r.id,
  email: r.email,
  firstName: r.first_name,
  lastName: r.last_name,
  alertEmail: r.alert_email,
  whatsAppNumber: r.whatsapp_number,
  twoFactor: r.two_factor_method,
  twoFactorRequired: r.two_factor_required,
  roleId: r.role_id,
  roleName: r.role_name,
  permissionLevel: r.permission_level,
  departmentId: r.department_id,
  departmentName: r.department_name,
  positionId: r.position_id,
  positionName: r.position_name,
  crewOrder: r.crew_order,
  startDate: r.start_date?.slice(0, 10) ?? null,
  endDate: r.end_date?.slice(0, 10) ?? null,
});

/**
 * Which of these users' accounts the actor holds: at or above them on every vessel they are on.
 * Only then may the actor re-address the account, and see its contact details: anyone may
 * register a trial and add a known e-mail to their vessel, and must not learn that person's
 * phone number or alert address by it.
 */
async function accountsHeld(db: Queryable, actor: Actor, userIds: number[], today: string) {
  const held = await db.query<{ user_id: number; vessel_id: number; permission_level: number }>(
    `SELECT uvr.user_id, uvr.vessel_id, r.permission_level FROM user_vessel_roles uvr
       JOIN roles r ON r.id = uvr.role_id
      WHERE uvr.user_id = ANY($1::int[]) AND (uvr.end_date IS NULL OR uvr.end_date >= $2)`,
    [[...new Set(userIds)], today],
  );
  return (userId: number) =>
    mayChangeAccount(
      (v) => levelOn(actor.roles, v),
      held
        .filter((h) => h.user_id === userId)
        .map((h) => ({ vesselId: h.vessel_id, level: h.permission_level })),
    );
}

const asSeenBy = (user: AdminUser, accountEditable: boolean): AdminUser =>
  accountEditable
    ? { ...user, accountEditable }
    : { ...user, accountEditable, alertEmail: null, whatsAppNumber: null };

/** The vessels where the actor administers users (level 4+), by id. */
export function administeredVessels(actor: Actor): Map<number, number> {
  return new Map(
    actor.roles.filter((r) => administers(r.permissionLevel)).map((r) => [r.vesselId, r.permissionLevel]),
  );
}

export async function loadRoles(db: Queryable): Promise<RoleRow[]> {
  const rows = await db.query<{ id: number; name: string; permission_level: number; is_crew_role: boolean }>(
    'SELECT id, name, permission_level, is_crew_role FROM roles',
  );
  return byLevel(
    rows.map((r) => ({
      id: r.id,
      name: r.name,
      permissionLevel: r.permission_level,
      isCrewRole: r.is_crew_role,
    })),
  );
}

/** GET /users: one list per vessel the actor administers, users still on board (or leaving). */
export async function listUsers(db: Queryable, actor: Actor, today: string): Promise<UsersAnswer> {
  const mine = administeredVessels(actor);
  const ids = [...mine.keys()];
  const vessels = await db.query<{ id: number; name: string; codename: string }>(
    'SELECT id, name, codename FROM vessels WHERE id = ANY($1::int[]) ORDER BY name, id',
    [ids],
  );
  const users = await db.query<UserRow>(
    `${USER_SELECT} WHERE uvr.vessel_id = ANY($1::int[]) AND (uvr.end_date IS NULL OR uvr.end_date >= $2)
      ORDER BY uvr.crew_order NULLS LAST, lower(u.last_name), lower(u.first_name), u.id`,
    [ids, today],
  );
  const departments = await db.query<{ id: number; vessel_id: number; name: string }>(
    'SELECT id, vessel_id, name FROM departments WHERE vessel_id = ANY($1::int[]) AND NOT deleted ORDER BY sort_order, name, id',
    [ids],
  );
  const positions = await db.query<{
    id: number;
    vessel_id: number;
    name: string;
    department_id: number | null;
  }>(
    'SELECT id, vessel_id, name, department_id FROM positions WHERE vessel_id = ANY($1::int[]) AND NOT deleted ORDER BY sort_order, name, id',
    [ids],
  );
  const accountEditable = await accountsHeld(
    db,
    actor,
    users.map((u) => u.id),
    today,
  );
  return {
    roles: await loadRoles(db),
    vessels: vessels.map((v) => ({
      ...v,
      level: mine.get(v.id)!,
      users: users
        .filter((u) => u.vessel_id === v.id)
        .map((u) => asSeenBy(toAdminUser(u), accountEditable(u.id))),
      departments: departments.filter((d) => d.vessel_id === v.id).map((d) => ({ id: d.id, name: d.name })),
      positions: positions
        .filter((p) => p.vessel_id === v.id)
        .map((p) => ({ id: p.id, name: p.name, departmentId: p.department_id })),
    })),
    assignTargets: vessels
      .filter((v) => adminActions(mine.get(v.id)!))
      .map((v) => ({ id: v.id, name: v.name, level: mine.get(v.id)! })),
  };
}

/**
 * GET /users/{id}: the user as each vessel the actor administers knows them (their role,
 * department and position there). Vessels the actor does not administer stay unseen; with
 * none in common, the user does not exist for the actor.
 */
export async function userOnMyVessels(db: Queryable, actor: Actor, userId: number, today: string) {
  const mine = [...administeredVessels(actor).keys()];
  const rows = await db.query<UserRow>(
    `${USER_SELECT} WHERE uvr.user_id = $1 AND uvr.vessel_id = ANY($2::int[])
        AND (uvr.end_date IS NULL OR uvr.end_date >= $3) ORDER BY uvr.vessel_id`,
    [userId, mine, today],
  );
  const editable = await accountsHeld(db, actor, [userId], today);
  return rows.map((r) => ({ yachtId: r.vessel_id, user: asSeenBy(toAdminUser(r), editable(userId)) }));
}

/** One user's current role on one vessel (null: none, or it has ended). */
export async function roleOn(db: Queryable, userId: number, vesselId: number, today: string) {
  const [row] = await db.query<UserRow>(
    `${USER_SELECT} WHERE uvr.user_id = $1 AND uvr.vessel_id = $2 AND (uvr.end_date IS NULL OR uvr.end_date >= $3)`,
    [userId, vesselId, today],
  );
  return row ? toAdminUser(row) : null;
}

/** A user's current level on every vessel they are on. */
export async function levelsOf(db: Queryable, userId: number, today: string) {
  return db.query<{ vessel_id: number; permission_level: number }>(
    `SELECT uvr.vessel_id, r.permission_level FROM user_vessel_roles uvr JOIN roles r ON r.id = uvr.role_id
      WHERE uvr.user_id = $1 AND (uvr.end_date IS NULL OR uvr.end_date >= $2)`,
    [userId, today],
  );
}

/**
 * POST /users/checkifexists: the add form pre-fills a known person's names. Their level shows
 * only as "5 or more" (it fixes the role list); nothing else about their other vessels.
 */
export async function checkIfExists(
  db: Queryable,
  email: string,
  vesselId: number,
  today: string,
): Promise<ExistingUser> {
  const [user] = await db.query<{ id: number; first_name: string; last_name: string }>(
    'SELECT id, first_name, last_name FROM users WHERE lower(email) = lower($1)',
    [email],
  );
  if (!user) return { exists: false };
  const levels = await levelsOf(db, user.id, today);
  const highest = highestLevel(levels.map((l) => l.permission_level));
  const here = await roleOn(db, user.id, vesselId, today);
  return {
    exists: true,
    userId: user.id,
    firstName: user.first_name,
    lastName: user.last_name,
    roleId: here?.roleId ?? null,
    existingLevel: roleFixed(highest) ? LEVEL.purser : null,
  };
}
