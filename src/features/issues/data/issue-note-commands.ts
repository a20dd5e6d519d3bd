import {
  type IssueNoteRecord,
  type IssueNoteSave,
  issueNoteRefSchema,
  issueNoteSaveSchema,
} from '../../../contracts/issue-notes';
import type { AppDb, Pending } from '../../../db/app-db';
import { opId } from '../../../sync/op-id';
import { enqueue } from '../../../sync/outbox';

/**
 * Writes of notes on the device: each checks its input with the shared schema, then in one
 * transaction changes the local copy (marked pending) and queues the same change for the server,
 * so a note is written, edited or deleted with no connection and reaches the server later.
 */

export type NoteWriter = { db: AppDb; userId: number; authorName: string; now: number };

/** Save: a new note when `input.noteId` is new on the device, else an edit of its text. */
export async function saveIssueNote({ db, userId, authorName, now }: NoteWriter, input: IssueNoteSave) {
  const body = issueNoteSaveSchema.parse(input);
  const at = new Date(now).toISOString();
  await db.transaction('rw', db.issueNotes, db.outbox, async () => {
    const current = await db.issueNotes.get(body.noteId);
    const local: IssueNoteRecord = current
      ? { ...current, text: body.text, updatedAt: at }
      : {
          id: body.noteId,
          vesselId: body.yachtId,
          userId: body.userId,
          issueKey: body.issueKey,
          text: body.text,
          authorId: userId,
          authorName,
          createdAt: at,
          updatedAt: at,
          deleted: false,
          version: 0,
        };
    await db.issueNotes.put({ ...local, pending: 1 });
    await enqueue(
      db,
      {
        op: 'issueNote/save',
        // An edit keeps the note's issue: only the text is the user's to change.
        body: current ? { ...body, userId: current.userId, issueKey: current.issueKey } : body,
        baseVersion: current?.version ?? 0,
        // Edits before it is sent are one change, based on the copy the first was made from.
        coalesceKey: `issueNote:${body.noteId}`,
        userId,
      },
      now,
    );
  });
}

/** Delete (after a confirmation): a tombstone here too, so it leaves the screen at once. */
export async function deleteIssueNote({ db, userId, now }: NoteWriter, note: IssueNoteRecord) {
  const body = issueNoteRefSchema.parse({ yachtId: note.vesselId, noteId: note.id });
  await db.transaction('rw', db.issueNotes, db.outbox, async () => {
    await db.issueNotes.update(note.id, { deleted: true, pending: 1 });
    await enqueue(
      db,
      { op: 'issueNote/delete', body, baseVersion: note.version, coalesceKey: null, userId },
      now,
    );
  });
}

/** A new note's id, made here so the note exists on the device before the server hears of it. */
export const newIssueNoteId = (now = Date.now()) => opId(now);

/**
 * A vessel's notes the device keeps, by crew member and issue (`${userId}|${issueKey}`), oldest
 * first; deleted ones left out.
 */
export async function vesselIssueNotes(db: AppDb, vesselId: number) {
  const rows = await db.issueNotes.where('vesselId').equals(vesselId).toArray();
  const byIssue = new Map<string, Pending<IssueNoteRecord>[]>();
  for (const n of rows
    .filter((n) => !n.deleted)
    .sort((a, b) => a.createdAt.localeCompare(b.createdAt) || a.id.localeCompare(b.id))) {
    const key = `${n.userId}|${n.issueKey}`;
    byIssue.set(key, [...(byIssue.get(key) ?? []), n]);
  }
  return byIssue;
}
