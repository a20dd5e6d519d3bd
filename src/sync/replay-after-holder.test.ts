import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { openPlainAppDb } from '../../sw/plain-app-db';
import { allApplied, fakeLocks, openCrewDevice } from '../../tests/kits/crew-device';
import { DEVICE_REGISTRY } from '../app/sync-registry';
import type { AppDb } from '../db/app-db';
import { saveRestDay } from '../features/rest-hours/data/save-rest-day';
import type { Net } from './auth-refresh';
import { REPLAY_LOCK, tryLock } from './locks';
import { runSync, runSyncAfterHolder } from './run-sync';

/**
 * The service worker's replay (sw.ts) when a tab holds the replay lock: that tab's run may have
 * read the queue before the change that asked the worker, and the worker is not asked again.
 */
const WORK = '1'.repeat(8) + '0'.repeat(40);
const clock = 1_800_000_000_000;
let db: AppDb;

function shore() {
  const sent: string[][] = [];
  const fetch = (async (_url: string, init?: RequestInit) => {
    return allApplied(init, sent);
  }) as typeof globalThis.fetch;
  const net: Net = { fetch, baseUrl: '/api/v1', now: () => clock };
  return { net, sent };
}

beforeEach(async () => {
  vi.stubGlobal('navigator', { userAgent: 'node', onLine: true, locks: fakeLocks() });
  db = await openCrewDevice('after-holder', clock + 600_000);
});
afterEach(() => db.close());

/** A tab's run that has read the queue already and ends when `end` is called (or its tab closes). */
function tabRunUnderWay() {
  let end: () => void = () => undefined;
  const done = tryLock(REPLAY_LOCK, () => new Promise<void>((r) => (end = r)));
  return {
    end: () => {
      end();
      return done;
    },
  };
}

describe("the service worker's replay while a tab's run holds the lock", () => {
  it('plain, is answered busy: the change waits for a later poll (the fault it mends)', async () => {
    const tab = tabRunUnderWay();
    await saveRestDay(db, { userId: 7, vesselId: 1, date: '2026-11-01', work: WORK }, clock);
    const s = shore();
    expect(await runSync(db, s.net, DEVICE_REGISTRY)).toEqual({ outcome: 'busy' });
    await tab.end();
    expect(s.sent).toEqual([]);
    expect(await db.outbox.toArray()).toMatchObject([{ status: 'pending' }]);
  });

  it('follows that run and sends the change made during it', async () => {
    const tab = tabRunUnderWay();
    const entry = await saveRestDay(db, { userId: 7, vesselId: 1, date: '2026-11-01', work: WORK }, clock);
    const s = shore();
    const replay = runSyncAfterHolder(db, s.net, DEVICE_REGISTRY);
    await new Promise((r) => setTimeout(r, 10));
    expect(s.sent).toEqual([]); // one replayer at a time
    await tab.end();
    expect(await replay).toMatchObject({ outcome: 'synced', sent: 1 });
    expect(s.sent).toEqual([[entry.id]]);
    expect(await db.outbox.count()).toBe(0);
  });

  it('runs at once when nothing holds the lock', async () => {
    await saveRestDay(db, { userId: 7, vesselId: 1, date: '2026-11-01', work: WORK }, clock);
    const s = shore();
    expect(await runSyncAfterHolder(db, s.net, DEVICE_REGISTRY)).toMatchObject({
      outcome: 'synced',
      sent: 1,
    });
    expect(s.sent).toHaveLength(1);
  });
});

describe('two tabs and the service worker syncing at the same moment (session 59 attack)', () => {
  it('send each change once: the others answer busy or follow, none sends it again', async () => {
    const made = [];
    for (let i = 1; i <= 5; i++)
      made.push(await saveRestDay(db, { userId: 7, vesselId: 1, date: `2026-11-0${i}`, work: WORK }, clock));
    const s = shore();
    const worker = openPlainTwin(db);
    const reports = await Promise.all([
      runSync(db, s.net, DEVICE_REGISTRY),
      runSync(db, s.net, DEVICE_REGISTRY),
      runSyncAfterHolder(worker, s.net, DEVICE_REGISTRY),
    ]);
    expect(reports.map((r) => r.outcome).sort()).toEqual(['busy', 'synced', 'synced']);
    expect(s.sent.flat().sort()).toEqual(made.map((e) => e.id).sort());
    expect(await db.outbox.count()).toBe(0);
  });
});

/** The service worker's view of the same database (plain IndexedDB, sw/plain-app-db.ts). */
const openPlainTwin = (page: AppDb) => openPlainAppDb(page.name);
