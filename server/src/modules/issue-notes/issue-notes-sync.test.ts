import type { IssueNoteRecord } from '@contracts/issue-notes';
import { MSG } from '@contracts/messages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { crewServer } from '../../../testing/crew-fixture';
import { outsiderCaptain, shipmate } from '../../../testing/role-fixtures';

/**
 * Notes on issues are a kind of record: the feed carries a note to whoever sees its issue (the
 * vessel's officers, and the crew member it is about); 'issueNote/save' and 'issueNote/delete'
 * apply through POST /sync, written by officers, changed by their author or a purser.
 */
type Result = {
  status: string;
  version?: number;
  message?: string;
  errorList?: { property: string; message: string }[];
  records?: { issueNotes?: IssueNoteRecord[] };
};
let t: Awaited<ReturnType<typeof crewServer>>;
let seq = 0;
const newId = () => `01JNOTE${String(++seq).padStart(19, '0')}`;
const op = async (token: string, name: string, body: unknown, baseVersion = 0, id = newId()) => {
  const res = await t.s.post('/sync', { cursor: 0, ops: [{ id, op: name, body, baseVersion }] }, token);
  return (await res.json()).results[0] as Result;
};
const feed = async (token: string, since = 0) => {
  const res = await t.s.request(`/sync/changes?since=${since}`, { token });
  expect(res.status).toBe(200);
  return (await res.json()) as { cursor: number; issueNotes?: IssueNoteRecord[] };
};
const row = async (id: string) =>
  (
    await t.s.db.query<{ text: string; deleted: boolean }>(
      'SELECT text, deleted FROM issue_notes WHERE id = $1',
      [id],
    )
  )[0];
/** A note about the demo crew member's unsigned October. */
const note = (extra: Record<string, unknown> = {}) => ({
  yachtId: t.aurora,
  noteId: newId(),
  userId: t.userId.crew,
  issueKey: 'unsigned-2026-10',
  text: 'Reminded at muster, signs tonight',
  ...extra,
});

beforeAll(async () => {
  t = await crewServer();
});
afterAll(() => t.s.close());

describe('the feed', () => {
  it('carries a note to the officers and to the crew member it is about, not to a shipmate or another vessel', async () => {
    const body = note();
    expect(await op(t.token.officer!, 'issueNote/save', body)).toMatchObject({ status: 'applied' });
    for (const who of ['officer', 'purser', 'captain', 'fleet', 'crew'])
      expect([who, (await feed(t.token[who]!)).issueNotes?.find((n) => n.id === body.noteId)]).toEqual([
        who,
        expect.objectContaining({
          text: 'Reminded at muster, signs tonight',
          userId: t.userId.crew,
          issueKey: 'unsigned-2026-10',
          authorId: t.userId.officer,
          authorName: expect.stringMatching(/\S/),
          deleted: false,
        }),
      ]);
    const [mate] = await t.s.db.query<{ email: string }>('SELECT email FROM users WHERE id = $1', [
      await shipmate(t.s),
    ]);
    const mateToken = (await t.s.login(mate!.email)).accessToken;
    expect((await feed(mateToken)).issueNotes?.find((n) => n.id === body.noteId)).toBeUndefined();
    const outsider = await outsiderCaptain(t.s);
    expect((await feed(outsider.token)).issueNotes).toBeUndefined();
  });

  it('a note on a private document’s issue reaches level 5 and the owner, never a level 4 officer', async () => {
    // The demo crew member's private document (a contract), seen from level 5 only, like its issue.
    const [doc] = await t.s.db.query<{ id: string }>(
      `SELECT d.id FROM crew_documents d JOIN user_vessel_roles r ON r.id = d.crew_id
        WHERE r.user_id = $1 AND r.vessel_id = $2 AND d.is_private LIMIT 1`,
      [t.userId.crew, t.aurora],
    );
    const privateKey = doc
      ? `document-${doc.id}`
      : await t.s.db
          .query<{ id: string }>(
            `INSERT INTO crew_documents (id, crew_id, file_id, category_id, name, extension, is_private, uploaded_by)
             SELECT '01JPRIVATEDOC0000000000001', r.id, f.id, 1, 'Contract', 'pdf', true, r.user_id
               FROM user_vessel_roles r, files f WHERE r.user_id = $1 AND r.vessel_id = $2 LIMIT 1
             RETURNING id`,
            [t.userId.crew, t.aurora],
          )
          .then(([r]) => `document-${r!.id}`);
    const body = note({ issueKey: privateKey, text: 'Contract renewal agreed' });
    expect(await op(t.token.purser!, 'issueNote/save', body)).toMatchObject({ status: 'applied' });
    const sees = async (who: string) =>
      Boolean((await feed(t.token[who]!)).issueNotes?.some((n) => n.id === body.noteId));
    expect([await sees('purser'), await sees('captain'), await sees('crew'), await sees('officer')]).toEqual([
      true,
      true,
      true,
      false,
    ]);
  });

  it('an edit and a deletion reach the devices after their cursor; the deletion as a tombstone', async () => {
    const body = note();
    const { version } = await op(t.token.officer!, 'issueNote/save', body);
    const cursor = (await feed(t.token.crew!)).cursor;
    const edited = await op(t.token.officer!, 'issueNote/save', { ...body, text: 'Signed' }, version);
    expect(edited.status).toBe('applied');
    expect((await feed(t.token.crew!, cursor)).issueNotes).toEqual([
      expect.objectContaining({ id: body.noteId, text: 'Signed' }),
    ]);
    expect(
      await op(
        t.token.officer!,
        'issueNote/delete',
        { yachtId: t.aurora, noteId: body.noteId },
        edited.version,
      ),
    ).toMatchObject({ status: 'applied' });
    expect((await feed(t.token.captain!, edited.version)).issueNotes).toEqual([
      expect.objectContaining({ id: body.noteId, deleted: true }),
    ]);
  });
});

describe('queued operations', () => {
  it('a note written offline applies once, however often the device sends it', async () => {
    const body = note();
    const id = newId();
    const first = await op(t.token.officer!, 'issueNote/save', body, 0, id);
    const again = await op(t.token.officer!, 'issueNote/save', body, 0, id);
    expect(first.status).toBe('applied');
    expect(again).toEqual(first);
    const rows = await t.s.db.query('SELECT 1 FROM issue_notes WHERE id = $1', [body.noteId]);
    expect(rows).toHaveLength(1);
  });

  it('the text is required and at most 500 characters; nothing is stored', async () => {
    const empty = note({ text: '   ' });
    expect(await op(t.token.officer!, 'issueNote/save', empty)).toMatchObject({
      status: 'rejected',
      errorList: [{ property: 'body.text', message: MSG.required }],
    });
    const long = note({ text: 'x'.repeat(501) });
    expect(await op(t.token.officer!, 'issueNote/save', long)).toMatchObject({
      status: 'rejected',
      errorList: [{ property: 'body.text', message: MSG.maxLength(500) }],
    });
    expect(await op(t.token.officer!, 'issueNote/save', note({ text: 'y'.repeat(500) }))).toMatchObject({
      status: 'applied',
    });
    expect(await row(empty.noteId)).toBeUndefined();
    expect(await row(long.noteId)).toBeUndefined();
  });

  it('crew cannot write notes; officers of another vessel cannot write or change Aurora’s', async () => {
    const crewNote = note({ userId: t.userId.crew });
    expect(await op(t.token.crew!, 'issueNote/save', crewNote)).toMatchObject({
      status: 'rejected',
      message: MSG.status403,
    });
    expect(await row(crewNote.noteId)).toBeUndefined();
    const outsider = await outsiderCaptain(t.s);
    const theirs = note();
    expect(await op(outsider.token, 'issueNote/save', theirs)).toMatchObject({
      status: 'rejected',
      message: MSG.status403,
    });
    // On their own vessel, about someone who is not on its crew: not found.
    const meridian = await t.s.vesselId('meridian');
    const [auroraOnly] = await t.s.db.query<{ user_id: number }>(
      `SELECT user_id FROM user_vessel_roles WHERE vessel_id = $1
        AND user_id NOT IN (SELECT user_id FROM user_vessel_roles WHERE vessel_id = $2) LIMIT 1`,
      [t.aurora, meridian],
    );
    const stranger = note({ yachtId: meridian, userId: auroraOnly!.user_id });
    expect(await op(outsider.token, 'issueNote/save', stranger)).toMatchObject({
      status: 'rejected',
      message: MSG.status404,
    });
    // Aurora's note named under their vessel: not found, unchanged.
    const aurora = note();
    await op(t.token.officer!, 'issueNote/save', aurora);
    expect(
      await op(outsider.token, 'issueNote/save', { ...aurora, yachtId: meridian, text: 'Mine now' }),
    ).toMatchObject({ status: 'rejected', message: MSG.status404 });
    expect(
      await op(outsider.token, 'issueNote/delete', { yachtId: meridian, noteId: aurora.noteId }),
    ).toMatchObject({ status: 'rejected', message: MSG.status404 });
    expect(await row(aurora.noteId)).toEqual({ text: 'Reminded at muster, signs tonight', deleted: false });
    expect(await row(theirs.noteId)).toBeUndefined();
    expect(await row(stranger.noteId)).toBeUndefined();
  });

  it('a note is changed by its author or a purser and above; another officer is refused', async () => {
    const byPurser = note({ text: 'Renewal ordered, surveyor on 12 Dec' });
    const { version } = await op(t.token.purser!, 'issueNote/save', byPurser);
    expect(
      await op(t.token.officer!, 'issueNote/save', { ...byPurser, text: 'Not mine' }, version),
    ).toMatchObject({
      status: 'rejected',
      message: MSG.status403,
    });
    expect(
      await op(t.token.officer!, 'issueNote/delete', { yachtId: t.aurora, noteId: byPurser.noteId }),
    ).toMatchObject({ status: 'rejected', message: MSG.status403 });
    const byOfficer = note();
    const mine = await op(t.token.officer!, 'issueNote/save', byOfficer);
    expect(
      await op(
        t.token.captain!,
        'issueNote/save',
        { ...byOfficer, text: 'Surveyor moved to 14 Dec' },
        mine.version,
      ),
    ).toMatchObject({ status: 'applied' });
    expect(await row(byOfficer.noteId)).toEqual({ text: 'Surveyor moved to 14 Dec', deleted: false });
    expect(await row(byPurser.noteId)).toEqual({
      text: 'Renewal ordered, surveyor on 12 Dec',
      deleted: false,
    });
  });

  it('an edit keeps the note on its crew member and issue: another one sent is refused, not ignored', async () => {
    const body = note();
    const { version } = await op(t.token.officer!, 'issueNote/save', body);
    const [other] = await t.s.db.query<{ user_id: number }>(
      'SELECT user_id FROM user_vessel_roles WHERE vessel_id = $1 AND user_id <> $2 LIMIT 1',
      [t.aurora, t.userId.crew],
    );
    const elsewhere = { ...body, userId: other!.user_id, text: 'About someone else' };
    expect(await op(t.token.officer!, 'issueNote/save', elsewhere, version)).toMatchObject({
      status: 'rejected',
      errorList: [{ property: 'userId', message: MSG.readOnlyField }],
    });
    const otherIssue = { ...body, issueKey: 'unsigned-2026-09', text: 'About September' };
    expect(await op(t.token.officer!, 'issueNote/save', otherIssue, version)).toMatchObject({
      status: 'rejected',
      errorList: [{ property: 'issueKey', message: MSG.readOnlyField }],
    });
    expect(await row(body.noteId)).toEqual({ text: 'Reminded at muster, signs tonight', deleted: false });
    // The same crew member and issue, as the note was written: the text changes.
    expect(await op(t.token.officer!, 'issueNote/save', { ...body, text: 'Signed' }, version)).toMatchObject({
      status: 'applied',
    });
  });

  it('an edit based on an older copy is a conflict carrying the server’s copy; nothing changes', async () => {
    const body = note();
    const { version } = await op(t.token.officer!, 'issueNote/save', body);
    await op(t.token.officer!, 'issueNote/save', { ...body, text: 'Second thought' }, version);
    const stale = await op(t.token.officer!, 'issueNote/save', { ...body, text: 'Old copy' }, version);
    expect(stale).toMatchObject({
      status: 'conflict',
      message: 'This note was changed by someone else meanwhile.',
    });
    expect(stale.records?.issueNotes?.[0]).toMatchObject({ id: body.noteId, text: 'Second thought' });
    expect(await row(body.noteId)).toEqual({ text: 'Second thought', deleted: false });
  });
});
