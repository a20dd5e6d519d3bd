import type { DocsLibrary, DocsModuleState } from '@contracts/document-library';
import { sortByOrder } from '@domain/certificates/document-library';
import type { Queryable } from '../../db/client';
import type { Actor } from '../../kernel/actors';
import { type Answer, answered, notFound } from '../../kernel/outcome';
import { noAccess } from './docs-documents';
import { vesselDocs, vesselSections } from './docs-repo';
import { type DocsScope, docsScope } from './docs-scope';

/** What `read` answers with the scope of a caller who may read the library, or the refusal. */
async function asReader<T>(
  db: Queryable,
  actor: Actor,
  vesselId: number,
  read: (scope: DocsScope) => Promise<Answer<T>>,
): Promise<Answer<T>> {
  const scope = await docsScope(db, actor, vesselId);
  return scope?.access ? read(scope) : noAccess(scope);
}

/** GET /docs/{id} and GET /docs/settings/{yachtID}: the settings with the caller's access flags. */
export async function docsModuleState(
  db: Queryable,
  actor: Actor,
  vesselId: number,
): Promise<Answer<DocsModuleState>> {
  return asReader(db, actor, vesselId, async (scope) => {
    const sections = await vesselSections(db, vesselId);
    return answered({
      yachtID: vesselId,
      docsCheck: scope.settings.docsCheck,
      docsModuleInitialized: scope.settings.initialized,
      accessToDocsModule: scope.access,
      accessToUploadDocs: scope.uploads,
      accessToDocsModuleSettings: scope.manages,
      sections: sections.map((s) => ({ id: s.id, name: s.name, order: s.order })),
    });
  });
}

/** GET /docs/documents/forYacht/{id}: the sections in order, each with its documents in order (0 last). */
export async function docsLibrary(
  db: Queryable,
  actor: Actor,
  vesselId: number,
): Promise<Answer<DocsLibrary>> {
  return asReader(db, actor, vesselId, async () => {
    const [sections, docs] = [await vesselSections(db, vesselId), await vesselDocs(db, vesselId)];
    return answered({
      yachtID: vesselId,
      sections: sections.map((s) => ({
        id: s.id,
        name: s.name,
        order: s.order,
        documents: sortByOrder(docs.filter((d) => d.sectionId === s.id)).map((d) => ({
          id: d.id,
          name: d.name,
          order: d.order,
          fileName: d.fileName,
          size: d.size,
          uploadedAt: d.uploadedAt,
        })),
      })),
    });
  });
}

/** A document's file for the download route: the caller must read the library of its vessel. */
export async function documentFile(db: Queryable, actor: Actor, vesselId: number, documentId: string) {
  return asReader(db, actor, vesselId, async () => {
    const [row] = await db.query<{
      file_id: string;
      name: string;
      file_name: string;
      mime: string | null;
      size: number;
    }>(
      `SELECT d.file_id, d.name, f.name AS file_name, f.mime, f.size FROM library_documents d
       JOIN files f ON f.id = d.file_id
      WHERE d.id = $1 AND d.vessel_id = $2 AND NOT d.deleted AND f.state = 'stored'`,
      [documentId, vesselId],
    );
    return row ? answered(row) : notFound();
  });
}

/**
 * GET /files/{id} of a library file (the app reads it through the document's route): as reading
 * the library on its vessel, or its uploader while it is on no document. Null when the caller may
 * read it, else the refusal; an officer of a vessel with docsCheck is no side door. A deleted
 * document's file stays for the audit trail only: no one reads it, its uploader included (who
 * may since have lost the library to docsCheck or the module).
 */
export async function docsFileRefusal(
  db: Queryable,
  actor: Actor,
  file: { id: string; vessel_id: number; uploaded_by: number },
): Promise<'notFound' | null> {
  // A file is filed once (docs-documents: fileUsed), so there is at most one document.
  const [doc] = await db.query<{ deleted: boolean }>(
    'SELECT deleted FROM library_documents WHERE file_id = $1',
    [file.id],
  );
  if (!doc) return file.uploaded_by === actor.id ? null : 'notFound';
  if (doc.deleted) return 'notFound';
  return (await docsScope(db, actor, file.vessel_id))?.access ? null : 'notFound';
}
