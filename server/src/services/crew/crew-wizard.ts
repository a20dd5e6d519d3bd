import { randomBytes } from 'node:crypto';
import type { z } from 'zod';
import { CREW_STATUS } from '../../../../src/contracts/crew';
import type {
  WizardExisting,
  WizardSaved,
  wizardStep1Schema,
  wizardStep2Schema,
  wizardStep3Schema,
} from '../../../../src/contracts/crew-wizard';
import { MSG } from '../../../../src/contracts/messages';
import { levelOn } from '../../../../src/domain/access/permissions';
import { administers, assignable, highestLevel, roleFixed } from '../../../../src/domain/access/user-admin';
import type { Queryable } from '../../db/client';
import type { ServerDeps } from '../../deps';
import { badRequest, forbidden, HttpError, notFound } from '../../http/errors';
import type { Actor } from '../actors';
import { appendAudit } from '../audit';
import { sendPasswordLink } from '../auth/password-reset';
import { hashPassword } from '../auth/passwords';
import { accessChanged } from '../sync/change-numbers';
import { writeOutcome } from '../sync/write-outcome';
import { assertKeepsAdministrator } from '../users/keeps-an-administrator';
import { checkIfExists, levelsOf, loadRoles } from '../users/users-read';
import { lockAddress, todayOf } from '../users/users-write';
import { saveLeaveIncrement, saveSalary } from './crew-pay';
import { START_NEEDS_CURRENT } from './crew-state';
import { type Outcome, outcomeError, savePosition, savePrivate, saveProfile } from './crew-write';

/**
 * The add-crew wizard (doc 2, sections 3 to 5). Step 1 makes the crew member, or finds the
 * one its wizard key made; steps 2 and 3 fill in their record through the same use cases as
 * the profile's popups, so every rule of those holds here too.
 */

type Step1 = z.infer<typeof wizardStep1Schema>;
type Step2 = z.infer<typeof wizardStep2Schema>;
type Step3 = z.infer<typeof wizardStep3Schema>;

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
    // Crew photos come with the photo upload; until then every profile shows the default avatar.
    crewPhoto: null,
    crewOnYachtId: here?.id ?? null,
    ...(found.exists ? { firstName: found.firstName, lastName: found.lastName } : {}),
  };
  return answer;
}

/** Department and position: the vessel's own, the position in that department (or in none). */
async function assertPlace(db: Queryable, vesselId: number, departmentId: number, positionId: number) {
  const [d] = await db.query('SELECT 1 FROM departments WHERE id = $1 AND vessel_id = $2 AND NOT deleted', [
    departmentId,
    vesselId,
  ]);
  if (!d) throw badRequest([{ property: 'departmentsId', message: MSG.departmentElsewhere }]);
  const [p] = await db.query(
    `SELECT 1 FROM positions WHERE id = $1 AND vessel_id = $2 AND NOT deleted
        AND (department_id IS NULL OR department_id = $3)`,
    [positionId, vesselId, departmentId],
  );
  if (!p) throw badRequest([{ property: 'positionId', message: MSG.positionElsewhere }]);
}

/** Step 1: details and position. A new person gets an account and an e-mail to choose a password. */
export async function wizardStep1(deps: ServerDeps, actor: Actor, body: Step1): Promise<WizardSaved> {
  const today = todayOf(deps);
  const vesselId = body.yachtId;
  const actorLevel = levelOn(actor.roles, vesselId);
  if (!administers(actorLevel)) throw forbidden();
  const role = (await loadRoles(deps.db)).find((r) => r.id === body.level);
  if (!role?.isCrewRole) throw badRequest([{ property: 'level', message: NOT_CREW_ROLE }]);
  if (!assignable(actorLevel, role)) throw forbidden();
  await assertPlace(deps.db, vesselId, body.departmentsId, body.positionId);
  const startDate = body.startDate || today;
  if (body.status === CREW_STATUS.prospective && startDate <= today)
    throw badRequest([{ property: 'status', message: START_NEEDS_CURRENT }]);
  // The slow hash before the transaction: it holds no lock (used only for a new account).
  const passwordHash = await hashPassword(randomBytes(32).toString('base64url'));
  const saved = await deps.db.transaction(async (tx) => {
    await lockAddress(tx, body.email);
    const [again] = await tx.query<{
      id: number;
      vessel_id: number;
      user_id: number;
      email: string;
      new_account: boolean;
    }>(
      `SELECT uvr.id, uvr.vessel_id, uvr.user_id, u.email, uvr.wizard_new_account AS new_account
         FROM user_vessel_roles uvr JOIN users u ON u.id = uvr.user_id WHERE uvr.wizard_key = $1`,
      [body.wizardKey],
    );
    if (again && again.vessel_id !== vesselId) throw notFound();
    if (again && again.email.toLowerCase() !== body.email.toLowerCase())
      throw badRequest([{ property: 'email', message: EMAIL_FIXED }]);
    let userId = again?.user_id;
    let newAccount = again?.new_account ?? false;
    if (!again) {
      const [found] = await tx.query<{ id: number }>('SELECT id FROM users WHERE lower(email) = lower($1)', [
        body.email,
      ]);
      if (found) {
        const held = await levelsOf(tx, found.id, today);
        if (held.some((h) => h.vessel_id === vesselId))
          throw badRequest([{ property: 'email', message: MSG.alreadyOnVessel }]);
        if (roleFixed(highestLevel(held.map((h) => h.permission_level))) && role.permissionLevel < 5)
          throw badRequest([{ property: 'level', message: MSG.roleFixed }]);
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
    }
    // A former crew member's row is used again; a new one joins at the end of the crew order.
    const [row] = await tx.query<{ id: number }>(
      `INSERT INTO user_vessel_roles (user_id, vessel_id, role_id, department_id, position_id, start_date,
          crew_status, crew_order, wizard_key, wizard_new_account)
       VALUES ($1, $2, $3, $4, $5, $6, $7,
          (SELECT COALESCE(floor(max(crew_order)), 0) + 1 FROM user_vessel_roles
            WHERE vessel_id = $2 AND crew_status <> 2 AND (end_date IS NULL OR end_date >= $9)),
          $8, $10)
       ON CONFLICT (user_id, vessel_id) DO UPDATE SET role_id = $3, department_id = $4, position_id = $5,
         start_date = $6, end_date = NULL, crew_status = $7,
         crew_order = COALESCE(CASE WHEN user_vessel_roles.wizard_key = $8 THEN user_vessel_roles.crew_order END,
           EXCLUDED.crew_order),
         is_on_board = CASE WHEN user_vessel_roles.wizard_key = $8 THEN user_vessel_roles.is_on_board ELSE false END,
         wizard_key = $8, wizard_new_account = $10, version = next_change()
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
    await assertKeepsAdministrator(tx, vesselId, today, 'level');
    return { crewOnYachtId: row!.id, userId: userId!, welcome: newAccount && !again };
  });
  // A new account gets the link to choose a password once, not on each step saved again.
  if (saved.welcome) await sendPasswordLink(deps, saved.userId, 'welcome');
  return { crewOnYachtId: saved.crewOnYachtId, userId: saved.userId, message: 'Crew member saved.' };
}

/** Steps 2 and 3 write only to a crew member a wizard made (the profile's popups do the rest). */
async function assertWizardRow(db: Queryable, crewId: number) {
  const [row] = await db.query('SELECT 1 FROM user_vessel_roles WHERE id = $1 AND wizard_key IS NOT NULL', [
    crewId,
  ]);
  if (!row) throw notFound();
}

type Write = (tx: Queryable) => Promise<Outcome>;

/** Runs the use cases of one step in one transaction: all of them, or none if one refuses. */
async function allOrNothing(deps: ServerDeps, writes: Write[]) {
  const outcome = await writeOutcome(deps.db, async (tx): Promise<Outcome> => {
    for (const write of writes) {
      const done = await write(tx);
      if (done.status !== 'applied') return done;
    }
    return { status: 'applied', version: 0 };
  });
  if (outcome.status !== 'applied') throw outcomeError(outcome);
}

/** Step 2: ID No, embarkation, repatriation, and the first salary and leave days (payroll's). */
export async function wizardStep2(deps: ServerDeps, actor: Actor, crewId: number, body: Step2) {
  await assertWizardRow(deps.db, crewId);
  const now = deps.clock();
  const salary = typeof body.salary === 'number' ? body.salary : null;
  const leave = typeof body.leave === 'number' ? body.leave : null;
  if ((salary !== null && !body.salaryId) || (leave !== null && !body.leaveId))
    throw badRequest([{ property: salary !== null ? 'salary' : 'leave', message: MSG.required }]);
  const [crew] = await deps.db.query<{
    department_id: number | null;
    position_id: number | null;
    joined: string;
  }>(
    "SELECT department_id, position_id, to_char(start_date, 'YYYY-MM-DD') AS joined FROM user_vessel_roles WHERE id = $1",
    [crewId],
  );
  const { department_id: departmentId, position_id: positionId, joined } = crew!;
  const writes: Write[] = [
    (tx) =>
      savePosition(
        tx,
        actor,
        {
          crewId,
          departmentId,
          positionId,
          customId: body.customId ?? null,
          portOfEmbarkation: body.portOfEmbarkation ?? null,
          repatriation: body.repatriation ?? null,
        },
        { now, baseVersion: 0 },
      ),
  ];
  // The first salary and leave days count from the day they join.
  if (salary !== null)
    writes.push((tx) =>
      saveSalary(
        tx,
        actor,
        {
          crewId,
          salaryId: body.salaryId!,
          amount: salary,
          currencyId: body.currency ?? 1,
          isBonus: false,
          changeDate: joined,
          comment: 'Joining salary',
        },
        now,
      ),
    );
  if (leave !== null)
    writes.push((tx) =>
      saveLeaveIncrement(
        tx,
        actor,
        { crewId, incrementId: body.leaveId!, amount: leave, changeDate: joined, comment: 'On joining' },
        now,
      ),
    );
  await allOrNothing(deps, writes);
  return { crewOnYachtId: crewId, message: 'Crew member saved.' };
}

/** Step 3: personal details, next of kin and bank details (payroll's, level 5 over them). */
export async function wizardStep3(deps: ServerDeps, actor: Actor, crewId: number, body: Step3) {
  await assertWizardRow(deps.db, crewId);
  const now = deps.clock();
  const [names] = await deps.db.query<{ first_name: string; last_name: string }>(
    'SELECT u.first_name, u.last_name FROM user_vessel_roles uvr JOIN users u ON u.id = uvr.user_id WHERE uvr.id = $1',
    [crewId],
  );
  if (!names) throw new HttpError(404, { message: MSG.status404 });
  await allOrNothing(deps, [
    (tx) =>
      saveProfile(
        tx,
        actor,
        { ...body, crewId, firstName: names.first_name, lastName: names.last_name },
        { now, baseVersion: 0 },
      ),
    (tx) => savePrivate(tx, actor, crewId, body, { now, baseVersion: 0, what: 'nok' }),
  ]);
  return { crewOnYachtId: crewId, message: 'Crew member saved.' };
}
