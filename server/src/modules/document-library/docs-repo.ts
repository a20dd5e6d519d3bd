import type { DocSection, DocSettings, LibraryDoc } from '@contracts/document-library';
import type { Queryable } from '../../db/client';

/**
 * The library's kinds as the feed and the use cases read them. Each select exposes `vessel_id`,
 * `user_id` and `version` beside its fields, as the feed engine needs; none belongs to a user.
 */

type Row = Record<string, unknown>;
const iso = (v: unknown) => (v instanceof Date ? v.toISOString() : new Date(String(v)).toISOString());

export const DOC_SETTINGS_SELECT = `SELECT s.vessel_id, NULL::int AS user_id, s.docs_check, s.initialized, s.version
  FROM doc_settings s`;

export const toDocSettings = (r: Row): DocSettings => ({
  vesselId: Number(r.vessel_id),
  docsCheck: Boolean(r.docs_check),
  initialized: Boolean(r.initialized),
  version: Number(r.version),
});

export const DOC_SECTION_SELECT = `SELECT s.id, s.vessel_id, NULL::int AS user_id, s.name, s.sort_order, s.deleted,
    s.version
  FROM doc_sections s`;

export const toDocSection = (r: Row): DocSection => ({
  id: String(r.id),
  vesselId: Number(r.vessel_id),
  name: String(r.name),
  order: Number(r.sort_order),
  deleted: Boolean(r.deleted),
  version: Number(r.version),
});

export const LIBRARY_DOC_SELECT = `SELECT d.id, d.vessel_id, NULL::int AS user_id, d.section_id, d.name, d.sort_order,
    d.file_id, f.name AS file_name, f.mime, f.size, u.first_name || ' ' || u.last_name AS uploader,
    d.uploaded_at, d.deleted, d.version
  FROM library_documents d JOIN files f ON f.id = d.file_id JOIN users u ON u.id = d.uploaded_by`;

export const toLibraryDoc = (r: Row): LibraryDoc => ({
  id: String(r.id),
  vesselId: Number(r.vessel_id),
  sectionId: String(r.section_id),
  name: String(r.name),
  order: Number(r.sort_order),
  fileId: String(r.file_id),
  fileName: String(r.file_name),
  mime: r.mime === null || r.mime === undefined ? null : String(r.mime),
  size: Number(r.size),
  uploadedBy: String(r.uploader),
  uploadedAt: iso(r.uploaded_at),
  deleted: Boolean(r.deleted),
  version: Number(r.version),
});

/** A vessel's settings; every vessel has a row (migration 0031 and its trigger). */
export async function findDocSettings(db: Queryable, vesselId: number, lock = false): Promise<DocSettings> {
  const [row] = await db.query(
    `${DOC_SETTINGS_SELECT} WHERE s.vessel_id = $1${lock ? ' FOR UPDATE OF s' : ''}`,
    [vesselId],
  );
  return row ? toDocSettings(row) : { vesselId, docsCheck: false, initialized: false, version: 0 };
}

/** A vessel's sections (deleted ones too, when asked), in their order. */
export async function vesselSections(db: Queryable, vesselId: number, withDeleted = false) {
  const rows = await db.query(
    `${DOC_SECTION_SELECT} WHERE s.vessel_id = $1${withDeleted ? '' : ' AND NOT s.deleted'}
      ORDER BY s.sort_order, s.name, s.id`,
    [vesselId],
  );
  return rows.map(toDocSection);
}

export async function findSection(db: Queryable, id: string): Promise<DocSection | null> {
  const [row] = await db.query(`${DOC_SECTION_SELECT} WHERE s.id = $1`, [id]);
  return row ? toDocSection(row) : null;
}

/** A document by id (a deleted one too: its tombstone); `lock` for a write. */
export async function findLibraryDoc(db: Queryable, id: string, lock = false): Promise<LibraryDoc | null> {
  const [row] = await db.query(`${LIBRARY_DOC_SELECT} WHERE d.id = $1${lock ? ' FOR UPDATE OF d' : ''}`, [
    id,
  ]);
  return row ? toLibraryDoc(row) : null;
}

/** A vessel's documents that are not deleted. */
export async function vesselDocs(db: Queryable, vesselId: number): Promise<LibraryDoc[]> {
  const rows = await db.query(`${LIBRARY_DOC_SELECT} WHERE d.vessel_id = $1 AND NOT d.deleted`, [vesselId]);
  return rows.map(toLibraryDoc);
}
