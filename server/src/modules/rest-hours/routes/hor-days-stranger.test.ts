import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../../testing/test-server';

/**
 * Clearing or copying the days of someone never on the vessel: a save of their day is a 404,
 * and so is this (both used to answer 200 with nothing cleared or copied).
 */
let s: TestServer;
let aurora: number;
let crewId: number;
let stranger: number;
let captain: string;
const NOT_FOUND = { message: 'Requested resource could not be found.' };

beforeAll(async () => {
  s = await startTestServer();
  aurora = await s.vesselId('aurora');
  crewId = await s.idOf('crew@demo.yacht');
  captain = (await s.login('captain@demo.yacht')).accessToken;
  const [row] = await s.db.query<{ id: number }>(
    `SELECT u.id FROM users u WHERE NOT EXISTS
       (SELECT 1 FROM user_vessel_roles r WHERE r.user_id = u.id AND r.vessel_id = $1) ORDER BY u.id LIMIT 1`,
    [aurora],
  );
  stranger = row!.id;
});
afterAll(() => s.close());

const del = (path: string, body: unknown) =>
  s.request(path, { method: 'DELETE', body: JSON.stringify(body), token: captain });
const copy = (fromUser: number, toUser: number) => ({
  yachtId: aurora,
  fromUser,
  fromDateBegin: '2026-11-02',
  fromDateEnd: '2026-11-03',
  toUser,
  toDateBegin: '2026-11-09',
  toDateEnd: '2026-11-10',
});

describe('the days of someone never on the vessel', () => {
  it('are not cleared: a 404 by REST and a rejected sync operation', async () => {
    const res = await del(`/hor/day/rest/${stranger}`, { yachtId: aurora, dates: ['2026-11-03'] });
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual(NOT_FOUND);
    const op = { id: '01JSTRANGERCLEAR000000001', op: 'hor/day/clear', baseVersion: 0 };
    const body = { yachtId: aurora, userId: stranger, dates: ['2026-11-03'] };
    const sync = await (await s.post('/sync', { cursor: 0, ops: [{ ...op, body }] }, captain)).json();
    expect(sync.results[0]).toMatchObject({ status: 'rejected', message: NOT_FOUND.message });
  });

  it('are not copied from nor onto, and the crew member on board still can be', async () => {
    for (const [from, to] of [
      [stranger, crewId],
      [crewId, stranger],
    ]) {
      const res = await s.post('/hor/day/copy', copy(from!, to!), captain);
      expect(res.status).toBe(404);
      expect(await res.json()).toEqual(NOT_FOUND);
    }
    const own = await s.post('/hor/day/copy', copy(crewId, crewId), captain);
    expect(own.status).toBe(200);
  });
});
