import { msg } from '../../i18n/msg';
/**
 * A vessel certificate's attachments (doc 2, sections 3, 4, 5 and 9): their kinds, the upload
 * limits, and whether the documents have been checked by someone with the check right.
 */

/** Doc 2, section 3: 'Types: Certificate 0, Supporting doc 1, Endorsement 2, Supplement 3'. */
export const CERT_ATTACHMENT_TYPES = {
  certificate: 0,
  supportingDoc: 1,
  endorsement: 2,
  supplement: 3,
} as const;
export type CertAttachmentType = (typeof CERT_ATTACHMENT_TYPES)[keyof typeof CERT_ATTACHMENT_TYPES];
/** The label of each type, by its code (the API sends the code). */
export const CERT_ATTACHMENT_LABELS: Readonly<Record<CertAttachmentType, string>> = {
  0: msg('Certificate'),
  1: msg('Supporting doc'),
  2: msg('Endorsement'),
  3: msg('Supplement'),
};

export const isCertAttachmentType = (n: number): n is CertAttachmentType =>
  Object.values(CERT_ATTACHMENT_TYPES).includes(n as CertAttachmentType);

/** Doc 2, section 9: 'Attachments per certificate batch: fewer than 10; each file at most 20 MB'. */
export const MAX_CERT_FILES = 10;
export const MAX_CERT_FILE_BYTES = 20 * 1024 * 1024;
export const TOO_MANY_FILES = msg('Maximum attachment count reached. (Limit 10)');
export const FILE_TOO_LARGE = msg('Maximum file size is 20 MB.');
export const UPLOAD_FAILED = msg('File(s) failed to upload, please try again or contact support.');
export const UPLOAD_FAILED_TITLE = msg('Upload failed!');

/**
 * Why a batch of files cannot be uploaded, each message once, the count first; [] when it can.
 * 'Fewer than 10 files are accepted (rejected when the batch size reaches the limit)': a batch of
 * 10 is refused, 9 pass. `alreadyAttached` is the files already in the same batch (the uploader's
 * queue before this drop). Files saved on the certificate earlier do not count: the spec limits a
 * batch, not a certificate, which gathers endorsements over its years. A file of exactly 20 MB
 * passes ('at most').
 */
export function batchProblems(
  files: readonly { name: string; size: number }[],
  alreadyAttached = 0,
): string[] {
  const problems: string[] = [];
  if (files.length > 0 && alreadyAttached + files.length >= MAX_CERT_FILES) problems.push(TOO_MANY_FILES);
  if (files.some((f) => f.size > MAX_CERT_FILE_BYTES)) problems.push(FILE_TOO_LARGE);
  return problems;
}

interface Checkable {
  checked: boolean;
  archived: boolean;
}

/** The attachments that speak for the certificate: archived ones are superseded papers, kept apart. */
const live = <A extends Checkable>(attachments: readonly A[]) => attachments.filter((a) => !a.archived);

/**
 * The certificate's Checked column (doc 2, section 4: 'if any attachment is unchecked the status
 * is No; if all are checked, Yes'), over the attachments not archived: an archived paper was
 * replaced and nobody needs to view it again. With no live attachment the answer is 'No': Yes
 * says someone viewed the certificate's documents, and a certificate whose document is missing
 * must not look approved.
 */
export function checkedStatus(attachments: readonly Checkable[]): 'Yes' | 'No' {
  const shown = live(attachments);
  return shown.length > 0 && shown.every((a) => a.checked) ? msg('Yes') : msg('No');
}

export const CHECK_ALL_CONFIRMATION = msg('Please confirm that you have viewed all uploaded documents.');
export const CHECK_ALL_FAILED = msg('Checking all documents failed!');

/**
 * Whether saving asks 'Please confirm that you have viewed all uploaded documents.'. The spec's
 * 'on save with all attachments not yet checked' is read as 'not all of them checked yet': one
 * unchecked live attachment is enough, since Confirm then marks all of them checked, and with
 * every one checked there is nothing to confirm. Whether the user holds the check right is the
 * caller's question (doc 2, section 6).
 */
export function needsCheckAllConfirmation(attachments: readonly Checkable[]): boolean {
  return live(attachments).some((a) => !a.checked);
}

/** What Confirm marks checked: the live attachments not checked yet. */
export function attachmentsToCheck<A extends Checkable>(attachments: readonly A[]): A[] {
  return live(attachments).filter((a) => !a.checked);
}

/** The Checked control's value on the wire: Yes is 1, No is 0 (doc 2, section 4). */
export const checkedCode = (checked: boolean): 0 | 1 => (checked ? 1 : 0);

export const NO_PREVIEW = msg('No preview available. Please download item to view.');

/**
 * How a file previews (doc 2, section 2): a pdf in a frame, jpg, jpeg and png as an image,
 * anything else not at all. Judged by the extension, any case.
 */
export function previewKind(name: string): 'pdf' | 'image' | 'none' {
  const dot = name.lastIndexOf('.');
  const ext = dot < 0 ? '' : name.slice(dot + 1).toLowerCase();
  if (ext === 'pdf') return 'pdf';
  return ext === 'jpg' || ext === 'jpeg' || ext === 'png' ? 'image' : 'none';
}
