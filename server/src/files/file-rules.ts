import {
  LEAVE_ATTACHMENT_MAX_BYTES,
  LEAVE_ATTACHMENT_TEXT,
  LEAVE_ATTACHMENT_TYPES,
} from '../../../src/contracts/leave-attachments';
import type { GatedModule } from '../../../src/domain/access/modules';

/**
 * What each kind of file may be: its size limit (the spec's numbers and messages) and the
 * types accepted, judged from the content, never from the name; and the module whose records it
 * belongs to, so GET /files serves none of it on a vessel where that module is off (issue 30).
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
    tooBig: (name: string) => `File '${name}' is too large. Please keep file under 3 MB.`,
  },
  // A crew photo: the spec counts the photo among the crew records (doc 2, section 1).
  photo: { module: 'crew', maxBytes: 20 * MB, types: IMAGES, tooBig: () => 'Maximum file size is 20 MB.' },
  // Spec: certificate attachments, "Maximum file size is 20 MB."
  attachment: {
    module: 'certs',
    maxBytes: 20 * MB,
    types: DOCS,
    tooBig: () => 'Maximum file size is 20 MB.',
  },
  // Crew documents (a passport photographed on a phone, a scanned certificate): as attachments.
  crewDocument: {
    module: 'crew',
    maxBytes: 20 * MB,
    types: DOCS,
    tooBig: () => 'Maximum file size is 20 MB.',
  },
  // A leave request's ticket or doctor's note (doc 3, section 9: 4,000,000 bytes): a PDF or a photo.
  leaveAttachment: {
    module: 'leave',
    maxBytes: LEAVE_ATTACHMENT_MAX_BYTES,
    types: LEAVE_ATTACHMENT_TYPES,
    tooBig: (name: string) => LEAVE_ATTACHMENT_TEXT.tooBig(name),
  },
  // Spec: vessel documents, "under 4 MB".
  document: {
    module: 'docs',
    maxBytes: 4 * MB,
    types: DOCS,
    tooBig: (name: string) => `File '${name}' is too large. Please keep file under 4 MB.`,
  },
} as const satisfies Record<string, PurposeRule>;
export type FilePurpose = keyof typeof FILE_PURPOSES;
export const MAX_FILE_BYTES = Math.max(...Object.values(FILE_PURPOSES).map((p) => p.maxBytes));

export const WRONG_TYPE = 'This type of file is not accepted here.';
export const UPLOAD_FAILED = 'File(s) failed to upload, please try again or contact support.';
