import { toAttachmentWire } from '@contracts/cert-attachments';
import type { CertificateRecord, CertSettings, CertType } from '@contracts/certificates';
import type {
  CertGroupUserWire,
  CertificateWire,
  CertListWire,
  CertModuleState,
  CertRequirementWire,
  CertTypeWire,
  CertYachtData,
} from '@contracts/certificates-wire';
import { certAccessFlags } from '@domain/access/cert-access';
import { missingTypes } from '@domain/certificates/cert-issues';
import type { Queryable } from '../../db/client';
import type { Actor } from '../../kernel/actors';
import { type Answer, answered, forbidden, notFound } from '../../kernel/outcome';
import { certificateAttachments } from './cert-attachment-repo';
import {
  allParameters,
  allSections,
  findCertificate,
  findType,
  typesFor,
  vesselCertificates,
} from './cert-repo';
import { type CertScope, certScope } from './cert-scope';
import { bySection, certificateWire, typeWire } from './cert-wire';

/**
 * The certificate reads of the spec's calls (doc 2, section 7). The routes' policies let in only
 * those who keep the certificates; each read checks again, so a service is safe on its own.
 */

async function keeperScope(db: Queryable, actor: Actor, vesselId: number): Promise<Answer<CertScope>> {
  const scope = await certScope(db, actor, vesselId);
  return scope?.sees ? answered(scope) : forbidden();
}

/** Active requirement or none set (a type newer than the vessel's init, a vessel's own type). */
const activeIn = (settings: CertSettings) => {
  const inactive = new Set(settings.requirements.filter((r) => !r.isActive).map((r) => r.certificateTypeId));
  return (type: CertType) => !inactive.has(type.id);
};

/** Required: an explicit active requirement (init from the vessel parameter, or switched on). */
/** GET /cert/{yachtId}: sections, vessel parameters, whether initialised, and the caller's flags. */
export async function certModuleState(
  db: Queryable,
  actor: Actor,
  vesselId: number,
): Promise<Answer<CertModuleState>> {
  const kept = await keeperScope(db, actor, vesselId);
  if (kept.status !== 'applied') return kept;
  const scope = kept.value;
  return answered({
    sections: (await allSections(db)).map((s) => ({ id: s.id, name: s.name, shortcut: s.shortcut })),
    vesselParameters: (await allParameters(db)).map((p) => ({
      vesselParameterID: p.id,
      vesselParameterName: p.name,
    })),
    certsModuleInitialized: scope.settings.initialized,
    ...certAccessFlags(scope.standing, scope.settings.initialized),
  });
}

/** GET /cert/yachtData/{yachtId}: the Required Settings. */
export async function certYachtData(
  db: Queryable,
  actor: Actor,
  vesselId: number,
): Promise<Answer<CertYachtData>> {
  const kept = await keeperScope(db, actor, vesselId);
  if (kept.status !== 'applied') return kept;
  const { settings } = kept.value;
  return answered({
    flag: settings.flag,
    class: settings.class,
    vesselParametersID: settings.vesselParameterId,
    cruisingUSWaters: settings.cruisingUSWaters,
    certsModuleInitialized: settings.initialized,
    version: settings.version,
  });
}

/** What the list and the issues page both need: live certificates, types and sections. */
export async function certRegister(db: Queryable, vesselId: number, settings: CertSettings) {
  const sections = await allSections(db);
  const types = await typesFor(db, vesselId);
  const certificates = await vesselCertificates(db, vesselId);
  const missing = missingTypes(types, certificates, settings);
  return { sections, types, certificates, missing };
}

/** Within a section: by number, then the type's catalogue order. */
const certOrder = (types: Map<string, CertType>) => (a: CertificateRecord, b: CertificateRecord) =>
  a.sectionNumber.localeCompare(b.sectionNumber) ||
  (types.get(a.certificateTypeId)?.order ?? 0) - (types.get(b.certificateTypeId)?.order ?? 0) ||
  a.id.localeCompare(b.id);

/** GET /certs/{yachtId}: the register by section, each certificate with its expiry status. */
export async function certList(
  db: Queryable,
  actor: Actor,
  vesselId: number,
  today: string,
): Promise<Answer<CertListWire>> {
  const kept = await keeperScope(db, actor, vesselId);
  if (kept.status !== 'applied') return kept;
  const { settings } = kept.value;
  const reg = await certRegister(db, vesselId, settings);
  const sections = bySection(reg.sections);
  // A certificate whose type was removed meanwhile still shows, under its stored type.
  const types = new Map((await typesFor(db, vesselId, true)).map((t) => [t.id, t]));
  const sorted = [...reg.certificates].sort(certOrder(types));
  return answered({
    yachtID: vesselId,
    sections: reg.sections.map((s) => ({
      id: s.id,
      name: s.name,
      shortcut: s.shortcut,
      certificates: sorted
        .filter((c) => c.sectionId === s.id && types.get(c.certificateTypeId))
        .map((c) => certificateWire(c, types.get(c.certificateTypeId)!, sections, today)),
      missing: reg.missing.filter((t) => t.sectionId === s.id).map((t) => typeWire(t, sections)),
    })),
  });
}

/** GET /certsDetail/certificate/{id}: one certificate; 404 when deleted or never made. */
export async function certDetail(
  db: Queryable,
  actor: Actor,
  certId: string,
  today: string,
): Promise<Answer<CertificateWire>> {
  const cert = await findCertificate(db, certId);
  if (!cert || cert.deleted) return notFound();
  const kept = await keeperScope(db, actor, cert.vesselId);
  if (kept.status !== 'applied') return kept;
  const sections = bySection(await allSections(db));
  const type = await findType(db, cert.certificateTypeId);
  if (!type) return notFound();
  const attachments = (await certificateAttachments(db, cert.id)).map(toAttachmentWire);
  return answered({ ...certificateWire(cert, type, sections, today), attachments });
}

/** GET /certificateType/{yachtId}: the types that can be added (active, with no certificate yet). */
export async function availableTypes(
  db: Queryable,
  actor: Actor,
  vesselId: number,
): Promise<Answer<CertTypeWire[]>> {
  const kept = await keeperScope(db, actor, vesselId);
  if (kept.status !== 'applied') return kept;
  const { settings } = kept.value;
  const reg = await certRegister(db, vesselId, settings);
  const present = new Set(reg.certificates.map((c) => c.certificateTypeId));
  const active = activeIn(settings);
  const sections = bySection(reg.sections);
  return answered(reg.types.filter((t) => active(t) && !present.has(t.id)).map((t) => typeWire(t, sections)));
}

/** GET /certificateRequirement/{yachtId}: every catalogue type with a requirement row, on or off. */
export async function requirementList(
  db: Queryable,
  actor: Actor,
  vesselId: number,
): Promise<Answer<CertRequirementWire[]>> {
  const kept = await keeperScope(db, actor, vesselId);
  if (kept.status !== 'applied') return kept;
  const { settings } = kept.value;
  const sections = bySection(await allSections(db));
  const types = new Map((await typesFor(db, vesselId)).map((t) => [t.id, t]));
  return answered(
    settings.requirements
      .filter((r) => types.has(r.certificateTypeId))
      .map((r) => ({
        requirementID: r.certificateTypeId,
        certificateType: typeWire(types.get(r.certificateTypeId)!, sections),
        isActive: r.isActive,
      })),
  );
}

/** GET /certs/settings/{yachtId}: the vessel's crew, each in the approval group or not. */
export async function certGroupUsers(
  db: Queryable,
  actor: Actor,
  vesselId: number,
  today: string,
): Promise<Answer<CertGroupUserWire[]>> {
  const kept = await keeperScope(db, actor, vesselId);
  if (kept.status !== 'applied') return kept;
  const { settings } = kept.value;
  const crew = await db.query<{ user_id: number; first_name: string; last_name: string }>(
    `SELECT uvr.user_id, u.first_name, u.last_name FROM user_vessel_roles uvr JOIN users u ON u.id = uvr.user_id
      WHERE uvr.vessel_id = $1 AND uvr.crew_status <> 2 AND (uvr.end_date IS NULL OR uvr.end_date >= $2)
      ORDER BY lower(u.last_name), lower(u.first_name), uvr.user_id`,
    [vesselId, today],
  );
  return answered(
    crew.map((c) => ({
      userID: c.user_id,
      name: `${c.first_name} ${c.last_name}`,
      inCertGroup: settings.approvalGroup.includes(c.user_id),
    })),
  );
}

/** GET /cert/isCertGroup/{yachtId}: whether the caller is in the approval group (the nav entry asks). */
export async function isCertGroup(db: Queryable, actor: Actor, vesselId: number) {
  const scope = await certScope(db, actor, vesselId);
  return { isCertGroup: !!scope?.standing.inApprovalGroup };
}
