import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../../testing/test-server';

/**
 * Issue 30, section 4 attacked: POST /notification reaches only people on the vessel now. The
 * sender themselves, a former crew member, a person of another vessel, a role too low to send,
 * or a vessel the sender is not on: refused, and nobody gets anything.
 */
let s: TestServer;
let aurora: number;
let meridian: number;
const token: Record<string, string> = {};
const id: Record<string, number> = {};
beforeAll(async () => {
  s = await startTestServer();
  aurora = await s.vesselId('aurora');
  meridian = await s.vesselId('meridian');
  for (const who of ['crew', 'officer', 'captain']) {
    const session = await s.login(`${who}@demo.yacht`);
    token[who] = session.accessToken;
    id[who] = session.user.id;
  }
});
afterAll(() => s.close());

const reached = async (header: string) =>
  (await s.db.query('SELECT user_id FROM inbox_messages WHERE header = $1', [header])).length;

describe('POST /notification to people who may not receive it', () => {
  it('refuses the sender, a former crew member and a crew member naming anyone', async () => {
    const [former] = await s.db.query<{ user_id: number }>(
      `SELECT user_id FROM user_vessel_roles WHERE vessel_id = $1 AND user_id <> $2 ORDER BY user_id DESC LIMIT 1`,
      [aurora, id.officer],
    );
    await s.db.query(
      "UPDATE user_vessel_roles SET end_date = '2025-01-31' WHERE vessel_id = $1 AND user_id = $2",
      [aurora, former!.user_id],
    );
    const cases = [
      ['Myself', 'officer', { yachtId: aurora, userId: id.officer }, 403],
      ['Former', 'officer', { yachtId: aurora, userIds: [id.crew, former!.user_id] }, 403],
      ['From crew', 'crew', { yachtId: aurora, userId: id.captain }, 403],
      ['Wrong vessel', 'officer', { yachtId: meridian, userId: id.crew }, 403],
      ['Huge id', 'officer', { yachtId: aurora, userId: 1e20 }, 400],
      ['Not a list', 'officer', { yachtId: aurora, userIds: id.crew }, 400],
      ['Nested', 'officer', { yachtId: aurora, userIds: [[id.crew]] }, 400],
    ] as const;
    for (const [header, who, body, status] of cases) {
      const res = await s.post('/notification', { ...body, header, text: 'Muster at 14:00' }, token[who]);
      expect([header, res.status]).toEqual([header, status]);
      expect(await reached(header)).toBe(0);
    }
    // Named twice, reached once.
    const twice = await s.post(
      '/notification',
      { yachtId: aurora, header: 'Twice', text: 'Muster', userId: id.crew, userIds: [id.crew, id.crew] },
      token.officer,
    );
    expect(await twice.json()).toEqual({ sent: 1 });
    expect(await reached('Twice')).toBe(1);
  });
});
