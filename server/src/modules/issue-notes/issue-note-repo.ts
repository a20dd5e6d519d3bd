import type { IssueNoteRecord, IssueNoteSaved } from '@contracts/issue-notes';
import type { Queryable } from '../../db/client';
import { markTombstone, writtenVersion } from '../../kernel/change-numbers';

/**
 * Note rows as the feed and the use cases read them: `vessel_id`, `user_id` (whose issue) and
 * `version` beside the fields, as the feed engine needs; the author's name comes along so a
 * device without the crew list still says who wrote it.
 */
type Row = Record<string, unknown>;

export const ISSUE_NOTE_SELECT = `SELECT n.id, n.vessel_id, n.user_id, n.issue_key, n.text, n.author_id,
    trim(a.first_name || ' ' || a.last_name) AS author_name, n.created_at, n.updated_at, n.deleted, n.version
  FROM issue_notes n JOIN users a ON a.id = n.author_id`;

const moment = (v: unknown) => (v instanceof Date ? v.toISOString() : new Date(String(v)).toISOString());

export const toIssueNote = (r: Row): IssueNoteRecord => ({
  id: String(r.id),
  vesselId: Number(r.vessel_id),
  userId: Number(r.user_id),
  issueKey: String(r.issue_key),
  text: String(r.text),
  authorId: Number(r.author_id),
  authorName: String(r.author_name),
  createdAt: moment(r.created_at),
  updatedAt: moment(r.updated_at),
  deleted: Boolean(r.deleted),
  version: Number(r.version),
});

/** One note, tombstones included; `lock` holds its row for the write that reads it. */
export async function findIssueNote(
  db: Queryable,
  id: string,
  lock = false,
): Promise<IssueNoteRecord | undefined> {
  const [row] = await db.query<Row>(`${ISSUE_NOTE_SELECT} WHERE n.id = $1${lock ? ' FOR UPDATE OF n' : ''}`, [
    id,
  ]);
  return row ? toIssueNote(row) : undefined;
}

/** Writes a new note; its new version. */
export async function insertIssueNote(
  tx: Queryable,
  n: IssueNoteSaved,
  by: number,
  at: Date,
): Promise<number> {
  return writtenVersion(
    tx,
    `INSERT INTO issue_notes (id, vessel_id, user_id, issue_key, text, author_id, created_at, updated_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $7) RETURNING version`,
    [n.noteId, n.yachtId, n.userId, n.issueKey, n.text, by, at.toISOString()],
  );
}

/** Changes a note's text (its issue and author stay); its new version. */
export async function updateIssueNote(tx: Queryable, id: string, text: string, at: Date): Promise<number> {
  return writtenVersion(
    tx,
    'UPDATE issue_notes SET text = $2, updated_at = $3, version = next_change() WHERE id = $1 RETURNING version',
    [id, text, at.toISOString()],
  );
}

/** Marks a note deleted (a tombstone, so every device drops it); its new version. */
export const markIssueNoteDeleted = (tx: Queryable, id: string) => markTombstone(tx, 'issue_notes', id);
