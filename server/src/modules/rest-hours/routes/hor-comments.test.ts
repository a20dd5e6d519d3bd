import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../../testing/test-server';

/** Issue 6, defect 4: a comment is its author's; crew cannot rewrite or remove an officer's. */
let s: TestServer;
let aurora: number;
let crewId: number;
let crew: string;
let officer: string;
let captain: string;

beforeAll(async () => {
  s = await startTestServer();
  aurora = await s.vesselId('aurora');
  crewId = await s.idOf('crew@demo.yacht');
  crew = (await s.login('crew@demo.yacht')).accessToken;
  officer = (await s.login('officer@demo.yacht')).accessToken;
  captain = (await s.login('captain@demo.yacht')).accessToken;
});
afterAll(() => s.close());

let n = 0;
const sync = async (token: string, op: string, body: unknown) => {
  const id = `01JCOMMENTOP${String(++n).padStart(14, '0')}`;
  const res = await (
    await s.post('/sync', { cursor: 0, ops: [{ id, op, body, baseVersion: 0 }] }, token)
  ).json();
  return res.results[0] as { status: string; message?: string };
};
const comment = (commentId: string, text: string) => ({
  commentId,
  yachtId: aurora,
  userId: crewId,
  date: '2026-11-03',
  kind: 'comment',
  text,
});
const stored = async (id: string) =>
  (
    await s.db.query<{ text: string; posted_by: number; deleted: boolean }>(
      'SELECT text, posted_by, deleted FROM rest_comments WHERE id = $1',
      [id],
    )
  )[0];

describe("an officer's comment on a crew member's day", () => {
  const ID = '01JOFFICERCOMMENT00000001';

  beforeAll(async () => {
    expect((await sync(officer, 'hor/comment/save', comment(ID, 'Late for watch'))).status).toBe('applied');
  });

  it('cannot be rewritten by the crew member through the sync operation', async () => {
    const result = await sync(crew, 'hor/comment/save', comment(ID, 'On time'));
    expect(result).toMatchObject({
      status: 'rejected',
      message: "You don't have access to requested resource.",
    });
    expect((await stored(ID))?.text).toBe('Late for watch');
  });

  it('cannot be rewritten by the crew member through POST /hor/comment/new', async () => {
    const res = await s.post(`/hor/comment/new/${aurora}/${crewId}`, comment(ID, 'On time'), crew);
    expect(res.status).toBe(403);
    expect((await stored(ID))?.text).toBe('Late for watch');
  });

  it('cannot be rewritten by another officer either: only its author edits it', async () => {
    expect((await sync(captain, 'hor/comment/save', comment(ID, 'Noted'))).status).toBe('rejected');
    expect((await s.post(`/hor/comment/${aurora}/${ID}`, { text: 'Noted' }, captain)).status).toBe(403);
    expect((await stored(ID))?.text).toBe('Late for watch');
  });

  it('can be edited by the officer who posted it', async () => {
    expect((await sync(officer, 'hor/comment/save', comment(ID, 'Late for watch (10 min)'))).status).toBe(
      'applied',
    );
    expect(await stored(ID)).toMatchObject({ text: 'Late for watch (10 min)' });
  });

  it('cannot be removed by the crew member, by sync or REST', async () => {
    expect((await sync(crew, 'hor/comment/delete', { id: ID, yachtId: aurora })).status).toBe('rejected');
    const res = await s.request(`/hor/comment/${aurora}/${ID}`, { method: 'DELETE', token: crew });
    expect(res.status).toBe(403);
    expect((await stored(ID))?.deleted).toBe(false);
  });

  it('can be removed by another officer of the vessel', async () => {
    const res = await s.request(`/hor/comment/${aurora}/${ID}`, { method: 'DELETE', token: captain });
    expect(res.status).toBe(200);
    expect((await stored(ID))?.deleted).toBe(true);
  });

  it('stays removed: the crew member cannot bring it back under the same id', async () => {
    expect((await sync(crew, 'hor/comment/save', comment(ID, 'On time'))).status).toBe('rejected');
    expect(await stored(ID)).toMatchObject({ text: 'Late for watch (10 min)', deleted: true });
  });
});

describe("a crew member's own comment", () => {
  const ID = '01JCREWCOMMENT00000000001';

  it('is edited and removed by its author', async () => {
    expect((await sync(crew, 'hor/comment/save', comment(ID, 'Drill'))).status).toBe('applied');
    const res = await s.post(`/hor/comment/new/${aurora}/${crewId}`, comment(ID, 'Fire drill'), crew);
    expect((await res.json()).status).toBe('applied');
    expect(await stored(ID)).toMatchObject({ text: 'Fire drill', deleted: false });
    expect((await sync(crew, 'hor/comment/delete', { id: ID, yachtId: aurora })).status).toBe('applied');
    expect((await stored(ID))?.deleted).toBe(true);
  });
});

describe('a comment on the day of someone never on the vessel', () => {
  // A Meridian crew member with no role on Aurora: the captain of Aurora could post a comment on
  // their Aurora day (200, stored, shown to no one), where a day save of theirs is a 404.
  const ID = '01JSTRANGERCOMMENT0000001';
  const strangerComment = async () => {
    const [row] = await s.db.query<{ id: number }>(
      `SELECT u.id FROM users u WHERE NOT EXISTS
         (SELECT 1 FROM user_vessel_roles r WHERE r.user_id = u.id AND r.vessel_id = $1) ORDER BY u.id LIMIT 1`,
      [aurora],
    );
    return { ...comment(ID, 'Not one of ours'), userId: row!.id };
  };

  it('is refused as an unknown record by REST and by the sync operation, and nothing is stored', async () => {
    const body = await strangerComment();
    const res = await s.post(`/hor/comment/new/${aurora}/${body.userId}`, body, captain);
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ message: 'Requested resource could not be found.' });
    const spec = await s.post(
      `/hor/comment/new/${aurora}/${body.userId}`,
      { dates: ['2026-11-03'], text: 'Not one of ours' },
      captain,
    );
    expect(spec.status).toBe(404);
    expect(await sync(captain, 'hor/comment/save', body)).toMatchObject({
      status: 'rejected',
      message: 'Requested resource could not be found.',
    });
    const rows = await s.db.query('SELECT 1 FROM rest_comments WHERE vessel_id = $1 AND user_id = $2', [
      aurora,
      body.userId,
    ]);
    expect(rows).toEqual([]);
  });
});
