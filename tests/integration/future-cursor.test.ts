import type { LoginResponse } from '@contracts/auth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { scratchVessel } from '../../server/testing/scratch-vessel';
import { startTestServer, TEST_TODAY, type TestServer } from '../../server/testing/test-server';
import { DEVICE_REGISTRY } from '../../src/app/sync-registry';
import { type AppDb, openAppDb } from '../../src/db/app-db';
import { saveRestDay } from '../../src/features/rest-hours/data/save-rest-day';
import type { Net } from '../../src/sync/auth-refresh';
import { runSync } from '../../src/sync/run-sync';

/**
 * A device whose cursor is above every change number the server ever issued (it synced before the
 * database was restored from an older backup) is reset: it downloads its copy afresh and what it
 * had not sent yet still reaches the server.
 */
let s: TestServer;
beforeAll(async () => {
  s = await startTestServer();
});
afterAll(() => s.close());

const now = new Date(`${TEST_TODAY}T12:00:00Z`).getTime();
const LONG_DAY = '111111111111111111111111111111111111110000000000';

async function deviceOn(email: string, name: string) {
  const net: Net = {
    baseUrl: '/api/v1',
    now: () => now,
    fetch: ((url: string, init: RequestInit) => s.app.request(url, init)) as typeof fetch,
  };
  const login = (await (
    await s.post('/login', { username: email, password: 'Demo1234' })
  ).json()) as LoginResponse;
  const db = openAppDb(`future-cursor-${name}`);
  await db.session.put({ ...login, key: 'current', needsLogin: false });
  return { db, sync: () => runSync(db, net, DEVICE_REGISTRY) };
}

const days = async (db: AppDb) => (await db.restDays.toArray()).map((d) => `${d.date} ${d.work}`).sort();

describe('a device whose cursor is from the future', () => {
  it('downloads afresh, and its edit made offline reaches the server and stays on the device', async () => {
    const v = await scratchVessel(s);
    const ref = { userId: v.crew.id, vesselId: v.vesselId };
    const device = await deviceOn(v.crew.email, 'crew');
    await saveRestDay(device.db, { ...ref, date: '2026-11-09', work: LONG_DAY }, now);
    expect((await device.sync()).outcome).toBe('synced');
    // The officer changes a day meanwhile; the database is "restored" below the device's cursor.
    const officer = await deviceOn(v.officer.email, 'officer');
    expect((await officer.sync()).outcome).toBe('synced');
    await saveRestDay(officer.db, { ...ref, date: '2026-11-10', work: LONG_DAY }, now);
    expect((await officer.sync()).outcome).toBe('synced');
    const [row] = await s.db.query<{ v: string }>('SELECT last_value AS v FROM change_seq');
    const issued = Number(row!.v);
    await device.db.meta.put({ key: 'cursor', value: issued + 500 });

    // Offline, the crew member records another day; then the link comes back.
    await saveRestDay(device.db, { ...ref, date: '2026-11-11', work: '0'.repeat(48) }, now);
    expect(await device.db.outbox.count()).toBe(1);
    expect((await device.sync()).outcome).toBe('synced');

    expect(await device.db.outbox.count()).toBe(0);
    const [saved] = await s.db.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM rest_days WHERE user_id = $1 AND vessel_id = $2 AND day = '2026-11-11'",
      [v.crew.id, v.vesselId],
    );
    expect(saved!.n).toBe(1);
    // The officer's day, which the stuck cursor would have hidden forever, is on the device now.
    expect(await days(device.db)).toEqual([
      `2026-11-09 ${LONG_DAY}`,
      `2026-11-10 ${LONG_DAY}`,
      `2026-11-11 ${'0'.repeat(48)}`,
    ]);
    expect(Number((await device.db.meta.get('cursor'))?.value)).toBeLessThanOrEqual(issued + 10);
    for (const d of [device, officer]) d.db.close();
  });
});
