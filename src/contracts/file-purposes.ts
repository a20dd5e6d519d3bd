import type { GatedModule } from '../domain/access/modules';
import { FILE_TOO_LARGE, MAX_CERT_FILE_BYTES, UPLOAD_FAILED } from '../domain/certificates/attachments';
import { libraryFileTooBig, MAX_LIBRARY_FILE_BYTES } from '../domain/certificates/document-library';
import { LEAVE_ATTACHMENT_MAX_BYTES, LEAVE_ATTACHMENT_TYPES } from '../domain/leave/attachments';
import { msg } from '../i18n/msg';

/**
 * What each kind of file may be: its size limit (the spec's numbers and messages) and the types
 * accepted, which the server judges from the content, never from the name; and the module whose
 * records it belongs to, so GET /files serves none of it on a vessel where that module is off
 * (issue 30). One table for the device (which checks before queuing, so a phone at sea learns at
 * once) and the server (which checks again); the limits a domain rule also uses come from there.
 */
const MB = 1024 * 1024;
const IMAGES = ['image/jpeg', 'image/png', 'image/webp', 'image/heic', 'image/heif', 'image/gif'];
/** An OLE container: what content sniffing calls a .doc, .xls or .ppt. */
export const OLE_CONTAINER = 'application/x-cfb';
const DOCS = [
  'application/pdf',
  ...IMAGES,
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  'application/vnd.openxmlformats-officedocument.presentationml.presentation',
  OLE_CONTAINER,
];

interface PurposeRule {
  module: GatedModule;
  maxBytes: number;
  types: readonly string[];
  tooBig: (name: string) => string;
}

export const FILE_PURPOSES = {
  // Spec: digital signature image, "under 3 MB".
  signature: {
    module: 'hoursofrest',
    maxBytes: 3 * MB,
    types: IMAGES,
    tooBig: (name: string) => msg("File ''{name}'' is too large. Please keep file under 3 MB.", { name }),
  },
  // A crew photo: the spec counts the photo among the crew records (doc 2, section 1).
  photo: { module: 'crew', maxBytes: 20 * MB, types: IMAGES, tooBig: () => FILE_TOO_LARGE },
  // Spec: certificate attachments, "Maximum file size is 20 MB."
  attachment: { module: 'certs', maxBytes: MAX_CERT_FILE_BYTES, types: DOCS, tooBig: () => FILE_TOO_LARGE },
  // Spec: vessel documents, "under 4 MB".
  document: { module: 'docs', maxBytes: MAX_LIBRARY_FILE_BYTES, types: DOCS, tooBig: libraryFileTooBig },
  // Crew documents (a passport photographed on a phone, a scanned certificate): as attachments.
  crewDocument: { module: 'crew', maxBytes: MAX_CERT_FILE_BYTES, types: DOCS, tooBig: () => FILE_TOO_LARGE },
  // A leave request's ticket or doctor's note (doc 3, section 9: 4,000,000 bytes): a PDF or a
  // photo; the size message is the library's words, as the '4 MB' it names.
  leaveAttachment: {
    module: 'leave',
    maxBytes: LEAVE_ATTACHMENT_MAX_BYTES,
    types: LEAVE_ATTACHMENT_TYPES,
    tooBig: libraryFileTooBig,
  },
} as const satisfies Record<string, PurposeRule>;
export type FilePurpose = keyof typeof FILE_PURPOSES;
// A tuple, as z.enum wants one.
export const FILE_PURPOSE_NAMES = Object.keys(FILE_PURPOSES) as [FilePurpose, ...FilePurpose[]];
/** The largest file of any purpose: the upload server's own bound, before it knows the purpose. */
export const MAX_FILE_BYTES = Math.max(...Object.values(FILE_PURPOSES).map((p) => p.maxBytes));

export const WRONG_TYPE = msg('This type of file is not accepted here.');
/** tus's Upload-Length: the file's size in bytes, digits only. */
export const UPLOAD_LENGTH_INVALID = msg('Must be the size of the file in bytes, a whole number above 0.');
/** An upload id sent again with another file (length, name, purpose or record). */
export const UPLOAD_REPLAY_DIFFERS = msg('This upload was begun with another file. Add the file again.');
export { UPLOAD_FAILED };
