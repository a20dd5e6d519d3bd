import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { crewSession } from '../../tests/kits/crew-device';
import { DEVICE_REGISTRY } from '../app/sync-registry';
import { type AppDb, openAppDb } from '../db/app-db';
import { saveRestDay, saveRestDayRange } from '../features/rest-hours/data/save-rest-day';
import { applyChanges } from './apply-server-data';
import type { Net } from './auth-refresh';
import { dueWhenLinkBack } from './outbox';
import { runSync as runSyncWith } from './run-sync';
import { unpackSync } from './sync-wire';

const runSync = (database: AppDb, net: Net) => runSyncWith(database, net, DEVICE_REGISTRY);

const WORK_A = '1'.repeat(8) + '0'.repeat(40);
const WORK_B = '0'.repeat(8) + '1'.repeat(8) + '0'.repeat(32);
let db: AppDb;
let name: string;
let clock = 1_800_000_000_000;

async function withSession(database: AppDb, expiresIn = 600_000) {
  await database.session.put(crewSession(clock + expiresIn));
  // A device that has synced before: these tests are about the outbox, not a first sync.
  await database.meta.put({ key: 'cursor', value: 1 });
}

/** A stand-in server that records what it was sent and answers every op as applied. */
function fakeServer(opts: { fail?: 'network' | number } = {}) {
  const calls: { url: string; body: { ops: { id: string; body: { dates: string[]; binary: string } }[] } }[] =
    [];
  let version = 100;
  const fetch = (async (url: string, init?: RequestInit) => {
    if (opts.fail === 'network') throw new TypeError('Failed to fetch');
    if (typeof opts.fail === 'number') return new Response('{}', { status: opts.fail });
    const body = JSON.parse(unpackSync(init?.body as Uint8Array));
    calls.push({ url, body });
    const results = body.ops.map((o: { id: string }) => ({
      id: o.id,
      status: 'applied',
      version: ++version,
    }));
    return Response.json({ results, changes: { cursor: version, restDays: [], restMonths: [] } });
  }) as typeof globalThis.fetch;
  const net: Net = { fetch, baseUrl: '/api/v1', now: () => clock };
  return { net, calls };
}

beforeEach(async () => {
  name = `test-${Math.random()}`;
  db = openAppDb(name);
  await withSession(db);
});
afterEach(async () => {
  db.close();
});

describe('local write and outbox entry', () => {
  it('are written together', async () => {
    await saveRestDay(db, { userId: 7, vesselId: 1, date: '2026-11-01', work: WORK_A }, clock);
    expect(await db.restDays.get([7, 1, '2026-11-01'])).toMatchObject({ work: WORK_A, pending: 1 });
    const [entry] = await db.outbox.toArray();
    // No copy of the day: based on the cursor, every change up to it is on the device.
    expect(entry).toMatchObject({ op: 'hor/day/save', status: 'pending', baseVersion: 1 });
    expect(entry!.body).toMatchObject({ userId: 7, yachtId: 1, dates: ['2026-11-01'], binary: WORK_A });
  });

  it('neither is kept when the outbox write fails', async () => {
    const add = db.outbox.add.bind(db.outbox);
    db.outbox.add = (() => Promise.reject(new Error('disk full'))) as unknown as typeof db.outbox.add;
    await expect(
      saveRestDay(db, { userId: 7, vesselId: 1, date: '2026-11-01', work: WORK_A }, clock),
    ).rejects.toThrow();
    db.outbox.add = add;
    expect(await db.restDays.count()).toBe(0);
  });

  it('refuses an invalid day before writing anything', async () => {
    await expect(
      saveRestDay(db, { userId: 7, vesselId: 1, date: '2026-11-01', work: '01' }, clock),
    ).rejects.toThrow();
    expect(await db.outbox.count()).toBe(0);
  });
});

describe('a range of days', () => {
  it('is one queued call with every date, and every day is marked pending', async () => {
    const dates = ['2026-11-01', '2026-11-02', '2026-11-03'];
    await saveRestDayRange(db, { userId: 7, vesselId: 1, dates, work: WORK_A }, clock);
    const entries = await db.outbox.toArray();
    expect(entries).toHaveLength(1);
    expect(entries[0]!.body).toMatchObject({ dates, binary: WORK_A });
    expect((await db.restDays.toArray()).map((d) => [d.date, d.pending])).toEqual(dates.map((d) => [d, 1]));
    const server = fakeServer();
    await runSync(db, server.net);
    expect((await db.restDays.toArray()).every((d) => d.pending === 0)).toBe(true);
  });
});

describe('coalescing', () => {
  it('merges edits of the same day that were not sent yet', async () => {
    const first = await saveRestDay(db, { userId: 7, vesselId: 1, date: '2026-11-01', work: WORK_A }, clock);
    const second = await saveRestDay(
      db,
      { userId: 7, vesselId: 1, date: '2026-11-01', work: WORK_B },
      clock + 1,
    );
    expect(second.id).toBe(first.id);
    const entries = await db.outbox.toArray();
    expect(entries).toHaveLength(1);
    expect(entries[0]!.body).toMatchObject({ binary: WORK_B });
  });

  it('never rewrites an entry that was handed to the server, even if no answer came', async () => {
    await saveRestDay(db, { userId: 7, vesselId: 1, date: '2026-11-01', work: WORK_A }, clock);
    await runSync(db, fakeServer({ fail: 'network' }).net);
    await saveRestDay(db, { userId: 7, vesselId: 1, date: '2026-11-01', work: WORK_B }, clock + 1);
    const entries = await db.outbox.orderBy('id').toArray();
    expect(entries.map((e) => ('binary' in e.body ? e.body.binary : null))).toEqual([WORK_A, WORK_B]);
  });

  it('keeps edits of different days apart', async () => {
    await saveRestDay(db, { userId: 7, vesselId: 1, date: '2026-11-01', work: WORK_A }, clock);
    await saveRestDay(db, { userId: 7, vesselId: 1, date: '2026-11-02', work: WORK_A }, clock);
    expect(await db.outbox.count()).toBe(2);
  });
});

describe('replay', () => {
  it('sends entries in the order they were made and clears them and the pending marks', async () => {
    const dates = ['2026-11-05', '2026-11-01', '2026-11-03'];
    for (const [i, date] of dates.entries()) {
      await saveRestDay(db, { userId: 7, vesselId: 1, date, work: WORK_A }, clock + i);
    }
    const server = fakeServer();
    const report = await runSync(db, server.net);
    expect(report).toMatchObject({ outcome: 'synced', sent: 3 });
    expect(server.calls[0]!.body.ops.map((o) => o.body.dates[0])).toEqual(dates);
    expect(await db.outbox.count()).toBe(0);
    expect((await db.restDays.toArray()).map((d) => d.pending)).toEqual([0, 0, 0]);
  });

  it('keeps that order for changes made in the same millisecond (a day copied onto many)', async () => {
    const dates = Array.from({ length: 30 }, (_, i) => `2026-12-${String(30 - i).padStart(2, '0')}`);
    for (const date of dates) await saveRestDay(db, { userId: 7, vesselId: 1, date, work: WORK_A }, clock);
    const server = fakeServer();
    await runSync(db, server.net);
    expect(server.calls[0]!.body.ops.map((o) => o.body.dates[0])).toEqual(dates);
  });

  it('backs off after a failure and retries when the delay has passed', async () => {
    await saveRestDay(db, { userId: 7, vesselId: 1, date: '2026-11-01', work: WORK_A }, clock);
    expect((await runSync(db, fakeServer({ fail: 500 }).net)).outcome).toBe('server-error');
    const [entry] = await db.outbox.toArray();
    expect(entry).toMatchObject({ status: 'pending', attempts: 1, lastError: 'server' });
    expect(entry!.nextAttemptAt).toBeGreaterThanOrEqual(clock + 4_000);

    const early = fakeServer();
    await runSync(db, early.net);
    expect(early.calls[0]!.body.ops).toEqual([]); // pulled, but sent nothing before its time

    clock += 10_000;
    const later = fakeServer();
    await runSync(db, later.net);
    expect(later.calls[0]!.body.ops).toHaveLength(1);
    expect(await db.outbox.count()).toBe(0);
  });

  it('sends what waited for a link as soon as the link is back, not after its back-off', async () => {
    await saveRestDay(db, { userId: 7, vesselId: 1, date: '2026-11-01', work: WORK_A }, clock);
    for (let i = 0; i < 4; i++) {
      expect((await runSync(db, fakeServer({ fail: 'network' }).net)).outcome).toBe('offline');
      await db.outbox.toCollection().modify({ nextAttemptAt: clock });
    }
    expect((await runSync(db, fakeServer({ fail: 'network' }).net)).outcome).toBe('offline');
    const [entry] = await db.outbox.toArray();
    expect(entry).toMatchObject({ attempts: 5, lastError: 'offline' });
    expect(entry!.nextAttemptAt).toBeGreaterThan(clock + 60_000);

    await dueWhenLinkBack(db, clock);
    const back = fakeServer();
    await runSync(db, back.net);
    expect(back.calls[0]!.body.ops).toHaveLength(1);
    expect(await db.outbox.count()).toBe(0);
  });

  it('sends what waited for a link in the same run once the shore answers, with no link-back event', async () => {
    await saveRestDay(db, { userId: 7, vesselId: 1, date: '2026-11-01', work: WORK_A }, clock);
    expect((await runSync(db, fakeServer({ fail: 'network' }).net)).outcome).toBe('offline');
    const [entry] = await db.outbox.toArray();
    expect(entry!.nextAttemptAt).toBeGreaterThan(clock);

    // A reload after the shore came back: the first poll is answered, the change goes with it.
    const back = fakeServer();
    expect(await runSync(db, back.net)).toMatchObject({ outcome: 'synced', sent: 1 });
    expect(back.calls.map((c) => c.body.ops.length)).toEqual([0, 1]);
    expect(await db.outbox.count()).toBe(0);
  });

  it('counts a gateway’s 502, 503 or 504 as no answer from the shore: the change goes as soon as it answers', async () => {
    await saveRestDay(db, { userId: 7, vesselId: 1, date: '2026-11-01', work: WORK_A }, clock);
    for (const status of [502, 503, 504]) {
      expect((await runSync(db, fakeServer({ fail: status }).net)).outcome).toBe('offline');
      await db.outbox.toCollection().modify({ nextAttemptAt: clock + 60_000 });
    }
    expect((await db.outbox.toArray())[0]).toMatchObject({ status: 'pending', lastError: 'offline' });
    // Before, a server error: it kept its back-off after the shore answered again.
    const back = fakeServer();
    expect(await runSync(db, back.net)).toMatchObject({ outcome: 'synced', sent: 1 });
    expect(await db.outbox.count()).toBe(0);
  });

  it('a pulled copy older than the saved day (a page read before the save) does not undo it', async () => {
    await saveRestDay(db, { userId: 7, vesselId: 1, date: '2026-11-01', work: WORK_A }, clock);
    await runSync(db, fakeServer().net); // applied as change 101
    const stale = { userId: 7, vesselId: 1, date: '2026-11-01', work: WORK_B, version: 90, cleared: false };
    await applyChanges(db, DEVICE_REGISTRY, { cursor: 95, restDays: [stale] } as never);
    expect(await db.restDays.get([7, 1, '2026-11-01'])).toMatchObject({
      work: WORK_A,
      version: 101,
      pending: 0,
    });
    // A later copy (someone else's change after it) is taken.
    await applyChanges(db, DEVICE_REGISTRY, { cursor: 102, restDays: [{ ...stale, version: 102 }] } as never);
    expect(await db.restDays.get([7, 1, '2026-11-01'])).toMatchObject({ work: WORK_B, version: 102 });
  });

  it('keeps the back-off of a change the server failed on when the link comes back', async () => {
    await saveRestDay(db, { userId: 7, vesselId: 1, date: '2026-11-01', work: WORK_A }, clock);
    await runSync(db, fakeServer({ fail: 500 }).net);
    await dueWhenLinkBack(db, clock);
    const early = fakeServer();
    await runSync(db, early.net);
    expect(early.calls[0]!.body.ops).toEqual([]);
  });

  it('refreshes an expired access token once before replaying', async () => {
    await db.session.update('current', { accessExpiresAt: clock - 1 });
    await saveRestDay(db, { userId: 7, vesselId: 1, date: '2026-11-01', work: WORK_A }, clock);
    const seen: string[] = [];
    const server = fakeServer();
    const fetch = (async (url: string, init?: RequestInit) => {
      seen.push(`${url} ${new Headers(init?.headers).get('authorization') ?? ''}`);
      if (url.endsWith('/refreshtoken')) {
        return Response.json({
          accessToken: 'token-2',
          refreshToken: 'refresh-2',
          accessExpiresAt: clock + 900_000,
        });
      }
      return server.net.fetch(url, init);
    }) as typeof globalThis.fetch;
    await runSync(db, { ...server.net, fetch });
    expect(seen).toEqual(['/api/v1/refreshtoken ', '/api/v1/sync Bearer token-2']);
    expect((await db.session.get('current'))?.refreshToken).toBe('refresh-2');
  });

  it('keeps entries and asks for a login when the refresh is refused', async () => {
    await db.session.update('current', { accessExpiresAt: clock - 1 });
    await saveRestDay(db, { userId: 7, vesselId: 1, date: '2026-11-01', work: WORK_A }, clock);
    const fetch = (async () =>
      new Response('{"message":"ended"}', { status: 401 })) as typeof globalThis.fetch;
    const report = await runSync(db, { fetch, baseUrl: '/api/v1', now: () => clock });
    expect(report.outcome).toBe('needs-login');
    expect((await db.session.get('current'))?.needsLogin).toBe(true);
    expect(await db.outbox.count()).toBe(1);
  });
});

describe('durability', () => {
  it('entries survive closing and reopening the database', async () => {
    await saveRestDay(db, { userId: 7, vesselId: 1, date: '2026-11-01', work: WORK_A }, clock);
    db.close();
    const reopened = openAppDb(name);
    expect(await reopened.outbox.count()).toBe(1);
    expect((await reopened.restDays.get([7, 1, '2026-11-01']))?.pending).toBe(1);
    reopened.close();
  });

  it("an entry left 'sending' by a closed tab is sent again with the same key", async () => {
    const entry = await saveRestDay(db, { userId: 7, vesselId: 1, date: '2026-11-01', work: WORK_A }, clock);
    await db.outbox.update(entry.id, { status: 'sending', attempts: 1 });
    const server = fakeServer();
    await runSync(db, server.net);
    expect(server.calls[0]!.body.ops.map((o) => o.id)).toEqual([entry.id]);
  });
});
