import type { AdminUser, ExistingUser } from '@contracts/users';
import type { Queryable } from '../../db/client';
import { withSpecFields } from '../../http/spec-names';
import type { Actor } from '../../kernel/actors';
import { listUsers, userOnMyVessels } from './users-read';

/**
 * The spec's User (doc 1, section 3: id, email, firstname, lastname, alertemail, whatsAppNumber,
 * isWhatsAppEnabled, isWhatsAppRequired, roles as a map of vessel id to role id, positionid,
 * departmentid, crewid, startDate, endDate, status), and `userID` as the spec's calls name it.
 * Built from the users page's rows, so a user shows only on the vessels the caller administers,
 * with the contact details hidden as they are there.
 */
type OnVessel = { yachtId: number; user: AdminUser };

function specUser(rows: readonly OnVessel[], crewIdOf: (userId: number, vesselId: number) => number | null) {
  const first = rows[0]!;
  const u = first.user;
  return {
    id: u.id,
    userID: u.id,
    email: u.email,
    firstname: u.firstName,
    lastname: u.lastName,
    alertemail: u.alertEmail,
    whatsAppNumber: u.whatsAppNumber,
    isWhatsAppEnabled: u.twoFactor !== null,
    isWhatsAppRequired: u.twoFactorRequired,
    roles: Object.fromEntries(rows.map((r) => [r.yachtId, r.user.roleId])),
    // One vessel's details: the first the caller administers (in the order of the rows).
    positionid: u.positionId,
    departmentid: u.departmentId,
    crewid: crewIdOf(u.id, first.yachtId),
    startDate: u.startDate,
    endDate: u.endDate,
    status: u.endDate ? 'leaving' : 'active',
  };
}

async function crewIds(db: Queryable, userIds: number[], today: string) {
  const rows = await db.query<{ id: number; user_id: number; vessel_id: number }>(
    `SELECT id, user_id, vessel_id FROM user_vessel_roles
      WHERE user_id = ANY($1::int[]) AND (end_date IS NULL OR end_date >= $2)`,
    [[...new Set(userIds)], today],
  );
  const byKey = new Map(rows.map((r) => [`${r.user_id}:${r.vessel_id}`, r.id]));
  return (userId: number, vesselId: number) => byKey.get(`${userId}:${vesselId}`) ?? null;
}

/** GET /users as the spec has it: a list, one item per user of the vessels the caller administers. */
export async function listSpecUsers(db: Queryable, actor: Actor, today: string) {
  const { vessels } = await listUsers(db, actor, today);
  const byUser = new Map<number, OnVessel[]>();
  for (const v of vessels)
    for (const user of v.users)
      byUser.set(user.id, [...(byUser.get(user.id) ?? []), { yachtId: v.id, user }]);
  const crewIdOf = await crewIds(db, [...byUser.keys()], today);
  return [...byUser.values()].map((rows) => specUser(rows, crewIdOf));
}

/** GET /users/{id}: the app's answer (the user on each vessel) with the spec's User beside it; null when unseen. */
export async function readSpecUser(db: Queryable, actor: Actor, userId: number, today: string) {
  const found = await userOnMyVessels(db, actor, userId, today);
  if (found.length === 0) return null;
  return { ...specUser(found, await crewIds(db, [userId], today)), userId, vessels: found };
}

/**
 * POST /users/checkifexists with the spec's names beside the app's: `userID`, `roleID`, and
 * `transferUser` / `importUser` (known, but not on this vessel yet). `fromJFR` is always false:
 * no user comes from that outside register here.
 */
export function specExisting(found: ExistingUser) {
  if (!found.exists) return found;
  const elsewhere = found.roleId === null || found.roleId === undefined;
  return withSpecFields(found, {
    userID: 'userId',
    roleID: 'roleId',
    fromJFR: () => false,
    transferUser: () => elsewhere,
    importUser: () => elsewhere,
  });
}
