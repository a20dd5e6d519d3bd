import { z } from 'zod';
import { renameProblem } from '../domain/certificates/document-library';
import { msg } from '../i18n/msg';
import { idSchema, isUnstorableText } from './common';
import { fileIdSchema } from './files';
import { MSG } from './messages';
import { defineSyncModule } from './sync-module';

/**
 * The vessel document library (doc 2, 'Vessel document library (docs module)'): a vessel's
 * sections, each with its documents (id, name, order), and its docs settings (docsCheck, and
 * whether the library was set up). Three kinds of record reach the devices of those with access
 * to the docs module on the vessel. Sections and documents are made on the device (their ids
 * ULIDs), so an officer files a manual at sea; a document's bytes travel through the file queue.
 */

export const DOCS_TEXT = {
  // Doc 2, section 5, word for word.
  illegalTitle: msg('Illegal characters in the title'),
  readError: msg('Error reading file.'),
  // Not in the spec; written in its voice.
  docsCheck: msg(
    'The document library of this vessel is open to access level 6 and above, other than the Captain.',
  ),
  notInitialized: msg('The document library has not been set up yet.'),
  sectionElsewhere: msg('Choose a section of this vessel.'),
  sectionTaken: msg('This section already exists.'),
  sectionNotEmpty: (name: string) => msg("Move or delete the documents in ''{name}'' first.", { name }),
  fileUsed: msg('This file is already in the library.'),
  uploadDiffers: msg('This document was already uploaded with another file, name or section.'),
  tooManyOrders: msg('Save at most 500 orders at once.'),
  deleteDocument: (name: string) => msg("Please confirm you wish to DELETE ''{name}''.", { name }),
} as const;

/** Orders are small whole numbers; 0 means 'no order' and sorts last (doc 2, section 4). */
export const MAX_DOC_ORDER = 9999;
export const MAX_DOC_SECTIONS = 30;
export const DOC_NAME_MAX = 200;
export const SECTION_NAME_MAX = 60;

// Records -----------------------------------------------------------------------------------

export const docSectionSchema = z.object({
  id: z.string(),
  vesselId: z.number(),
  name: z.string(),
  order: z.number(),
  deleted: z.boolean(),
  version: z.number(),
});
export type DocSection = z.infer<typeof docSectionSchema>;

export const libraryDocSchema = z.object({
  id: z.string(),
  vesselId: z.number(),
  sectionId: z.string(),
  name: z.string(),
  order: z.number(),
  fileId: z.string(),
  /** The file's name as uploaded: its extension says whether it can be previewed. */
  fileName: z.string(),
  /** As sniffed from the content on arrival (null until the server has it). */
  mime: z.string().nullable(),
  size: z.number(),
  uploadedBy: z.string(),
  uploadedAt: z.string(),
  deleted: z.boolean(),
  version: z.number(),
});
export type LibraryDoc = z.infer<typeof libraryDocSchema>;

export const docSettingsSchema = z.object({
  vesselId: z.number(),
  /** Doc 2: 'if the vessel has docsCheck, access needs level 6 or higher and the role must not be Captain'. */
  docsCheck: z.boolean(),
  /** docsModuleInitialized: the sections were set up. */
  initialized: z.boolean(),
  version: z.number(),
});
export type DocSettings = z.infer<typeof docSettingsSchema>;

// Inputs --------------------------------------------------------------------------------------

/** A document's or a section's id: a ULID made on the device (or by POST /docs/init). */
export const docIdSchema = z.string({ error: MSG.required }).regex(/^[0-9A-Za-z]{10,40}$/, MSG.invalidId);

/** Doc 2, section 5: empty, a slash or a null character is 'Illegal characters in the title'. */
const titleSchema = (max: number) =>
  z
    .string({ error: DOCS_TEXT.illegalTitle })
    .max(max, MSG.maxLength(max))
    .superRefine((v, ctx) => {
      const problem = renameProblem(v) ?? (isUnstorableText(v) ? MSG.badText : null);
      if (problem) ctx.addIssue({ code: 'custom', message: problem });
    })
    .transform((v) => v.trim());
export const documentNameSchema = titleSchema(DOC_NAME_MAX);
export const sectionNameSchema = titleSchema(SECTION_NAME_MAX);

export const docOrderSchema = z
  .number({ error: MSG.numeric })
  .int(MSG.wholeNumber)
  .min(0, MSG.atLeast(0))
  .max(MAX_DOC_ORDER, MSG.lessThan(MAX_DOC_ORDER + 1));

/** Document id to order, only the orders that changed ('Only changed orders are saved'). */
export const docOrdersSchema = z
  .record(docIdSchema, docOrderSchema)
  .refine((o) => Object.keys(o).length <= 500, DOCS_TEXT.tooManyOrders);

const vesselRef = { yachtId: idSchema };
const docRef = { ...vesselRef, documentId: docIdSchema };

/** A file in the file queue filed under a section (the upload area, one operation per file). */
export const docUploadSchema = z.object({
  ...docRef,
  sectionId: docIdSchema,
  fileId: fileIdSchema,
  name: documentNameSchema,
});
export type DocUpload = z.input<typeof docUploadSchema>;

export const docRenameSchema = z.object({ ...docRef, newName: documentNameSchema });
export const docSetSectionSchema = z.object({ ...docRef, sectionId: docIdSchema });
export const docDeleteSchema = z.object(docRef);
export const docOrderSaveSchema = z.object({ ...vesselRef, orders: docOrdersSchema });

/** A section as the settings list it; their order is the list's. */
export const sectionInputSchema = z.object({ id: docIdSchema, name: sectionNameSchema });

/** The whole list of sections: no two with one id or one name (in any case). */
const sectionListSchema = z
  .array(sectionInputSchema)
  .min(1, MSG.required)
  .max(MAX_DOC_SECTIONS, msg('At most {max} sections.', { max: MAX_DOC_SECTIONS }))
  .superRefine((list, ctx) => {
    const ids = new Set<string>();
    const names = new Set<string>();
    for (const [i, s] of list.entries()) {
      if (ids.has(s.id)) ctx.addIssue({ code: 'custom', path: [i, 'id'], message: MSG.invalidId });
      const key = s.name.toLowerCase();
      if (names.has(key))
        ctx.addIssue({ code: 'custom', path: [i, 'name'], message: DOCS_TEXT.sectionTaken });
      ids.add(s.id);
      names.add(key);
    }
  });

/** The docs settings: docsCheck, and the sections (left out: as they are). The first save sets the library up. */
export const docSettingsSaveSchema = z.object({
  ...vesselRef,
  docsCheck: z.boolean({ error: MSG.required }),
  sections: sectionListSchema.optional(),
});
export type DocSettingsSave = z.input<typeof docSettingsSaveSchema>;

// The spec's REST wire ------------------------------------------------------------------------

/** PUT /docs/settings/{yachtID}: 'the body carries yachtID'. */
export const docSettingsWireSchema = z.object({
  yachtID: idSchema,
  docsCheck: z.boolean({ error: MSG.required }),
  // As GET answers them, with their order: the list is saved in that order (the save schema
  // checks the list itself).
  sections: z
    .array(
      sectionInputSchema.extend({
        order: z
          .number()
          .int()
          .min(0)
          .max(MAX_DOC_SECTIONS * 1000)
          .optional(),
      }),
    )
    .max(MAX_DOC_SECTIONS, msg('At most {max} sections.', { max: MAX_DOC_SECTIONS }))
    .optional(),
  // What GET answers besides, read-only: sent back as read, or left out.
  docsModuleInitialized: z.boolean().optional(),
  accessToDocsModule: z.boolean().optional(),
  accessToDocsModuleSettings: z.boolean().optional(),
  accessToUploadDocs: z.boolean().optional(),
});

/** The upload call (not in the spec: its upload area): a stored file filed under a section. */
export const docUploadWireSchema = z.object({
  documentId: docIdSchema.optional(),
  sectionId: docIdSchema,
  fileId: fileIdSchema,
  name: documentNameSchema.optional(),
});

/** The access flags of doc 2, section 3, as the caller holds them. */
export interface DocsAccessFlags {
  accessToDocsModule: boolean;
  accessToDocsModuleSettings: boolean;
  accessToUploadDocs: boolean;
}

/** GET /docs/{id} and GET /docs/settings/{yachtID}. */
export interface DocsModuleState extends DocsAccessFlags {
  yachtID: number;
  docsCheck: boolean;
  docsModuleInitialized: boolean;
  sections: { id: string; name: string; order: number }[];
}

/** GET /docs/documents/forYacht/{id}: 'sections, each with documents (id, name, order)'. */
export interface DocsLibrary {
  yachtID: number;
  sections: {
    id: string;
    name: string;
    order: number;
    documents: {
      id: string;
      name: string;
      order: number;
      fileName: string;
      size: number;
      uploadedAt: string;
    }[];
  }[];
}

export const docsSync = defineSyncModule({
  records: {
    docSections: docSectionSchema,
    libraryDocs: libraryDocSchema,
    docSettings: docSettingsSchema,
  },
  ops: {
    'docs/upload': docUploadSchema,
    'docs/rename': docRenameSchema,
    'docs/order': docOrderSaveSchema,
    'docs/set-section': docSetSectionSchema,
    'docs/delete': docDeleteSchema,
    'docs/settings/save': docSettingsSaveSchema,
  },
});
