import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deviceSigner } from '../../testing/device-signer';
import { startTestServer, type TestServer } from '../../testing/test-server';
import { findMonth } from '../modules/rest-hours/rest-repo';

let s: TestServer;
let aurora: number;
let crewId: number;
let captainId: number;
const WORK = '000000000000111111111111111111111111111111000000';

beforeAll(async () => {
  s = await startTestServer();
  aurora = await s.vesselId('aurora');
  crewId = await s.idOf('crew@demo.yacht');
  captainId = await s.idOf('captain@demo.yacht');
});
afterAll(() => s.close());

/**
 * Crew signs two months; the captain countersigns the second. An edit across the month
 * boundary, based on the first month's sign-off, meets the countersigned month: a conflict,
 * and the first month must stay signed.
 */
async function signedAndCountersigned(jan: string, feb: string) {
  const crew = await s.login('crew@demo.yacht');
  const device = await deviceSigner(s, crew.accessToken, crewId);
  for (const month of [jan, feb]) {
    const res = await s.post(
      `/hor/signoff/${aurora}`,
      { ...(await device.sign('sign', crewId, aurora, month)), password: 'Demo1234' },
      crew.accessToken,
    );
    expect(res.status).toBe(200);
  }
  const captain = await s.login('captain@demo.yacht');
  const captainDevice = await deviceSigner(s, captain.accessToken, captainId);
  const cs = await s.post(
    '/hor/countersign',
    { ...(await captainDevice.sign('countersign', crewId, aurora, feb)), password: 'Demo1234' },
    captain.accessToken,
  );
  expect(cs.status).toBe(200);
  const january = (await findMonth(s.db, crewId, aurora, jan))!;
  return { token: crew.accessToken, january };
}

describe('an operation answered conflict or rejected changes nothing', () => {
  it('over REST: a range save across a countersigned month leaves the signed month signed', async () => {
    const { token, january } = await signedAndCountersigned('2024-01', '2024-02');
    const res = await s.post(
      `/hor/day/${crewId}`,
      { yachtId: aurora, dates: ['2024-01-31', '2024-02-01'], binary: WORK },
      token,
      { headers: { 'x-base-version': String(january.version) } },
    );
    expect(res.status).toBe(409);
    expect(await findMonth(s.db, crewId, aurora, '2024-01')).toEqual(january);
    const day = await s.post(
      `/hor/day/get/${aurora}-${crewId}`,
      { yachtId: aurora, date: '2024-01-31' },
      token,
    );
    expect((await day.json()).binary).not.toBe(WORK);
  });

  it('inside /sync: the same edit is a conflict and the signed month stays signed', async () => {
    const { token, january } = await signedAndCountersigned('2024-03', '2024-04');
    const op = {
      id: '01JREFUSEDCHANGESNOTHING01',
      op: 'hor/day/save',
      body: { userId: crewId, yachtId: aurora, dates: ['2024-03-31', '2024-04-01'], binary: WORK },
      baseVersion: january.version,
    };
    const { results } = await (await s.post('/sync', { cursor: 0, ops: [op] }, token)).json();
    expect(results[0].status).toBe('conflict');
    expect(await findMonth(s.db, crewId, aurora, '2024-03')).toEqual(january);
    // The answer is kept for the key: a replay gets the same conflict, and still nothing changes.
    const again = await (await s.post('/sync', { cursor: 0, ops: [op] }, token)).json();
    expect(again.results[0].status).toBe('conflict');
    expect(await findMonth(s.db, crewId, aurora, '2024-03')).toEqual(january);
  });
});

describe('the answer kept for a key', () => {
  it('gives a replay the same conflict, word for word, with quotes and backslashes in it', async () => {
    // The signer's name is in the conflict's message and records (issue 34: the answer is now
    // written in with the commit, as a literal).
    await s.db.query(`UPDATE users SET last_name = $2 WHERE id = $1`, [crewId, `O'Brien \\ "Jr" \\'`]);
    const { token } = await signedAndCountersigned('2024-05', '2024-06');
    const op = {
      id: '01JREFUSEDCHANGESNOTHING02',
      op: 'hor/day/save',
      body: { userId: crewId, yachtId: aurora, dates: ['2024-05-10'], binary: WORK },
      baseVersion: 0,
    };
    const first = (await (await s.post('/sync', { cursor: 0, ops: [op] }, token)).json()).results[0];
    expect(first.status).toBe('conflict');
    expect(first.message).toContain(`O'Brien \\ "Jr" \\'`);
    const again = (await (await s.post('/sync', { cursor: 0, ops: [op] }, token)).json()).results[0];
    expect(again).toEqual(first);
  });
});
