import { randomBytes } from 'node:crypto';
import { CREW_STATUS, START_NEEDS_CURRENT } from '@contracts/crew';
import type { WizardExisting, WizardSaved, wizardStep1Schema } from '@contracts/crew-wizard';
import { MSG } from '@contracts/messages';
import { levelOn } from '@domain/access/permissions';
import {
  administers,
  assignable,
  highestLevel,
  outranksOrEquals,
  roleFixed,
} from '@domain/access/user-admin';
import type { z } from 'zod';
import type { Queryable } from '../../db/client';
import type { ServerDeps } from '../../deps';
import type { Actor } from '../../kernel/actors';
import { lockAddress } from '../../kernel/address-lock';
import { appendAudit } from '../../kernel/audit';
import { accessChanged, takeChangeLock } from '../../kernel/change-numbers';
import {
  type Answer,
  answered,
  badInput,
  fieldRefused,
  forbidden,
  notFound,
  type Refusal,
} from '../../kernel/outcome';
import { todayOf } from '../../kernel/today';
import { writeOutcome } from '../../kernel/write-outcome';
import { sendPasswordLink } from '../auth/password-reset';
import { hashPassword } from '../auth/passwords';
import { approverRenamed } from '../leave/leave-approvers';
import { withoutAdministrator } from '../users/keeps-an-administrator';
import { keepsTheirAccount } from '../users/known-person';
import { checkIfExists, levelsOf, loadRoles } from '../users/users-read';
import { storePhoto } from './crew-photo';

/**
 * The add-crew wizard's first step (doc 2, sections 3 to 5): it makes the crew member, or finds
 * the one its wizard key made, for the same caller only. Steps 2 and 3: crew-wizard.ts.
 */

type Step1 = z.infer<typeof wizardStep1Schema>;

export const LEFT_SINCE = 'This crew member has left meanwhile: change their status on their profile.';
export const EMAIL_FIXED = 'The e-mail cannot change once the crew member is saved. Cancel and start again.';
const NOT_CREW_ROLE = 'Choose one of the crew roles.';
const blank = (v: string | null | undefined) => (v?.trim() ? v.trim() : null);

/** POST /crew/wizard/checkifexists: the users check, with the crew record on this vessel. */
export async function wizardCheck(db: Queryable, email: string, vesselId: number, today: string) {
  const found = await checkIfExists(db, email, vesselId, today);
  const [here] = found.exists
    ? await db.query<{ id: number }>(
        `SELECT id FROM user_vessel_roles WHERE user_id = $1 AND vessel_id = $2
            AND (end_date IS NULL OR end_date >= $3)`,
        [found.userId, vesselId, today],
      )
    : [];
  const answer: WizardExisting = {
    exists: found.exists,
    crewId: found.userId ?? null,
    // A known person's photo stays with the vessels they work on: the names are enough to tell them.
    crewPhoto: null,
    crewOnYachtId: here?.id ?? null,
    ...(found.exists ? { firstName: found.firstName, lastName: found.lastName } : {}),
  };
  return answer;
}

/** Department and position: the vessel's own, the position in that department (or in none). */
async function placeRefusal(
  db: Queryable,
  vesselId: number,
  departmentId: number,
  positionId: number,
): Promise<Refusal | null> {
  const [d] = await db.query(
    'SELECT 1 FROM departments WHERE id = $1 AND vessel_id = $2 AND NOT deleted FOR SHARE',
    [departmentId, vesselId],
  );
  if (!d) return badInput([{ property: 'departmentsId', message: MSG.departmentElsewhere }]);
  const [p] = await db.query(
    `SELECT 1 FROM positions WHERE id = $1 AND vessel_id = $2 AND NOT deleted
        AND (department_id IS NULL OR department_id = $3) FOR SHARE`,
    [positionId, vesselId, departmentId],
  );
  return p ? null : badInput([{ property: 'positionId', message: MSG.positionElsewhere }]);
}

type SavedRow = { crewOnYachtId: number; userId: number; welcome: boolean };

/** Step 1: details and position. A new person gets an account and an e-mail to choose a password. */
export async function wizardStep1(
  deps: ServerDeps,
  actor: Actor,
  body: Step1,
  /** More of the same save (POST /crew: step 2), in its transaction, on the crew member it made. */
  within?: (tx: Queryable, crewOnYachtId: number) => Promise<Refusal | null>,
): Promise<Answer<WizardSaved>> {
  const today = todayOf(deps);
  const vesselId = body.yachtId;
  const actorLevel = levelOn(actor.roles, vesselId);
  if (!administers(actorLevel)) return forbidden();
  const role = (await loadRoles(deps.db)).find((r) => r.id === body.level);
  if (!role?.isCrewRole) return badInput([{ property: 'level', message: NOT_CREW_ROLE }]);
  if (!assignable(actorLevel, role)) return forbidden();
  const misplaced = await placeRefusal(deps.db, vesselId, body.departmentsId, body.positionId);
  if (misplaced) return misplaced;
  const startDate = body.startDate || today;
  if (body.status === CREW_STATUS.prospective && startDate <= today)
    return badInput([{ property: 'status', message: START_NEEDS_CURRENT }]);
  // The slow hash before the transaction: it holds no lock (used only for a new account).
  const passwordHash = await hashPassword(randomBytes(32).toString('base64url'));
  // A refusal (the administrator rule, step 2 of POST /crew among them) rolls the transaction back.
  const saved = await writeOutcome(deps.db, async (tx): Promise<Answer<SavedRow>> => {
    // One wizard at a time per key, then per address: a double submit finds the first one's work.
    await tx.query('SELECT pg_advisory_xact_lock(7303, hashtext($1::text))', [body.wizardKey]);
    // Again under a share lock: a department or position deleted meanwhile is not taken on.
    await takeChangeLock(tx);
    const gone = await placeRefusal(tx, vesselId, body.departmentsId, body.positionId);
    if (gone) return gone;
    await lockAddress(tx, body.email);
    const [again] = await tx.query<{
      id: number;
      vessel_id: number;
      user_id: number;
      email: string;
      new_account: boolean;
      wizard_actor: number | null;
      level: number;
      active: boolean;
    }>(
      `SELECT uvr.id, uvr.vessel_id, uvr.user_id, u.email, uvr.wizard_new_account AS new_account,
              uvr.wizard_actor, r.permission_level AS level,
              (uvr.crew_status <> 2 AND (uvr.end_date IS NULL OR uvr.end_date >= $2)) AS active
         FROM user_vessel_roles uvr JOIN users u ON u.id = uvr.user_id JOIN roles r ON r.id = uvr.role_id
        WHERE uvr.wizard_key = $1`,
      [body.wizardKey, today],
    );
    // A key is its wizard's: another user, another vessel, or someone who has left since, is refused.
    if (again && (again.vessel_id !== vesselId || again.wizard_actor !== actor.id)) return notFound();
    if (again && !again.active) return badInput([{ property: 'status', message: LEFT_SINCE }]);
    if (again && !outranksOrEquals(actorLevel, again.level)) return forbidden();
    if (again && again.email.toLowerCase() !== body.email.toLowerCase())
      return badInput([{ property: 'email', message: EMAIL_FIXED }]);
    let userId = again?.user_id;
    let newAccount = again?.new_account ?? false;
    if (again) {
      // Meanwhile on another vessel: the account is no longer the wizard's, and the role rule holds.
      const elsewhere = (await levelsOf(tx, again.user_id, today)).filter((h) => h.vessel_id !== vesselId);
      if (elsewhere.length) newAccount = false;
      if (roleFixed(highestLevel(elsewhere.map((h) => h.permission_level))) && role.permissionLevel < 5)
        return badInput([{ property: 'level', message: MSG.roleFixed }]);
    }
    if (!again) {
      const [found] = await tx.query<{ id: number }>('SELECT id FROM users WHERE lower(email) = lower($1)', [
        body.email,
      ]);
      if (found) {
        const held = await levelsOf(tx, found.id, today);
        if (held.some((h) => h.vessel_id === vesselId))
          return badInput([{ property: 'email', message: MSG.alreadyOnVessel }]);
        if (roleFixed(highestLevel(held.map((h) => h.permission_level))) && role.permissionLevel < 5)
          return badInput([{ property: 'level', message: MSG.roleFixed }]);
        userId = found.id;
      } else {
        const [row] = await tx.query<{ id: number }>(
          `INSERT INTO users (email, password_hash, first_name, last_name, alert_email)
           VALUES ($1, $2, $3, $4, $5) RETURNING id`,
          [body.email, passwordHash, body.firstName, body.lastName, blank(body.notificationEmail)],
        );
        userId = row!.id;
        newAccount = true;
      }
    } else if (newAccount) {
      // The account the wizard made: corrected names and alert e-mail are still the wizard's to set.
      await tx.query('UPDATE users SET first_name = $2, last_name = $3, alert_email = $4 WHERE id = $1', [
        userId,
        body.firstName,
        body.lastName,
        blank(body.notificationEmail),
      ]);
      if (userId !== undefined) await approverRenamed(tx, userId);
    }
    // A known person's alert e-mail is their account's (Edit user, by who holds it): sent here it
    // was dropped unseen. Refused right or wrong alike, as Add user refuses it.
    if (!newAccount && blank(body.notificationEmail) !== null)
      return { ...fieldRefused('notificationEmail', MSG.noPermissionToEdit), httpStatus: 403 };
    // Their names too: another name sent for them was dropped unseen; the same names go through.
    if (!newAccount && userId !== undefined) {
      const theirs = await keepsTheirAccount(tx, userId, body);
      if (theirs) return theirs;
    }
    // A former crew member's row is used again; a new one joins at the end of the crew order.
    const [row] = await tx.query<{ id: number }>(
      `INSERT INTO user_vessel_roles (user_id, vessel_id, role_id, department_id, position_id, start_date,
          crew_status, crew_order, wizard_key, wizard_new_account, wizard_actor)
       VALUES ($1, $2, $3, $4, $5, $6, $7,
          (SELECT COALESCE(floor(max(crew_order)), 0) + 1 FROM user_vessel_roles
            WHERE vessel_id = $2 AND crew_status <> 2 AND (end_date IS NULL OR end_date >= $9)),
          $8, $10, $11)
       ON CONFLICT (user_id, vessel_id) DO UPDATE SET role_id = $3, department_id = $4, position_id = $5,
         start_date = $6, end_date = NULL, crew_status = $7,
         crew_order = COALESCE(CASE WHEN user_vessel_roles.wizard_key = $8 THEN user_vessel_roles.crew_order END,
           EXCLUDED.crew_order),
         is_on_board = CASE WHEN user_vessel_roles.wizard_key = $8 THEN user_vessel_roles.is_on_board ELSE false END,
         wizard_key = $8, wizard_new_account = $10, wizard_actor = $11, version = next_change()
       RETURNING id`,
      [
        userId,
        vesselId,
        role.id,
        body.departmentsId,
        body.positionId,
        startDate,
        body.status,
        body.wizardKey,
        today,
        newAccount,
        actor.id,
      ],
    );
    await accessChanged(tx, userId!);
    await appendAudit(tx, deps.clock(), {
      actorId: actor.id,
      vesselId,
      action: again ? 'crew.wizard.details' : 'crew.wizard.added',
      entity: 'crew',
      entityKey: String(row!.id),
      before: null,
      after: {
        roleId: role.id,
        departmentId: body.departmentsId,
        positionId: body.positionId,
        status: body.status,
      },
    });
    const unadministered = await withoutAdministrator(tx, vesselId, today, 'level');
    if (unadministered) return unadministered;
    // The crew photo typed with step 1 (sent again with the step, it stays one photo).
    if (body.crewPhoto) await storePhoto(tx, row!.id, body.crewPhoto, deps.clock());
    const more = await within?.(tx, row!.id);
    if (more) return more;
    return answered({ crewOnYachtId: row!.id, userId: userId!, welcome: newAccount && !again });
  });
  if (saved.status !== 'applied') return saved;
  const { crewOnYachtId, userId, welcome } = saved.value;
  // A new account gets the link to choose a password once, not on each step saved again.
  if (welcome) await sendPasswordLink(deps, userId, 'welcome');
  return answered({ crewOnYachtId, userId, message: 'Crew member saved.' });
}
