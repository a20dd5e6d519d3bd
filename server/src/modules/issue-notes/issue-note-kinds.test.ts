import type { IssueNoteRecord } from '@contracts/issue-notes';
import { MSG } from '@contracts/messages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { crewServer } from '../../../testing/crew-fixture';

/**
 * A note is for whoever sees its issue, and hangs under one of the issue kinds: a month waiting
 * for its countersignature is an officers' task, never shown to the person it is about, so its
 * notes are not theirs; a key of no issue kind is refused by name, not stored against nothing.
 */
let t: Awaited<ReturnType<typeof crewServer>>;
let seq = 0;
const newId = () => `01JKIND${String(++seq).padStart(19, '0')}`;
const op = async (token: string, body: unknown) => {
  const ops = [{ id: newId(), op: 'issueNote/save', body, baseVersion: 0 }];
  const res = await t.s.post('/sync', { cursor: 0, ops }, token);
  return (await res.json()).results[0] as { status: string; errorList?: unknown[] };
};
const sees = async (who: string, noteId: string) => {
  const res = await t.s.request('/sync/changes?since=0', { token: t.token[who]! });
  const body = (await res.json()) as { issueNotes?: IssueNoteRecord[] };
  return Boolean(body.issueNotes?.some((n) => n.id === noteId));
};
const note = (userId: number, issueKey: string) => ({
  yachtId: t.aurora,
  noteId: newId(),
  userId,
  issueKey,
  text: 'Officers only: countersign after the audit',
});

beforeAll(async () => {
  t = await crewServer();
});
afterAll(() => t.s.close());

describe('who a note reaches', () => {
  it('a note on a crew member’s month to countersign reaches the officers, not the crew member', async () => {
    const body = note(t.userId.crew!, 'countersign-2026-11');
    expect(await op(t.token.officer!, body)).toMatchObject({ status: 'applied' });
    expect([await sees('officer', body.noteId), await sees('captain', body.noteId)]).toEqual([true, true]);
    expect(await sees('crew', body.noteId)).toBe(false);
  });

  it('nor an officer whose own month it is; their other issues’ notes still reach them', async () => {
    const countersign = note(t.userId.officer!, 'countersign-2026-11');
    const unsigned = note(t.userId.officer!, 'unsigned-2026-11');
    expect(await op(t.token.purser!, countersign)).toMatchObject({ status: 'applied' });
    expect(await op(t.token.purser!, unsigned)).toMatchObject({ status: 'applied' });
    expect([await sees('officer', countersign.noteId), await sees('officer', unsigned.noteId)]).toEqual([
      false,
      true,
    ]);
    expect(await sees('captain', countersign.noteId)).toBe(true);
  });
});

describe('the issue a note is under', () => {
  it('a key of no issue kind is refused by name and nothing is stored', async () => {
    for (const key of ['bogus-nothing', 'unsigned-2026-13', 'countersign-soon', 'requirement-abc']) {
      const body = note(t.userId.crew!, key);
      expect([key, await op(t.token.officer!, body)]).toEqual([
        key,
        expect.objectContaining({
          status: 'rejected',
          errorList: [{ property: 'body.issueKey', message: MSG.invalidId }],
        }),
      ]);
      expect(await t.s.db.query('SELECT 1 FROM issue_notes WHERE id = $1', [body.noteId])).toEqual([]);
    }
  });

  it('each issue kind’s key is taken', async () => {
    for (const key of [
      'unsigned-2026-10',
      'countersign-2026-10',
      'document-01JDOC0000000001',
      'requirement-3',
    ])
      expect([key, await op(t.token.officer!, note(t.userId.crew!, key))]).toEqual([
        key,
        expect.objectContaining({ status: 'applied' }),
      ]);
  });
});
