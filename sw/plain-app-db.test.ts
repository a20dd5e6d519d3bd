import { Dexie, liveQuery } from 'dexie';
import { afterEach, describe, expect, it } from 'vitest';
import { DEVICE_REGISTRY } from '../src/app/sync-registry';
import { openAppDb } from '../src/db/app-db';
import { saveRestDay } from '../src/features/rest-hours/data/save-rest-day';
import type { Net } from '../src/sync/auth-refresh';
import { runSync } from '../src/sync/run-sync';
import { unpackSync } from '../src/sync/sync-wire';
import { openPlainAppDb } from './plain-app-db';

/**
 * The service worker replays the outbox with plain IndexedDB (plain-app-db.ts), the page with
 * Dexie: on the same database both must read what the other wrote and leave the same rows.
 */
const NOW = 1_800_000_000_000;
const WORK = '1'.repeat(8) + '0'.repeat(40);
const opened: { close(): void }[] = [];
const named = () => `plain-${Math.random()}`;

function dexieDb(name: string) {
  const db = openAppDb(name);
  opened.push(db);
  return db;
}
function plainDb(name: string) {
  const db = openPlainAppDb(name);
  opened.push(db);
  return db;
}
afterEach(() => {
  for (const db of opened.splice(0)) db.close();
});

/** A device with a session and three days edited offline, written by the page (Dexie). */
async function deviceWithEdits(name: string) {
  const db = dexieDb(name);
  await db.session.put({
    key: 'current',
    accessToken: 'token-1',
    refreshToken: 'refresh-1',
    accessExpiresAt: NOW + 600_000,
    user: { id: 7, email: 'crew@demo.yacht', firstName: 'Sam', lastName: 'Taylor' },
    roles: [{ vesselId: 1, roleId: 1, roleName: 'Crew', permissionLevel: 2 }],
    vessels: [{ id: 1, name: 'M/Y Aurora', codename: 'aurora', modules: ['hoursofrest'] }],
    needsLogin: false,
  });
  await db.meta.put({ key: 'cursor', value: 1 });
  for (const date of ['2026-11-01', '2026-11-02', '2026-11-03']) {
    await saveRestDay(db, { userId: 7, vesselId: 1, date, work: WORK }, NOW);
  }
  return db;
}

/** Every table of a database as Dexie reads it. */
async function contents(name: string) {
  const db = dexieDb(name);
  await db.open();
  const all: Record<string, unknown[]> = {};
  for (const t of db.tables) all[t.name] = await t.toArray();
  return all;
}

/**
 * A server that applies the first operation, refuses the second as a conflict (with its copy of
 * the day), applies the rest, and sends a day someone else edited and a day cleared on shore;
 * with `reset`, the user's access changed and the device starts afresh (then syncs again).
 */
function shore(reset = false) {
  const sent: unknown[] = [];
  const day = (date: string, work: string, version: number, cleared?: boolean) => ({
    userId: 7,
    vesselId: 1,
    date,
    work,
    version,
    ...(cleared ? { cleared } : {}),
  });
  const fetch = (async (_url: string, init?: RequestInit) => {
    const body = JSON.parse(unpackSync(init?.body as Uint8Array)) as { ops: { id: string }[] };
    sent.push(body);
    const results = body.ops.map((o, i) =>
      i === 1
        ? {
            id: o.id,
            status: 'conflict',
            message: 'Changed on shore.',
            records: { restDays: [day('2026-11-02', '0'.repeat(48), 40)] },
          }
        : { id: o.id, status: 'applied', version: 50 + i },
    );
    const restDays = [
      day('2026-10-30', WORK, 41),
      day('2026-11-03', '0'.repeat(48), 45),
      day('2026-10-29', '', 46, true),
    ];
    const afresh = reset && sent.length === 1;
    return Response.json({ results, changes: { cursor: 60, restDays, ...(afresh ? { reset: true } : {}) } });
  }) as typeof globalThis.fetch;
  const net: Net = { fetch, baseUrl: '/api/v1', now: () => NOW };
  return { net, sent };
}

describe("the service worker's database", () => {
  it.each([
    ['a replay', false],
    ['a replay after which the device starts afresh', true],
  ])('leaves after %s the rows the page would, from what the page wrote', async (_, reset) => {
    const [byPage, byWorker] = [named(), named()];
    await deviceWithEdits(byPage);
    // The same rows (the same operation ids) in the worker's copy.
    const copy = dexieDb(byWorker);
    await copy.open();
    for (const [table, rows] of Object.entries(await contents(byPage))) await copy.table(table).bulkPut(rows);
    copy.close();

    const page = shore(reset);
    const worker = shore(reset);
    const pageReport = await runSync(dexieDb(byPage), page.net, DEVICE_REGISTRY);
    const workerReport = await runSync(plainDb(byWorker), worker.net, DEVICE_REGISTRY);

    expect(workerReport).toEqual(pageReport);
    expect(worker.sent).toEqual(page.sent);
    expect(worker.sent).toHaveLength(reset ? 3 : 1);
    const after = await contents(byWorker);
    expect(after).toEqual(await contents(byPage));
    // What the scenario is about happened: the conflict waits, the others left the queue.
    expect(after.outbox).toMatchObject([{ status: 'conflict' }]);
  });

  it('makes no database where the page never made one, and the page then makes it as always', async () => {
    const name = named();
    await expect(plainDb(name).outbox.toArray()).rejects.toThrow();
    expect((await indexedDB.databases()).map((d) => d.name)).not.toContain(name);
    const db = await deviceWithEdits(name);
    expect(await db.outbox.count()).toBe(3);
  });

  it('writes nothing of a transaction that fails half way', async () => {
    const name = named();
    await deviceWithEdits(name);
    const db = plainDb(name);
    await expect(
      db.transaction('rw', db.outbox, db.meta, async () => {
        await db.meta.put({ key: 'lastError', value: 'offline' });
        await db.outbox.where('status').equals('pending').modify({ status: 'sending' });
        throw new Error('the link went');
      }),
    ).rejects.toThrow('the link went');
    const kept = await contents(name);
    expect(kept.outbox!.map((e) => (e as { status: string }).status)).toEqual([
      'pending',
      'pending',
      'pending',
    ]);
    expect(kept.meta).not.toContainEqual(expect.objectContaining({ key: 'lastError' }));
  });

  it('tells an open page what it changed, so its screens show it', async () => {
    const name = named();
    const page = await deviceWithEdits(name);
    const counts: number[] = [];
    const watching = liveQuery(() => page.outbox.where('status').equals('pending').count()).subscribe((n) =>
      counts.push(n),
    );
    try {
      await expect.poll(() => counts.at(-1)).toBe(3);
      const worker = plainDb(name);
      await worker.outbox.where('status').equals('pending').modify({ status: 'sending' });
      await expect.poll(() => counts.at(-1)).toBe(0);
    } finally {
      watching.unsubscribe();
    }
  });

  it('lets a newer version of the page upgrade the database it holds open', async () => {
    const name = named();
    await deviceWithEdits(name);
    const worker = plainDb(name);
    expect(await worker.outbox.count()).toBe(3);
    const newer = new Dexie(name);
    opened.push(newer);
    newer.version(Math.ceil(dexieDb(name).verno) + 1).stores({ outbox: 'id, status', later: 'id' });
    await newer.open();
    expect(await newer.table('outbox').count()).toBe(3);
    // The worker opens it again when it next needs it.
    expect(await worker.outbox.count()).toBe(3);
  });
});
