import { msg } from '../../i18n/msg';
/**
 * The vessel certificates list (doc 2, sections 2, 3 and 4): the register grouped by section,
 * each certificate with its title, number and expiry state, the required types that have no
 * certificate, and the counts the summary shows. Also what the 'Vessel Certificates' search
 * offers. The rules are the server's (services/certificates/cert-read.ts), so the list read
 * offline from the device and the issues page the server makes agree.
 */
import { EXPIRY_TEXT, type ExpiryState, expiryState } from './cert-dates';
import { certificateNumber } from './cert-form';
import type { CertificateFacts, CertRequirementFacts, CertSectionFacts, CertTypeFacts } from './cert-records';

/** The state in words (colour is never the only sign): the spec's two warnings and ours for the rest. */
export const STATE_TEXT: Readonly<Record<ExpiryState, string>> = {
  valid: msg('Valid'),
  none: msg('No expiry'),
  expiring: EXPIRY_TEXT.expiring,
  expired: EXPIRY_TEXT.expired,
};
export const MISSING_TEXT = msg('Missing');

/** A certificate's title: its type's name and the certificateID suffix (doc 2, section 3). */
export function certificateTitle(typeName: string, suffix: string | null | undefined): string {
  const extra = suffix?.trim();
  return extra ? `${typeName} ${extra}` : typeName;
}

export interface CertEntry<C extends CertificateFacts, T extends CertTypeFacts = CertTypeFacts> {
  certificate: C;
  /** Undefined when the device does not hold the type (yet): the title falls back to its id. */
  type: T | undefined;
  title: string;
  /** The number with the section's shortcut ('SF03'). */
  number: string;
  state: ExpiryState;
  stateText: string;
}

export interface MissingEntry<T extends CertTypeFacts = CertTypeFacts> {
  type: T;
  number: string;
}

export interface SectionGroup<C extends CertificateFacts, T extends CertTypeFacts = CertTypeFacts> {
  section: CertSectionFacts;
  certificates: CertEntry<C, T>[];
  missing: MissingEntry<T>[];
}

export interface CertSummary {
  certificates: number;
  expired: number;
  expiring: number;
  missing: number;
}

export interface RegisterInput<C extends CertificateFacts, T extends CertTypeFacts> {
  sections: readonly CertSectionFacts[];
  /** The catalogue's types and the vessel's own; deleted ones still name old certificates. */
  types: readonly T[];
  settings: CertRequirementFacts | null | undefined;
  /** The vessel's certificates; tombstones (deleted) are left out here. */
  certificates: readonly C[];
  today: string;
}

/** Only an explicit active requirement makes a type required (set up from the vessel parameter, or switched on). */
export function requiredTypeIds(settings: CertRequirementFacts | null | undefined): Set<string> {
  return new Set((settings?.requirements ?? []).filter((r) => r.isActive).map((r) => r.certificateTypeId));
}

/** Types switched off on board: the requirement search offers only these (doc 2, section 4). */
export function inactiveTypeIds(settings: CertRequirementFacts | null | undefined): Set<string> {
  return new Set((settings?.requirements ?? []).filter((r) => !r.isActive).map((r) => r.certificateTypeId));
}

const liveOnly = <C extends Pick<CertificateFacts, 'deleted'>>(certificates: readonly C[]) =>
  certificates.filter((c) => !c.deleted);

/**
 * A section as every certificate screen names it: its shortcut, which prefixes the numbers of its
 * certificates ('RD' before 'RD01', doc 2: 'NUMBER ... prefixed with the section shortcut'), then
 * its name. Never a number of its own: the spec gives a section none (id, name, shortcut), and a
 * '9.' beside 'RD01' would be a second numbering. A section not on the device yet has no shortcut.
 */
export const sectionLabel = (
  section: Pick<CertSectionFacts, 'name' | 'shortcut'>,
  say: (id: string) => string,
) => (section.shortcut ? `${section.shortcut} · ${say(section.name)}` : say(section.name));

/** A section the device does not hold (yet), so its certificates still show. */
const unknownSection = (id: number): CertSectionFacts => ({
  id,
  name: msg('Section {id}', { id }),
  shortcut: '',
  order: Number.MAX_SAFE_INTEGER,
});

/**
 * The register by section, in the sections' order, each section's certificates by number then
 * the type's catalogue order (as GET /certs orders them), missing types by number. Sections with
 * neither are left out. The summary counts what needs attention.
 */
export function certRegister<C extends CertificateFacts, T extends CertTypeFacts>(
  input: RegisterInput<C, T>,
): { groups: SectionGroup<C, T>[]; summary: CertSummary } {
  const types = new Map(input.types.map((t) => [t.id, t]));
  const sections = new Map(input.sections.map((s) => [s.id, s]));
  const live = liveOnly(input.certificates);
  const present = new Set(live.map((c) => c.certificateTypeId));
  const required = requiredTypeIds(input.settings);
  const missing = input.types.filter((t) => !t.deleted && required.has(t.id) && !present.has(t.id));
  const groups = new Map<number, SectionGroup<C, T>>();
  const groupOf = (sectionId: number) => {
    let g = groups.get(sectionId);
    if (!g) {
      g = { section: sections.get(sectionId) ?? unknownSection(sectionId), certificates: [], missing: [] };
      groups.set(sectionId, g);
    }
    return g;
  };
  for (const c of live) {
    const type = types.get(c.certificateTypeId);
    const g = groupOf(c.sectionId);
    const state = expiryState(c.expireDate, input.today, c.alertDays);
    g.certificates.push({
      certificate: c,
      type,
      title: certificateTitle(type?.name ?? c.certificateTypeId, c.certificateID),
      number: certificateNumber(g.section.shortcut, c.sectionNumber),
      state,
      stateText: STATE_TEXT[state],
    });
  }
  for (const t of missing) {
    const g = groupOf(t.sectionId);
    g.missing.push({ type: t, number: certificateNumber(g.section.shortcut, t.number) });
  }
  const order = (e: CertEntry<C, T>) => e.type?.order ?? 0;
  const sorted = [...groups.values()].sort(
    (a, b) => a.section.order - b.section.order || a.section.id - b.section.id,
  );
  for (const g of sorted) {
    g.certificates.sort(
      (a, b) =>
        a.certificate.sectionNumber.localeCompare(b.certificate.sectionNumber) ||
        order(a) - order(b) ||
        a.certificate.id.localeCompare(b.certificate.id),
    );
    g.missing.sort((a, b) => a.type.number.localeCompare(b.type.number) || a.type.order - b.type.order);
  }
  const states = sorted.flatMap((g) => g.certificates.map((e) => e.state));
  return {
    groups: sorted,
    summary: {
      certificates: live.length,
      expired: states.filter((s) => s === 'expired').length,
      expiring: states.filter((s) => s === 'expiring').length,
      missing: missing.length,
    },
  };
}

export type RegisterFilter = 'all' | 'expired' | 'expiring' | 'missing';

/** The groups narrowed to what a summary tile counts; groups left empty are dropped. */
export function filterRegister<C extends CertificateFacts, T extends CertTypeFacts>(
  groups: readonly SectionGroup<C, T>[],
  filter: RegisterFilter,
): SectionGroup<C, T>[] {
  if (filter === 'all') return [...groups];
  return groups
    .map((g) => ({
      ...g,
      certificates: filter === 'missing' ? [] : g.certificates.filter((e) => e.state === filter),
      missing: filter === 'missing' ? g.missing : [],
    }))
    .filter((g) => g.certificates.length + g.missing.length > 0);
}

const bySectionThenNumber = (sections: readonly CertSectionFacts[]) => {
  const order = new Map(sections.map((s) => [s.id, s.order]));
  return (a: CertTypeFacts, b: CertTypeFacts) =>
    (order.get(a.sectionId) ?? 0) - (order.get(b.sectionId) ?? 0) ||
    a.number.localeCompare(b.number) ||
    a.name.localeCompare(b.name);
};

/**
 * The types a new certificate can be of (GET /certificateType): not switched off on board and
 * with no certificate yet. A type with no requirement row (newer than the vessel's set-up, or
 * the vessel's own) counts as active.
 */
export function addableTypes<T extends CertTypeFacts>(
  types: readonly T[],
  sections: readonly CertSectionFacts[],
  settings: CertRequirementFacts | null | undefined,
  certificates: readonly Pick<CertificateFacts, 'certificateTypeId' | 'deleted'>[],
): T[] {
  const present = new Set(liveOnly(certificates).map((c) => c.certificateTypeId));
  const off = inactiveTypeIds(settings);
  return types
    .filter((t) => !t.deleted && !off.has(t.id) && !present.has(t.id))
    .sort(bySectionThenNumber(sections));
}

/** The requirement search: only inactive requirements are offered (doc 2, section 4). */
export function inactiveRequirementTypes<T extends CertTypeFacts>(
  types: readonly T[],
  sections: readonly CertSectionFacts[],
  settings: CertRequirementFacts | null | undefined,
): T[] {
  const off = inactiveTypeIds(settings);
  return types.filter((t) => !t.deleted && off.has(t.id)).sort(bySectionThenNumber(sections));
}

/** The requirements switched on, for the toggles, in the list's order. */
export function activeRequirementTypes<T extends CertTypeFacts>(
  types: readonly T[],
  sections: readonly CertSectionFacts[],
  settings: CertRequirementFacts | null | undefined,
): T[] {
  const on = requiredTypeIds(settings);
  return types.filter((t) => !t.deleted && on.has(t.id)).sort(bySectionThenNumber(sections));
}

/**
 * Names to offer under the search box: those holding every word typed, in any case, the ones
 * that start with the text first. Nothing typed offers them all (a short catalogue).
 */
export function suggestNames(text: string, names: readonly string[], limit = 8): string[] {
  const words = text.trim().toLowerCase().split(/\s+/).filter(Boolean);
  const hits = names.filter((n) => words.every((w) => n.toLowerCase().includes(w)));
  const start = text.trim().toLowerCase();
  const first = hits.filter((n) => start !== '' && n.toLowerCase().startsWith(start));
  return [...first, ...hits.filter((n) => !first.includes(n))].slice(0, limit);
}
