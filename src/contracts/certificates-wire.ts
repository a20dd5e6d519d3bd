import { z } from 'zod';
import { EMPTY_DATE, type ExpiryState, fromWireDate } from '../domain/certificates/cert-dates';
import { REQUIRED } from '../domain/certificates/cert-form';
import { msg } from '../i18n/msg';
import type { CertAttachmentWire } from './cert-attachments';
import {
  alertDaysSchema,
  certSectionIdSchema,
  certTypeIdSchema,
  sectionNumberSchema,
  vesselParameterIdSchema,
} from './certificates';
import { DATE_MAX, DATE_MIN, idSchema, sentVersionSchema, storableText } from './common';
import { MSG } from './messages';

/**
 * The spec's certificate calls (doc 2, section 7) as they go over the wire: dates at 12:00:00Z
 * and the empty date as the sentinel 0001-01-01T00:00:00Z (doc 2, section 5), the spec's field
 * names (certID, sectionID, yachtID, vesselParametersID). The synced records and the queued
 * operations use plain 'YYYY-MM-DD' dates (certificates.ts); the server converts at the edge.
 */

const INVALID_DATE = msg('Invalid date. Use YYYY-MM-DD.');
const SENTINEL = /^(0001-01-01|0000-12-31)(?:[Tt ]|$)/;

/** A wire date in: the sentinel, empty or null is no date; anything else must read as a day. */
export const wireDateSchema = storableText(z.string().max(40, INVALID_DATE))
  .nullish()
  .transform((raw, ctx) => {
    const v = raw?.trim() ?? '';
    if (v === '' || v === EMPTY_DATE || SENTINEL.test(v)) return null;
    const day = fromWireDate(v);
    if (day === null) {
      ctx.addIssue({ code: 'custom', message: INVALID_DATE });
      return z.NEVER;
    }
    if (day < DATE_MIN || day > DATE_MAX) {
      ctx.addIssue({ code: 'custom', message: MSG.dateOutOfRange });
      return z.NEVER;
    }
    return day;
  });

const optionalText = (max: number) =>
  storableText(z.string().trim().max(max, MSG.maxLength(max)))
    .nullish()
    .transform((v) => (v ? v : null));

/** certID: 0 (or nothing) makes a new certificate; a certificate's id updates it (or makes it with that id). */
const certIdInSchema = z
  .union([
    z.literal(0),
    z.literal('0'),
    z.literal(''),
    z.string().regex(/^[0-9A-Za-z]{10,40}$/, MSG.invalidId),
  ])
  .nullish()
  .transform((v) => (v === 0 || v === '0' || v === '' || v === null || v === undefined ? null : v));

/** POST /certsDetail/certificate/{yachtId}: the certificate form's body. */
export const certWireSaveSchema = z.object({
  certID: certIdInSchema,
  certificateTypeID: certTypeIdSchema,
  sectionID: certSectionIdSchema,
  sectionNumber: z.preprocess((v) => (typeof v === 'number' ? String(v) : v), sectionNumberSchema),
  certificateID: optionalText(100),
  expireDate: wireDateSchema,
  surveyWindowOpen: wireDateSchema,
  surveyWindowClosing: wireDateSchema,
  lastSurveyDate: wireDateSchema,
  alertDays: alertDaysSchema,
  certificateComments: optionalText(2000),
  /** Yes (1) or No (0), or true/false. */
  checked: z
    .union([z.boolean(), z.literal(0), z.literal(1)])
    .optional()
    .transform((v) => (v === undefined ? undefined : Boolean(v))),
  yachtID: idSchema.optional(),
  /**
   * The read's own fields (doc 2, section 3's Certificate): a client that saves the certificate
   * it read sends them back. They are the server's (derived, or kept by the attachment calls):
   * as read, accepted; another value, refused (server/…/cert-spec-names, refuseChangedReadFields).
   */
  status: z.string().nullish(),
  statusText: z.string().nullish(),
  certificateSectionNumber: z.string().nullish(),
  attachments: z.array(z.record(z.string(), z.unknown())).nullish(),
  version: sentVersionSchema.optional(),
});
export type CertWireSave = z.input<typeof certWireSaveSchema>;

/** PUT /cert/yachtData/{yachtId}: the Required Settings popup (doc 2, section 3). */
export const certYachtDataSchema = z.object({
  flag: optionalText(100),
  class: optionalText(100),
  /** Left out, null, 0 or empty: 'Required'; anything else that is no id: an invalid id. */
  vesselParametersID: z.preprocess(
    (v) => (v === '' ? undefined : v),
    z
      .union([z.number(), z.string().regex(/^\d{1,10}$/, MSG.invalidId)], {
        error: (issue) => (issue.input === undefined || issue.input === null ? REQUIRED : MSG.invalidId),
      })
      .transform(Number)
      .pipe(vesselParameterIdSchema),
  ),
  cruisingUSWaters: z.boolean().default(false),
  yachtID: idSchema.optional(),
});
/** PUT /cert/yachtData: the settings as GET answered them; its read-only fields as read, or left out. */
export const certYachtDataPutSchema = certYachtDataSchema.extend({
  version: sentVersionSchema.optional(),
  certsModuleInitialized: z.boolean().optional(),
});

/** POST /certificateRequirement/{yachtId}: a requirement on or off. */
export const certRequirementWireSchema = z.object({
  certificateTypeID: certTypeIdSchema,
  isActive: z.boolean({ error: REQUIRED }),
});

/**
 * POST /certs/settings/{yachtId}: a user into the certificate approval group, or the spec's cert
 * settings user as read (`userID, inCertGroup`): false takes them out.
 */
export const certGroupUserSchema = z.object({ userID: idSchema, inCertGroup: z.boolean().optional() });

// Answers -------------------------------------------------------------------------------------

export interface CertTypeWire {
  certificateTypeID: string;
  certificateTypeName: string;
  certificateTypeOrder: number;
  sectionID: number;
  /** The type's number in its section, and with the section's shortcut ('SF03'). */
  sectionNumber: string;
  certificateSectionNumber: string;
  defaultComment: string | null;
  expiryDateRequired: boolean;
  surveyRangeDateRequired: boolean;
  lastSurveyDateRequired: boolean;
  documentUploadRequired: boolean;
  /** The vessel's own type (Add Other), not the catalogue's. */
  isVesselType: boolean;
}

export interface CertificateWire {
  certID: string;
  /** The spec's other name of certID (doc 2, section 3: 'certID or id'). */
  id: string;
  status: ExpiryState;
  /** 'Expiring date' or 'Expired date' (doc 2, section 5), else null. */
  statusText: string | null;
  certificateType: CertTypeWire;
  sectionID: number;
  sectionNumber: string;
  certificateSectionNumber: string;
  certificateID: string | null;
  expireDate: string;
  surveyWindowOpen: string;
  surveyWindowClosing: string;
  lastSurveyDate: string;
  alertDays: number;
  certificateComments: string | null;
  checked: 0 | 1;
  /** In the one certificate's call (the register's list leaves them out: an empty list). */
  attachments: CertAttachmentWire[];
  yachtID: number;
  version: number;
}

/** GET /cert/{yachtId}: the module's state for the caller (doc 2, section 3). */
export interface CertModuleState {
  sections: { id: number; name: string; shortcut: string }[];
  vesselParameters: { vesselParameterID: number; vesselParameterName: string }[];
  certsModuleInitialized: boolean;
  accessToEditRequirements: boolean;
  accessToRequirements: boolean;
  accessToSettings: boolean;
  accessToCheckAttachments: boolean;
  isCertApprovalGroup: boolean;
}

export interface CertYachtData {
  flag: string | null;
  class: string | null;
  vesselParametersID: number | null;
  cruisingUSWaters: boolean;
  certsModuleInitialized: boolean;
  version: number;
}

/** GET /certs/{yachtId}: the register by section; `missing` are required types with no certificate. */
export interface CertListWire {
  yachtID: number;
  sections: {
    id: number;
    name: string;
    shortcut: string;
    certificates: CertificateWire[];
    missing: CertTypeWire[];
  }[];
}

export interface CertRequirementWire {
  requirementID: string;
  certificateType: CertTypeWire;
  isActive: boolean;
}

export interface CertGroupUserWire {
  userID: number;
  name: string;
  inCertGroup: boolean;
}
