import { categoryOf } from './document-categories';

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

const blank = (v: unknown) => (typeof v === 'string' && v.trim() ? v.trim() : null);

/**
 * The details as they are kept, the same on the server and in the device's copy: empty text is
 * none, the title defaults to the category's name, and what the category does not ask for
 * (a passport's number on a certificate) is not kept. The category must be a known one.
 */
export function storedDetails(body: DetailsInput) {
  const category = categoryOf(Number(body.categoryId));
  if (!category) throw new Error(`Unknown document category ${body.categoryId}`);
  const passport = category.kind === 'passport';
  return {
    categoryId: category.id,
    name: blank(body.name) ?? category.name,
    description: blank(body.description),
    expiryDate: blank(body.expiryDate),
    issuedAt: blank(body.issuedAt),
    nationality: passport || category.kind === 'visa' ? Number(body.nationality) || null : null,
    passportNo: passport ? (blank(body.passportNo)?.toUpperCase() ?? null) : null,
    grade: category.kind === 'modular' ? blank(body.grade) : null,
    limitation: category.kind === 'modular' ? blank(body.limitation) : null,
    customId: blank(body.customId),
    comment: blank(body.comment),
  };
}
