import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../../testing/test-server';

/**
 * A removed message marked seen (its other device, offline, clicked it before the removal
 * reached it) writes nothing: no new version sending the tombstone to every device again. It is
 * answered as done, so no queued 'seen' is left refused before its user.
 */
let s: TestServer;
let aurora: number;
let crew: string;
let officer: string;
beforeAll(async () => {
  s = await startTestServer();
  aurora = await s.vesselId('aurora');
  crew = (await s.login('crew@demo.yacht')).accessToken;
  officer = (await s.login('officer@demo.yacht')).accessToken;
});
afterAll(() => s.close());

const versionOf = async (id: number) =>
  Number(
    (await s.db.query<{ v: string }>('SELECT version AS v FROM inbox_messages WHERE id = $1', [id]))[0]!.v,
  );

describe('seen after removed', () => {
  it('REST and the queued operation answer as done and write nothing', async () => {
    const crewId = await s.idOf('crew@demo.yacht');
    const sent = await s.post(
      '/notification',
      { yachtId: aurora, header: 'Drill', text: '10:00', userId: crewId },
      officer,
    );
    expect(sent.status).toBe(200);
    const [msg] = await s.db.query<{ id: number }>(
      "SELECT id FROM inbox_messages WHERE user_id = $1 AND header = 'Drill'",
      [crewId],
    );
    const id = msg!.id;
    expect((await s.request(`/notifications/${id}`, { method: 'DELETE', token: crew })).status).toBe(200);
    const removed = await versionOf(id);
    const seen = await s.request(`/notifications/viewed/${id}`, { token: crew });
    expect(seen.status).toBe(200);
    const queued = await s.post(
      '/sync',
      {
        cursor: 0,
        ops: [{ id: 'opseenremoved0000001', op: 'inbox/seen', body: { messageId: id }, baseVersion: 0 }],
      },
      crew,
    );
    expect((await queued.json()).results[0]).toMatchObject({ status: 'applied', version: removed });
    expect(await versionOf(id)).toBe(removed);
    const [row] = await s.db.query<{ seen: boolean }>('SELECT seen FROM inbox_messages WHERE id = $1', [id]);
    expect(row!.seen).toBe(false);
  });
});
