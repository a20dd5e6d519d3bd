import type { CrewDocument } from '@contracts/crew-documents';
import type { Queryable } from '../../db/client';

/** Crew documents as stored: the feed's select (the crew member's vessel and user beside it) and its map. */
export const DOCUMENT_SELECT = `SELECT d.id, d.crew_id, uvr.user_id, uvr.vessel_id, d.file_id, d.category_id,
    d.name, d.extension, d.description, d.is_private, d.is_verified, d.coc,
    to_char(d.expiry_date, 'YYYY-MM-DD') AS expiry_date, to_char(d.issued_at, 'YYYY-MM-DD') AS issued_at,
    d.nationality, d.passport_no, d.grade, d.limitation, d.custom_id, d.comment, d.uploaded_at,
    d.deleted_at IS NOT NULL AS deleted, d.version
  FROM crew_documents d JOIN user_vessel_roles uvr ON uvr.id = d.crew_id`;

type Row = Record<string, unknown>;
const str = (v: unknown) => (v === null || v === undefined ? null : String(v));
export const toCrewDocument = (r: Row): CrewDocument => ({
  id: String(r.id),
  crewId: Number(r.crew_id),
  userId: Number(r.user_id),
  vesselId: Number(r.vessel_id),
  categoryId: Number(r.category_id),
  name: String(r.name),
  extension: String(r.extension),
  fileId: str(r.file_id),
  description: str(r.description),
  isPrivate: Boolean(r.is_private),
  isVerified: Boolean(r.is_verified),
  coc: Boolean(r.coc),
  expiryDate: str(r.expiry_date),
  issuedAt: str(r.issued_at),
  nationality: r.nationality === null ? null : Number(r.nationality),
  passportNo: str(r.passport_no),
  grade: str(r.grade),
  limitation: str(r.limitation),
  customId: str(r.custom_id),
  comment: str(r.comment),
  uploadedAt: new Date(r.uploaded_at as string).toISOString(),
  deleted: Boolean(r.deleted),
  version: Number(r.version),
});

export async function findDocument(
  db: Queryable,
  id: string,
  forUpdate = false,
): Promise<CrewDocument | null> {
  const [row] = await db.query<Row>(
    `${DOCUMENT_SELECT} WHERE d.id = $1${forUpdate ? ' FOR UPDATE OF d' : ''}`,
    [id],
  );
  return row ? toCrewDocument(row) : null;
}
