import type { CertType } from '../../../../src/contracts/certificates';
import type { VesselIssue } from '../../../../src/contracts/issues';
import { expiryState } from '../../../../src/domain/certificates/cert-dates';
import type { Queryable } from '../../db/client';
import type { Actor } from '../actors';
import { vesselHasModule } from '../vessel-modules';
import { certRegister } from './cert-read';
import { typesFor } from './cert-repo';
import { certScope } from './cert-scope';

/** The certificate form's address with the spec's query parameters (doc 2, section 2), spelling included. */
function missingPath(codename: string, type: CertType): string {
  const query = new URLSearchParams({
    certID: '0',
    certificateTypeID: type.id,
    certificateTypeName: type.name,
    sectionID: String(type.sectionId),
    sectionNumber: type.number,
    expiryDateRequired: String(type.expiryDateRequired),
    sureveyRangeDateRequired: String(type.surveyRangeDateRequired),
    lastSurveyDateRequired: String(type.lastSurveyDateRequired),
    documentUploadRequired: String(type.documentUploadRequired),
  });
  return `/fleet/${codename}/certs/certificate?${query}`;
}

/**
 * The vessel's certificate issues for the issues page (doc 2, Issues): expired and expiring
 * certificates (expired first, soonest first) and required types with none, for those who keep
 * the certificates (level 4+, the approval group) on a vessel with the certs module.
 */
export async function certIssues(
  db: Queryable,
  actor: Actor,
  vesselId: number,
  today: string,
): Promise<VesselIssue[]> {
  const scope = await certScope(db, actor, vesselId);
  if (!scope?.sees || !(await vesselHasModule(db, vesselId, 'certs'))) return [];
  const [vessel] = await db.query<{ codename: string }>('SELECT codename FROM vessels WHERE id = $1', [
    vesselId,
  ]);
  const codename = encodeURIComponent(vessel!.codename);
  const reg = await certRegister(db, vesselId, scope.settings);
  const types = new Map((await typesFor(db, vesselId, true)).map((t) => [t.id, t]));
  const dated: VesselIssue[] = [];
  for (const c of reg.certificates) {
    const state = expiryState(c.expireDate, today, c.alertDays);
    const type = types.get(c.certificateTypeId);
    if ((state !== 'expired' && state !== 'expiring') || !type) continue;
    dated.push({
      kind: state === 'expired' ? 'certificateExpired' : 'certificateExpiring',
      certificateID: c.id,
      certificateTypeID: type.id,
      sectionID: c.sectionId,
      sectionNumber: c.sectionNumber,
      yachtID: vesselId,
      name: c.certificateID ? `${type.name} ${c.certificateID}` : type.name,
      date: c.expireDate,
      path: `/fleet/${codename}/certs/certificate?certID=${encodeURIComponent(c.id)}`,
    });
  }
  dated.sort((a, b) => a.kind.localeCompare(b.kind) || (a.date ?? '').localeCompare(b.date ?? ''));
  const missing = reg.missing.map<VesselIssue>((t) => ({
    kind: 'certificateMissing',
    certificateID: null,
    certificateTypeID: t.id,
    sectionID: t.sectionId,
    sectionNumber: t.number,
    yachtID: vesselId,
    name: t.name,
    date: null,
    path: missingPath(codename, t),
  }));
  return [...dated, ...missing];
}
