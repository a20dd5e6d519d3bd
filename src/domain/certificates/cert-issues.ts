import type { VesselIssue } from '../issues/issue-types';
import { expiryState } from './cert-dates';
import { certNewQuery, type TypeForQuery } from './cert-form-query';
import type { CertificateFacts, CertRequirementFacts, CertTypeFacts } from './cert-records';

/**
 * A vessel's certificate issues (doc 2, Issues: 'Vessel certificate issues link to
 * /fleet/{codename}/certs/certificate?certID={id} or to a type/section query'), worked out the
 * same way on the server and on a device offline: expired certificates, then expiring ones (each
 * soonest first), then required types with no certificate.
 */

/** The types the vessel's requirements ask for and that have no certificate yet. */
export function missingTypes<T extends CertTypeFacts>(
  types: readonly T[],
  certificates: readonly Pick<CertificateFacts, 'certificateTypeId' | 'deleted'>[],
  settings: CertRequirementFacts | null | undefined,
): T[] {
  const required = new Set(
    (settings?.requirements ?? []).filter((r) => r.isActive).map((r) => r.certificateTypeId),
  );
  const present = new Set(certificates.filter((c) => !c.deleted).map((c) => c.certificateTypeId));
  return types.filter((t) => !t.deleted && required.has(t.id) && !present.has(t.id));
}

/** The certificate form's address for a type with no certificate, with the spec's query (its spelling too). */
export function newCertificatePath(codename: string, type: TypeForQuery): string {
  return `/fleet/${encodeURIComponent(codename)}/certs/certificate${certNewQuery(type)}`;
}

export function vesselCertIssues(input: {
  codename: string;
  vesselId: number;
  certificates: readonly CertificateFacts[];
  /** Every type a certificate may name, removed ones too (a certificate keeps its type). */
  types: readonly CertTypeFacts[];
  missing: readonly CertTypeFacts[];
  today: string;
}): VesselIssue[] {
  const { codename, vesselId, today } = input;
  const types = new Map(input.types.map((t) => [t.id, t]));
  const dated: VesselIssue[] = [];
  for (const c of input.certificates) {
    if (c.deleted) continue;
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
      path: `/fleet/${encodeURIComponent(codename)}/certs/certificate?certID=${encodeURIComponent(c.id)}`,
    });
  }
  dated.sort(
    (a, b) =>
      a.kind.localeCompare(b.kind) ||
      (a.date ?? '').localeCompare(b.date ?? '') ||
      a.name.localeCompare(b.name),
  );
  const missing = input.missing.map<VesselIssue>((t) => ({
    kind: 'certificateMissing',
    certificateID: null,
    certificateTypeID: t.id,
    sectionID: t.sectionId,
    sectionNumber: t.number,
    yachtID: vesselId,
    name: t.name,
    date: null,
    path: newCertificatePath(codename, t),
  }));
  return [...dated, ...missing];
}

/**
 * The issues page's vessel certificate figures, each said in its own words: those expiring or
 * expired (the home tile 'Expiring or expired' counts exactly these) and required types missing
 * (the tile does not count them: it was '3 certificates' at home, '4 to see to' on the page).
 */
export function certIssueFigures(issues: readonly Pick<VesselIssue, 'kind'>[]) {
  const missing = issues.filter((i) => i.kind === 'certificateMissing').length;
  return { expiring: issues.length - missing, missing };
}
