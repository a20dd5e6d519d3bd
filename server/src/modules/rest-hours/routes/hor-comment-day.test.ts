import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../../testing/test-server';

/**
 * A comment stays on its day. Saving an existing comment with another date kept the day and
 * changed the text, and the countersigned check read the named date: a note on a countersigned
 * month was rewritten through a date in an open one.
 */
let s: TestServer;
let aurora: number;
let crewId: number;
let captainId: number;
let crew: string;
beforeAll(async () => {
  s = await startTestServer();
  aurora = await s.vesselId('aurora');
  crewId = await s.idOf('crew@demo.yacht');
  captainId = await s.idOf('captain@demo.yacht');
  crew = (await s.login('crew@demo.yacht')).accessToken;
});
afterAll(() => s.close());

let n = 0;
const sync = async (body: unknown) => {
  const id = `01JCOMMENTDAY${String(++n).padStart(13, '0')}`;
  const res = await (
    await s.post('/sync', { cursor: 0, ops: [{ id, op: 'hor/comment/save', body, baseVersion: 0 }] }, crew)
  ).json();
  return res.results[0] as { status: string; message?: string; errorList?: unknown[] };
};
const comment = (commentId: string, date: string, text: string) => ({
  commentId,
  yachtId: aurora,
  userId: crewId,
  date,
  kind: 'comment',
  text,
});
const stored = async (id: string) =>
  (
    await s.db.query<{ day: string; text: string }>(
      'SELECT day::text AS day, text FROM rest_comments WHERE id = $1',
      [id],
    )
  )[0];
/** The month marked signed and countersigned (the signatures are not what this is about). */
const countersign = (month: string) =>
  s.db.query(
    `INSERT INTO rest_months (user_id, vessel_id, month, signed_by, signed_at, countersigned_by, countersigned_at, version)
       VALUES ($1, $2, $3, $1, now(), $4, now(), next_change())
     ON CONFLICT (user_id, vessel_id, month) DO UPDATE SET signed_by = $1, countersigned_by = $4, version = next_change()`,
    [crewId, aurora, month, captainId],
  );

describe('an existing comment saved with another date', () => {
  const ID = '01JCOMMENTDAYNOV000000001';

  beforeAll(async () => {
    expect((await sync(comment(ID, '2026-11-10', 'Fire drill'))).status).toBe('applied');
  });

  it('is refused by name on an open month, and the comment keeps its day and text', async () => {
    const result = await sync(comment(ID, '2026-11-11', 'Boat drill'));
    expect(result).toMatchObject({
      status: 'rejected',
      errorList: [{ property: 'date', message: expect.stringContaining('stays on the day') }],
    });
    expect(await stored(ID)).toEqual({ day: '2026-11-10', text: 'Fire drill' });
  });

  it('cannot rewrite a comment on a countersigned month, by sync or REST', async () => {
    await countersign('2026-11');
    const rewrite = { ...comment(ID, '2026-12-01', 'Rewritten'), kind: 'noncompliance' };
    expect((await sync(rewrite)).status).toBe('rejected');
    const res = await s.post(`/hor/comment/new/${aurora}/${crewId}`, rewrite, crew);
    expect(res.status).toBe(400);
    // Named with its own day, the countersigned month is what refuses it.
    const same = await sync(comment(ID, '2026-11-10', 'Rewritten'));
    expect(same).toMatchObject({ status: 'rejected', message: expect.stringContaining('countersigned') });
    expect(await stored(ID)).toEqual({ day: '2026-11-10', text: 'Fire drill' });
  });
});
