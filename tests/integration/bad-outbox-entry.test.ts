import type { LoginResponse } from '@contracts/auth';
import { MSG } from '@contracts/messages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { scratchVessel } from '../../server/testing/scratch-vessel';
import { startTestServer, TEST_TODAY, type TestServer } from '../../server/testing/test-server';
import { DEVICE_REGISTRY } from '../../src/app/sync-registry';
import { openAppDb } from '../../src/db/app-db';
import { saveRestDay } from '../../src/features/rest-hours/data/save-rest-day';
import type { Net } from '../../src/sync/auth-refresh';
import { discardChange, refusalReason } from '../../src/sync/conflicts';
import { enqueueAlone } from '../../src/sync/outbox';
import { runSync } from '../../src/sync/run-sync';

/**
 * A device whose outbox holds entries the server cannot take (issue 30, section 6), with the
 * app's real sync code against a real server: a text with a NUL, a body nested far too deep, a
 * change larger than any request may be. None may hold back the changes made after it; each
 * is kept with the server's reason for the Sync page, and Discard removes it and puts the
 * device's rows back to the server's copy.
 */
let s: TestServer;
beforeAll(async () => {
  s = await startTestServer();
});
afterAll(() => s.close());

const NOW = new Date(`${TEST_TODAY}T12:00:00Z`).getTime();
const W0 = '000000001111111100000000000000001111111100000000';
const W1 = '111111110000000000000000111111110000000000000000';

async function openDevice(email: string) {
  const login = (await (
    await s.post('/login', { username: email, password: 'Demo1234' })
  ).json()) as LoginResponse;
  const db = openAppDb(`bad-entry-${Math.random()}`);
  await db.session.put({ ...login, key: 'current', needsLogin: false });
  const env = { incoming: { socket: { remoteAddress: '192.0.2.9', remotePort: 1, remoteFamily: 'IPv4' } } };
  const net: Net = {
    baseUrl: '/api/v1',
    now: () => NOW,
    fetch: (async (url: string, init: RequestInit) => s.app.request(url, init, env)) as typeof fetch,
  };
  return { db, login, sync: () => runSync(db, net, DEVICE_REGISTRY) };
}

async function serverWork(userId: number, vesselId: number, date: string) {
  const [row] = await s.db.query<{ work: string }>(
    'SELECT work FROM rest_days WHERE user_id = $1 AND vessel_id = $2 AND day = $3 AND NOT cleared',
    [userId, vesselId, date],
  );
  return row?.work ?? null;
}

/** A value nested `depth` arrays deep. */
function nested(depth: number): unknown {
  let v: unknown = [];
  for (let i = 0; i < depth; i++) v = [v];
  return v;
}

describe('an outbox holding entries the server refuses', () => {
  it('sends the changes behind them, keeps each with its reason, and Discard clears it', async () => {
    const v = await scratchVessel(s);
    const d = await openDevice(v.officer.email);
    const me = v.officer.id;
    const guide = (text: string) => ({
      op: 'hor/guide/save' as const,
      body: { yachtId: v.vesselId, text },
      baseVersion: 0,
      coalesceKey: null,
      userId: me,
    });
    await d.sync();
    await d.sync();

    // Made in order: a good day, three entries an older app or a damaged store could hold,
    // a day whose entry was damaged after it was queued, and a good day last.
    await saveRestDay(d.db, { userId: me, vesselId: v.vesselId, date: '2026-11-01', work: W0 }, NOW);
    await enqueueAlone(d.db, guide('Watch \u0000 keeping'), NOW);
    // Compresses to a few KB on the wire, but unpacks past the 1 MB any request may be.
    await enqueueAlone(d.db, guide('x'.repeat(1_200_000)), NOW);
    await enqueueAlone(d.db, { ...guide('x'), body: nested(1000) as never }, NOW);
    await saveRestDay(d.db, { userId: me, vesselId: v.vesselId, date: '2026-11-02', work: W1 }, NOW + 1);
    const damaged = (await d.db.outbox.toArray()).at(-1)!;
    await d.db.outbox.update(damaged.id, { body: { ...damaged.body, extra: nested(1000) } as never });
    await saveRestDay(d.db, { userId: me, vesselId: v.vesselId, date: '2026-11-03', work: W0 }, NOW + 2);

    for (let i = 0; i < 3; i++) await d.sync();

    expect(await serverWork(me, v.vesselId, '2026-11-01')).toBe(W0);
    expect(await serverWork(me, v.vesselId, '2026-11-03')).toBe(W0);
    expect(await serverWork(me, v.vesselId, '2026-11-02')).toBeNull();
    const kept = await d.db.outbox.orderBy('id').toArray();
    expect(kept.map((e) => e.status)).toEqual(['rejected', 'rejected', 'rejected', 'rejected']);
    expect(kept.map((e) => refusalReason(e))).toEqual([
      `${MSG.status400} ${MSG.badText}`,
      MSG.tooLarge,
      MSG.status400,
      MSG.status400,
    ]);

    // Discard, one by one: nothing is left waiting, and the damaged day's row goes back to the
    // server's copy (it never had the day: the row goes).
    expect((await d.db.restDays.get([me, v.vesselId, '2026-11-02']))?.work).toBe(W1);
    for (const e of kept) await discardChange(d.db, DEVICE_REGISTRY, e);
    expect(await d.db.outbox.count()).toBe(0);
    expect(await d.db.restDays.get([me, v.vesselId, '2026-11-02'])).toBeUndefined();
    expect((await d.sync()).outcome).toBe('synced');
    expect((await d.db.restDays.get([me, v.vesselId, '2026-11-03']))?.work).toBe(W0);
  });
});
