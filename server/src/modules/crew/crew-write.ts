import type {
  CrewBankInput,
  CrewNokInput,
  CrewPositionInput,
  CrewProfileInput,
  CrewRecord,
} from '@contracts/crew';
import { MSG } from '@contracts/messages';
import { REFUSAL_TEXT } from '@contracts/refusal-text';
import type { Moved, RecordMap } from '@contracts/sync';
import { levelOn } from '@domain/access/permissions';
import { mayChangeAccount } from '@domain/access/user-admin';
import { editsPersonal, editsPosition, seesCrewList, seesPrivate } from '@domain/crew/crew-access';
import type { Queryable } from '../../db/client';
import type { Actor } from '../../kernel/actors';
import { horDepartmentMoved } from '../../kernel/approval-group';
import { appendAudit } from '../../kernel/audit';
import { takeChangeLock } from '../../kernel/change-numbers';
import { applied, fieldRefused, forbidden, notFound, type Outcome, type Refusal } from '../../kernel/outcome';
import { unchanged } from '../../kernel/unchanged';
import { type BasedEdit, baseOf, movesOf, type WriteUseCase } from '../../kernel/use-case';
import { moduleOffOutcome, vesselHasModule } from '../../kernel/vessel-modules';
import { approverRenamed } from '../leave/leave-approvers';
import { placeMissing } from '../users/users-crew-place';
import { levelsOf } from '../users/users-read';
import { findCrew, findDetails, findPrivate } from './crew-repo';

/**
 * Writes of crew records, each one use case for its REST call and its queued operation. A
 * conflict (the record changed on the server after the device read it) or a refusal changes
 * nothing; the answer carries the server's copy, as the caller may see it.
 */

const blank = (v: string | null | undefined) => (v?.trim() ? v.trim() : null);
const date = (v: string | null | undefined) => (v ? v : null);
/** A field as sent (read by `read`), or, left out, its stored value. */
const sentOr = <V, R>(sent: V | undefined, read: (v: V) => R, stored: R | undefined): R | null =>
  sent === undefined ? (stored ?? null) : read(sent);

export interface CrewScope {
  crew: CrewRecord;
  /** The caller's level on the crew member's vessel. */
  level: number | null;
  own: boolean;
}

/**
 * The crew member and the caller's standing over them: 404 for someone the caller cannot see
 * (no role on the vessel, or a crew member's record below level 4), and the crew module off.
 */
export async function crewScope(tx: Queryable, actor: Actor, crewId: number): Promise<CrewScope | Refusal> {
  const crew = await findCrew(tx, crewId);
  const level = crew ? levelOn(actor.roles, crew.vesselId) : null;
  if (!crew || level === null) return notFound();
  const own = crew.userId === actor.id;
  if (!own && !seesCrewList(level)) return notFound();
  if (!(await vesselHasModule(tx, crew.vesselId, 'crew')))
    return { ...moduleOffOutcome('crew'), httpStatus: 403 } as Refusal;
  return { crew, level, own };
}
export const isOutcome = <T extends Outcome>(x: CrewScope | T): x is T => 'status' in x;

/** The server's copy of a crew member's records, as the caller may see them (for a conflict). */
export async function crewCopy(tx: Queryable, scope: CrewScope): Promise<RecordMap> {
  const details = await findDetails(tx, scope.crew.id);
  const priv = seesPrivate(scope.level, scope.own) ? await findPrivate(tx, scope.crew.id) : null;
  return {
    crew: [scope.crew],
    ...(details ? { crewDetails: [details] } : {}),
    ...(priv ? { crewPrivate: [priv] } : {}),
  };
}

/** An edit based on an older copy than the server's: the device shows both and lets the user choose. */
async function changedSince(tx: Queryable, scope: CrewScope, current: number | undefined, base: number) {
  if (base === 0 || current === undefined || current <= base) return null;
  return {
    status: 'conflict' as const,
    message: REFUSAL_TEXT.recordChanged(`${scope.crew.firstName} ${scope.crew.lastName}`),
    records: await crewCopy(tx, scope),
    httpStatus: 409,
  };
}

async function audit(
  tx: Queryable,
  now: Date,
  actor: Actor,
  crew: CrewRecord,
  action: string,
  after: unknown,
) {
  await appendAudit(tx, now, {
    actorId: actor.id,
    vesselId: crew.vesselId,
    action,
    entity: 'crew',
    entityKey: String(crew.id),
    before: null,
    after,
  });
}

/** Update profile: names (the account's, by the same rule as Edit user) and personal details. */
export const saveProfile: WriteUseCase<
  Omit<CrewProfileInput, 'crewId'> & { crewId: number },
  BasedEdit
> = async (tx, actor, body, ctx) => {
  const scope = await crewScope(tx, actor, body.crewId);
  if (isOutcome(scope)) return scope;
  const { crew, level, own } = scope;
  if (!editsPersonal(level, crew.permissionLevel, own)) return forbidden();
  const details = await findDetails(tx, crew.id);
  const conflict = await changedSince(tx, scope, details?.version, ctx.baseVersion);
  if (conflict) return conflict;
  const renamed = body.firstName.trim() !== crew.firstName || body.lastName.trim() !== crew.lastName;
  const moved: Moved[] = [];
  // A field left out keeps its stored value; null or '' clears it.
  const next = {
    phoneNumber: sentOr(body.phoneNumber, blank, details?.phoneNumber),
    mobileNumber: sentOr(body.mobileNumber, blank, details?.mobileNumber),
    gender: sentOr(body.gender, (v) => v || null, details?.gender),
    dob: sentOr(body.dob, date, details?.dob),
    placeOfBirth: sentOr(body.placeOfBirth, blank, details?.placeOfBirth),
    nationality: sentOr(
      body.nationality,
      (v) => [...new Set(Array.isArray(v) ? v : [])],
      details?.nationality ?? [],
    ),
    maritalStatus: sentOr(body.maritalStatus, (v) => v || null, details?.maritalStatus),
    address: sentOr(body.address, blank, details?.address),
  };
  // Saved as it stands: the stored version, no change number, no audit line.
  if (!renamed && details && unchanged(details, next)) return applied(details.version);
  if (renamed) {
    const held = (await levelsOf(tx, crew.userId, ctx.now.toISOString().slice(0, 10))).map((l) => ({
      vesselId: l.vessel_id,
      level: l.permission_level,
    }));
    if (!own && !mayChangeAccount((v) => levelOn(actor.roles, v), held))
      return { ...fieldRefused('firstName', MSG.noPermissionToEdit), httpStatus: 403 };
    await tx.query('UPDATE users SET first_name = $2, last_name = $3 WHERE id = $1', [
      crew.userId,
      body.firstName.trim(),
      body.lastName.trim(),
    ]);
    // Every crew record of the person shows the name: each moves on, and the answer says so, so a
    // change of one of them queued after this on the same device is no conflict (use-case.ts).
    const bumped = await tx.query<{ key: number; version: number; before: number; vessel_id: number }>(
      `UPDATE user_vessel_roles uvr SET version = next_change() WHERE user_id = $1
       RETURNING uvr.id AS key, uvr.version, uvr.vessel_id,
         (SELECT b.version FROM user_vessel_roles b WHERE b.id = uvr.id) AS before`,
      [crew.userId],
    );
    // Only records on the caller's vessels: another vessel's record is none of theirs to learn of.
    moved.push(
      ...movesOf(
        'crew',
        bumped.filter((r) => levelOn(actor.roles, r.vessel_id) !== null),
      ),
    );
    await approverRenamed(tx, crew.userId);
  }
  const [row] = await tx.query<{ version: number }>(
    `INSERT INTO crew_details (crew_id, phone_number, mobile_number, gender, dob, place_of_birth, nationality,
        marital_status, address)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)
     ON CONFLICT (crew_id) DO UPDATE SET phone_number = $2, mobile_number = $3, gender = $4, dob = $5,
       place_of_birth = $6, nationality = $7, marital_status = $8, address = $9, version = next_change()
     RETURNING version`,
    [
      crew.id,
      next.phoneNumber,
      next.mobileNumber,
      next.gender,
      next.dob,
      next.placeOfBirth,
      next.nationality,
      next.maritalStatus,
      next.address,
    ],
  );
  await audit(tx, ctx.now, actor, crew, 'crew.profile', { renamed });
  return applied(Number(row!.version), moved);
};

type PrivateFields = Omit<CrewNokInput, 'crewId'> | Omit<CrewBankInput, 'crewId'>;
const PRIVATE_COLUMNS: Record<string, string> = {
  nokName: 'nok_name',
  nokRelationship: 'nok_relationship',
  nokPhone: 'nok_phone',
  nokMobile: 'nok_mobile',
  nokEmail: 'nok_email',
  nokAddress: 'nok_address',
  bankAccountOwner: 'bank_account_owner',
  bankName: 'bank_name',
  bankAddress: 'bank_address',
  bankAccountNo: 'bank_account_no',
  bankIban: 'bank_iban',
  bankSwift: 'bank_swift',
  bankAdditionalInfo: 'bank_additional_info',
};

/** Update next of kin, or update bank details: the crew member, or level 5 over them. */
export async function savePrivate(
  tx: Queryable,
  actor: Actor,
  crewId: number,
  fields: PrivateFields,
  ctx: { now: Date; baseVersion: number; what: 'nok' | 'bank' },
): Promise<Outcome> {
  const scope = await crewScope(tx, actor, crewId);
  if (isOutcome(scope)) return scope;
  const { crew, level, own } = scope;
  if (!editsPersonal(level, crew.permissionLevel, own)) return forbidden();
  const current = await findPrivate(tx, crew.id);
  const conflict = await changedSince(tx, scope, current?.version, ctx.baseVersion);
  if (conflict) return conflict;
  const entries = Object.entries(fields).filter(([k]) => k in PRIVATE_COLUMNS);
  const columns = entries.map(([k]) => PRIVATE_COLUMNS[k]!);
  const values = entries.map(([, v]) => blank(v as string | null | undefined));
  // Saved as it stands (an empty body included): the stored version, no change number, no audit line.
  if (unchanged(current, Object.fromEntries(entries.map(([k], i) => [k, values[i]]))))
    return applied(current!.version);
  await tx.query('INSERT INTO crew_private (crew_id) VALUES ($1) ON CONFLICT (crew_id) DO NOTHING', [
    crew.id,
  ]);
  const [row] = await tx.query<{ version: number }>(
    `UPDATE crew_private SET ${columns.map((c, i) => `${c} = $${i + 2}`).join(', ')}${columns.length ? ',' : ''}
       version = next_change() WHERE crew_id = $1 RETURNING version`,
    [crew.id, ...values],
  );
  // Who changed personal data, not what it now says: the audit log holds no bank numbers.
  await audit(tx, ctx.now, actor, crew, `crew.${ctx.what}`, { fields: entries.map(([k]) => k) });
  return applied(Number(row!.version));
}

/**
 * Position details: department, position, start date and the crew list's employment fields.
 * `asSent`: the body is a caller's (REST, queued edit), not a use case's carrying stored values.
 */
export async function savePosition(
  tx: Queryable,
  actor: Actor,
  body: Omit<CrewPositionInput, 'crewId' | 'departmentId' | 'positionId' | 'startDate'> & {
    crewId: number;
    departmentId?: number | null | undefined;
    positionId?: number | null | undefined;
    /** None keeps the stored one (the schema refuses null and '' from a caller). */
    startDate?: string | null | undefined;
  },
  ctx: BasedEdit & { asSent?: boolean },
): Promise<Outcome> {
  const scope = await crewScope(tx, actor, body.crewId);
  if (isOutcome(scope)) return scope;
  const { crew, level } = scope;
  if (!editsPosition(level, crew.permissionLevel)) return forbidden();
  // A caller's position details: a place the role needs is never wiped by leaving it out.
  const missing = ctx.asSent ? placeMissing(body, crew.permissionLevel) : null;
  if (missing) return missing;
  const conflict = await changedSince(tx, scope, crew.version, baseOf(ctx, 'crew', crew.id));
  if (conflict) return conflict;
  // Any other field left out keeps its stored value; null or '' clears it.
  const departmentId = sentOr(body.departmentId, (v) => v ?? null, crew.departmentId);
  const positionId = sentOr(body.positionId, (v) => v ?? null, crew.positionId);
  const next = {
    departmentId,
    positionId,
    // No start date keeps the one stored (the update below does the same).
    startDate: date(body.startDate) ?? crew.startDate,
    customId: sentOr(body.customId, blank, crew.customId),
    portOfEmbarkation: sentOr(body.portOfEmbarkation, blank, crew.portOfEmbarkation),
    repatriation: sentOr(body.repatriation, blank, crew.repatriation),
  };
  // Saved as it stands: the stored version, no change number, no audit line.
  if (unchanged(crew, next)) return applied(crew.version);
  await takeChangeLock(tx);
  if (departmentId !== null) {
    // FOR SHARE: a delete of it waits for this save (and then sees it in use), or this waits and finds it gone.
    const [d] = await tx.query(
      'SELECT 1 FROM departments WHERE id = $1 AND vessel_id = $2 AND NOT deleted FOR SHARE',
      [departmentId, crew.vesselId],
    );
    if (!d) return fieldRefused('departmentId', MSG.departmentElsewhere);
  }
  if (positionId !== null) {
    const [p] = await tx.query(
      `SELECT 1 FROM positions WHERE id = $1 AND vessel_id = $2 AND NOT deleted
          AND (department_id IS NULL OR department_id = $3) FOR SHARE`,
      [positionId, crew.vesselId, departmentId],
    );
    if (!p) return fieldRefused('positionId', MSG.positionElsewhere);
  }
  const [row] = await tx.query<{ version: number }>(
    `UPDATE user_vessel_roles SET department_id = $2, position_id = $3, start_date = COALESCE($4::date, start_date),
        custom_id = $5, port_of_embarkation = $6, repatriation = $7, version = next_change()
      WHERE id = $1 RETURNING version`,
    [
      crew.id,
      departmentId,
      positionId,
      date(body.startDate),
      next.customId,
      next.portOfEmbarkation,
      next.repatriation,
    ],
  );
  await horDepartmentMoved(tx, crew.vesselId, { from: crew.departmentId, to: departmentId });
  await audit(tx, ctx.now, actor, crew, 'crew.position', { departmentId, positionId });
  return applied(Number(row!.version));
}

type OnBoardSet = { yachtId: number; crewId: number; isOnBoard: boolean };

/** The on-board toggle of the crew list (level 4 over the crew member). Last one wins: it is a fact of now. */
export const setOnBoard: WriteUseCase<OnBoardSet> = async (tx, actor, body, now) => {
  const scope = await crewScope(tx, actor, body.crewId);
  if (isOutcome(scope)) return scope;
  if (scope.crew.vesselId !== body.yachtId) return notFound();
  if (!editsPosition(scope.level, scope.crew.permissionLevel)) return forbidden();
  // On board (or ashore) already: the stored version, no change number, no audit line.
  if (scope.crew.isOnBoard === body.isOnBoard) return applied(scope.crew.version);
  const [row] = await tx.query<{ version: number }>(
    'UPDATE user_vessel_roles SET is_on_board = $2, version = next_change() WHERE id = $1 RETURNING version',
    [scope.crew.id, body.isOnBoard],
  );
  await audit(tx, now, actor, scope.crew, 'crew.onboard', { isOnBoard: body.isOnBoard });
  return applied(Number(row!.version));
};
