import {
  DOCS_TEXT,
  type DocSettingsSave,
  docDeleteSchema,
  docOrderSaveSchema,
  docRenameSchema,
  docSetSectionSchema,
  docSettingsSaveSchema,
  docUploadSchema,
  type LibraryDoc,
} from '../../../contracts/document-library';
import type { AppDb } from '../../../db/app-db';
import { DEFAULT_DOC_SECTIONS } from '../../../domain/access/docs-access';
import { libraryFileProblem } from '../../../domain/certificates/document-library';
import { queueFile } from '../../../sync/files/upload-files';
import { opId } from '../../../sync/op-id';
import { enqueue, latestUnsent } from '../../../sync/outbox';

/**
 * Writes of the document library on the device: each checks its input with the shared schema,
 * then in one transaction changes the local copy (marked pending) and queues the same change for
 * the server, so the library is kept at sea. An upload's bytes wait in the file queue and its
 * operation waits for them. Answers are the problem to show (the spec's words), or null.
 */

export type Who = { db: AppDb; userId: number; userName: string; now: number };
export const newDocId = (now = Date.now()) => opId(now);
const uploadKey = (documentId: string) => `docs-upload:${documentId}`;

/** The file's bytes, or null when the browser cannot read it (doc 2: 'Error reading file.'). */
async function readBytes(file: Blob): Promise<Blob | null> {
  try {
    return new Blob([await file.arrayBuffer()], { type: file.type });
  } catch {
    return null;
  }
}

/** One file into a section: at most 4 MB, read now (so a file gone from the phone fails here). */
export async function uploadDocument(
  { db, userId, userName, now }: Who,
  target: { vesselId: number; sectionId: string },
  file: File,
): Promise<string | null> {
  const name = file.name || 'Document';
  const tooBig = libraryFileProblem({ name, size: file.size });
  if (tooBig) return tooBig;
  const blob = await readBytes(file);
  if (!blob) return DOCS_TEXT.readError;
  const documentId = newDocId(now);
  await db.transaction('rw', [db.files, db.outbox, db.libraryDocs], async () => {
    const fileId = await queueFile(
      db,
      { vesselId: target.vesselId, userId, queuedBy: userId, purpose: 'document', name, blob },
      now,
    );
    const body = docUploadSchema.parse({
      yachtId: target.vesselId,
      documentId,
      sectionId: target.sectionId,
      fileId,
      name: Array.from(name).slice(0, 200).join(''),
    });
    const local: LibraryDoc = {
      id: documentId,
      vesselId: target.vesselId,
      sectionId: target.sectionId,
      name: body.name,
      order: 0,
      fileId,
      fileName: name,
      mime: blob.type || null,
      size: blob.size,
      uploadedBy: userName,
      uploadedAt: new Date(now).toISOString(),
      deleted: false,
      version: 0,
    };
    await db.libraryDocs.put({ ...local, pending: 1 });
    await enqueue(
      db,
      { op: 'docs/upload', body, baseVersion: 0, coalesceKey: uploadKey(documentId), userId },
      now,
    );
  });
  return null;
}

/** Rename (Continue is disabled while the name is invalid; the schema refuses it again). */
export async function renameDocument({ db, userId, now }: Who, doc: LibraryDoc, newName: string) {
  const body = docRenameSchema.parse({ yachtId: doc.vesselId, documentId: doc.id, newName });
  await db.transaction('rw', db.libraryDocs, db.outbox, async () => {
    await db.libraryDocs.update(doc.id, { name: body.newName, pending: 1 });
    await enqueue(
      db,
      { op: 'docs/rename', body, baseVersion: doc.version, coalesceKey: `docs-rename:${doc.id}`, userId },
      now,
    );
  });
}

/** Set section: to the end of the other section (order 0), as the server does. */
export async function moveDocument({ db, userId, now }: Who, doc: LibraryDoc, sectionId: string) {
  const body = docSetSectionSchema.parse({ yachtId: doc.vesselId, documentId: doc.id, sectionId });
  await db.transaction('rw', db.libraryDocs, db.outbox, async () => {
    await db.libraryDocs.update(doc.id, { sectionId, order: 0, pending: 1 });
    await enqueue(
      db,
      {
        op: 'docs/set-section',
        body,
        baseVersion: doc.version,
        coalesceKey: `docs-section:${doc.id}`,
        userId,
      },
      now,
    );
  });
}

/**
 * A document the server never had leaves the unsent changes about it: its upload, renames and
 * moves go, and its place in a queued order (the server would refuse an order naming no one).
 */
async function forgetUnsent(db: AppDb, documentId: string) {
  const unsent = await db.outbox.filter((e) => e.status === 'pending' && e.attempts === 0).toArray();
  for (const e of unsent) {
    if (e.op === 'docs/order' && documentId in e.body.orders) {
      const { [documentId]: _, ...orders } = e.body.orders;
      if (Object.keys(orders).length) await db.outbox.put({ ...e, body: { ...e.body, orders } });
      else await db.outbox.delete(e.id);
    } else if (
      (e.op === 'docs/upload' || e.op === 'docs/rename' || e.op === 'docs/set-section') &&
      e.body.documentId === documentId
    )
      await db.outbox.delete(e.id);
  }
}

/**
 * Delete (after the confirmation). One uploaded on this device and never sent goes with its file,
 * without a word to the server; else a pending tombstone and the queued delete.
 */
export async function deleteDocument({ db, userId, now }: Who, doc: LibraryDoc) {
  const body = docDeleteSchema.parse({ yachtId: doc.vesselId, documentId: doc.id });
  await db.transaction('rw', [db.libraryDocs, db.outbox, db.files], async () => {
    const unsent = await latestUnsent(db, uploadKey(doc.id));
    const file = await db.files.get(doc.fileId);
    if (unsent?.status === 'pending' && unsent.attempts === 0 && file?.state === 'queued') {
      await forgetUnsent(db, doc.id);
      await db.files.delete(doc.fileId);
      await db.libraryDocs.delete(doc.id);
      return;
    }
    await db.libraryDocs.update(doc.id, { deleted: true, pending: 1 });
    await enqueue(db, { op: 'docs/delete', body, baseVersion: doc.version, coalesceKey: null, userId }, now);
  });
}

/**
 * The order editor's Save: document id to order for the changed ones only (doc 2, section 4),
 * written here at once and queued as one change. Nothing changed: nothing is queued.
 */
export async function saveOrders({ db, userId, now }: Who, vesselId: number, orders: Record<string, number>) {
  if (Object.keys(orders).length === 0) return;
  const body = docOrderSaveSchema.parse({ yachtId: vesselId, orders });
  await db.transaction('rw', db.libraryDocs, db.outbox, async () => {
    for (const [id, order] of Object.entries(body.orders))
      await db.libraryDocs.update(id, { order, pending: 1 });
    await enqueue(db, { op: 'docs/order', body, baseVersion: 0, coalesceKey: null, userId }, now);
  });
}

/**
 * The settings: docsCheck and the whole list of sections, based on the settings the device has.
 * A section left out that still holds documents is refused here, as the server would.
 */
export async function saveDocsSettings(
  { db, userId, now }: Who,
  input: DocSettingsSave,
  baseVersion: number,
): Promise<string | null> {
  const body = docSettingsSaveSchema.parse(input);
  const vesselId = body.yachtId;
  const sections = await db.docSections.where('vesselId').equals(vesselId).toArray();
  const kept = new Set(body.sections?.map((s) => s.id) ?? sections.map((s) => s.id));
  const dropped = sections.filter((s) => !s.deleted && !kept.has(s.id));
  const docs = await db.libraryDocs.where('vesselId').equals(vesselId).toArray();
  const holding = dropped.find((s) => docs.some((d) => d.sectionId === s.id && !d.deleted));
  if (holding) return DOCS_TEXT.sectionNotEmpty(holding.name);
  await db.transaction('rw', [db.docSettings, db.docSections, db.outbox], async () => {
    const current = await db.docSettings.get(vesselId);
    await db.docSettings.put({
      vesselId,
      docsCheck: body.docsCheck,
      initialized: true,
      version: current?.version ?? baseVersion,
      pending: 1,
    });
    for (const s of dropped) await db.docSections.update(s.id, { deleted: true });
    for (const [i, s] of (body.sections ?? []).entries()) {
      const was = sections.find((x) => x.id === s.id);
      await db.docSections.put({
        id: s.id,
        vesselId,
        name: s.name,
        order: i + 1,
        deleted: false,
        version: was?.version ?? 0,
        pending: 1,
      });
    }
    await enqueue(
      db,
      { op: 'docs/settings/save', body, baseVersion, coalesceKey: `docs-settings:${vesselId}`, userId },
      now,
    );
  });
  return null;
}

/** 'Set up the library': the default sections, under ids made here (offline too). */
export function setUpLibrary(who: Who, vesselId: number, docsCheck: boolean, baseVersion: number) {
  const sections = DEFAULT_DOC_SECTIONS.map((name, i) => ({ id: newDocId(who.now + i), name }));
  return saveDocsSettings(who, { yachtId: vesselId, docsCheck, sections }, baseVersion);
}
