import type { CrewRecord } from '../../../contracts/crew';
import {
  type CrewDocument,
  type CrewDocumentAdd,
  type CrewDocumentSave,
  crewDocumentAddSchema,
  crewDocumentSaveSchema,
} from '../../../contracts/crew-documents';
import type { AppDb } from '../../../db/app-db';
import { categoryOf, looksLikeContract } from '../../../domain/crew/document-categories';
import { keptDetailsOnly, storedDetails } from '../../../domain/crew/document-details';
import { queueFile } from '../../../sync/files/upload-files';
import { opId } from '../../../sync/op-id';
import { enqueue } from '../../../sync/outbox';

/**
 * Crew documents written on the device: the local copy changes at once (marked pending) and the
 * change is queued in the same transaction. A new document's file goes into the file queue; its
 * record waits in the outbox until the server has the bytes, offline for days if need be.
 */

type Who = { db: AppDb; userId: number; now: number };
const key = (id: string, what: string) => `document:${id}:${what}`;

export async function addDocument(
  { db, userId, now }: Who,
  crew: Pick<CrewRecord, 'id' | 'vesselId' | 'userId'>,
  file: File,
  input: Omit<CrewDocumentAdd, 'documentId' | 'yachtId' | 'crewId' | 'fileId' | 'fileName'>,
): Promise<CrewDocument> {
  const documentId = opId(now);
  const fileName = file.name || 'document';
  return db.transaction('rw', db.files, db.outbox, db.crewDocuments, async () => {
    const fileId = await queueFile(
      db,
      {
        vesselId: crew.vesselId,
        userId: crew.userId,
        queuedBy: userId,
        purpose: 'crewDocument',
        name: fileName,
        blob: file,
      },
      now,
    );
    // Only what the category keeps: a value typed under another category before the user changed it is not sent.
    const body = crewDocumentAddSchema.parse({
      ...keptDetailsOnly(input),
      documentId,
      yachtId: crew.vesselId,
      crewId: crew.id,
      fileId,
      fileName,
    });
    const details = storedDetails(body);
    const local: CrewDocument = {
      id: documentId,
      crewId: crew.id,
      userId: crew.userId,
      vesselId: crew.vesselId,
      ...details,
      extension: /\.([A-Za-z0-9]{1,8})$/.exec(fileName)?.[1]?.toLowerCase() ?? '',
      fileId,
      isPrivate:
        Boolean(body.isPrivate) ||
        categoryOf(details.categoryId)!.isPrivate ||
        looksLikeContract(details.name),
      isVerified: false,
      coc: false,
      uploadedAt: new Date(now).toISOString(),
      deleted: false,
      version: 0,
    };
    await db.crewDocuments.put({ ...local, pending: 1 });
    await enqueue(db, { op: 'crew/document/add', body, baseVersion: 0, coalesceKey: null, userId }, now);
    return local;
  });
}

export async function saveDocument(
  { db, userId, now }: Who,
  doc: CrewDocument,
  input: Omit<CrewDocumentSave, 'documentId' | 'yachtId'>,
) {
  const body = crewDocumentSaveSchema.parse({
    ...keptDetailsOnly(input),
    documentId: doc.id,
    yachtId: doc.vesselId,
  });
  await db.transaction('rw', db.crewDocuments, db.outbox, async () => {
    await db.crewDocuments.update(doc.id, { ...storedDetails(body), pending: 1 });
    await enqueue(
      db,
      { op: 'crew/document/save', body, baseVersion: doc.version, coalesceKey: key(doc.id, 'save'), userId },
      now,
    );
  });
}

export async function flagDocument(
  { db, userId, now }: Who,
  doc: CrewDocument,
  flags: { isVerified?: boolean; coc?: boolean },
) {
  const body = { documentId: doc.id, yachtId: doc.vesselId, ...flags };
  await db.transaction('rw', db.crewDocuments, db.outbox, async () => {
    // One highest CoC per crew member, as the server keeps it.
    if (flags.coc)
      await db.crewDocuments
        .where('crewId')
        .equals(doc.crewId)
        .filter((d) => d.coc && d.id !== doc.id)
        .modify({ coc: false });
    await db.crewDocuments.update(doc.id, { ...flags, pending: 1 });
    await enqueue(db, { op: 'crew/document/flags', body, baseVersion: 0, coalesceKey: null, userId }, now);
  });
}

export async function deleteDocument({ db, userId, now }: Who, doc: CrewDocument) {
  await db.transaction('rw', db.crewDocuments, db.outbox, async () => {
    await db.crewDocuments.update(doc.id, { deleted: true, coc: false, pending: 1 });
    await enqueue(
      db,
      {
        op: 'crew/document/delete',
        body: { documentId: doc.id, yachtId: doc.vesselId },
        baseVersion: 0,
        coalesceKey: key(doc.id, 'delete'),
        userId,
      },
      now,
    );
  });
}
