import { z } from 'zod';
import {
  CERT_ATTACHMENT_TYPES,
  CHECK_ALL_FAILED,
  FILE_TOO_LARGE,
  MAX_CERT_FILES,
  TOO_MANY_FILES,
  UPLOAD_FAILED,
  UPLOAD_FAILED_TITLE,
} from '../domain/certificates/attachments';
import { msg } from '../i18n/msg';
import { idSchema } from './common';
import { fileIdSchema } from './files';
import { MSG } from './messages';
import { clientIdSchema } from './rest-hours';
import { defineSyncModule } from './sync-module';

/**
 * A vessel certificate's attachments (doc 2, sections 3, 4, 5, 8 and 9): files of four types
 * (Certificate 0, Supporting doc 1, Endorsement 2, Supplement 3) on one certificate, uploaded,
 * then archived (kept in an Archive section) or deleted. The file travels through the resumable
 * file queue (purpose 'attachment': the spec's 20 MB); the operation that puts it on the
 * certificate waits for it. An attachment's id is its file's id (a ULID made on the device), so
 * the device names it before the server has it. The records reach exactly those who keep the
 * vessel's certificates; the spec's REST calls answer in its wire fields (certAttachmentWire).
 */

export const CERT_ATTACHMENT_TEXT = {
  tooMany: TOO_MANY_FILES,
  tooBig: FILE_TOO_LARGE,
  failed: UPLOAD_FAILED,
  failedTitle: UPLOAD_FAILED_TITLE,
  checkAllFailed: CHECK_ALL_FAILED,
  downloadFailed: msg('Failed to download a selected file.'),
  deleteArchived: msg('Please confirm you wish to DELETE this archived attachment.'),
  deleteOrArchive: msg('Please select option (Delete or Archive)'),
  // Not in the spec; written in its voice.
  wrongType: msg('Choose the attachment type: Certificate, Supporting doc, Endorsement or Supplement.'),
  used: msg('This file is attached to another certificate.'),
  gone: msg('This attachment was deleted.'),
  otherType: msg('This file is already attached with another attachment type.'),
  noCheckRight: msg('Checking documents needs the check right on this vessel.'),
} as const;

/** What the file picker offers (the server judges the type from the bytes, never the name). */
export const CERT_ATTACHMENT_ACCEPT =
  'application/pdf,image/*,.doc,.docx,.xls,.xlsx,.ppt,.pptx,application/msword,application/vnd.ms-excel';

/** One attachment as the device holds it. */
export const certAttachmentSchema = z.object({
  /** The file's id (a ULID the device chose). */
  id: z.string(),
  vesselId: z.number(),
  certificateId: z.string(),
  name: z.string(),
  size: z.number(),
  /** The type sniffed from the bytes (null for a corrupted upload, whose bytes were not kept). */
  mime: z.string().nullable(),
  /** Who uploaded it, as the list shows them (doc 2: userName). */
  userName: z.string(),
  userId: z.number(),
  /** When it was added: an ISO timestamp. */
  date: z.string(),
  attachmentType: z.number(),
  attachmentChecked: z.boolean(),
  attachmentArchived: z.boolean(),
  isCorrupted: z.boolean(),
  deleted: z.boolean(),
  version: z.number(),
});
export type CertAttachment = z.infer<typeof certAttachmentSchema>;

/** The type code: 0 to 3, nothing else (doc 2, section 3). */
export const attachmentTypeSchema = z
  .number({ error: CERT_ATTACHMENT_TEXT.wrongType })
  .int(CERT_ATTACHMENT_TEXT.wrongType)
  .min(CERT_ATTACHMENT_TYPES.certificate, CERT_ATTACHMENT_TEXT.wrongType)
  .max(CERT_ATTACHMENT_TYPES.supplement, CERT_ATTACHMENT_TEXT.wrongType);

const onCertificate = { yachtId: idSchema, certificateId: clientIdSchema };
const oneAttachment = { ...onCertificate, attachmentId: fileIdSchema };

/** 'cert/attachment/add': an uploaded file onto the certificate, as a type. */
export const certAttachmentAddSchema = z.object({
  ...onCertificate,
  fileId: fileIdSchema,
  attachmentType: attachmentTypeSchema,
});
export type CertAttachmentAdd = z.input<typeof certAttachmentAddSchema>;

/** 'cert/attachment/check': the Checked control, Yes (true) or No (false), sent at once. */
export const certAttachmentCheckSchema = z.object({ ...oneAttachment, checked: z.boolean() });

/** 'cert/attachment/archive' and 'cert/attachment/delete'. */
export const certAttachmentRefSchema = z.object(oneAttachment);

/**
 * 'cert/attachment/archive-all' and 'cert/attachment/check-all' (Confirm of 'Please confirm that
 * you have viewed all uploaded documents.'): the attachments the user was shown, so a file added
 * meanwhile by someone else is neither archived nor marked as viewed unseen. Left out (the REST
 * archiveAll): every live attachment of the certificate. Bounded: a certificate gathers a few
 * dozen papers over its years.
 */
export const certAttachmentsManySchema = z.object({
  ...onCertificate,
  attachmentIds: z.array(fileIdSchema).min(1, MSG.required).max(500, MSG.maxItems(500)).optional(),
});
export type CertAttachmentsMany = z.input<typeof certAttachmentsManySchema>;

/** An attachment in the spec's fields (doc 2, section 3), as the REST calls answer. */
export interface CertAttachmentWire {
  id: string;
  name: string;
  userName: string;
  date: string;
  attachmentType: number;
  attachmentChecked: boolean;
  attachmentArchived: boolean;
  certID: string;
  isCorrupted: boolean;
}

export const toAttachmentWire = (a: CertAttachment): CertAttachmentWire => ({
  id: a.id,
  name: a.name,
  userName: a.userName,
  date: a.date,
  attachmentType: a.attachmentType,
  attachmentChecked: a.attachmentChecked,
  attachmentArchived: a.attachmentArchived,
  certID: a.certificateId,
  isCorrupted: a.isCorrupted,
});

/**
 * Download all: each file as base64 with its name and where it downloads alone (doc 2, section
 * 3's download result: base64, attachmentURL, attachmentName).
 */
export const certAttachmentDownloadSchema = z.object({
  id: z.string(),
  attachmentName: z.string(),
  attachmentURL: z.string(),
  base64: z.string(),
});
export type CertAttachmentDownload = z.infer<typeof certAttachmentDownloadSchema>;
export const certAttachmentDownloadsSchema = z.array(certAttachmentDownloadSchema);

/** The REST upload's answer: the new attachments (corrupted ones marked) and the certificate's Checked. */
export interface CertAttachmentUploadAnswer {
  attachments: CertAttachmentWire[];
  checked: 0 | 1;
  version: number;
}

export { MAX_CERT_FILES };

export const certAttachmentsSync = defineSyncModule({
  records: { certAttachments: certAttachmentSchema },
  ops: {
    'cert/attachment/add': certAttachmentAddSchema,
    'cert/attachment/check': certAttachmentCheckSchema,
    'cert/attachment/archive': certAttachmentRefSchema,
    'cert/attachment/delete': certAttachmentRefSchema,
    'cert/attachment/archive-all': certAttachmentsManySchema,
    'cert/attachment/check-all': certAttachmentsManySchema,
  },
});
