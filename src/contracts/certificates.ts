import { z } from 'zod';
import { normaliseAlertDays } from '../domain/certificates/cert-dates';
import { REQUIRED, sectionNumberProblem } from '../domain/certificates/cert-form';
import { msg } from '../i18n/msg';
import { idSchema, isoDateSchema, MAX_ID, storableText } from './common';
import { MSG } from './messages';
import { clientIdSchema } from './rest-hours';
import { defineSyncModule } from './sync-module';

/**
 * Vessel certificates (doc 2: certificates). Five kinds of record reach the devices of those who
 * keep a vessel's certificates (level 4+, or its certificate approval group): the catalogue's
 * sections, certificate types (the product's and the vessel's own, Add Other) and vessel
 * parameters, the vessel's certificate settings (Required Settings, requirements, approval group)
 * and its certificates. Certificates and a vessel's own types are made on the device (their ids
 * ULIDs), so an officer records a renewed certificate at sea. Dates here are 'YYYY-MM-DD' or null;
 * the spec's REST calls speak its wire format instead (certificates-wire.ts).
 */

export const CERT_TEXT = {
  deleteCertificate: msg('Please confirm you wish to DELETE this certificate.'),
  // Not in the spec; written in its voice.
  typeElsewhere: msg('Choose a certificate type of this vessel.'),
  sectionMissing: msg('Choose a section of the certificates.'),
  typeTaken: msg('This certificate type already exists.'),
  notInitialized: msg('Please save the Required Settings first.'),
  notOnBoard: msg('Choose crew members of this vessel.'),
  /** A save's Checked against its documents' (doc 2, section 4: Yes only when all are checked). */
  checkedFollowsDocuments: msg(
    'Checked follows the documents of this certificate: check or uncheck the documents instead.',
  ),
} as const;

// Records -----------------------------------------------------------------------------------

export const certSectionSchema = z.object({
  id: z.number(),
  name: z.string(),
  shortcut: z.string(),
  order: z.number(),
  version: z.number(),
});
export type CertSection = z.infer<typeof certSectionSchema>;

export const vesselParameterSchema = z.object({
  id: z.number(),
  name: z.string(),
  order: z.number(),
  version: z.number(),
});
export type VesselParameter = z.infer<typeof vesselParameterSchema>;

export const certTypeSchema = z.object({
  /** A catalogue type's id is its section shortcut and number ('SF03'); a vessel's own, a ULID. */
  id: z.string(),
  /** null: the product's catalogue; else the vessel that added it (Add Other). */
  vesselId: z.number().nullable(),
  sectionId: z.number(),
  /** The two digits of its number within the section (shown after the section's shortcut). */
  number: z.string(),
  name: z.string(),
  order: z.number(),
  defaultComment: z.string().nullable(),
  expiryDateRequired: z.boolean(),
  surveyRangeDateRequired: z.boolean(),
  lastSurveyDateRequired: z.boolean(),
  documentUploadRequired: z.boolean(),
  deleted: z.boolean(),
  version: z.number(),
});
export type CertType = z.infer<typeof certTypeSchema>;

export const certRequirementSchema = z.object({ certificateTypeId: z.string(), isActive: z.boolean() });
export type CertRequirement = z.infer<typeof certRequirementSchema>;

export const certSettingsSchema = z.object({
  vesselId: z.number(),
  flag: z.string().nullable(),
  class: z.string().nullable(),
  vesselParameterId: z.number().nullable(),
  cruisingUSWaters: z.boolean(),
  /** certsModuleInitialized: the requirements were set up from the vessel parameter. */
  initialized: z.boolean(),
  /** The certificate approval group's user ids. */
  approvalGroup: z.array(z.number()),
  requirements: z.array(certRequirementSchema),
  version: z.number(),
});
export type CertSettings = z.infer<typeof certSettingsSchema>;

export const certificateRecordSchema = z.object({
  id: z.string(),
  vesselId: z.number(),
  certificateTypeId: z.string(),
  sectionId: z.number(),
  sectionNumber: z.string(),
  /** The title suffix (doc 2: certificateID). */
  certificateID: z.string().nullable(),
  expireDate: z.string().nullable(),
  surveyWindowOpen: z.string().nullable(),
  surveyWindowClosing: z.string().nullable(),
  lastSurveyDate: z.string().nullable(),
  alertDays: z.number(),
  certificateComments: z.string().nullable(),
  checked: z.boolean(),
  deleted: z.boolean(),
  version: z.number(),
});
export type CertificateRecord = z.infer<typeof certificateRecordSchema>;

// Operations ----------------------------------------------------------------------------------

/** A certificate type's id: a catalogue code ('SF03') or a vessel type's ULID. */
export const certTypeIdSchema = storableText(
  z.string({ error: REQUIRED }).regex(/^[0-9A-Za-z]{2,40}$/, MSG.invalidId),
);
/** A new type's id, made on the device: a ULID's shape, never a catalogue code. */
const newTypeIdSchema = storableText(z.string().regex(/^[0-9A-Za-z]{10,40}$/, MSG.invalidId));

/** A section id, 'Required' in the certificate forms' words (doc 2, section 5). */
export const certSectionIdSchema = z
  .number({ error: REQUIRED })
  .int(MSG.invalidId)
  .positive(MSG.invalidId)
  .max(MAX_ID, MSG.invalidId);

const optionalText = (max: number) =>
  storableText(z.string().trim().max(max, MSG.maxLength(max)))
    .nullish()
    .transform((v) => (v ? v : null));

/** Doc 2, section 5: the section number, required, numeric and exactly two characters. */
export const sectionNumberSchema = z
  .string({ error: REQUIRED })
  .max(20, msg('Wrong length'))
  .transform((v) => v.trim())
  .superRefine((v, ctx) => {
    const problem = sectionNumberProblem(v);
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  });

/** A certificate date: 'YYYY-MM-DD', or null for none. */
const certDate = isoDateSchema.nullish().transform((v) => v ?? null);

/** Doc 2, section 5: one of 60, 90, 120, 150, 180; anything else (0 too) is 60. */
export const alertDaysSchema = z
  .number({ error: MSG.numeric })
  .int(MSG.wholeNumber)
  .min(0, MSG.atLeast(0))
  .max(10_000, MSG.atMost(10_000))
  .nullish()
  .transform((n) => normaliseAlertDays(n));

const vesselRef = { yachtId: idSchema };

/** Save (doc 2, section 4: 'created when the id is 0, otherwise updated'): new when the id is unknown. */
export const certSaveSchema = z.object({
  ...vesselRef,
  certificateId: clientIdSchema,
  certificateTypeId: certTypeIdSchema,
  sectionId: certSectionIdSchema,
  sectionNumber: sectionNumberSchema,
  certificateID: optionalText(100),
  expireDate: certDate,
  surveyWindowOpen: certDate,
  surveyWindowClosing: certDate,
  lastSurveyDate: certDate,
  alertDays: alertDaysSchema,
  certificateComments: optionalText(2000),
  /** Left out: kept as it is (a new certificate starts unchecked). Needs the check right to change. */
  checked: z.boolean().optional(),
});
export type CertSave = z.input<typeof certSaveSchema>;

/**
 * What a save sets of a certificate as sent, the same on the device (its local copy) and on the
 * server (the stored row, and whether a save changes anything); the type and Checked are each
 * side's to settle.
 */
export const certSavedFields = (b: z.output<typeof certSaveSchema>) => ({
  sectionId: b.sectionId,
  sectionNumber: b.sectionNumber,
  certificateID: b.certificateID,
  expireDate: b.expireDate,
  surveyWindowOpen: b.surveyWindowOpen,
  surveyWindowClosing: b.surveyWindowClosing,
  lastSurveyDate: b.lastSurveyDate,
  alertDays: b.alertDays,
  certificateComments: b.certificateComments,
});

export const certRefSchema = z.object({ ...vesselRef, certificateId: clientIdSchema });

/**
 * The vessel parameter: none (or 0, a select's "nothing chosen") is 'Required'; a value sent that
 * can be no parameter's id (negative, fractional, past 2^31) is an invalid id, as an unknown one is.
 */
export const vesselParameterIdSchema = z
  .number({ error: REQUIRED })
  .refine((v) => v !== 0, { error: REQUIRED, abort: true })
  .int(MSG.invalidId)
  .positive(MSG.invalidId)
  .max(MAX_ID, MSG.invalidId);

/** The Required Settings popup: the vessel parameter is required, flag and class have no rules. */
export const certSettingsSaveSchema = z.object({
  ...vesselRef,
  flag: optionalText(100),
  class: optionalText(100),
  vesselParameterId: vesselParameterIdSchema,
  cruisingUSWaters: z.boolean().default(false),
});
export type CertSettingsSave = z.input<typeof certSettingsSaveSchema>;

export const certRequirementSetSchema = z.object({
  ...vesselRef,
  certificateTypeId: certTypeIdSchema,
  isActive: z.boolean({ error: REQUIRED }),
});

/** The approval group's members, the whole list. */
export const certGroupSetSchema = z.object({
  ...vesselRef,
  userIds: z.array(idSchema).max(200, MSG.maxItems(200)),
});

/** Add Other (doc 2, section 5): title, section and number required; the number as typed. */
export const certTypeAddSchema = z.object({
  ...vesselRef,
  typeId: newTypeIdSchema,
  title: storableText(z.string({ error: REQUIRED }).trim().min(1, REQUIRED).max(150, MSG.maxLength(150))),
  sectionId: certSectionIdSchema,
  /** Checked on the server, with the section's shortcut the user may have typed in front. */
  sectionNumber: storableText(
    z.string({ error: REQUIRED }).trim().min(1, REQUIRED).max(20, msg('Wrong length')),
  ),
});
export type CertTypeAdd = z.input<typeof certTypeAddSchema>;

export const certSync = defineSyncModule({
  records: {
    certSections: certSectionSchema,
    vesselParameters: vesselParameterSchema,
    certTypes: certTypeSchema,
    certSettings: certSettingsSchema,
    certificates: certificateRecordSchema,
  },
  ops: {
    'cert/save': certSaveSchema,
    'cert/delete': certRefSchema,
    'cert/settings/save': certSettingsSaveSchema,
    'cert/requirement/set': certRequirementSetSchema,
    'cert/group/set': certGroupSetSchema,
    'cert/type/add': certTypeAddSchema,
  },
});

/**
 * The product's own vessel parameters (migration 0029; no one renames them), as catalogue messages:
 * the certificate settings' choice shows a parameter's name with t().
 */
export const VESSEL_PARAMETER_NAMES = [
  msg('Private yacht'),
  msg('Commercial yacht < 500 GT'),
  msg('Commercial yacht ≥ 500 GT'),
  msg('Passenger yacht'),
] as const;
