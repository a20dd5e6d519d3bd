import 'fake-indexeddb/auto';
import type { LoginResponse } from '@contracts/auth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outsiderCaptain } from '../../server/testing/role-fixtures';
import { startTestServer, TEST_TODAY, type TestServer } from '../../server/testing/test-server';
import { DEVICE_REGISTRY } from '../../src/app/sync-registry';
import { openAppDb } from '../../src/db/app-db';
import {
  deleteClockChange,
  recordClockChange,
  vesselClockChanges,
} from '../../src/features/rest-hours/data/clock-change-commands';
import type { Net } from '../../src/sync/auth-refresh';
import { runSync } from '../../src/sync/run-sync';

/**
 * Issue 33: a clock change is a synced record. The master records it on a device with no link;
 * it waits in the outbox, reaches the server when the link is back, and comes through the feed
 * to a crew member's device on the same vessel, never to a device on another vessel. A deletion
 * made offline takes it off the crew's device the same way. The app's real sync code runs on
 * Dexie (fake-indexeddb).
 */
let s: TestServer;
beforeAll(async () => {
  s = await startTestServer();
});
afterAll(() => s.close());

const NOW = new Date(`${TEST_TODAY}T12:00:00Z`).getTime();
/** The devices' clock (a send after no link waits on it). */
let clock = NOW;

async function openDevice(login: LoginResponse) {
  const db = openAppDb(`clock-${Math.random()}`);
  await db.session.put({ ...login, key: 'current', needsLogin: false });
  const env = { incoming: { socket: { remoteAddress: '192.0.2.9', remotePort: 1, remoteFamily: 'IPv4' } } };
  const link = { offline: false };
  const net: Net = {
    baseUrl: '/api/v1',
    now: () => clock,
    fetch: (async (url: string, init: RequestInit) => {
      if (link.offline) throw new TypeError('Failed to fetch');
      return s.app.request(url, init, env);
    }) as typeof fetch,
  };
  return { db, link, sync: () => runSync(db, net, DEVICE_REGISTRY) };
}

const loginAs = async (email: string) =>
  (await (await s.post('/login', { username: email, password: 'Demo1234' })).json()) as LoginResponse;

describe('a clock change through sync', () => {
  it('recorded offline by the master, it reaches the crew’s device and no other vessel’s', async () => {
    const aurora = await s.vesselId('aurora');
    const captainLogin = await loginAs('captain@demo.yacht');
    const master = await openDevice(captainLogin);
    const crew = await openDevice(await loginAs('crew@demo.yacht'));
    const outsider = await openDevice(await loginAs((await outsiderCaptain(s)).email));
    for (const d of [master, crew, outsider]) await d.sync();

    master.link.offline = true;
    const who = { db: master.db, userId: captainLogin.user.id, name: 'Captain', now: NOW };
    await recordClockChange(who, { yachtId: aurora, date: '2026-11-08', at: '02:00', minutes: -60 });
    expect(await master.db.clockChanges.get([aurora, '2026-11-08'])).toMatchObject({
      pending: 1,
      minutes: -60,
    });
    expect((await master.sync()).outcome).not.toBe('synced');
    expect(await s.db.query('SELECT 1 FROM clock_changes WHERE vessel_id = $1', [aurora])).toEqual([]);

    master.link.offline = false;
    clock += 60_000; // past the back-off after the failed send
    expect((await master.sync()).outcome).toBe('synced');
    await crew.sync();
    await outsider.sync();
    expect(await vesselClockChanges(crew.db, aurora)).toEqual([
      expect.objectContaining({
        vesselId: aurora,
        date: '2026-11-08',
        at: '02:00',
        minutes: -60,
        deleted: false,
      }),
    ]);
    expect(await outsider.db.clockChanges.count()).toBe(0);

    // Deleted offline too: it leaves the crew's device after both sync.
    master.link.offline = true;
    const [held] = await vesselClockChanges(master.db, aurora);
    await deleteClockChange(who, held!);
    expect(await vesselClockChanges(master.db, aurora)).toEqual([]);
    master.link.offline = false;
    clock += 60_000;
    expect((await master.sync()).outcome).toBe('synced');
    await crew.sync();
    expect(await vesselClockChanges(crew.db, aurora)).toEqual([]);
    expect(await outsider.db.clockChanges.count()).toBe(0);
  });
});
