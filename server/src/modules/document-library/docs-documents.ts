import {
  DOCS_TEXT,
  type docDeleteSchema,
  type docRenameSchema,
  type docSetSectionSchema,
  type docUploadSchema,
  type LibraryDoc,
} from '@contracts/document-library';
import { UPLOAD_FAILED, WRONG_TYPE } from '@contracts/file-purposes';
import type { RecordMap } from '@contracts/sync';
import { libraryFileProblem } from '@domain/certificates/document-library';
import type { z } from 'zod';
import type { Queryable } from '../../db/client';
import type { Actor } from '../../kernel/actors';
import { auditedTombstone, readAudit } from '../../kernel/audit';
import { takeChangeLock } from '../../kernel/change-numbers';
import {
  applied,
  fieldRefused,
  forbidden,
  notFound,
  type Outcome,
  type Refusal,
  refused,
} from '../../kernel/outcome';
import type { WriteUseCase } from '../../kernel/use-case';
import { moduleOffMessage } from '../../kernel/vessel-modules';
import { findLibraryDoc, findSection } from './docs-repo';
import { auditDocs, type DocsScope, docsScope } from './docs-scope';

type Upload = z.infer<typeof docUploadSchema>;
type Rename = z.infer<typeof docRenameSchema>;
type SetSection = z.infer<typeof docSetSectionSchema>;
type Delete = z.infer<typeof docDeleteSchema>;

/**
 * The library's documents: upload (a stored file filed under a section), rename, set section and
 * delete, each one use case for its REST call and its queued operation. Level 4+ with access to
 * the library (see domain/access/docs-access). Edits are last-writer-wins: a document's title or
 * its section is not worth a conflict prompt at sea; an edit of a document deleted meanwhile is
 * refused, with the server's copy, so the device drops it too.
 */

/** Why the caller may not read the library: the module, the docsCheck rule, or no role at all. */
export function noAccess(scope: DocsScope | null): Refusal {
  if (!scope) return forbidden();
  if (!scope.standing.moduleOn) return refused(moduleOffMessage('docs'), 403);
  return refused(DOCS_TEXT.docsCheck, 403);
}

/** The scope of a caller who may change documents there, or the refusal. */
export async function uploaderScope(tx: Queryable, actor: Actor, vesselId: number) {
  const scope = await docsScope(tx, actor, vesselId);
  if (!scope?.access) return noAccess(scope);
  return scope.uploads ? scope : forbidden();
}

export const isRefusal = (x: DocsScope | Outcome): x is Outcome => 'status' in x;

/** A live section of the vessel, or the refusal under `sectionId`. */
async function sectionThere(tx: Queryable, vesselId: number, sectionId: string) {
  const section = await findSection(tx, sectionId);
  return section && section.vesselId === vesselId && !section.deleted
    ? null
    : fieldRefused('sectionId', DOCS_TEXT.sectionElsewhere);
}

/**
 * Upload: the caller's stored file of the document kind on this vessel, filed once, at order 0
 * (no order: it sorts last until someone numbers it, so two devices filing offline never take one
 * number). Sent again (an answer lost), the same document with the same file is the same upload.
 */
export const uploadDocument: WriteUseCase<Upload> = async (tx, actor, body, now) => {
  await takeChangeLock(tx);
  const scope = await uploaderScope(tx, actor, body.yachtId);
  if (isRefusal(scope)) return scope;
  const existing = await findLibraryDoc(tx, body.documentId);
  if (existing) return sameUpload(tx, existing, body);
  const badSection = await sectionThere(tx, body.yachtId, body.sectionId);
  if (badSection) return badSection;
  const [file] = await tx.query<{
    state: string;
    purpose: string;
    uploaded_by: number;
    vessel_id: number;
    name: string;
    size: number;
  }>('SELECT state, purpose, uploaded_by, vessel_id, name, size FROM files WHERE id = $1 FOR SHARE', [
    body.fileId,
  ]);
  if (file?.state === 'refused') return fieldRefused('fileId', WRONG_TYPE);
  if (
    file?.state !== 'stored' ||
    file.purpose !== 'document' ||
    file.uploaded_by !== actor.id ||
    file.vessel_id !== body.yachtId
  )
    return fieldRefused('fileId', UPLOAD_FAILED);
  // The upload's length was bounded at its creation; a file of another kind never gets here.
  const tooBig = libraryFileProblem({ name: file.name, size: Number(file.size) });
  if (tooBig) return fieldRefused('fileId', tooBig);
  const [used] = await tx.query('SELECT 1 FROM library_documents WHERE file_id = $1', [body.fileId]);
  if (used) return fieldRefused('fileId', DOCS_TEXT.fileUsed);
  const [row] = await tx.query<{ version: number }>(
    `INSERT INTO library_documents (id, vessel_id, section_id, file_id, name, sort_order, uploaded_by, uploaded_at)
     VALUES ($1, $2, $3, $4, $5, 0, $6, $7) RETURNING version`,
    [body.documentId, body.yachtId, body.sectionId, body.fileId, body.name, actor.id, now.toISOString()],
  );
  await auditDocs(tx, actor, now, {
    vesselId: body.yachtId,
    action: 'docs.upload',
    entity: 'libraryDocument',
    key: body.documentId,
    after: { sectionId: body.sectionId, fileId: body.fileId, name: body.name },
  });
  return applied(Number(row!.version));
};

/**
 * An upload sent again (an answer lost): the same document, file, name and section as first
 * filed is the same upload; one that differs asks for what was not done, so it is refused (409),
 * never answered as if done. A rename or a move since is not the replay's business: it is
 * compared with the upload as its audit line kept it.
 */
async function sameUpload(tx: Queryable, existing: LibraryDoc, body: Upload): Promise<Outcome> {
  if (existing.vesselId !== body.yachtId || existing.deleted) return notFound();
  if (existing.fileId !== body.fileId) return refused(DOCS_TEXT.uploadDiffers, 409);
  const first = (await readAudit(tx, 'libraryDocument', body.documentId)).find(
    (a) => a.action === 'docs.upload',
  );
  const filed = (typeof first?.after === 'string' ? JSON.parse(first.after) : first?.after) as
    | { name?: string; sectionId?: string }
    | null
    | undefined;
  const same =
    (filed?.name ?? existing.name) === body.name &&
    (filed?.sectionId ?? existing.sectionId) === body.sectionId;
  return same ? applied(existing.version) : refused(DOCS_TEXT.uploadDiffers, 409);
}

/** The document, locked, when it is a live one of the vessel; else the refusal. */
async function liveDoc(tx: Queryable, vesselId: number, id: string) {
  const doc = await findLibraryDoc(tx, id, true);
  return doc && doc.vesselId === vesselId && !doc.deleted ? doc : null;
}

export const renameDocument: WriteUseCase<Rename> = async (tx, actor, body, now) => {
  await takeChangeLock(tx);
  const scope = await uploaderScope(tx, actor, body.yachtId);
  if (isRefusal(scope)) return scope;
  const doc = await liveDoc(tx, body.yachtId, body.documentId);
  if (!doc) return notFound();
  if (doc.name === body.newName) return applied(doc.version);
  const [row] = await tx.query<{ version: number }>(
    'UPDATE library_documents SET name = $2, version = next_change() WHERE id = $1 RETURNING version',
    [doc.id, body.newName],
  );
  await auditDocs(tx, actor, now, {
    vesselId: body.yachtId,
    action: 'docs.rename',
    entity: 'libraryDocument',
    key: doc.id,
    before: { name: doc.name },
    after: { name: body.newName },
  });
  return applied(Number(row!.version));
};

/**
 * Set section: the document moves to another section of the vessel, at order 0 (orders are
 * numbered per section, so its old number means nothing there).
 */
export const setDocumentSection: WriteUseCase<SetSection> = async (tx, actor, body, now) => {
  await takeChangeLock(tx);
  const scope = await uploaderScope(tx, actor, body.yachtId);
  if (isRefusal(scope)) return scope;
  const doc = await liveDoc(tx, body.yachtId, body.documentId);
  if (!doc) return notFound();
  const badSection = await sectionThere(tx, body.yachtId, body.sectionId);
  if (badSection) return badSection;
  if (doc.sectionId === body.sectionId) return applied(doc.version);
  const [row] = await tx.query<{ version: number }>(
    `UPDATE library_documents SET section_id = $2, sort_order = 0, version = next_change()
      WHERE id = $1 RETURNING version`,
    [doc.id, body.sectionId],
  );
  await auditDocs(tx, actor, now, {
    vesselId: body.yachtId,
    action: 'docs.setSection',
    entity: 'libraryDocument',
    key: doc.id,
    before: { sectionId: doc.sectionId, order: doc.order },
    after: { sectionId: body.sectionId, order: 0 },
  });
  return applied(Number(row!.version));
};

/** Delete (after the app's confirmation): a tombstone; the file stays for the audit trail. */
export const deleteDocument: WriteUseCase<Delete> = async (tx, actor, body, now) => {
  await takeChangeLock(tx);
  const scope = await uploaderScope(tx, actor, body.yachtId);
  if (isRefusal(scope)) return scope;
  const doc = await liveDoc(tx, body.yachtId, body.documentId);
  if (!doc) return notFound();
  const [row] = await tx.query<{ version: number }>(
    'UPDATE library_documents SET deleted = true, version = next_change() WHERE id = $1 RETURNING version',
    [doc.id],
  );
  const before = { name: doc.name, sectionId: doc.sectionId };
  const entry = {
    vesselId: body.yachtId,
    action: 'docs.delete',
    entity: 'libraryDocument',
    key: doc.id,
    before,
  };
  return auditedTombstone(tx, actor, now, entry, Number(row!.version));
};

/** The server's copy of a document, for a caller who may read the vessel's library. */
export async function documentCopy(
  tx: Queryable,
  actor: Actor,
  vesselId: number,
  id: string,
): Promise<RecordMap> {
  const scope = await docsScope(tx, actor, vesselId);
  if (!scope?.access) return {};
  const doc = await findLibraryDoc(tx, id);
  return doc && doc.vesselId === vesselId ? { libraryDocs: [doc] } : {};
}
