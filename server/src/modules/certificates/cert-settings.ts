import {
  CERT_TEXT,
  type certGroupSetSchema,
  type certRequirementSetSchema,
  type certSettingsSaveSchema,
} from '@contracts/certificates';
import { MSG } from '@contracts/messages';
import type { z } from 'zod';
import type { Queryable } from '../../db/client';
import { allCurrentCrew, changeGroupMembers } from '../../kernel/approval-group';
import { takeChangeLock } from '../../kernel/change-numbers';
import { applied, fieldRefused, forbidden, notFound, refused } from '../../kernel/outcome';
import { unchanged } from '../../kernel/unchanged';
import type { WriteUseCase } from '../../kernel/use-case';
import { findSettings, findType } from './cert-repo';
import { auditCerts, bumpSettings, certScope, ensureCertSettings } from './cert-scope';

type SettingsSave = z.infer<typeof certSettingsSaveSchema>;
type RequirementSet = z.infer<typeof certRequirementSetSchema>;
type GroupSet = z.infer<typeof certGroupSetSchema>;

/**
 * The vessel's certificate settings (level 5+, see domain/access/cert-access): Required Settings,
 * the module's init, requirements and the approval group. These are facts of now set from a
 * small form: the last save wins (no base-version conflict, which one record carrying all of them
 * would raise against a device's own earlier toggle), and the audit log keeps before and after.
 */

/**
 * Init (doc 2: POST /cert/init): the requirements from the catalogue, each type active when the
 * vessel's parameter requires it. Once only: a later change of parameter goes through
 * `reparameter`. Types added to the catalogue later have no row and count active.
 */
async function initialise(
  tx: Queryable,
  vesselId: number,
  settings: { vesselParameterId: number; cruisingUSWaters: boolean },
): Promise<void> {
  const parameterId = settings.vesselParameterId;
  await tx.query(
    `INSERT INTO cert_requirements (vessel_id, cert_type_id, is_active)
     SELECT $1, t.id, EXISTS (SELECT 1 FROM cert_type_parameters p
                               WHERE p.cert_type_id = t.id AND p.vessel_parameter_id = $2)
       FROM cert_types t WHERE t.vessel_id IS NULL AND NOT t.deleted
     ON CONFLICT (vessel_id, cert_type_id) DO NOTHING`,
    [vesselId, parameterId],
  );
  if (settings.cruisingUSWaters) await requirePermit(tx, vesselId, true);
  await tx.query('UPDATE cert_settings SET initialized = true WHERE vessel_id = $1', [vesselId]);
}

/**
 * A change of vessel parameter once initialised: each catalogue type the old parameter requires
 * and the new one does not (or the reverse) takes the new parameter's default; every other type
 * keeps its state. A stored requirement does not say whether it is the default or the officers'
 * choice, but this keeps every choice made by hand: a state unlike the old default was set by hand
 * and, the state being on or off, already equals the new default wherever the two defaults differ;
 * where they agree nothing is touched. Once the new parameter was saved and changed nothing.
 */
async function reparameter(tx: Queryable, vesselId: number, from: number, to: number): Promise<void> {
  await tx.query(
    `INSERT INTO cert_requirements (vessel_id, cert_type_id, is_active)
     SELECT $1, t.id, n.cert_type_id IS NOT NULL
       FROM cert_types t
       LEFT JOIN cert_type_parameters o ON o.cert_type_id = t.id AND o.vessel_parameter_id = $2
       LEFT JOIN cert_type_parameters n ON n.cert_type_id = t.id AND n.vessel_parameter_id = $3
      WHERE t.vessel_id IS NULL AND NOT t.deleted AND (o.cert_type_id IS NULL) <> (n.cert_type_id IS NULL)
     ON CONFLICT (vessel_id, cert_type_id) DO UPDATE SET is_active = EXCLUDED.is_active`,
    [vesselId, from, to],
  );
}

/**
 * Cruising US Waters (Required Settings): a yacht cruising there needs a Cruising Permit (the
 * US cruising licence), so ticking it requires that type and unticking it drops it. Once this
 * setting was saved and changed nothing. The requirement can still be toggled on its own after.
 */
const CRUISING_PERMIT = 'OT04';
async function requirePermit(tx: Queryable, vesselId: number, isActive: boolean) {
  await tx.query(
    `INSERT INTO cert_requirements (vessel_id, cert_type_id, is_active) VALUES ($1, $2, $3)
     ON CONFLICT (vessel_id, cert_type_id) DO UPDATE SET is_active = $3`,
    [vesselId, CRUISING_PERMIT, isActive],
  );
}

/**
 * Required Settings (doc 2: flag, class, vessel parameter required, Cruising US Waters); the first
 * save initialises, a later one moves the requirements with the parameter and the cruising setting.
 */
export const saveCertSettings: WriteUseCase<SettingsSave> = async (tx, actor, body, now) => {
  await takeChangeLock(tx);
  const scope = await certScope(tx, actor, body.yachtId);
  if (!scope?.manages) return forbidden();
  const [parameter] = await tx.query('SELECT 1 FROM vessel_parameters WHERE id = $1', [
    body.vesselParameterId,
  ]);
  if (!parameter) return fieldRefused('vesselParameterId', MSG.invalidId);
  // Saved as it stands (once initialised): the stored version, no change number, no audit line.
  const { yachtId: _, ...next } = body;
  if (scope.settings.initialized && unchanged(scope.settings, next)) return applied(scope.settings.version);
  await ensureCertSettings(tx, body.yachtId);
  await tx.query(
    `UPDATE cert_settings SET flag = $2, class = $3, vessel_parameter_id = $4, cruising_us_waters = $5
      WHERE vessel_id = $1`,
    [body.yachtId, body.flag, body.class, body.vesselParameterId, body.cruisingUSWaters],
  );
  const before = scope.settings;
  if (!before.initialized) await initialise(tx, body.yachtId, body);
  else {
    if (before.vesselParameterId !== null && body.vesselParameterId !== before.vesselParameterId)
      await reparameter(tx, body.yachtId, before.vesselParameterId, body.vesselParameterId);
    // After the parameter: the Cruising Permit follows its own setting (no parameter requires it).
    if (body.cruisingUSWaters !== before.cruisingUSWaters)
      await requirePermit(tx, body.yachtId, body.cruisingUSWaters);
  }
  const version = await bumpSettings(tx, body.yachtId);
  const { flag, class: klass, vesselParameterId, cruisingUSWaters } = scope.settings;
  await auditCerts(tx, actor, now, {
    vesselId: body.yachtId,
    action: 'cert.settings',
    entity: 'cert-settings',
    key: String(body.yachtId),
    before: { flag, class: klass, vesselParameterId, cruisingUSWaters },
    after: { ...body, initialized: true },
  });
  return applied(version);
};

/** POST /cert/init: initialise from the saved vessel parameter (again: nothing changes). */
export const initCerts: WriteUseCase<number> = async (tx, actor, vesselId, now) => {
  await takeChangeLock(tx);
  const scope = await certScope(tx, actor, vesselId);
  if (!scope?.manages) return forbidden();
  const parameterId = scope.settings.vesselParameterId;
  if (parameterId === null) return fieldRefused('vesselParametersID', CERT_TEXT.notInitialized);
  if (scope.settings.initialized) return applied(scope.settings.version);
  await initialise(tx, vesselId, {
    vesselParameterId: parameterId,
    cruisingUSWaters: scope.settings.cruisingUSWaters,
  });
  const version = await bumpSettings(tx, vesselId);
  await auditCerts(tx, actor, now, {
    vesselId,
    action: 'cert.init',
    entity: 'cert-settings',
    key: String(vesselId),
    after: { initialized: true, vesselParameterId: parameterId },
  });
  return applied(version);
};

/** A requirement on or off (doc 2, section 4); editing requirements needs the module initialised. */
export const setRequirement: WriteUseCase<RequirementSet> = async (tx, actor, body, now) => {
  await takeChangeLock(tx);
  const scope = await certScope(tx, actor, body.yachtId);
  if (!scope?.manages) return forbidden();
  if (!scope.settings.initialized) return refused(CERT_TEXT.notInitialized, 400);
  const type = await findType(tx, body.certificateTypeId);
  if (!type || type.deleted || (type.vesselId !== null && type.vesselId !== body.yachtId))
    return fieldRefused('certificateTypeId', CERT_TEXT.typeElsewhere);
  // On (or off) already: the stored version, nothing written (unchanged.ts).
  const [held] = await tx.query<{ is_active: boolean }>(
    'SELECT is_active FROM cert_requirements WHERE vessel_id = $1 AND cert_type_id = $2',
    [body.yachtId, type.id],
  );
  if (held && held.is_active === body.isActive) return applied(scope.settings.version);
  await tx.query(
    `INSERT INTO cert_requirements (vessel_id, cert_type_id, is_active) VALUES ($1, $2, $3)
     ON CONFLICT (vessel_id, cert_type_id) DO UPDATE SET is_active = $3`,
    [body.yachtId, type.id, body.isActive],
  );
  const version = await bumpSettings(tx, body.yachtId);
  await auditCerts(tx, actor, now, {
    vesselId: body.yachtId,
    action: 'cert.requirement',
    entity: 'cert-settings',
    key: String(body.yachtId),
    after: { certificateTypeId: type.id, isActive: body.isActive },
  });
  return applied(version);
};

/**
 * The certificate approval group (the whole list): crew of the vessel only. Whoever joins or
 * leaves sees more or fewer records: their devices start their copy afresh.
 */
export const setCertGroup: WriteUseCase<GroupSet> = async (tx, actor, body, now) => {
  await takeChangeLock(tx);
  const scope = await certScope(tx, actor, body.yachtId);
  if (!scope?.manages) return forbidden();
  const group = [...new Set(body.userIds)];
  const stored = await findSettings(tx, body.yachtId);
  const before = stored?.approvalGroup ?? [];
  const added = group.filter((u) => !before.includes(u));
  const removed = before.filter((u) => !group.includes(u));
  // The group as it stands (a member added again, a replay): the stored version, nothing written.
  if (stored && added.length === 0 && removed.length === 0) return applied(stored.version);
  // Only those joining must be crew now: a member who has left may stay listed until removed.
  if (!(await allCurrentCrew(tx, body.yachtId, added, now.toISOString().slice(0, 10))))
    return fieldRefused('userIds', CERT_TEXT.notOnBoard);
  await ensureCertSettings(tx, body.yachtId);
  await changeGroupMembers(tx, 'cert_group_members', body.yachtId, { added, removed });
  const version = await bumpSettings(tx, body.yachtId);
  await auditCerts(tx, actor, now, {
    vesselId: body.yachtId,
    action: 'cert.group',
    entity: 'cert-settings',
    key: String(body.yachtId),
    before,
    after: group,
  });
  return applied(version);
};

type GroupChange = { yachtId: number; userId: number; inGroup: boolean };

/** certs/settings POST and DELETE: one user into or out of the group, by the same use case. */
export const changeCertGroup: WriteUseCase<GroupChange> = async (tx, actor, body, now) => {
  await takeChangeLock(tx);
  const current = (await findSettings(tx, body.yachtId))?.approvalGroup ?? [];
  // Taking out someone not in the group changes nothing: a 404, not a 200 with a new version.
  if (!body.inGroup && !current.includes(body.userId)) return notFound();
  const userIds = body.inGroup ? [...current, body.userId] : current.filter((u) => u !== body.userId);
  return setCertGroup(tx, actor, { yachtId: body.yachtId, userIds }, now);
};
