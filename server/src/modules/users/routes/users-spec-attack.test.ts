import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../../testing/test-server';

/**
 * Issue 32's users and session-bound 2FA calls in the spec's shapes, attacked by other roles and
 * on other users: refused with the spec's error shape, nothing changed, nothing of others shown.
 */
let s: TestServer;
const the = {
  crew: '',
  captain: '',
  fleet: '',
  aurora: 0,
  meridian: 0,
  crewId: 0,
  captainId: 0,
  elsewhere: 0,
};
beforeAll(async () => {
  s = await startTestServer();
  for (const who of ['crew', 'captain', 'fleet'] as const)
    the[who] = (await s.login(`${who}@demo.yacht`)).accessToken;
  the.aurora = await s.vesselId('aurora');
  the.meridian = await s.vesselId('meridian');
  the.crewId = await s.idOf('crew@demo.yacht');
  the.captainId = await s.idOf('captain@demo.yacht');
  // Someone on Meridian only: nowhere the Aurora captain holds a role.
  const [row] = await s.db.query<{ id: number }>(
    `SELECT user_id AS id FROM user_vessel_roles WHERE vessel_id = $1
        AND user_id NOT IN (SELECT user_id FROM user_vessel_roles WHERE vessel_id = $2) LIMIT 1`,
    [the.meridian, the.aurora],
  );
  the.elsewhere = row!.id;
});
afterAll(() => s.close());

const rolesOf = (userId: number) =>
  s.db.query('SELECT vessel_id, end_date FROM user_vessel_roles WHERE user_id = $1 ORDER BY vessel_id', [
    userId,
  ]);
const errorOn = async (res: Response, status: number, property: string) => {
  expect(res.status).toBe(status);
  expect((await res.json()).errorList).toEqual([expect.objectContaining({ property })]);
};

describe('the spec’s users calls', () => {
  it('GET /users lists nobody to crew', async () => {
    const res = await s.request('/users', { token: the.crew });
    expect(await res.json()).toEqual([]);
  });

  it('remove from all vessels leaves a user the caller holds nowhere, or one above them, as they were', async () => {
    const fleetId = await s.idOf('fleet@demo.yacht');
    for (const userId of [the.elsewhere, fleetId]) {
      const before = await rolesOf(userId);
      const res = await s.post(
        '/users/removefromallyachts',
        { users: [userId], endDate: '2026-12-31' },
        the.captain,
      );
      expect(res.status).toBe(403);
      expect(await rolesOf(userId)).toEqual(before);
    }
  });

  it('an end date in year 0000 or 9999 is refused, not stored', async () => {
    const before = await rolesOf(the.crewId);
    for (const endDate of ['0000-01-01', '9999-12-31']) {
      const res = await s.post('/users/removefromallyachts', { users: [the.crewId], endDate }, the.captain);
      await errorOn(res, 400, 'endDate');
    }
    expect(await rolesOf(the.crewId)).toEqual(before);
  });

  it('assign and transfer onto a vessel the user is on already are refused', async () => {
    const body = { userId: the.crewId, yachtId: the.aurora };
    await errorOn(await s.post('/users/assigntoyacht', body, the.fleet), 400, 'users');
    const transfer = { userId: the.crewId, yachtId: the.meridian, fromYachtId: the.aurora };
    await errorOn(await s.post('/users/transfer', transfer, the.fleet), 400, 'yachtId');
  });

  it('the edit form’s `yacht` and `yachtId` naming different vessels is refused', async () => {
    const body = { yacht: the.meridian, yachtId: the.aurora, userID: the.crewId };
    const res = await s.request('/users', { method: 'PUT', token: the.fleet, body: JSON.stringify(body) });
    await errorOn(res, 400, 'yacht');
  });
});

describe('the session-bound 2FA steps', () => {
  it('refuse a step naming another user, and send nothing', async () => {
    const sent = s.messages.sent.length;
    const setUp = await s.post(
      '/setUpWhatsApp',
      { userId: the.captainId, number: '+447700900123', password: 'Demo1234' },
      the.crew,
    );
    expect(setUp.status).toBe(403);
    const verify = await s.post('/verifyWhatsApp', { userId: the.captainId, code: '123456' }, the.crew);
    expect(verify.status).toBe(403);
    expect(s.messages.sent.length).toBe(sent);
    expect(s.errors).toEqual([]);
  });
});
