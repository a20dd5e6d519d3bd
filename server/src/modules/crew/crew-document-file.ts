import { levelOn } from '@domain/access/permissions';
import { managesDocuments, seesDocument } from '@domain/crew/document-access';
import type { Queryable } from '../../db/client';
import type { FileRow } from '../../files/file-row';
import type { Actor } from '../../kernel/actors';

/**
 * A crew document's file follows the document's rules: private ones (and those named like a
 * contract) from level 5, deleted ones for level 5's history; one not yet on a record, its uploader.
 */
export async function crewDocumentFileHidden(db: Queryable, actor: Actor, row: FileRow): Promise<boolean> {
  const [doc] = await db.query<{ is_private: boolean; deleted: boolean }>(
    'SELECT is_private, deleted_at IS NOT NULL AS deleted FROM crew_documents WHERE file_id = $1',
    [row.id],
  );
  const level = levelOn(actor.roles, row.vessel_id);
  if (!doc) return row.uploaded_by !== actor.id;
  return (
    !seesDocument(level, row.user_id === actor.id, doc.is_private) ||
    (doc.deleted && !managesDocuments(level))
  );
}
