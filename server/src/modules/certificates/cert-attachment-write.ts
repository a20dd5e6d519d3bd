import {
  CERT_ATTACHMENT_TEXT,
  type CertAttachment,
  type certAttachmentAddSchema,
  type certAttachmentCheckSchema,
  type certAttachmentRefSchema,
  type certAttachmentsManySchema,
} from '@contracts/cert-attachments';
import type { CertificateRecord } from '@contracts/certificates';
import type { z } from 'zod';
import type { Queryable } from '../../db/client';
import type { Actor } from '../../kernel/actors';
import { takeChangeLock } from '../../kernel/change-numbers';
import { applied, fieldRefused, forbidden, notFound, type Outcome, refused } from '../../kernel/outcome';
import type { WriteUseCase } from '../../kernel/use-case';
import {
  certificateAttachments,
  findAttachment,
  followChecked,
  markFilesRemoved,
} from './cert-attachment-repo';
import { findCertificate } from './cert-repo';
import { auditCerts, type CertScope, certScope } from './cert-scope';

type Add = z.infer<typeof certAttachmentAddSchema>;
type Check = z.infer<typeof certAttachmentCheckSchema>;
type Ref = z.infer<typeof certAttachmentRefSchema>;
type Many = z.infer<typeof certAttachmentsManySchema>;
type OnCertificate = { yachtId: number; certificateId: string };

/**
 * Writes of certificate attachments (doc 2, sections 4 and 5), each the use case of its REST call
 * and its queued operation. Those who keep the vessel's certificates (level 4+, or the approval
 * group) add, archive and delete; the Checked control needs the check right (cert-access). After
 * each, the certificate's Checked follows its attachments.
 */

export interface Kept {
  scope: CertScope;
  cert: CertificateRecord;
}
export const isKept = (k: Kept | Outcome): k is Kept => 'cert' in k;

/** The change lock, then the certificate the caller keeps, locked: a live one of that vessel. */
export async function keptCertificate(
  tx: Queryable,
  actor: Actor,
  b: OnCertificate,
): Promise<Kept | Outcome> {
  await takeChangeLock(tx);
  const scope = await certScope(tx, actor, b.yachtId);
  if (!scope?.sees) return forbidden();
  const cert = await findCertificate(tx, b.certificateId, true);
  if (!cert || cert.vesselId !== b.yachtId || cert.deleted) return notFound();
  return { scope, cert };
}

const audit = (
  tx: Queryable,
  actor: Actor,
  now: Date,
  id: string,
  vesselId: number,
  action: string,
  after: object,
) =>
  auditCerts(tx, actor, now, {
    vesselId,
    action: `cert.attachment.${action}`,
    entity: 'certAttachment',
    key: id,
    after,
  });

/**
 * Puts a file on the certificate: one the caller uploaded on that vessel as an attachment, stored,
 * or refused by the content check (then kept as a corrupted upload, so the list says so and the
 * uploader is told 'Upload failed!'). Sent again, the same file on the same certificate is the
 * same add; with another attachment type it asks for what was not done (the type is set once,
 * at the add), so it is refused (409), never answered as if done.
 */
export async function insertAttachment(
  tx: Queryable,
  actor: Actor,
  kept: Kept,
  file: { id: string; attachmentType: number },
  now: Date,
): Promise<Outcome> {
  const [row] = await tx.query<{
    state: string;
    purpose: string;
    uploaded_by: number;
    vessel_id: number;
    certificate_id: string | null;
    attachment_type: number | null;
    deleted: boolean | null;
    version: number | null;
  }>(
    `SELECT f.state, f.purpose, f.uploaded_by, f.vessel_id, a.certificate_id, a.attachment_type, a.deleted, a.version
       FROM files f LEFT JOIN cert_attachments a ON a.id = f.id WHERE f.id = $1`,
    [file.id],
  );
  if (row?.certificate_id === kept.cert.id && !row.deleted)
    return Number(row.attachment_type) === file.attachmentType
      ? applied(Number(row.version))
      : refused(CERT_ATTACHMENT_TEXT.otherType, 409);
  if (row?.certificate_id)
    return fieldRefused('fileId', row.deleted ? CERT_ATTACHMENT_TEXT.gone : CERT_ATTACHMENT_TEXT.used);
  if (
    row?.purpose !== 'attachment' ||
    row.uploaded_by !== actor.id ||
    row.vessel_id !== kept.cert.vesselId ||
    (row.state !== 'stored' && row.state !== 'refused')
  )
    return fieldRefused('fileId', CERT_ATTACHMENT_TEXT.failed);
  const corrupted = row.state === 'refused';
  const [made] = await tx.query<{ version: number }>(
    `INSERT INTO cert_attachments (id, vessel_id, certificate_id, attachment_type, corrupted, added_by, added_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING version`,
    [file.id, kept.cert.vesselId, kept.cert.id, file.attachmentType, corrupted, actor.id, now.toISOString()],
  );
  await followChecked(tx, kept.cert.id);
  await audit(tx, actor, now, file.id, kept.cert.vesselId, 'add', {
    certificateId: kept.cert.id,
    attachmentType: file.attachmentType,
    corrupted,
  });
  return applied(Number(made!.version));
}

/** 'cert/attachment/add'. */
export const addAttachment: WriteUseCase<Add> = async (tx, actor, b, now) => {
  const kept = await keptCertificate(tx, actor, b);
  if (!isKept(kept)) return kept;
  return insertAttachment(tx, actor, kept, { id: b.fileId, attachmentType: b.attachmentType }, now);
};

/** The REST upload's batch, kept already (cert-attachment-upload): all onto the certificate, or none. */
export async function addBatch(
  tx: Queryable,
  actor: Actor,
  b: OnCertificate,
  files: readonly { id: string; attachmentType: number }[],
  now: Date,
): Promise<Outcome> {
  const kept = await keptCertificate(tx, actor, b);
  if (!isKept(kept)) return kept;
  for (const f of files) {
    const outcome = await insertAttachment(tx, actor, kept, f, now);
    if (outcome.status !== 'applied') return outcome;
  }
  const [cert] = await tx.query<{ version: number }>('SELECT version FROM certificates WHERE id = $1', [
    b.certificateId,
  ]);
  return applied(Number(cert!.version));
}

/** One attachment of the kept certificate, locked; deleted ones are not found. */
async function attachmentOn(tx: Queryable, kept: Kept, id: string): Promise<CertAttachment | null> {
  const a = await findAttachment(tx, id, true);
  return a && a.certificateId === kept.cert.id && !a.deleted ? a : null;
}

/** The Checked control (doc 2, section 4: Yes 1, No 0, the server told at once); the check right only. */
export const checkAttachment: WriteUseCase<Check> = async (tx, actor, b, now) => {
  const kept = await keptCertificate(tx, actor, b);
  if (!isKept(kept)) return kept;
  if (!kept.scope.checks) return forbidden();
  const a = await attachmentOn(tx, kept, b.attachmentId);
  if (!a) return notFound();
  if (a.attachmentChecked === b.checked) return applied(a.version);
  const [row] = await tx.query<{ version: number }>(
    `UPDATE cert_attachments SET checked = $2, checked_by = $3, checked_at = $4, version = next_change()
      WHERE id = $1 RETURNING version`,
    [a.id, b.checked, b.checked ? actor.id : null, b.checked ? now.toISOString() : null],
  );
  await followChecked(tx, kept.cert.id);
  await audit(tx, actor, now, a.id, a.vesselId, b.checked ? 'check' : 'uncheck', { checked: b.checked });
  return applied(Number(row!.version));
};

/** Archive: kept in the Archive section; no longer counted for the certificate's Checked. */
export const archiveAttachment: WriteUseCase<Ref> = async (tx, actor, b, now) => {
  const kept = await keptCertificate(tx, actor, b);
  if (!isKept(kept)) return kept;
  const a = await attachmentOn(tx, kept, b.attachmentId);
  if (!a) return notFound();
  if (a.attachmentArchived) return applied(a.version);
  const [row] = await tx.query<{ version: number }>(
    'UPDATE cert_attachments SET archived = true, version = next_change() WHERE id = $1 RETURNING version',
    [a.id],
  );
  await followChecked(tx, kept.cert.id);
  await audit(tx, actor, now, a.id, a.vesselId, 'archive', { archived: true });
  return applied(Number(row!.version));
};

/**
 * Delete (live after 'Please select option (Delete or Archive)', archived after 'Please confirm
 * you wish to DELETE this archived attachment.'): a tombstone, and its file is unreadable from now
 * on. One already deleted is done.
 */
export const deleteAttachment: WriteUseCase<Ref> = async (tx, actor, b, now) => {
  const kept = await keptCertificate(tx, actor, b);
  if (!isKept(kept)) return kept;
  const gone = await findAttachment(tx, b.attachmentId);
  if (gone?.certificateId === kept.cert.id && gone.deleted) return applied(gone.version);
  const a = await attachmentOn(tx, kept, b.attachmentId);
  if (!a) return notFound();
  const [row] = await tx.query<{ version: number }>(
    'UPDATE cert_attachments SET deleted = true, version = next_change() WHERE id = $1 RETURNING version',
    [a.id],
  );
  await markFilesRemoved(tx, [a.id]);
  await followChecked(tx, kept.cert.id);
  await audit(tx, actor, now, a.id, a.vesselId, 'delete', { deleted: true, name: a.name });
  return applied(Number(row!.version));
};

/** The attachments a bulk action is about: those named (of this certificate), or all of them. */
async function chosen(tx: Queryable, kept: Kept, ids: readonly string[] | undefined) {
  const all = await certificateAttachments(tx, kept.cert.id);
  if (!ids) return all;
  const wanted = new Set(ids);
  return all.filter((a) => wanted.has(a.id));
}

/**
 * Several at once, each with a new version; answers the certificate's version. With nothing to
 * change (no attachments, or none left to archive or check) the certificate is left alone: its
 * Checked was set by hand, and a bulk action is no way round the check right.
 */
async function updateMany(tx: Queryable, ids: string[], set: string, params: unknown[], certId: string) {
  if (ids.length) {
    await tx.query(`UPDATE cert_attachments SET ${set}, version = next_change() WHERE id = ANY($1::text[])`, [
      ids,
      ...params,
    ]);
    await followChecked(tx, certId);
  }
  const [cert] = await tx.query<{ version: number }>('SELECT version FROM certificates WHERE id = $1', [
    certId,
  ]);
  return applied(Number(cert!.version));
}

/** Archive all: every attachment not archived yet (or those the user was shown). */
export const archiveAll: WriteUseCase<Many> = async (tx, actor, b, now) => {
  const kept = await keptCertificate(tx, actor, b);
  if (!isKept(kept)) return kept;
  const ids = (await chosen(tx, kept, b.attachmentIds)).filter((a) => !a.attachmentArchived).map((a) => a.id);
  const outcome = await updateMany(tx, ids, 'archived = true', [], kept.cert.id);
  if (ids.length) await audit(tx, actor, now, kept.cert.id, kept.cert.vesselId, 'archive-all', { ids });
  return outcome;
};

/**
 * Confirm of 'Please confirm that you have viewed all uploaded documents.': the live attachments
 * not checked yet are marked checked, so the certificate's Checked becomes Yes. Check right only.
 */
export const checkAll: WriteUseCase<Many> = async (tx, actor, b, now) => {
  const kept = await keptCertificate(tx, actor, b);
  if (!isKept(kept)) return kept;
  if (!kept.scope.checks) return forbidden();
  const ids = (await chosen(tx, kept, b.attachmentIds))
    .filter((a) => !a.attachmentArchived && !a.attachmentChecked)
    .map((a) => a.id);
  const outcome = await updateMany(
    tx,
    ids,
    'checked = true, checked_by = $2, checked_at = $3',
    [actor.id, now.toISOString()],
    kept.cert.id,
  );
  if (ids.length) await audit(tx, actor, now, kept.cert.id, kept.cert.vesselId, 'check-all', { ids });
  return outcome;
};

/**
 * A deleted certificate takes its attachments with it: tombstones (devices drop them) and files
 * no route reads any more. Run in the certificate deletion's transaction.
 */
export async function removeCertificateAttachments(tx: Queryable, certificateId: string): Promise<void> {
  const rows = await tx.query<{ id: string }>(
    `UPDATE cert_attachments SET deleted = true, version = next_change()
      WHERE certificate_id = $1 AND NOT deleted RETURNING id`,
    [certificateId],
  );
  await markFilesRemoved(
    tx,
    rows.map((r) => r.id),
  );
}
