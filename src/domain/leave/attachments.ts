/**
 * A leave request's attachments (doc 3, section 9: 'Attachment constants 10 files and
 * 4,000,000 size'): a ticket or a doctor's note, as a PDF or a photo, at most 4,000,000 bytes
 * each (the '4 MB' the message names). The device checks before a file is queued, so a phone at
 * sea learns at once; the server checks the size again and judges the type from the bytes.
 */
export const LEAVE_ATTACHMENT_MAX_FILES = 10;
export const LEAVE_ATTACHMENT_MAX_BYTES = 4_000_000;
export const LEAVE_ATTACHMENT_TYPES = [
  'application/pdf',
  'image/jpeg',
  'image/png',
  'image/webp',
  'image/heic',
  'image/heif',
  'image/gif',
] as const;

export type AttachmentRefusal = 'tooMany' | 'tooBig' | 'wrongType' | 'empty';

/**
 * Why a file cannot be added to a request that has `count` attachments, or null. A type the
 * browser cannot name (some phones give HEIC photos none) is left to the server's check.
 */
export function attachmentRefusal(
  file: { size: number; type: string },
  count: number,
): AttachmentRefusal | null {
  if (count >= LEAVE_ATTACHMENT_MAX_FILES) return 'tooMany';
  if (file.size === 0) return 'empty';
  if (file.size > LEAVE_ATTACHMENT_MAX_BYTES) return 'tooBig';
  if (file.type !== '' && !(LEAVE_ATTACHMENT_TYPES as readonly string[]).includes(file.type))
    return 'wrongType';
  return null;
}

/** A name as lists show it (doc 3, section 9: 'Document names truncated at 35 characters'). */
export function shortFileName(name: string, max = 35): string {
  if (name.length <= max) return name;
  const dot = name.lastIndexOf('.');
  const ext = dot > 0 && name.length - dot <= 6 ? name.slice(dot) : '';
  return `${name.slice(0, max - ext.length - 1)}…${ext}`;
}
