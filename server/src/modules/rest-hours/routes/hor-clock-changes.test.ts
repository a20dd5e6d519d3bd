import { clockChangeRecordSchema } from '@contracts/clock-changes';
import { MSG } from '@contracts/messages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoTokens, outsiderCaptain } from '../../../../testing/role-fixtures';
import { startTestServer, type TestServer } from '../../../../testing/test-server';

/**
 * Issue 33: the vessel's clock changes over REST. Everyone on board reads them; the master
 * (level 6+) records and deletes them; an officer, a crew member and another vessel's captain
 * are refused; bad bodies answer the spec's error shape naming the field.
 */
let s: TestServer;
let aurora: number;
let token: Record<string, string>;
beforeAll(async () => {
  s = await startTestServer();
  aurora = await s.vesselId('aurora');
  token = await demoTokens(s, ['crew', 'officer', 'captain', 'fleet']);
  token.outsider = (await outsiderCaptain(s)).token;
});
afterAll(() => s.close());

const path = (date?: string) => `/hor/clock-changes/${aurora}${date ? `/${date}` : ''}`;
const list = async (who: string) => (await s.request(path(), { token: token[who] })).json();
const remove = (who: string, date: string) => s.request(path(date), { method: 'DELETE', token: token[who] });

describe('clock changes over REST', () => {
  it('the captain records one; everyone on board reads it, with who recorded it', async () => {
    const res = await s.post(path(), { date: '2026-11-03', at: '02:00', minutes: -60 }, token.captain);
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({
      vesselId: aurora,
      date: '2026-11-03',
      at: '02:00',
      minutes: -60,
    });
    // The answer is the record the feed carries, as the shared schema reads it.
    expect(clockChangeRecordSchema.array().safeParse(await list('crew')).success).toBe(true);
    for (const who of ['crew', 'officer', 'fleet'])
      expect([who, await list(who)]).toEqual([
        who,
        [expect.objectContaining({ date: '2026-11-03', minutes: -60, recordedByName: expect.any(String) })],
      ]);
  });

  it('one change per date: recording again on the date replaces it', async () => {
    const res = await s.post(path(), { date: '2026-11-03', at: '01:30', minutes: 60 }, token.fleet);
    expect(res.status).toBe(200);
    expect(await list('crew')).toEqual([
      expect.objectContaining({ date: '2026-11-03', at: '01:30', minutes: 60 }),
    ]);
  });

  it('an officer, a crew member and another vessel’s captain may not record or delete', async () => {
    for (const who of ['crew', 'officer', 'outsider']) {
      const res = await s.post(path(), { date: '2026-11-04', at: '02:00', minutes: 30 }, token[who]);
      expect([who, res.status, await res.json()]).toEqual([who, 403, { message: MSG.status403 }]);
      expect([who, (await remove(who, '2026-11-03')).status]).toEqual([who, 403]);
    }
    expect((await s.request(path(), { token: token.outsider })).status).toBe(403);
    expect(await list('crew')).toHaveLength(1);
  });

  it.each([
    [{ date: '2026-11-05', at: '02:15', minutes: -60 }, 'at'],
    [{ date: '2026-11-05', at: '02:00', minutes: -90 }, 'minutes'],
    [{ date: '2026-11-05', at: '02:00', minutes: 'minus 60' }, 'minutes'],
    [{ date: '5 Nov', at: '02:00', minutes: -60 }, 'date'],
    [{ date: '2026-11-05', at: '12:00', minutes: 1440 }, 'at'],
    [{ date: '2026-11-05', at: '23:30', minutes: -60 }, 'at'],
    [{ date: '2026-11-05', at: '23:30', minutes: 60 }, 'at'],
    [{ date: '2026-11-05', at: '02:00' }, 'minutes'],
    [{ date: '2026-11-05', at: '02:00', minutes: -60, extra: 1 }, 'extra'],
  ])('a bad body %j is a 400 naming %s', async (body, property) => {
    const res = await s.post(path(), body, token.captain);
    expect(res.status).toBe(400);
    const answer = (await res.json()) as { message: string; errorList: { property: string }[] };
    expect(answer.message).toBe(MSG.status400);
    expect(answer.errorList.map((e) => e.property)).toContain(property);
  });

  it("a signed month's dates keep their clocks until it is reopened, and nothing is stored", async () => {
    const [crew] = await s.db.query<{ id: number }>(`SELECT id FROM users WHERE email = 'crew@demo.yacht'`);
    await s.db.query(
      `INSERT INTO rest_months (user_id, vessel_id, month, signed_by, signed_at, version)
       VALUES ($1, $2, '2026-10', $1, now(), next_change())
       ON CONFLICT (user_id, vessel_id, month) DO UPDATE SET signed_by = $1`,
      [crew!.id, aurora],
    );
    const res = await s.post(path(), { date: '2026-10-12', at: '02:00', minutes: -60 }, token.captain);
    expect([res.status, await res.json()]).toEqual([409, { message: MSG.clockChangeSignedMonth }]);
    expect((await list('crew')).map((c: { date: string }) => c.date)).not.toContain('2026-10-12');
    // Once the month is reopened the change is taken; deleting it, under a new signature, is not.
    await s.db.query(
      `UPDATE rest_months SET signed_by = NULL, countersigned_by = NULL WHERE vessel_id = $1 AND month = '2026-10'`,
      [aurora],
    );
    expect(
      (await s.post(path(), { date: '2026-10-12', at: '02:00', minutes: -60 }, token.captain)).status,
    ).toBe(200);
    await s.db.query(
      `UPDATE rest_months SET countersigned_by = $1 WHERE vessel_id = $2 AND month = '2026-10'`,
      [crew!.id, aurora],
    );
    expect((await remove('captain', '2026-10-12')).status).toBe(409);
    expect((await list('crew')).map((c: { date: string }) => c.date)).toContain('2026-10-12');
    await s.db.query(
      `UPDATE rest_months SET countersigned_by = NULL WHERE vessel_id = $1 AND month = '2026-10'`,
      [aurora],
    );
    expect((await remove('captain', '2026-10-12')).status).toBe(200);
  });

  it('a change that ends at midnight is taken (23:00 by an hour, 23:30 by half an hour)', async () => {
    for (const [date, at, minutes] of [
      ['2026-11-06', '23:00', -60],
      ['2026-11-07', '23:30', 30],
    ] as const) {
      expect((await s.post(path(), { date, at, minutes }, token.captain)).status).toBe(200);
      expect((await remove('captain', date)).status).toBe(200);
    }
  });

  it('the date line is recorded at 00:00; deleting leaves no change on the date', async () => {
    const res = await s.post(path(), { date: '2026-11-20', at: '00:00', minutes: 1440 }, token.captain);
    expect(res.status).toBe(200);
    expect((await remove('captain', '2026-11-20')).status).toBe(200);
    expect((await list('crew')).map((c: { date: string }) => c.date)).toEqual(['2026-11-03']);
    expect((await remove('captain', '2026-11-20')).status).toBe(404);
  });
});
