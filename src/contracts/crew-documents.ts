import { z } from 'zod';
import { categoryOf } from '../domain/crew/document-categories';
import { fieldsNotKept, KEPT_FIELDS } from '../domain/crew/document-details';
import { countryName } from '../domain/reference/countries';
import { msg } from '../i18n/msg';
import { emptyOrIsoDate, idSchema, storableText } from './common';
import { fileIdSchema } from './files';
import { MSG } from './messages';
import { clientIdSchema } from './rest-hours';
import { defineSyncModule } from './sync-module';

/**
 * Crew documents (doc 2, crew documents and sections 3, 5, 7): a file on a crew member's record
 * with its category and additional info. The device chooses the id, so a document photographed
 * offline has one at once; its file travels through the file queue and the record follows it.
 */
export const crewDocumentSchema = z.object({
  id: z.string(),
  /** crewOnYachtId. */
  crewId: z.number(),
  userId: z.number(),
  vesselId: z.number(),
  categoryId: z.number(),
  name: z.string(),
  extension: z.string(),
  fileId: z.string().nullable(),
  description: z.string().nullable(),
  /** Private, or named like a contract: only its owner and level 5 see it. Fixed at upload. */
  isPrivate: z.boolean(),
  isVerified: z.boolean(),
  /** The crew member's highest certificate of competency. */
  coc: z.boolean(),
  expiryDate: z.string().nullable(),
  issuedAt: z.string().nullable(),
  nationality: z.number().nullable(),
  passportNo: z.string().nullable(),
  grade: z.string().nullable(),
  limitation: z.string().nullable(),
  customId: z.string().nullable(),
  comment: z.string().nullable(),
  uploadedAt: z.string(),
  /** Deleted documents stay in the vessel's history, from where level 5 restores them. */
  deleted: z.boolean(),
  version: z.number(),
});
export type CrewDocument = z.infer<typeof crewDocumentSchema>;

/** The spec's limits (doc 2, sections 5 and 9). */
export const GRADE_MAX = 200;
export const LIMITATION_MAX = 20;
export const DOC_CUSTOM_ID_MAX = 12;

const text = (max: number) =>
  storableText(z.string().trim().max(max, MSG.maxLength(max)))
    .optional()
    .nullable();
const optionalDate = emptyOrIsoDate.optional();
const blank = (v: unknown) => v === undefined || v === null || v === '';

/** The details a user fills in: the same for a new document and an edit. */
const detailFields = {
  categoryId: idSchema,
  name: text(120),
  description: text(500),
  expiryDate: optionalDate,
  issuedAt: optionalDate,
  nationality: z
    .union([z.literal(''), z.null(), idSchema.refine((id) => countryName(id) !== null, MSG.invalidId)])
    .optional(),
  passportNo: storableText(
    z
      .string()
      .trim()
      .max(20, MSG.maxLength(20))
      .regex(/^[A-Za-z0-9]*$/, MSG.alphanumeric),
  )
    .optional()
    .nullable(),
  grade: text(GRADE_MAX),
  limitation: text(LIMITATION_MAX),
  customId: text(DOC_CUSTOM_ID_MAX),
  comment: text(500),
};

type Details = { [K in keyof typeof detailFields]?: unknown };

/** The category's rules (doc 2, section 5): title for 'other', expiry when asked, a passport's four. */
function categoryRules(d: Details, ctx: z.RefinementCtx) {
  const category = categoryOf(Number(d.categoryId));
  const need = (path: keyof Details) => {
    if (blank(d[path])) ctx.addIssue({ code: 'custom', path: [path], message: MSG.required });
  };
  if (!category) {
    ctx.addIssue({ code: 'custom', path: ['categoryId'], message: MSG.invalidId });
    return;
  }
  if (category.kind === 'other') need('name');
  if (category.expiryRequired) need('expiryDate');
  if (category.kind === 'passport')
    for (const f of ['nationality', 'passportNo', 'issuedAt'] as const) need(f);
  // Kept nowhere, such a value would be accepted and lost: refused by name (empty ones are fine).
  for (const f of fieldsNotKept(d as Parameters<typeof fieldsNotKept>[0]))
    ctx.addIssue({
      code: 'custom',
      path: [f],
      message: DOCUMENT_TEXT.notKept(KEPT_FIELDS[f].label, category.name),
    });
  if (!blank(d.issuedAt) && !blank(d.expiryDate) && String(d.expiryDate) < String(d.issuedAt))
    ctx.addIssue({
      code: 'custom',
      path: ['expiryDate'],
      message: msg('Must not be before the issue date.'),
    });
}

const target = { documentId: clientIdSchema, yachtId: idSchema };
const addFields = {
  fileId: fileIdSchema,
  /** The file's own name: its extension decides the preview. */
  fileName: storableText(z.string().trim().min(1, MSG.required).max(255, MSG.maxLength(255))),
  isPrivate: z.boolean().optional(),
  ...detailFields,
};
const flagFields = { isVerified: z.boolean().optional(), coc: z.boolean().optional() };
const someFlag = (b: { isVerified?: boolean; coc?: boolean }, ctx: z.RefinementCtx) => {
  if (b.isVerified === undefined && b.coc === undefined)
    ctx.addIssue({ code: 'custom', path: ['isVerified'], message: MSG.required });
};

/** The queued 'crew/document/add'; POST /documents/crew/{yachtId}/{crewId} takes the rest in its body (the document id made by the server when the body has none, as the spec's). */
export const crewDocumentAddSchema = z
  .object({ ...target, crewId: idSchema, ...addFields })
  .superRefine(categoryRules);
export const crewDocumentAddBodySchema = z
  .object({ documentId: clientIdSchema.optional(), ...addFields })
  .superRefine(categoryRules);
export type CrewDocumentAdd = z.input<typeof crewDocumentAddSchema>;

/** PUT /documents/detail/{yachtId}/{id}: category, title, expiry and additional info. */
export const crewDocumentSaveSchema = z.object({ ...target, ...detailFields }).superRefine(categoryRules);
export const crewDocumentSaveBodySchema = z.object(detailFields).superRefine(categoryRules);
export type CrewDocumentSave = z.input<typeof crewDocumentSaveSchema>;

/** PUT /documents/{yachtId}/{id}: Verified and Highest CoC (canVerifyDocument). */
export const crewDocumentFlagsSchema = z.object({ ...target, ...flagFields }).superRefine(someFlag);
export const crewDocumentFlagsBodySchema = z.object(flagFields).superRefine(someFlag);
export type CrewDocumentFlags = z.input<typeof crewDocumentFlagsSchema>;

/** DELETE /documents/{yachtId}/{id}. */
export const crewDocumentDeleteSchema = z.object(target);

/** The tab's texts (doc 2, crew documents). */
export const DOCUMENT_TEXT = {
  list: msg('Document List'),
  privateList: msg('Private docs'),
  empty: msg('No documents yet'),
  downloadAll: msg('Download All Documents'),
  dateNotRequired: msg('Date not Required'),
  uploadError: msg('Upload error'),
  // Not in the spec; in its voice: who may see a document is settled at upload.
  contractName: msg('A contract is kept private: upload it as a private document.'),
  // Not in the spec: an upload sent again with other details asks for what was not done.
  addDiffers: msg('This document was already uploaded with another file or other details.'),
  // Not in the spec: a private category is chosen at upload, as who may see the document is.
  privateCategory: msg('Choose the category when uploading a private document.'),
  // Not in the spec: Highest CoC is a certificate of competency's flag.
  cocOnly: msg('Only a certificate of competency can be the highest one.'),
  // Not in the spec either: a field the chosen category has no place for.
  notKept: (field: string, category: string) =>
    msg('{field} is not kept for the category {category}: leave it empty or choose a category that has it.', {
      field,
      category,
    }),
} as const;

/** The sync part: the documents as a kind of record, and the four writes a device may queue. */
export const crewDocumentsSync = defineSyncModule({
  records: { crewDocuments: crewDocumentSchema },
  ops: {
    'crew/document/add': crewDocumentAddSchema,
    'crew/document/save': crewDocumentSaveSchema,
    'crew/document/flags': crewDocumentFlagsSchema,
    'crew/document/delete': crewDocumentDeleteSchema,
  },
});
