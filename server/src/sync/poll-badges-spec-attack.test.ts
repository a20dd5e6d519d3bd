import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../testing/test-server';

/**
 * Issue 34's badges on the poll, attacked: an ask the envelope does not declare, or an id past
 * 2^31, is refused (400, naming the field), and a vessel whose role has ended says nothing, as
 * GET /status/foryacht refuses it.
 */
let s: TestServer;
let crew = '';
let meridian = 0;
beforeAll(async () => {
  s = await startTestServer();
  meridian = await s.vesselId('meridian');
  const crewId = await s.idOf('crew@demo.yacht');
  await s.db.query('UPDATE user_vessel_roles SET end_date = $1 WHERE user_id = $2 AND vessel_id = $3', [
    '2020-01-01',
    crewId,
    meridian,
  ]);
  crew = (await s.login('crew@demo.yacht')).accessToken;
});
afterAll(() => s.close());

const poll = (badges: unknown) => s.post('/sync', { cursor: 0, ops: [], badges }, crew);

describe('the badges asked with a poll', () => {
  it('are refused when misnamed, past 2^31, or not an object', async () => {
    for (const [badges, property] of [
      [{ vessel: meridian }, 'badges.vessel'],
      [{ vesselId: 2 ** 31 }, 'badges.vesselId'],
      [{ known: { tag: '1.2.3' } }, 'badges.known'],
      [[meridian], 'badges'],
    ] as const) {
      const res = await poll(badges);
      expect(res.status, JSON.stringify(badges)).toBe(400);
      expect((await res.json()).errorList).toEqual([expect.objectContaining({ property })]);
    }
  });

  it('say nothing of a vessel whose role has ended', async () => {
    expect((await s.request(`/status/foryacht/${meridian}`, { token: crew })).status).toBe(403);
    const res = await poll({ vesselId: meridian });
    expect(res.status).toBe(200);
    expect(await res.json()).not.toHaveProperty('badges');
    expect(s.errors).toEqual([]);
  });
});
