import { describe, expect, it } from 'vitest';
import { freshAppDbEachTest } from '../../../../tests/kits/test-app-db';
import type { IssueNoteRecord } from '../../../contracts/issue-notes';
import { MSG } from '../../../contracts/messages';
import { noteSubject } from '../../../domain/issues/issue-notes';
import { deleteIssueNote, newIssueNoteId, saveIssueNote, vesselIssueNotes } from './issue-note-commands';

const db = freshAppDbEachTest('issue-note-commands');
const NOW = 1_800_000_000_000;
const writer = (now = NOW) => ({ db: db(), userId: 7, authorName: 'Olivia Officer', now });
const queued = async () =>
  (await db().outbox.orderBy('id').toArray()).map((e) => [e.op, e.baseVersion, e.coalesceKey, e.body]);
const stored: IssueNoteRecord = {
  id: '01JNOTESTORED00000000001',
  vesselId: 1,
  userId: 3,
  issueKey: 'document-doc1',
  text: 'Renewal ordered',
  authorId: 7,
  authorName: 'Olivia Officer',
  createdAt: '2026-12-01T09:00:00.000Z',
  updatedAt: '2026-12-01T09:00:00.000Z',
  deleted: false,
  version: 40,
};

describe('notes on issues on the device (offline through the outbox)', () => {
  it('a new note is shown at once under its issue, marked pending, and queued with base 0', async () => {
    const noteId = newIssueNoteId(NOW);
    const issueKey = noteSubject({ kind: 'documentExpiring', documentId: 'doc1' });
    await saveIssueNote(writer(), { yachtId: 1, noteId, userId: 3, issueKey, text: ' Surveyor on 12 Dec ' });
    const notes = await vesselIssueNotes(db(), 1);
    expect(notes.get('3|document-doc1')).toEqual([
      expect.objectContaining({
        id: noteId,
        text: 'Surveyor on 12 Dec',
        authorName: 'Olivia Officer',
        pending: 1,
      }),
    ]);
    expect(await queued()).toEqual([
      [
        'issueNote/save',
        0,
        `issueNote:${noteId}`,
        { yachtId: 1, noteId, userId: 3, issueKey, text: 'Surveyor on 12 Dec' },
      ],
    ]);
  });

  it('the note stays under the document when it goes from expiring to expired', () => {
    expect(noteSubject({ kind: 'documentExpired', documentId: 'doc1' })).toBe(
      noteSubject({ kind: 'documentExpiring', documentId: 'doc1' }),
    );
    expect(noteSubject({ kind: 'unsigned', month: '2026-10' })).not.toBe(
      noteSubject({ kind: 'countersign', month: '2026-10' }),
    );
  });

  it('an edit changes the text only, based on the kept version; two edits before sending are one', async () => {
    await db().issueNotes.put(stored);
    await saveIssueNote(writer(), {
      ...ref(),
      userId: 99,
      issueKey: 'unsigned-2026-01',
      text: 'Surveyor booked',
    });
    await saveIssueNote(writer(NOW + 1000), {
      ...ref(),
      userId: 3,
      issueKey: stored.issueKey,
      text: 'Surveyor on 14 Dec',
    });
    expect(await db().issueNotes.get(stored.id)).toMatchObject({
      userId: 3,
      issueKey: 'document-doc1',
      text: 'Surveyor on 14 Dec',
      createdAt: stored.createdAt,
      pending: 1,
    });
    expect(await queued()).toEqual([
      [
        'issueNote/save',
        40,
        `issueNote:${stored.id}`,
        { ...ref(), userId: 3, issueKey: 'document-doc1', text: 'Surveyor on 14 Dec' },
      ],
    ]);
  });

  it('a text over 500 characters or empty is refused before anything is kept or queued', async () => {
    const body = { ...ref(), userId: 3, issueKey: 'document-doc1' };
    await expect(saveIssueNote(writer(), { ...body, text: 'x'.repeat(501) })).rejects.toThrow(
      MSG.maxLength(500),
    );
    await expect(saveIssueNote(writer(), { ...body, text: '  ' })).rejects.toThrow(MSG.required);
    expect(await db().issueNotes.count()).toBe(0);
    expect(await queued()).toEqual([]);
  });

  it('a deletion leaves the screen at once and is queued against the kept version', async () => {
    await db().issueNotes.put(stored);
    await deleteIssueNote(writer(), stored);
    expect((await vesselIssueNotes(db(), 1)).size).toBe(0);
    expect(await db().issueNotes.get(stored.id)).toMatchObject({ deleted: true, pending: 1 });
    expect(await queued()).toEqual([['issueNote/delete', 40, null, ref()]]);
  });
});

function ref() {
  return { yachtId: 1, noteId: stored.id };
}
