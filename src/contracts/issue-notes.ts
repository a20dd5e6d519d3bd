import { z } from 'zod';
import { ISSUE_NOTE_MAX, NOTE_SUBJECT } from '../domain/issues/issue-notes';
import { idSchema, storableText } from './common';
import { MSG } from './messages';
import { defineSyncModule } from './sync-module';

/**
 * Notes on a vessel's issues: an officer writes a line under a crew member's issue ("Renewal
 * ordered, surveyor on 12 Dec") for everyone who sees that issue: the officers of the vessel and
 * the crew member it is about. A note is made on the device (its id a ULID), so it is written at
 * sea with no connection and reaches the server when one comes back. No REST calls: the spec has
 * none for notes; the device reads them from the change feed and writes them as queued operations.
 */

export const issueNoteRecordSchema = z.object({
  id: z.string(),
  vesselId: z.number(),
  /** The crew member whose issue the note is about. */
  userId: z.number(),
  /** Which of their issues (domain/issues/issue-notes: noteSubject). */
  issueKey: z.string(),
  text: z.string(),
  authorId: z.number(),
  authorName: z.string(),
  /** When it was written and last changed (ISO moments). */
  createdAt: z.string(),
  updatedAt: z.string(),
  deleted: z.boolean(),
  version: z.number(),
});
export type IssueNoteRecord = z.infer<typeof issueNoteRecordSchema>;

/** A note's id, made on the device: a ULID's shape. */
const noteIdSchema = storableText(
  z.string({ error: MSG.required }).regex(/^[0-9A-Za-z]{10,40}$/, MSG.invalidId),
);

/** Save a note: new when the server has no note of that id, else an edit of its text. */
export const issueNoteSaveSchema = z.object({
  yachtId: idSchema,
  noteId: noteIdSchema,
  userId: idSchema,
  // One of the issue kinds' keys (noteSubject), not any word-dash-something.
  issueKey: storableText(z.string({ error: MSG.required }).regex(NOTE_SUBJECT, MSG.invalidId)),
  text: storableText(
    z
      .string({ error: MSG.required })
      .trim()
      .min(1, MSG.required)
      .max(ISSUE_NOTE_MAX, MSG.maxLength(ISSUE_NOTE_MAX)),
  ),
});
export type IssueNoteSave = z.input<typeof issueNoteSaveSchema>;
export type IssueNoteSaved = z.output<typeof issueNoteSaveSchema>;

export const issueNoteRefSchema = z.object({ yachtId: idSchema, noteId: noteIdSchema });
export type IssueNoteRef = z.infer<typeof issueNoteRefSchema>;

export const issueNotesSync = defineSyncModule({
  records: { issueNotes: issueNoteRecordSchema },
  ops: { 'issueNote/save': issueNoteSaveSchema, 'issueNote/delete': issueNoteRefSchema },
});
