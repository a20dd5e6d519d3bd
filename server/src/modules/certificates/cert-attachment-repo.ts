import type { CertAttachment } from '@contracts/cert-attachments';
import { checkedStatus } from '@domain/certificates/attachments';
import type { Queryable } from '../../db/client';
import type { FileStorage } from '../../files/file-storage';

/**
 * Certificate attachments as the feed and the use cases read them: the row with its file's name,
 * size and type and the uploader's name. The select exposes `vessel_id`, `user_id` and `version`
 * as the feed engine needs (user_id NULL: the vessel's record, not a crew member's).
 */
type Row = Record<string, unknown>;

export const ATTACHMENT_SELECT = `SELECT a.id, a.vessel_id, NULL::int AS user_id, a.certificate_id,
    a.attachment_type, a.checked, a.archived, a.corrupted, a.deleted, a.version, a.added_by, a.added_at,
    f.name, f.size, f.mime, COALESCE(TRIM(u.first_name || ' ' || u.last_name), '') AS user_name
  FROM cert_attachments a JOIN files f ON f.id = a.id LEFT JOIN users u ON u.id = a.added_by`;

export const toAttachment = (r: Row): CertAttachment => ({
  id: String(r.id),
  vesselId: Number(r.vessel_id),
  certificateId: String(r.certificate_id),
  name: String(r.name),
  size: Number(r.size),
  mime: r.corrupted || r.mime === null || r.mime === undefined ? null : String(r.mime),
  userName: String(r.user_name ?? ''),
  userId: Number(r.added_by),
  date: new Date(r.added_at as string).toISOString(),
  attachmentType: Number(r.attachment_type),
  attachmentChecked: Boolean(r.checked),
  attachmentArchived: Boolean(r.archived),
  isCorrupted: Boolean(r.corrupted),
  deleted: Boolean(r.deleted),
  version: Number(r.version),
});

export async function findAttachment(
  db: Queryable,
  id: string,
  lock = false,
): Promise<CertAttachment | null> {
  const [row] = await db.query<Row>(`${ATTACHMENT_SELECT} WHERE a.id = $1${lock ? ' FOR UPDATE OF a' : ''}`, [
    id,
  ]);
  return row ? toAttachment(row) : null;
}

/** The certificate's attachments not deleted (archived ones too), oldest first. */
export async function certificateAttachments(
  db: Queryable,
  certificateId: string,
): Promise<CertAttachment[]> {
  const rows = await db.query<Row>(
    `${ATTACHMENT_SELECT} WHERE a.certificate_id = $1 AND NOT a.deleted ORDER BY a.added_at, a.id`,
    [certificateId],
  );
  return rows.map(toAttachment);
}

/**
 * The certificate's Checked follows its attachments (doc 2, section 4: 'if any attachment is
 * unchecked the status is No; if all are checked, Yes'; domain/certificates/attachments). Its
 * version moves only when the value changes. Answers the value.
 */
export async function followChecked(tx: Queryable, certificateId: string): Promise<boolean> {
  const list = await certificateAttachments(tx, certificateId);
  const checked =
    checkedStatus(list.map((a) => ({ checked: a.attachmentChecked, archived: a.attachmentArchived }))) ===
    'Yes';
  await tx.query(
    'UPDATE certificates SET checked = $2, version = next_change() WHERE id = $1 AND checked <> $2',
    [certificateId, checked],
  );
  return checked;
}

/** The Checked its attachments give a certificate; null when it has none (then Checked is set by hand). */
export async function attachmentsChecked(db: Queryable, certificateId: string): Promise<boolean | null> {
  const list = await certificateAttachments(db, certificateId);
  if (list.length === 0) return null;
  return (
    checkedStatus(list.map((a) => ({ checked: a.attachmentChecked, archived: a.attachmentArchived }))) ===
    'Yes'
  );
}

/**
 * The files of attachments that are gone can no longer be read through any route: their state
 * leaves 'stored' in the same transaction as the deletion. Their bytes leave the storage after
 * (dropRemovedBytes), since bytes are not part of the transaction.
 */
export async function markFilesRemoved(tx: Queryable, fileIds: readonly string[]): Promise<void> {
  if (fileIds.length === 0) return;
  await tx.query("UPDATE files SET state = 'removed' WHERE id = ANY($1::text[]) AND state <> 'purged'", [
    [...fileIds],
  ]);
}

/**
 * Removes from the storage the bytes of the certificate's removed attachment files, and marks
 * them purged. A storage that fails to remove one keeps it 'removed' (unreadable all the same)
 * for the next attempt. Called after a deletion commits, or inside a queued operation's
 * transaction (see cert-attachment-ops).
 */
export async function dropRemovedBytes(
  db: Queryable,
  storage: FileStorage | undefined,
  certificateId: string,
  log: (e: unknown) => void = () => undefined,
): Promise<number> {
  if (!storage) return 0;
  const rows = await db.query<{ id: string }>(
    `SELECT f.id FROM files f JOIN cert_attachments a ON a.id = f.id
      WHERE a.certificate_id = $1 AND f.state = 'removed'`,
    [certificateId],
  );
  let dropped = 0;
  for (const { id } of rows) {
    try {
      await removeBytes(storage, id);
    } catch (error) {
      // Anything but 'already gone' waits for a retry (the file stays unreadable meanwhile).
      log(error);
      continue;
    }
    await db.query("UPDATE files SET state = 'purged' WHERE id = $1", [id]);
    dropped++;
  }
  return dropped;
}

/** What tus's S3 store keeps of a file: the object and its info (tus's own names). */
interface S3Parts {
  bucket?: string;
  client?: { deleteObjects(input: object): Promise<unknown> };
  infoKey?(id: string): string;
}

/**
 * A finished file's bytes out of the storage. tus's S3 store removes by aborting the multipart
 * upload first and gives up when that upload is complete (S3 answers NoSuchUpload), so the
 * object would stay; a finished file's objects are deleted here instead. On disk, a file
 * already gone is what we want.
 */
export async function removeBytes(storage: FileStorage, id: string): Promise<void> {
  const s3 = storage as unknown as S3Parts;
  if (s3.client && s3.bucket && s3.infoKey) {
    await s3.client.deleteObjects({
      Bucket: s3.bucket,
      Delete: { Objects: [{ Key: id }, { Key: s3.infoKey(id) }] },
    });
    return;
  }
  try {
    await storage.remove(id);
  } catch (error) {
    if ((error as { status_code?: number })?.status_code !== 404) throw error;
  }
}
