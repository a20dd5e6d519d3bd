import { msg } from '../../i18n/msg';
import { addDays, isIsoDate } from '../calendar/iso-date';
import { type CategoryKind, categoryOf } from './document-categories';

/** A document's details as typed (a form's strings, or a checked request body). */
export interface DetailsInput {
  categoryId: number | string;
  name?: string | null | undefined;
  description?: string | null | undefined;
  expiryDate?: string | null | undefined;
  issuedAt?: string | null | undefined;
  nationality?: number | string | null | undefined;
  passportNo?: string | null | undefined;
  grade?: string | null | undefined;
  limitation?: string | null | undefined;
  customId?: string | null | undefined;
  comment?: string | null | undefined;
}

/**
 * The additional info each kind of category keeps (doc 2: document-passport, document-visa,
 * document-modular), with the name a refusal gives it: a passport its nationality and number, a
 * visa its nationality, a qualification its grade and limitation. Other categories keep none.
 */
export const KEPT_FIELDS = {
  nationality: { label: msg('Nationality'), keptBy: ['passport', 'visa'] },
  passportNo: { label: msg('Passport number'), keptBy: ['passport'] },
  grade: { label: msg('Grade'), keptBy: ['modular'] },
  limitation: { label: msg('Limitation'), keptBy: ['modular'] },
} as const satisfies Record<string, { label: string; keptBy: readonly CategoryKind[] }>;
export type KeptField = keyof typeof KEPT_FIELDS;
const KEPT_FIELD_NAMES = Object.keys(KEPT_FIELDS) as KeptField[];
const keeps = (kind: CategoryKind, field: KeptField) =>
  (KEPT_FIELDS[field].keptBy as readonly CategoryKind[]).includes(kind);

/** Whether a field holds something: empty text, null and 0 (no nationality) lose nothing when dropped. */
const filled = (v: unknown) =>
  typeof v === 'string' ? v.trim() !== '' : v !== undefined && v !== null && v !== 0;

/**
 * The fields of `details` with a value the category does not keep: a write with one is refused
 * (kept nowhere, it would be accepted and lost). An unknown category keeps nothing to judge.
 */
export function fieldsNotKept(details: DetailsInput): KeptField[] {
  const kind = categoryOf(Number(details.categoryId))?.kind;
  if (!kind) return [];
  return KEPT_FIELD_NAMES.filter((f) => !keeps(kind, f) && filled(details[f]));
}

/**
 * The details without the fields the category does not keep: what the device sends. A form
 * keeps what was typed under a category the user then changed; that value is hidden, not meant.
 */
export function keptDetailsOnly<T extends DetailsInput>(details: T): T {
  const kind = categoryOf(Number(details.categoryId))?.kind;
  if (!kind) return details;
  const out = { ...details };
  for (const f of KEPT_FIELD_NAMES) if (!keeps(kind, f)) delete out[f];
  return out;
}

const blank = (v: unknown) => (typeof v === 'string' && v.trim() ? v.trim() : null);

/**
 * The details as they are kept, the same on the server and in the device's copy: empty text is
 * none, the title defaults to the category's name, and what the category does not ask for
 * (a passport's number on a certificate) is not kept. The category must be a known one.
 */
export function storedDetails(body: DetailsInput) {
  const category = categoryOf(Number(body.categoryId));
  if (!category) throw new Error(`Unknown document category ${body.categoryId}`);
  // A write with a field the category does not keep is refused (fieldsNotKept): here it is empty.
  const kept = (f: KeptField) => keeps(category.kind, f);
  return {
    categoryId: category.id,
    name: blank(body.name) ?? category.name,
    description: blank(body.description),
    expiryDate: blank(body.expiryDate),
    issuedAt: blank(body.issuedAt),
    nationality: kept('nationality') ? Number(body.nationality) || null : null,
    passportNo: kept('passportNo') ? (blank(body.passportNo)?.toUpperCase() ?? null) : null,
    grade: kept('grade') ? blank(body.grade) : null,
    limitation: kept('limitation') ? blank(body.limitation) : null,
    customId: blank(body.customId),
    comment: blank(body.comment),
  };
}

/**
 * Whether a document's date of issue is in the future (doc 1, section 5, 'Date not future': a
 * document not issued yet is a mistyped one). The server passes its UTC day with a day's grace:
 * tomorrow in UTC is still today for a writer east of Greenwich (up to UTC+14). A form passes
 * the device's own day and no grace.
 */
export function issuedInFuture(issuedAt: string | null | undefined, today: string, graceDays = 1): boolean {
  return typeof issuedAt === 'string' && isIsoDate(issuedAt) && issuedAt > addDays(today, graceDays);
}
