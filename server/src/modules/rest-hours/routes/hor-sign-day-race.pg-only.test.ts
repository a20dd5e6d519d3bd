import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deviceSigner } from '../../../../testing/device-signer';
import { scratchVessel } from '../../../../testing/scratch-vessel';
import { secondInstance } from '../../../../testing/second-instance';
import { MONTH, OTHER, WATCH } from '../../../../testing/signed-month-kit';
import { startTestServer, type TestServer } from '../../../../testing/test-server';
import { serverMonthHash } from '../signatures';

/**
 * A crew member signs their month on one server while an officer saves a day of it on another:
 * the save lands before the sign (which then finds the records changed) or after it (and meets
 * the signature), never between, which left a month signed over days it no longer held (attack
 * s60: 4 and 12 rounds in 24). PostgreSQL only: the embedded database has one connection.
 */
let s: TestServer;
let b: Awaited<ReturnType<typeof secondInstance>>;
beforeAll(async () => {
  s = await startTestServer();
  b = await secondInstance(s);
});
afterAll(async () => {
  await b.close();
  await s.close();
});
let n = 0;
const opId = () => `01JRACESIGNDAY${String(++n).padStart(12, '0')}`;

describe('a sign-off racing a day save on another server', () => {
  it('never leaves a month signed over days that are not the ones signed', { timeout: 300_000 }, async () => {
    const mismatched: number[] = [];
    for (let round = 0; round < 24; round++) {
      const v = await scratchVessel(s);
      const crew = (await s.login(v.crew.email)).accessToken;
      const officer = (await s.login(v.officer.email)).accessToken;
      const dates = [`${MONTH}-05`, `${MONTH}-06`];
      const saved = await s.post(
        `/hor/day/${v.crew.id}`,
        { yachtId: v.vesselId, dates, binary: WATCH },
        crew,
      );
      expect(saved.status).toBe(200);
      const sign = await (await deviceSigner(s, crew, v.crew.id)).sign('sign', v.crew.id, v.vesselId, MONTH);
      const [signed, day] = await Promise.all([
        s.post(
          '/sync',
          { cursor: 0, ops: [{ id: opId(), op: 'hor/month/sign', body: sign, baseVersion: 0 }] },
          crew,
        ),
        b.app.request(`/api/v1/hor/day/${v.crew.id}`, {
          method: 'POST',
          headers: { authorization: `Bearer ${officer}`, 'content-type': 'application/json' },
          body: JSON.stringify({ yachtId: v.vesselId, dates: [`${MONTH}-07`], binary: OTHER }),
        }),
      ]);
      expect(['applied', 'conflict']).toContain((await signed.json()).results[0].status);
      expect([200, 409]).toContain(day.status);
      const [m] = await s.db.query<{ signed_hash: string | null }>(
        'SELECT signed_hash FROM rest_months WHERE user_id = $1 AND vessel_id = $2 AND month = $3',
        [v.crew.id, v.vesselId, MONTH],
      );
      if (m?.signed_hash && m.signed_hash !== (await serverMonthHash(s.db, v.crew.id, v.vesselId, MONTH)))
        mismatched.push(round);
    }
    expect(mismatched).toEqual([]);
    expect(s.errors).toEqual([]);
  });
});
