import { Readable } from 'node:stream';
import { CERT_ATTACHMENT_TEXT } from '@contracts/cert-attachments';
import type { FieldError } from '@contracts/errors';
import { MSG } from '@contracts/messages';
import { batchProblems, FILE_TOO_LARGE, isCertAttachmentType } from '@domain/certificates/attachments';
import { Upload } from '@tus/utils';
import { ulid } from 'ulidx';
import type { Db } from '../../db/client';
import { checkContent } from '../../files/check-content';
import type { FileStorage } from '../../files/file-storage';
import type { Actor } from '../../kernel/actors';
import { removeBytes } from './cert-attachment-repo';

/**
 * The spec's upload call (doc 2, section 7: 'Upload is multipart, the key being the type code and
 * file name'): a batch of files, each under its type code (0 to 3) with its file name. The batch
 * is judged whole before a byte is kept: 'Maximum attachment count reached. (Limit 10)' when it
 * reaches ten files, 'Maximum file size is 20 MB.' for a bigger file. Each file is then checked
 * from its content, as a tus upload is; one that is not what it claims (or unreadable) is kept as
 * a corrupted upload, without its bytes. Devices use the resumable file queue instead.
 */

export interface IncomingFile {
  attachmentType: number;
  name: string;
  bytes: Uint8Array;
}

export type BatchRefusal = { status: 400 | 413; body: { message: string; errorList?: FieldError[] } };

/** The longest file name kept, as a tus upload's or a crew document's (uploadMetadataSchema). */
const MAX_NAME = 255;

/**
 * A name as lists and downloads show it: no folder, no control characters. Longer than MAX_NAME
 * it is refused (readBatch), not cut: cut, a name lost its extension.
 */
export function cleanFileName(raw: string): string {
  const base = raw.split(/[/\\]/).pop() ?? '';
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is removed.
  const clean = base.replace(/[\u0000-\u001f\u007f]|[\ud800-\udfff]/g, '').trim();
  return clean || 'attachment';
}

/** The form's entries as files of a type, or why the batch is refused (the spec's words first). */
export async function readBatch(form: FormData): Promise<IncomingFile[] | BatchRefusal> {
  const errors: FieldError[] = [];
  const files: { attachmentType: number; file: File }[] = [];
  for (const [key, value] of form.entries()) {
    const code = /^[0-9]$/.test(key.trim()) ? Number(key.trim()) : Number.NaN;
    if (!isCertAttachmentType(code))
      errors.push({ property: key.slice(0, 40), message: CERT_ATTACHMENT_TEXT.wrongType });
    else if (typeof value === 'string') errors.push({ property: key, message: CERT_ATTACHMENT_TEXT.failed });
    else if (cleanFileName(value.name).length > MAX_NAME)
      errors.push({ property: key, message: MSG.maxLength(MAX_NAME) });
    else files.push({ attachmentType: code, file: value });
  }
  const problems = batchProblems(files.map((f) => ({ name: f.file.name, size: f.file.size })));
  if (problems.length)
    return { status: problems[0] === FILE_TOO_LARGE ? 413 : 400, body: { message: problems[0]! } };
  if (errors.length) return { status: 400, body: { message: MSG.status400, errorList: errors } };
  if (files.length === 0)
    return {
      status: 400,
      body: { message: MSG.status400, errorList: [{ property: 'files', message: MSG.required }] },
    };
  return Promise.all(
    files.map(async (f) => ({
      attachmentType: f.attachmentType,
      name: cleanFileName(f.file.name),
      bytes: new Uint8Array(await f.file.arrayBuffer()),
    })),
  );
}

/** Writes a whole file into the storage tus uses (disk, or S3-compatible), under its id. */
async function writeBytes(storage: FileStorage, id: string, bytes: Uint8Array) {
  await storage.create(new Upload({ id, size: bytes.length, offset: 0, metadata: {} }));
  await storage.write(Readable.from([Buffer.from(bytes)]), id, 0);
}

/**
 * Keeps each file of the batch as a `files` row of the caller on the vessel ('attachment', as a
 * tus upload of that purpose would be): stored with its bytes, or refused (corrupted). Answers
 * their ids with their types; a storage failure removes what was kept and throws.
 */
export async function storeBatch(
  deps: { db: Db; files: FileStorage },
  actor: Actor,
  vesselId: number,
  batch: readonly IncomingFile[],
): Promise<{ id: string; attachmentType: number }[]> {
  const kept: { id: string; attachmentType: number }[] = [];
  try {
    for (const f of batch) {
      const id = ulid();
      const checked = await checkContent(f.bytes, 'attachment', f.name);
      await deps.db.query(
        `INSERT INTO files (id, vessel_id, user_id, uploaded_by, purpose, name, size, state, mime)
         VALUES ($1, $2, $3, $3, 'attachment', $4, $5, 'uploading', $6)`,
        [id, vesselId, actor.id, f.name, f.bytes.length, checked.ok ? checked.mime : checked.sniffed],
      );
      kept.push({ id, attachmentType: f.attachmentType });
      if (!checked.ok) {
        await deps.db.query("UPDATE files SET state = 'refused' WHERE id = $1", [id]);
        continue;
      }
      await writeBytes(deps.files, id, f.bytes);
      await deps.db.query("UPDATE files SET state = 'stored', sha256 = $2, stored_at = now() WHERE id = $1", [
        id,
        checked.sha256,
      ]);
    }
  } catch (error) {
    await discardBatch(
      deps,
      kept.map((k) => k.id),
    );
    throw error;
  }
  return kept;
}

/** The batch was refused after its files were kept: no row promises them, no bytes stay. */
export async function discardBatch(deps: { db: Db; files: FileStorage }, ids: readonly string[]) {
  for (const id of ids) {
    const [row] = await deps.db.query<{ state: string }>(
      "UPDATE files SET state = 'purged' WHERE id = $1 RETURNING state",
      [id],
    );
    if (row) await removeBytes(deps.files, id).catch(() => undefined);
  }
}
