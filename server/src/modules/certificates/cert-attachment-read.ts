import type { Readable } from 'node:stream';
import {
  type CertAttachment,
  type CertAttachmentDownload,
  type CertAttachmentWire,
  toAttachmentWire,
} from '@contracts/cert-attachments';
import type { Queryable } from '../../db/client';
import { type FileStorage, readStoredFile } from '../../files/file-storage';
import type { Actor } from '../../kernel/actors';
import { type Answer, answered, notFound } from '../../kernel/outcome';
import { certificateAttachments, findAttachment } from './cert-attachment-repo';
import { findCertificate } from './cert-repo';
import { certScope } from './cert-scope';

/**
 * Reading certificate attachments: the list, one file's bytes, and Download all (doc 2, section
 * 7: 'downloadAll (as base64 with attachmentName)'). As reading the certificate: those who keep
 * the vessel's certificates; a deleted certificate or attachment is not found (404), as is one
 * of another vessel, so an id says nothing about other vessels.
 */

/** Whether the caller keeps the vessel's certificates and this live one is among them. */
async function keptCertificate(db: Queryable, actor: Actor, vesselId: number, certificateId: string) {
  const scope = await certScope(db, actor, vesselId);
  const cert = scope?.sees ? await findCertificate(db, certificateId) : null;
  return Boolean(cert && cert.vesselId === vesselId && !cert.deleted);
}

/** The certificate's attachments in the spec's fields, archived ones too (the Archive section). */
export async function attachmentList(
  db: Queryable,
  actor: Actor,
  vesselId: number,
  certificateId: string,
): Promise<Answer<CertAttachmentWire[]>> {
  if (!(await keptCertificate(db, actor, vesselId, certificateId))) return notFound();
  return answered((await certificateAttachments(db, certificateId)).map(toAttachmentWire));
}

/** A readable attachment: live, not corrupted, its file stored. */
async function readable(db: Queryable, id: string): Promise<(CertAttachment & { size: number }) | null> {
  const a = await findAttachment(db, id);
  if (!a || a.deleted || a.isCorrupted) return null;
  const [file] = await db.query<{ state: string }>('SELECT state FROM files WHERE id = $1', [id]);
  return file?.state === 'stored' ? a : null;
}

/** One attachment's bytes (the app reads the name from Content-Disposition). */
export async function attachmentFile(
  db: Queryable,
  storage: FileStorage,
  actor: Actor,
  ref: { vesselId: number; certificateId: string; attachmentId: string },
): Promise<Answer<{ attachment: CertAttachment; stream: Readable }>> {
  if (!(await keptCertificate(db, actor, ref.vesselId, ref.certificateId))) return notFound();
  const a = await readable(db, ref.attachmentId);
  if (!a || a.certificateId !== ref.certificateId) return notFound();
  return answered({ attachment: a, stream: (await storage.read(a.id)) as Readable });
}

/**
 * Download all: the certificate's live attachments (not archived, not corrupted) as base64 with
 * their names. A certificate holds a handful of papers, each at most 20 MB.
 */
export async function downloadAll(
  db: Queryable,
  storage: FileStorage,
  actor: Actor,
  vesselId: number,
  certificateId: string,
): Promise<Answer<CertAttachmentDownload[]>> {
  if (!(await keptCertificate(db, actor, vesselId, certificateId))) return notFound();
  const out: CertAttachmentDownload[] = [];
  for (const a of await certificateAttachments(db, certificateId)) {
    if (a.attachmentArchived || !(await readable(db, a.id))) continue;
    const bytes = await readStoredFile(storage, a.id);
    out.push({
      id: a.id,
      attachmentName: a.name,
      // The one file's download call (GET, with the bearer token): the spec's attachmentURL.
      attachmentURL: `/api/v1/certsDetail/attachments/${vesselId}/${certificateId}/${a.id}/download`,
      base64: bytes.toString('base64'),
    });
  }
  return answered(out);
}

/**
 * Reading a certificate attachment's bytes through GET /files/{id}: as reading its certificate
 * (those who keep the vessel's certificates; GET /files refuses every file of a module that is
 * off before this); a file on no certificate (not yet
 * added) only its uploader. Null when the caller may read it.
 */
export async function certFileRefusal(
  db: Queryable,
  actor: Actor,
  file: { id: string; uploaded_by: number; vessel_id: number },
): Promise<'notFound' | null> {
  const a = await findAttachment(db, file.id);
  if (!a) return file.uploaded_by === actor.id ? null : 'notFound';
  const cert = await findCertificate(db, a.certificateId);
  if (a.deleted || !cert || cert.deleted) return 'notFound';
  return (await certScope(db, actor, a.vesselId))?.sees ? null : 'notFound';
}
