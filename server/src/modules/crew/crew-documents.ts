import type { CrewDocument, CrewDocumentAdd, CrewDocumentSave } from '@contracts/crew-documents';
import { DOCUMENT_TEXT } from '@contracts/crew-documents';
import { MSG } from '@contracts/messages';
import { REFUSAL_TEXT } from '@contracts/refusal-text';
import type { RecordMap } from '@contracts/sync';
import { crewState } from '@domain/crew/crew-display';
import {
  addsDocument,
  deletesDocument,
  editsDocument,
  seesDocument,
  verifiesDocument,
} from '@domain/crew/document-access';
import { categoryOf, looksLikeContract } from '@domain/crew/document-categories';
import { issuedInFuture, storedDetails } from '@domain/crew/document-details';
import type { Queryable } from '../../db/client';
import type { Actor } from '../../kernel/actors';
import { appendAudit } from '../../kernel/audit';
import { applied, fieldRefused, type Outcome, refused } from '../../kernel/outcome';
import { unchanged } from '../../kernel/unchanged';
import type { BasedEdit, WriteUseCase } from '../../kernel/use-case';
import { addDigest, type FiledAdd, replayedAdd } from './crew-document-replay';
import { findDocument } from './crew-documents-repo';
import { type CrewScope, crewScope, isOutcome } from './crew-write';

/**
 * Crew documents (doc 2, crew documents; sections 4 to 7): each write is one use case for its
 * REST call and its queued operation. The file arrives first (file queue, tus); the record
 * names it. A refusal or a conflict changes nothing and carries the server's copy.
 */

const notFound = refused(MSG.status404, 404);
const forbidden = refused(MSG.status403, 403);

/** The details a document stores, in the order of their columns from expiry_date to comment. */
const detailColumns = (v: ReturnType<typeof storedDetails>) => [
  v.expiryDate,
  v.issuedAt,
  v.nationality,
  v.passportNo,
  v.grade,
  v.limitation,
  v.customId,
  v.comment,
];

/** The document, its crew member and the caller's standing; 404 for one the caller may not see. */
async function documentScope(
  tx: Queryable,
  actor: Actor,
  yachtId: number,
  id: string,
): Promise<Outcome | { doc: CrewDocument; scope: CrewScope }> {
  // Locked for the rest of the write: a save that finds its values already stored writes nothing,
  // so it must read the copy a change still uncommitted leaves, not the one before it.
  const doc = await findDocument(tx, id, true);
  if (!doc || doc.vesselId !== yachtId) return notFound;
  const scope = await crewScope(tx, actor, doc.crewId);
  if (isOutcome(scope)) return scope;
  if (!seesDocument(scope.level, scope.own, doc.isPrivate)) return notFound;
  return { doc, scope };
}

async function audit(
  tx: Queryable,
  now: Date,
  actor: Actor,
  doc: { id: string; vesselId: number; crewId: number },
  action: string,
  after: unknown,
) {
  await appendAudit(tx, now, {
    actorId: actor.id,
    vesselId: doc.vesselId,
    action,
    entity: 'crewDocument',
    entityKey: doc.id,
    before: null,
    after: { crewId: doc.crewId, ...(after as object) },
  });
}

/** POST /documents/crew/{yachtId}/{crewId}: a stored file becomes a document on the record. */
export const addDocument: WriteUseCase<
  Omit<CrewDocumentAdd, 'crewId' | 'yachtId'> & { crewId: number; yachtId: number }
> = async (tx, actor, body, now) => {
  const scope = await crewScope(tx, actor, body.crewId);
  if (isOutcome(scope)) return scope;
  if (scope.crew.vesselId !== body.yachtId) return notFound;
  const today = now.toISOString().slice(0, 10);
  const current = crewState(scope.crew, today) !== 'former';
  if (!addsDocument(scope.level, scope.crew.permissionLevel, scope.own, current)) return forbidden;
  const category = categoryOf(Number(body.categoryId))!;
  // Private categories are chosen from level 4 (doc 2, section 6); the owner may keep their own private.
  if (category.isPrivate && !scope.own && !seesDocument(scope.level, false, true)) return forbidden;
  const v = storedDetails(body);
  if (issuedInFuture(v.issuedAt, today)) return fieldRefused('issuedAt', MSG.notFuture);
  const restricted = Boolean(body.isPrivate) || category.isPrivate || looksLikeContract(v.name);
  const extension = /\.([A-Za-z0-9]{1,8})$/.exec(body.fileName)?.[1]?.toLowerCase() ?? '';
  const filed: FiledAdd = { ...v, fileId: body.fileId, isPrivate: restricted, extension };
  // Sent again (an answer lost on a bad link): the document is there already. Only a document
  // on the same record, seen by the caller, is a replay (crew-document-replay: the same file and
  // details, or refused); another is not found.
  const sameAdd = async (d: CrewDocument | null) =>
    d && d.crewId === scope.crew.id && seesDocument(scope.level, scope.own, d.isPrivate)
      ? replayedAdd(tx, d, filed)
      : null;
  const existing = await findDocument(tx, body.documentId);
  if (existing) return (await sameAdd(existing)) ?? notFound;
  const [file] = await tx.query<{
    uploaded_by: number;
    purpose: string;
    state: string;
    user_id: number;
    vessel_id: number;
  }>('SELECT uploaded_by, purpose, state, user_id, vessel_id FROM files WHERE id = $1', [body.fileId]);
  if (file?.state !== 'stored' || file.uploaded_by !== actor.id || file.purpose !== 'crewDocument')
    return fieldRefused('fileId', 'Upload error');
  if (file.user_id !== scope.crew.userId || file.vessel_id !== scope.crew.vesselId)
    return fieldRefused('fileId', 'Upload error');
  const [used] = await tx.query('SELECT 1 FROM crew_documents WHERE file_id = $1', [body.fileId]);
  if (used)
    return (await sameAdd(await findDocument(tx, body.documentId))) ?? fieldRefused('fileId', 'Upload error');
  const [row] = await tx.query<{ version: number }>(
    `INSERT INTO crew_documents (id, crew_id, file_id, category_id, name, extension, description, is_private,
       expiry_date, issued_at, nationality, passport_no, grade, limitation, custom_id, comment, uploaded_by, uploaded_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18)
     ON CONFLICT DO NOTHING RETURNING version`,
    [
      body.documentId,
      scope.crew.id,
      body.fileId,
      v.categoryId,
      v.name,
      extension,
      v.description,
      restricted,
      ...detailColumns(v),
      actor.id,
      now.toISOString(),
    ],
  );
  // Two at once (the same add sent twice, or one file for two documents): the first stands.
  if (!row)
    return (await sameAdd(await findDocument(tx, body.documentId))) ?? fieldRefused('fileId', 'Upload error');
  await audit(
    tx,
    now,
    actor,
    { id: body.documentId, vesselId: scope.crew.vesselId, crewId: scope.crew.id },
    'crewDocument.add',
    // What it filed, as a digest, for a replay to be compared with (crew-document-replay).
    { categoryId: v.categoryId, filed: addDigest(filed) },
  );
  return applied(Number(row.version));
};

/** A change based on an older copy than the server's: both are shown and the user chooses. */
function changedSince(doc: CrewDocument, base: number): Outcome | null {
  if (base === 0 || doc.version <= base) return null;
  return {
    status: 'conflict',
    message: REFUSAL_TEXT.documentChanged(doc.name),
    records: { crewDocuments: [doc] },
    httpStatus: 409,
  } as Outcome;
}

type DocumentSave = CrewDocumentSave & { yachtId: number };

/** PUT /documents/detail/{yachtId}/{id}: category, title, expiry, additional info. */
export const saveDocument: WriteUseCase<DocumentSave, BasedEdit> = async (tx, actor, body, ctx) => {
  const found = await documentScope(tx, actor, body.yachtId, body.documentId);
  if ('status' in found) return found;
  const { doc, scope } = found;
  if (doc.deleted) return notFound;
  if (!editsDocument(scope.level, scope.crew.permissionLevel, scope.own, doc.isVerified)) return forbidden;
  const category = categoryOf(Number(body.categoryId))!;
  if (category.isPrivate && !doc.isPrivate) return fieldRefused('categoryId', DOCUMENT_TEXT.privateCategory);
  // Who may see a document is settled at upload: a contract is uploaded as one (private).
  if (!doc.isPrivate && looksLikeContract(body.name ?? ''))
    return fieldRefused('name', DOCUMENT_TEXT.contractName);
  const conflict = changedSince(doc, ctx.baseVersion);
  if (conflict) return conflict;
  const v = storedDetails(body);
  // Judged where it changes: a date stored before the rule does not block the rest of a save.
  if (v.issuedAt !== doc.issuedAt && issuedInFuture(v.issuedAt, ctx.now.toISOString().slice(0, 10)))
    return fieldRefused('issuedAt', MSG.notFuture);
  // A save that stores what is there writes nothing (kernel/unchanged.ts); coc as the UPDATE leaves it.
  if (unchanged({ ...doc }, { ...v, coc: doc.coc && category.coc })) return applied(doc.version);
  const [row] = await tx.query<{ version: number }>(
    `UPDATE crew_documents SET category_id = $2, name = $3, description = $4, expiry_date = $5, issued_at = $6,
       nationality = $7, passport_no = $8, grade = $9, limitation = $10, custom_id = $11, comment = $12,
       coc = coc AND $13, version = next_change()
     WHERE id = $1 AND deleted_at IS NULL RETURNING version`,
    [
      doc.id,
      v.categoryId,
      v.name,
      v.description,
      ...detailColumns(v),
      // Highest CoC only on a certificate of competency.
      category.coc,
    ],
  );
  if (!row) return notFound; // deleted meanwhile
  await audit(tx, ctx.now, actor, doc, 'crewDocument.save', {
    categoryId: v.categoryId,
    expiryDate: v.expiryDate,
  });
  return applied(Number(row!.version));
};

type DocumentFlags = { documentId: string; yachtId: number; isVerified?: boolean; coc?: boolean };

/** PUT /documents/{yachtId}/{id}: Verified and Highest CoC, for those with canVerifyDocument. */
export const flagDocument: WriteUseCase<DocumentFlags> = async (tx, actor, body, now) => {
  const found = await documentScope(tx, actor, body.yachtId, body.documentId);
  if ('status' in found) return found;
  const { doc, scope } = found;
  if (doc.deleted) return notFound;
  if (!verifiesDocument(scope.level, scope.crew.permissionLevel, scope.own)) return forbidden;
  if (body.coc && !categoryOf(doc.categoryId)?.coc) return fieldRefused('coc', DOCUMENT_TEXT.cocOnly);
  // Flags as they are already: nothing written (a ticked CoC is the only one of its crew member's).
  const keeps = (flag: 'isVerified' | 'coc') => body[flag] === undefined || body[flag] === doc[flag];
  if (keeps('isVerified') && keeps('coc')) return applied(doc.version);
  // One highest CoC per crew member: ticking it here unticks it elsewhere. Two ticks at once
  // wait for each other on the crew member's row.
  if (body.coc) await tx.query('SELECT 1 FROM user_vessel_roles WHERE id = $1 FOR UPDATE', [doc.crewId]);
  if (body.coc)
    await tx.query(
      'UPDATE crew_documents SET coc = false, version = next_change() WHERE crew_id = $1 AND coc AND id <> $2',
      [doc.crewId, doc.id],
    );
  const [row] = await tx.query<{ version: number }>(
    `UPDATE crew_documents SET is_verified = COALESCE($2, is_verified), coc = COALESCE($3, coc),
       version = next_change() WHERE id = $1 AND deleted_at IS NULL RETURNING version`,
    [doc.id, body.isVerified ?? null, body.coc ?? null],
  );
  if (!row) return notFound; // deleted meanwhile
  await audit(tx, now, actor, doc, 'crewDocument.flags', { isVerified: body.isVerified, coc: body.coc });
  return applied(Number(row!.version));
};

type DocumentRef = { documentId: string; yachtId: number };

/** Into the history (`deleted`, no longer the highest CoC) or back from it, audited. */
async function markDeleted(
  tx: Queryable,
  actor: Actor,
  now: Date,
  doc: { id: string; vesselId: number; crewId: number },
  deleted: boolean,
): Promise<Outcome> {
  const [row] = await tx.query<{ version: number }>(
    deleted
      ? `UPDATE crew_documents SET deleted_at = $2, deleted_by = $3, coc = false, version = next_change()
         WHERE id = $1 RETURNING version`
      : 'UPDATE crew_documents SET deleted_at = NULL, deleted_by = NULL, version = next_change() WHERE id = $1 RETURNING version',
    deleted ? [doc.id, now.toISOString(), actor.id] : [doc.id],
  );
  await audit(tx, now, actor, doc, deleted ? 'crewDocument.delete' : 'crewDocument.restore', {});
  return applied(Number(row!.version));
}

/** DELETE /documents/{yachtId}/{id}: into the history, from where level 5 restores it. */
export const deleteDocument: WriteUseCase<DocumentRef> = async (tx, actor, body, now) => {
  const found = await documentScope(tx, actor, body.yachtId, body.documentId);
  if ('status' in found) return found;
  const { doc, scope } = found;
  const current = crewState(scope.crew, now.toISOString().slice(0, 10)) !== 'former';
  if (!deletesDocument(scope.level, scope.crew.permissionLevel, scope.own, current)) return forbidden;
  if (doc.deleted) return applied(doc.version); // deleted already: the same answer again
  return markDeleted(tx, actor, now, doc, true);
};

/** GET /documents/history/restore/{yachtId}/{id}: a deleted document back on the record. */
export async function restoreDocument(
  tx: Queryable,
  actor: Actor,
  yachtId: number,
  id: string,
  now: Date,
): Promise<Outcome> {
  const found = await documentScope(tx, actor, yachtId, id);
  if ('status' in found) return found;
  const { doc, scope } = found;
  if (!deletesDocument(scope.level, scope.crew.permissionLevel, false, false)) return forbidden;
  if (!doc.deleted) return applied(doc.version);
  return markDeleted(tx, actor, now, doc, false);
}

/** The server's copy of a document as the caller may see it (sent with a refusal). */
export async function documentCopy(
  tx: Queryable,
  actor: Actor,
  yachtId: number,
  id: string,
): Promise<RecordMap> {
  const found = await documentScope(tx, actor, yachtId, id);
  return 'doc' in found ? { crewDocuments: [found.doc] } : {};
}
