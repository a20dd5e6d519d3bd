import { useLiveQuery } from 'dexie-react-hooks';
import {
  type CertAttachment,
  certAttachmentAddSchema,
  certAttachmentCheckSchema,
  certAttachmentRefSchema,
  certAttachmentsManySchema,
} from '../../../contracts/cert-attachments';
import type { AppDb, Pending } from '../../../db/app-db';
import {
  attachmentsToCheck,
  batchProblems,
  type CertAttachmentType,
  checkedStatus,
} from '../../../domain/certificates/attachments';
import { db as appDb } from '../../../lib/services';
import { queueFile } from '../../../sync/files/upload-files';
import { enqueue, latestUnsent } from '../../../sync/outbox';

/**
 * Writes of certificate attachments on the device (doc 2, sections 4 and 5). Each checks its
 * input with the shared schema, then in one Dexie transaction changes the local rows (marked
 * pending) and queues the same change; a file goes into the resumable file queue and the add
 * waits for it, so an officer files a renewed certificate's scan at sea.
 */

export type Who = { db: AppDb; userId: number; now: number };
type Local = Pending<CertAttachment>;
const addKey = (fileId: string) => `cert-attach:${fileId}`;

/** The certificate's attachments on the device, archived ones too (deleted ones are gone). */
export const attachmentsOf = (db: AppDb, certificateId: string) =>
  db.certAttachments.where('certificateId').equals(certificateId).toArray();

/**
 * The certificate's Checked follows its attachments (doc 2, section 4). The device's copy is set
 * at once, without a pending mark: the server works it out again and its copy comes back.
 */
async function followChecked(db: AppDb, certificateId: string) {
  const cert = await db.certificates.get(certificateId);
  if (!cert) return;
  const checked = checkedStatus(await live(db, certificateId)) === 'Yes';
  if (cert.checked !== checked) await db.certificates.update(certificateId, { checked });
}

const live = async (db: AppDb, certificateId: string) =>
  (await attachmentsOf(db, certificateId)).map((a) => ({
    ...a,
    checked: a.attachmentChecked,
    archived: a.attachmentArchived,
  }));

async function whoIs(db: AppDb, userId: number) {
  const session = await db.session.get('current');
  const u = session?.user;
  return u && u.id === userId ? `${u.firstName} ${u.lastName}`.trim() : '';
}

/**
 * Adds a batch of files as one type. Returns the spec's messages when the batch is refused
 * ('Maximum attachment count reached. (Limit 10)', 'Maximum file size is 20 MB.'), nothing kept;
 * else [] and each file waits to be uploaded, shown at once.
 */
export async function addAttachments(
  { db, userId, now }: Who,
  target: { vesselId: number; certificateId: string },
  attachmentType: CertAttachmentType,
  files: readonly File[],
): Promise<string[]> {
  const problems = batchProblems(files);
  if (problems.length || files.length === 0) return problems;
  const userName = await whoIs(db, userId);
  await db.transaction('rw', [db.files, db.outbox, db.certAttachments, db.certificates], async () => {
    for (const [i, file] of files.entries()) {
      const name = file.name || 'attachment';
      const fileId = await queueFile(
        db,
        { vesselId: target.vesselId, userId, queuedBy: userId, purpose: 'attachment', name, blob: file },
        now + i,
      );
      const body = certAttachmentAddSchema.parse({
        yachtId: target.vesselId,
        certificateId: target.certificateId,
        fileId,
        attachmentType,
      });
      const row: Local = {
        id: fileId,
        vesselId: target.vesselId,
        certificateId: target.certificateId,
        name,
        size: file.size,
        mime: file.type || null,
        userName,
        userId,
        date: new Date(now).toISOString(),
        attachmentType,
        attachmentChecked: false,
        attachmentArchived: false,
        isCorrupted: false,
        deleted: false,
        version: 0,
        pending: 1,
      };
      await db.certAttachments.put(row);
      await enqueue(
        db,
        { op: 'cert/attachment/add', body, baseVersion: 0, coalesceKey: addKey(fileId), userId },
        now + i,
      );
    }
    await followChecked(db, target.certificateId);
  });
  return [];
}

/** The Checked control: Yes or No, sent at once (toggled twice before it is sent: one change). */
export async function setAttachmentChecked({ db, userId, now }: Who, a: CertAttachment, checked: boolean) {
  const body = certAttachmentCheckSchema.parse({
    yachtId: a.vesselId,
    certificateId: a.certificateId,
    attachmentId: a.id,
    checked,
  });
  await db.transaction('rw', [db.outbox, db.certAttachments, db.certificates], async () => {
    await db.certAttachments.update(a.id, { attachmentChecked: checked, pending: 1 });
    await enqueue(
      db,
      { op: 'cert/attachment/check', body, baseVersion: 0, coalesceKey: `cert-check:${a.id}`, userId },
      now,
    );
    await followChecked(db, a.certificateId);
  });
}

/** Archive: the attachment moves to the Archive section (kept, no longer counted for Checked). */
export async function archiveAttachment({ db, userId, now }: Who, a: CertAttachment) {
  const body = certAttachmentRefSchema.parse({
    yachtId: a.vesselId,
    certificateId: a.certificateId,
    attachmentId: a.id,
  });
  await db.transaction('rw', [db.outbox, db.certAttachments, db.certificates], async () => {
    await db.certAttachments.update(a.id, { attachmentArchived: true, pending: 1 });
    await enqueue(
      db,
      { op: 'cert/attachment/archive', body, baseVersion: 0, coalesceKey: null, userId },
      now,
    );
    await followChecked(db, a.certificateId);
  });
}

/**
 * Delete. One added on this device and never sent goes with its file, without a word to the
 * server (nothing is uploaded for nothing); else the delete is queued and the row leaves at once.
 */
export async function deleteAttachment({ db, userId, now }: Who, a: CertAttachment) {
  const body = certAttachmentRefSchema.parse({
    yachtId: a.vesselId,
    certificateId: a.certificateId,
    attachmentId: a.id,
  });
  await db.transaction('rw', [db.files, db.outbox, db.certAttachments, db.certificates], async () => {
    await db.certAttachments.delete(a.id);
    const unsent = await latestUnsent(db, addKey(a.id));
    const file = await db.files.get(a.id);
    if (unsent?.status === 'pending' && unsent.attempts === 0 && file?.state === 'queued') {
      await db.outbox.delete(unsent.id);
      await db.files.delete(a.id);
    } else {
      await enqueue(
        db,
        { op: 'cert/attachment/delete', body, baseVersion: 0, coalesceKey: null, userId },
        now,
      );
    }
    await followChecked(db, a.certificateId);
  });
}

/** Archive all: every attachment shown that is not archived yet. */
export async function archiveAllAttachments(
  { db, userId, now }: Who,
  vesselId: number,
  certificateId: string,
) {
  await db.transaction('rw', [db.outbox, db.certAttachments, db.certificates], async () => {
    const ids = (await attachmentsOf(db, certificateId))
      .filter((a) => !a.attachmentArchived)
      .map((a) => a.id);
    if (ids.length === 0) return;
    const body = certAttachmentsManySchema.parse({ yachtId: vesselId, certificateId, attachmentIds: ids });
    for (const id of ids) await db.certAttachments.update(id, { attachmentArchived: true, pending: 1 });
    await enqueue(
      db,
      { op: 'cert/attachment/archive-all', body, baseVersion: 0, coalesceKey: null, userId },
      now,
    );
    await followChecked(db, certificateId);
  });
}

/**
 * Confirm of 'Please confirm that you have viewed all uploaded documents.': every live attachment
 * not checked yet is marked checked, here at once and on the server when the link allows. The
 * certificate's Checked becomes Yes with them. Nothing to check: nothing is queued.
 */
export async function checkAllAttachments(
  who: { db: AppDb; userId: number; now: number },
  vesselId: number,
  certificateId: string,
): Promise<void> {
  const { db, userId, now } = who;
  await db.transaction('rw', [db.outbox, db.certAttachments, db.certificates], async () => {
    const ids = attachmentsToCheck(await live(db, certificateId)).map((a) => a.id);
    if (ids.length === 0) return;
    const body = certAttachmentsManySchema.parse({ yachtId: vesselId, certificateId, attachmentIds: ids });
    for (const id of ids) await db.certAttachments.update(id, { attachmentChecked: true, pending: 1 });
    await enqueue(
      db,
      { op: 'cert/attachment/check-all', body, baseVersion: 0, coalesceKey: null, userId },
      now,
    );
    await followChecked(db, certificateId);
  });
}

/** How many live attachments there are and how many are not checked yet (archived ones apart). */
export async function attachmentCheckState(db: AppDb, certificateId: string) {
  const shown = (await attachmentsOf(db, certificateId)).filter((a) => !a.attachmentArchived);
  return { total: shown.length, unchecked: shown.filter((a) => !a.attachmentChecked).length };
}

/**
 * For the certificate form's save: whether to ask 'Please confirm that you have viewed all
 * uploaded documents.' (unchecked > 0, for a user with the check right). Live: it follows
 * uploads, checks and the feed. { total: 0, unchecked: 0 } until read.
 */
export function useAttachmentCheckState(
  certificateId: string,
  db: AppDb = appDb,
): { total: number; unchecked: number } {
  return (
    useLiveQuery(() => attachmentCheckState(db, certificateId), [certificateId, db]) ?? {
      total: 0,
      unchecked: 0,
    }
  );
}
