import { z } from 'zod';
import {
  type AttachmentRefusal,
  LEAVE_ATTACHMENT_MAX_BYTES,
  LEAVE_ATTACHMENT_MAX_FILES,
  LEAVE_ATTACHMENT_TYPES,
} from '../domain/leave/attachments';
import { msg } from '../i18n/msg';
import { idSchema } from './common';
import { FILE_PURPOSES, UPLOAD_FAILED, WRONG_TYPE } from './file-purposes';
import { fileIdSchema } from './files';
import { clientIdSchema } from './rest-hours';

/**
 * Attachments of a leave request (doc 3, section 4: 'attachment add and delete' in every
 * status, download once sent). The file travels through the file queue (purpose
 * 'leaveAttachment'); the operation that puts it on the request waits for it. The request's
 * record carries each file's name, size and type, so the list shows offline.
 */

export { LEAVE_ATTACHMENT_MAX_BYTES, LEAVE_ATTACHMENT_MAX_FILES, LEAVE_ATTACHMENT_TYPES };
/** What the file picker offers (the server judges the type from the bytes, never the name). */
export const LEAVE_ATTACHMENT_ACCEPT = 'application/pdf,image/*';

export const LEAVE_ATTACHMENT_TEXT = {
  tooMany: msg('A leave request can have {max} attachments at most.', { max: LEAVE_ATTACHMENT_MAX_FILES }),
  tooBig: FILE_PURPOSES.leaveAttachment.tooBig,
  used: msg('This file is attached to another leave request.'),
  // The file rules' words, said on the device before upload.
  wrongType: WRONG_TYPE,
  empty: UPLOAD_FAILED,
} as const;

/** Why a file is not added, saying which file: the size message names it itself. */
export function attachmentRefusalText(refusal: AttachmentRefusal, name: string): string {
  return refusal === 'tooBig'
    ? LEAVE_ATTACHMENT_TEXT.tooBig(name)
    : `${name}: ${LEAVE_ATTACHMENT_TEXT[refusal]}`;
}

/** One attachment as the request's record holds it. */
export const leaveAttachmentSchema = z.object({
  /** The file's id (the device chose it, a ULID). */
  id: z.string(),
  name: z.string(),
  size: z.number(),
  /** The type sniffed from the bytes on the server (the device's guess until then). */
  type: z.string(),
});
export type LeaveAttachment = z.infer<typeof leaveAttachmentSchema>;

const target = { yachtId: idSchema, requestId: clientIdSchema, fileId: fileIdSchema };

/** 'leave/request/attach' and POST /leave/requests/{id}/attachments: a stored file onto the request. */
export const leaveAttachSchema = z.object(target);
export type LeaveAttach = z.input<typeof leaveAttachSchema>;

/** 'leave/request/detach' and DELETE /leave/requests/{id}/attachments/{fileId}. */
export const leaveDetachSchema = z.object(target);
export type LeaveDetach = z.input<typeof leaveDetachSchema>;
