import type { LoginResponse } from '@contracts/auth';
import type { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppEnv } from '../../server/src/http/env';
import { scratchVessel } from '../../server/testing/scratch-vessel';
import { secondInstance } from '../../server/testing/second-instance';
import { startTestServer, TEST_TODAY, type TestServer } from '../../server/testing/test-server';
import { DEVICE_REGISTRY } from '../../src/app/sync-registry';
import { type AppDb, openAppDb } from '../../src/db/app-db';
import { addComment } from '../../src/features/rest-hours/data/hor-commands';
import { saveRestDay } from '../../src/features/rest-hours/data/save-rest-day';
import type { Net } from '../../src/sync/auth-refresh';
import { runSync } from '../../src/sync/run-sync';

/**
 * Issue 6, section 5: the same code as two server processes on one database. Device A syncs
 * through one, device B through the other; both end with the same records, and a background
 * job queued by one process runs once although both look for work.
 */
let s: TestServer;
let b: Awaited<ReturnType<typeof secondInstance>>;
beforeAll(async () => {
  s = await startTestServer({ feedPageSize: 50 });
  b = await secondInstance(s);
});
afterAll(async () => {
  await b.close();
  await s.close();
});

const now = new Date(`${TEST_TODAY}T12:00:00Z`).getTime();
const LONG_DAY = '111111111111111111111111111111111111110000000000'; // 19 h of work: rule 1

async function deviceOn(app: Hono<AppEnv>, email: string) {
  const net: Net = {
    baseUrl: '/api/v1',
    now: () => now,
    fetch: ((url: string, init: RequestInit) => app.request(url, init)) as typeof fetch,
  };
  const res = await app.request('/api/v1/login', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: email, password: 'Demo1234' }),
  });
  const login = (await res.json()) as LoginResponse;
  const db = openAppDb(`two-servers-${email}`);
  await db.session.put({ ...login, key: 'current', needsLogin: false });
  return { db, net, login, sync: () => runSync(db, net, DEVICE_REGISTRY) };
}

/** Every synced row on a device, by kind, in key order. */
async function contents(db: AppDb) {
  const out: Record<string, unknown[]> = {};
  for (const [kind, k] of Object.entries(DEVICE_REGISTRY.kinds)) {
    const rows = await k.table(db).toArray();
    out[kind] = rows.map((r) => JSON.stringify(k.key(r as never))).sort();
  }
  return out;
}

describe('two server processes on one database', () => {
  it('devices syncing through different processes converge', async () => {
    const v = await scratchVessel(s);
    const crew = await deviceOn(s.app, v.crew.email); // through process A
    const officer = await deviceOn(b.app, v.officer.email); // through process B
    const ref = { userId: v.crew.id, vesselId: v.vesselId };

    await saveRestDay(crew.db, { ...ref, date: '2026-11-10', work: LONG_DAY }, now);
    await saveRestDay(crew.db, { ...ref, date: '2026-11-11', work: '0'.repeat(48) }, now);
    expect((await crew.sync()).outcome).toBe('synced');

    // The officer, through the other process, sees the crew's days and answers on one of them.
    expect((await officer.sync()).outcome).toBe('synced');
    expect((await officer.db.restDays.get([v.crew.id, v.vesselId, '2026-11-10']))?.work).toBe(LONG_DAY);
    const session = (await officer.db.session.get('current'))!;
    await addComment(
      officer.db,
      session,
      { ...ref, date: '2026-11-10', kind: 'comment', text: 'Drill' },
      now,
    );
    await saveRestDay(officer.db, { ...ref, date: '2026-11-11', work: LONG_DAY }, now);
    expect((await officer.sync()).outcome).toBe('synced');

    expect((await crew.sync()).outcome).toBe('synced');
    expect((await crew.db.restDays.get([v.crew.id, v.vesselId, '2026-11-11']))?.work).toBe(LONG_DAY);
    expect((await crew.db.comments.toArray()).map((c) => c.text)).toEqual(['Drill']);
    const [a, c] = [await contents(crew.db), await contents(officer.db)];
    expect(a.restDays).toEqual(c.restDays);
    expect(a.comments).toEqual(c.comments);
    for (const d of [crew, officer]) d.db.close();
  });

  it('a job queued by one process runs once, though both look for work at the same time', async () => {
    await s.drainJobs(); // what the test before left
    const v = await scratchVessel(s);
    const officer = await s.login(v.officer.email);
    const alerts = { onSignOff: false, onNonCompliance: true, emails: ['master@scratch.example'] };
    expect((await s.post(`/hor/alerts/${v.vesselId}`, alerts, officer.accessToken)).status).toBe(200);
    const crew = await deviceOn(s.app, v.crew.email);
    for (const date of ['2026-11-03', '2026-11-04', '2026-11-05', '2026-11-06'])
      await saveRestDay(crew.db, { userId: v.crew.id, vesselId: v.vesselId, date, work: LONG_DAY }, now);
    expect((await crew.sync()).outcome).toBe('synced');

    const before = s.mail.sent.length;
    const ran = await Promise.all([s.drainJobs(), b.drainJobs(), s.drainJobs(), b.drainJobs()]);
    const mails = [...s.mail.sent.slice(before), ...b.sent].filter((m) => m.to === 'master@scratch.example');
    // One job per day-save operation that carried a breach: each e-mailed once, by one process.
    expect(ran.reduce((n, x) => n + x, 0)).toBe(mails.length);
    expect(mails.length).toBeGreaterThan(0);
    expect(await s.drainJobs()).toBe(0);
    crew.db.close();
  });
});
