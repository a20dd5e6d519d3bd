import { randomBytes } from 'node:crypto';
import { MSG } from '@contracts/messages';
import { CONFIRM_DIFFERS, type createUserSchema, type editUserSchema } from '@contracts/users';
import { levelOn } from '@domain/access/permissions';
import {
  administers,
  assignable,
  highestLevel,
  mayChangeAccount,
  outranksOrEquals,
  picksSeveralVessels,
  roleChoices,
  roleFixed,
} from '@domain/access/user-admin';
import type { z } from 'zod';
import type { Queryable } from '../../db/client';
import type { ServerDeps } from '../../deps';
import type { Actor } from '../../kernel/actors';
import { lockAddress } from '../../kernel/address-lock';
import { horDepartmentMoved } from '../../kernel/approval-group';
import { appendAudit } from '../../kernel/audit';
import { accessChanged } from '../../kernel/change-numbers';
import {
  type Answer,
  answered,
  badInput,
  fieldRefused,
  forbidden,
  notFound,
  type Refusal,
  refused,
} from '../../kernel/outcome';
import { todayOf } from '../../kernel/today';
import { writeOutcome } from '../../kernel/write-outcome';
import { sendPasswordLink } from '../auth/password-reset';
import { hashPassword } from '../auth/passwords';
import { approverRenamed } from '../leave/leave-approvers';
import { withoutAdministrator } from './keeps-an-administrator';
import { keepsTheirAccount } from './known-person';
import { crewPlace, placeNotKept, placeNotTaken } from './users-crew-place';
import { levelsOf, loadRoles, roleOn } from './users-read';

/** Users administration, writing: every rule of doc 1, section 6 holds here, whatever the UI sends. */

type CreateUser = z.infer<typeof createUserSchema>;
type EditUser = z.infer<typeof editUserSchema>;

const noPermission = () => refused(MSG.noPermissionToEdit, 403);
const blank = (v: string | undefined) => (v ? v.replace(/\s/g, '') || null : null);

async function findRole(db: Queryable, roleId: number) {
  const role = (await loadRoles(db)).find((r) => r.id === roleId);
  return role ?? badInput([{ property: 'role', message: MSG.invalidId }]);
}

const isRefusal = (v: object): v is Refusal => 'status' in v;

/**
 * Gives a user a role on a vessel, reusing the row of an earlier, ended time on board. They join
 * at the end of the crew order, as the wizard's new crew do (doc 2: highest existing order + 1).
 */
export async function putOnVessel(
  tx: Queryable,
  userId: number,
  vesselId: number,
  place: { roleId: number; departmentId: number | null; positionId: number | null },
  today: string,
) {
  await tx.query(
    `INSERT INTO user_vessel_roles (user_id, vessel_id, role_id, department_id, position_id, start_date, crew_order)
     VALUES ($1, $2, $3, $4, $5, $6,
       (SELECT COALESCE(floor(max(crew_order)), 0) + 1 FROM user_vessel_roles
         WHERE vessel_id = $2 AND crew_status <> 2 AND (end_date IS NULL OR end_date >= $6)))
     ON CONFLICT (user_id, vessel_id) DO UPDATE SET role_id = $3, department_id = $4, position_id = $5,
       start_date = $6, end_date = NULL, crew_order = EXCLUDED.crew_order, crew_status = 1, is_on_board = false,
       version = next_change()`,
    [userId, vesselId, place.roleId, place.departmentId, place.positionId, today],
  );
  await accessChanged(tx, userId);
}

/**
 * Add user: a new account, or a known person (found by e-mail) added to the vessel(s). A known
 * person keeps their names and password: adding someone never changes how they log in (another
 * name or a password sent for them is refused, see known-person.ts).
 */
export async function createUser(
  deps: ServerDeps,
  actor: Actor,
  body: CreateUser,
): Promise<Answer<{ userId: number; message: string }>> {
  const today = todayOf(deps);
  const levels = body.yachts.map((v) => levelOn(actor.roles, v));
  if (levels.some((l) => !administers(l))) return forbidden();
  if (body.yachts.length > 1 && levels.some((l) => !picksSeveralVessels(l))) return forbidden();
  const role = await findRole(deps.db, body.role);
  if (isRefusal(role)) return role;
  if (levels.some((l) => !assignable(l, role))) return forbidden();
  const single = body.yachts.length === 1;
  const notTaken = placeNotTaken(body, single ? role.permissionLevel : null);
  if (notTaken) return notTaken;
  const place = single
    ? await crewPlace(deps.db, body.yachts[0]!, role.permissionLevel, body)
    : { departmentId: null, positionId: null };
  if (isRefusal(place)) return place;
  // A new user's password is hashed before the transaction: the slow hash holds no lock.
  const passwordHash = await hashPassword(body.password || randomBytes(32).toString('base64url'));
  const outcome = await writeOutcome(
    deps.db,
    async (tx): Promise<Answer<{ userId: number; created: boolean }>> => {
      await lockAddress(tx, body.email);
      const [found] = await tx.query<{ id: number }>('SELECT id FROM users WHERE lower(email) = lower($1)', [
        body.email,
      ]);
      let userId = found?.id;
      if (userId !== undefined) {
        const held = await levelsOf(tx, userId, today);
        if (held.some((h) => body.yachts.includes(h.vessel_id)))
          return badInput([{ property: 'email', message: MSG.alreadyOnVessel }]);
        // Their contact details are their account's (Edit user, by who holds it): sent here they
        // were dropped unseen. Refused right or wrong alike, as Edit user refuses them.
        const contact = (['alertEmail', 'whatsAppNumber'] as const).find((k) => blank(body[k]) !== null);
        if (contact) return { ...fieldRefused(contact, MSG.noPermissionToEdit), httpStatus: 403 };
        const theirs = await keepsTheirAccount(tx, userId, body);
        if (theirs) return theirs;
        if (roleFixed(highestLevel(held.map((h) => h.permission_level))) && role.permissionLevel < 5)
          return badInput([{ property: 'role', message: MSG.roleFixed }]);
      } else {
        // No password (the new user is e-mailed a link): a confirmation sent alone was dropped
        // unseen, and the user added without the password the caller meant to give.
        if (!body.password && body.confirmPassword) return fieldRefused('confirmPassword', CONFIRM_DIFFERS);
        const [row] = await tx.query<{ id: number }>(
          `INSERT INTO users (email, password_hash, first_name, last_name, alert_email, whatsapp_number)
         VALUES ($1, $2, $3, $4, $5, $6) RETURNING id`,
          [
            body.email,
            passwordHash,
            body.firstName,
            body.lastName,
            blank(body.alertEmail),
            blank(body.whatsAppNumber),
          ],
        );
        userId = row!.id;
      }
      for (const vesselId of body.yachts) {
        await putOnVessel(tx, userId, vesselId, { roleId: role.id, ...place }, today);
        await appendAudit(tx, deps.clock(), {
          actorId: actor.id,
          vesselId,
          action: found ? 'user.added' : 'user.created',
          entity: 'user',
          entityKey: String(userId),
          before: null,
          after: { roleId: role.id, ...place },
        });
        // Crew added to a vessel whose administrators are all leaving would be left without one.
        const refusal = await withoutAdministrator(tx, vesselId, today, 'yachts');
        if (refusal) return refusal;
      }
      return answered({ userId, created: !found });
    },
  );
  if (outcome.status !== 'applied') return outcome;
  const { userId, created } = outcome.value;
  // A new account without a password chosen here gets a link to choose one.
  if (created && !body.password) await sendPasswordLink(deps, userId, 'welcome');
  return answered({ userId, message: MSG.userCreated });
}

/** Edit user: their details and role on one vessel, by someone at or above their level there. */
export async function editUser(
  deps: ServerDeps,
  actor: Actor,
  body: EditUser,
): Promise<Answer<{ message: string }>> {
  const today = todayOf(deps);
  const actorLevel = levelOn(actor.roles, body.yachtId);
  if (!administers(actorLevel)) return forbidden();
  const current = await roleOn(deps.db, body.userId, body.yachtId, today);
  if (!current) return notFound();
  if (!outranksOrEquals(actorLevel, current.permissionLevel)) return noPermission();
  const role = await findRole(deps.db, body.role);
  if (isRefusal(role)) return role;
  if (role.id !== current.roleId) {
    const offered = roleChoices([role], { actorLevel, currentLevel: current.permissionLevel, mode: 'edit' });
    if (offered.length === 0) return noPermission();
  }
  const notKept = placeNotKept(body, role.permissionLevel, current);
  if (notKept) return notKept;
  const place = await crewPlace(deps.db, body.yachtId, role.permissionLevel, body);
  if (isRefusal(place)) return place;
  const held = (await levelsOf(deps.db, body.userId, today)).map((l) => ({
    vesselId: l.vessel_id,
    level: l.permission_level,
  }));
  const holder = mayChangeAccount((v) => levelOn(actor.roles, v), held);
  // Contact details left out are kept (the form leaves out what the editor may not see). Someone
  // who does not hold the account sees them empty: sent back empty they are that echo; any value
  // is refused, right or wrong alike, so no answer tells a guess is right (once it was taken and
  // ignored: a 200 that changed nothing).
  const hiddenSent = [body.alertEmail, body.whatsAppNumber].some((v) => blank(v) !== null);
  if (!holder && hiddenSent) return noPermission();
  const keep = (sent: string | undefined, stored: string | null) =>
    sent === undefined || !holder ? stored : blank(sent);
  const details = {
    email: body.email,
    firstName: body.firstName,
    lastName: body.lastName,
    alertEmail: keep(body.alertEmail, current.alertEmail),
    whatsAppNumber: keep(body.whatsAppNumber, current.whatsAppNumber),
  };
  // The number of a 2FA by message is the user's second factor: set through their own setup only.
  if (current.twoFactor === 'whatsapp' && details.whatsAppNumber !== current.whatsAppNumber)
    return badInput([{ property: 'whatsAppNumber', message: MSG.twoFactorNumber }]);
  const before = {
    email: current.email,
    firstName: current.firstName,
    lastName: current.lastName,
    alertEmail: current.alertEmail,
    whatsAppNumber: current.whatsAppNumber,
  };
  const detailsChanged = JSON.stringify(details) !== JSON.stringify(before);
  return writeOutcome(deps.db, async (tx): Promise<Answer<{ message: string }>> => {
    if (detailsChanged) {
      if (!holder) return noPermission();
      await lockAddress(tx, body.email);
      const [taken] = await tx.query('SELECT 1 FROM users WHERE lower(email) = lower($1) AND id <> $2', [
        body.email,
        body.userId,
      ]);
      if (taken) return badInput([{ property: 'email', message: MSG.emailTaken }]);
      await tx.query(
        `UPDATE users SET email = $2, first_name = $3, last_name = $4, alert_email = $5, whatsapp_number = $6
          WHERE id = $1`,
        [
          body.userId,
          details.email,
          details.firstName,
          details.lastName,
          details.alertEmail,
          details.whatsAppNumber,
        ],
      );
      // Every vessel's copy of their name moves on.
      await tx.query('UPDATE user_vessel_roles SET version = next_change() WHERE user_id = $1', [
        body.userId,
      ]);
      await approverRenamed(tx, body.userId);
    }
    // Saved as it stands: no change number for the devices, no audit line (kernel/unchanged.ts).
    const samePlace =
      role.id === current.roleId &&
      place.departmentId === current.departmentId &&
      place.positionId === current.positionId;
    if (!detailsChanged && samePlace) return answered({ message: MSG.userEdited });
    await tx.query(
      `UPDATE user_vessel_roles SET role_id = $3, department_id = $4, position_id = $5, version = next_change()
        WHERE user_id = $1 AND vessel_id = $2`,
      [body.userId, body.yachtId, role.id, place.departmentId, place.positionId],
    );
    await horDepartmentMoved(tx, body.yachtId, { from: current.departmentId, to: place.departmentId });
    if (role.id !== current.roleId) {
      await accessChanged(tx, body.userId);
      const refusal = await withoutAdministrator(tx, body.yachtId, today, 'role');
      if (refusal) return refusal;
    }
    await appendAudit(tx, deps.clock(), {
      actorId: actor.id,
      vesselId: body.yachtId,
      action: 'user.edited',
      entity: 'user',
      entityKey: String(body.userId),
      before: {
        ...before,
        roleId: current.roleId,
        departmentId: current.departmentId,
        positionId: current.positionId,
      },
      after: { ...details, roleId: role.id, ...place },
    });
    return answered({ message: MSG.userEdited });
  });
}
