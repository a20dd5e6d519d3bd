import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeLocks, openCrewDevice } from '../../tests/kits/crew-device';
import { DEVICE_REGISTRY } from '../app/sync-registry';
import type { AppDb } from '../db/app-db';
import type { Net } from './auth-refresh';
import { REPLAY_LOCK, tryLock } from './locks';
import { POLL_FIRST_MS } from './poll-schedule';
import type { SyncReport } from './run-sync';
import { startSyncScheduler } from './sync-scheduler';

/**
 * The page's scheduler while the service worker holds the replay (a long send over a satellite
 * link): the page tries again every 2 s. Those tries ask the shore nothing, so they are no poll.
 */
let db: AppDb;

/** The page's timers, run by hand: each armed one with its delay. */
function handTimers() {
  const armed = new Map<number, { fn: () => void; ms: number }>();
  let next = 1;
  return {
    armed,
    setTimeout: (fn: () => void, ms: number) => {
      armed.set(next, { fn, ms });
      return next++;
    },
    clearTimeout: (h: number) => armed.delete(h),
    /** Runs the armed timer of `ms`. */
    fire(ms: number) {
      const [h, t] = [...armed].find(([, t]) => t.ms === ms) ?? [];
      if (!h || !t) throw new Error(`no timer of ${ms} ms`);
      armed.delete(h);
      t.fn();
    },
  };
}

beforeEach(async () => {
  db = await openCrewDevice('scheduler', Date.now() + 600_000);
});
afterEach(() => db.close());

describe('the page while the service worker holds the replay', () => {
  it('keeps its poll pace: the busy tries are no quiet answers from the shore', async () => {
    const timers = handTimers();
    const listen = { addEventListener: () => undefined, removeEventListener: () => undefined };
    vi.stubGlobal('navigator', { userAgent: 'node', onLine: true, locks: fakeLocks() });
    vi.stubGlobal('document', { ...listen, visibilityState: 'visible' });
    vi.stubGlobal('window', { ...listen, setTimeout: timers.setTimeout, clearTimeout: timers.clearTimeout });
    let workerDone: () => void = () => undefined;
    const worker = tryLock(REPLAY_LOCK, () => new Promise<void>((r) => (workerDone = r)));
    const net: Net = {
      baseUrl: '/api/v1',
      now: () => Date.now(),
      fetch: (async () =>
        Response.json({
          results: [],
          changes: { cursor: 20, restDays: [], restMonths: [] },
        })) as unknown as typeof fetch,
    };
    const reports: SyncReport[] = [];
    const settled = () => new Promise((r) => setTimeout(r, 20));
    const s = startSyncScheduler(db, net, DEVICE_REGISTRY, (r) => reports.push(r));
    await settled();
    // The worker sends a file for 20 s: the page tries every 2 s and finds it busy.
    for (let i = 0; i < 10; i++) {
      timers.fire(2_000);
      await settled();
    }
    expect(reports.filter((r) => r.outcome === 'busy')).toHaveLength(11);
    workerDone();
    await worker;
    timers.fire(2_000);
    await vi.waitFor(() => expect(reports).toHaveLength(12));
    expect(reports.at(-1)).toMatchObject({ outcome: 'synced', sent: 0, pulled: 0 });
    // One quiet answer: the next poll 1 min on. Before, each busy try counted as a quiet poll
    // and the next came 14 min on, with the officer's countersign or a backed-off change.
    const [poll, ...others] = [...timers.armed.values()];
    expect(others).toEqual([]);
    expect(poll!.ms).toBeGreaterThan(2 * POLL_FIRST_MS - 5_000);
    expect(poll!.ms).toBeLessThanOrEqual(2 * POLL_FIRST_MS);
    s.stop();
  });
});

describe('a pull longer than one run (a new device, a fleet)', () => {
  it('goes on at once, not after the next poll 30 s later', async () => {
    const timers = handTimers();
    const listen = { addEventListener: () => undefined, removeEventListener: () => undefined };
    vi.stubGlobal('navigator', { userAgent: 'node', onLine: true, locks: fakeLocks() });
    vi.stubGlobal('document', { ...listen, visibilityState: 'visible' });
    vi.stubGlobal('window', { ...listen, setTimeout: timers.setTimeout, clearTimeout: timers.clearTimeout });
    let answers = 0;
    const net: Net = {
      baseUrl: '/api/v1',
      now: () => Date.now(),
      // 15 pages of changes: more than the rounds of one run.
      fetch: (async () => {
        answers++;
        const day = { userId: 7, vesselId: 1, date: '2026-11-01', work: '0'.repeat(48), version: answers };
        return Response.json({
          results: [],
          changes: { cursor: answers, more: answers < 15, restDays: [day], restMonths: [] },
        });
      }) as unknown as typeof fetch,
    };
    const reports: SyncReport[] = [];
    const s = startSyncScheduler(db, net, DEVICE_REGISTRY, (r) => reports.push(r));
    await vi.waitFor(() => expect(reports).toHaveLength(2), { timeout: 5_000 });
    expect(answers).toBe(15);
    expect(reports.map((r) => r.outcome)).toEqual(['synced', 'synced']);
    s.stop();
  });
});
