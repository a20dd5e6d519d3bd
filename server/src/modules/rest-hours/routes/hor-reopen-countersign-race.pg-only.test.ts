import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deviceSigner } from '../../../../testing/device-signer';
import { scratchVessel } from '../../../../testing/scratch-vessel';
import { secondInstance } from '../../../../testing/second-instance';
import { MONTH, OTHER, WATCH } from '../../../../testing/signed-month-kit';
import { startTestServer, type TestServer } from '../../../../testing/test-server';

/**
 * A crew member's reopen of their signed month (a REST day save) and an officer's countersign
 * of it through another server, at the same moment: one of them wins, the other is told, never
 * a server error. Every write takes the change-number lock before a row's (kernel/change-numbers),
 * so two writers wait for each other instead of deadlocking (attack s60: the countersign locked
 * the month first, and 5 rounds in 16 answered the reopen 500). PostgreSQL only: the embedded
 * database has one connection, so the two cannot meet there.
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
const opId = () => `01JRACECOUNTER${String(++n).padStart(12, '0')}`;
const queue = (app: { request: typeof s.app.request }, token: string, op: string, body: unknown) =>
  app.request('/api/v1/sync', {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ cursor: 0, ops: [{ id: opId(), op, body, baseVersion: 0 }] }),
  });

describe('a reopen racing a countersign on another server', () => {
  it('is applied or a conflict, never a server error', { timeout: 120_000 }, async () => {
    for (let round = 0; round < 16; round++) {
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
      expect((await (await queue(s.app, crew, 'hor/month/sign', sign)).json()).results[0].status).toBe(
        'applied',
      );
      const counter = await (await deviceSigner(s, officer, v.officer.id)).sign(
        'countersign',
        v.crew.id,
        v.vesselId,
        MONTH,
      );
      const [reopen, countersign] = await Promise.all([
        s.post(`/hor/day/${v.crew.id}`, { yachtId: v.vesselId, dates, binary: OTHER, reopen: true }, crew),
        queue(b.app, officer, 'hor/month/countersign', counter),
      ]);
      expect([200, 409], `round ${round}: ${await reopen.clone().text()}`).toContain(reopen.status);
      expect(['applied', 'conflict']).toContain((await countersign.json()).results[0].status);
    }
    expect(s.errors).toEqual([]);
  });
});
