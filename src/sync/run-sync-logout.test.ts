import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { crewSession } from '../../tests/kits/crew-device';
import { DEVICE_REGISTRY } from '../app/sync-registry';
import { type AppDb, openAppDb, type StoredSession } from '../db/app-db';
import { saveRestDay } from '../features/rest-hours/data/save-rest-day';
import type { Net } from './auth-refresh';
import { runSync } from './run-sync';
import { sealAndForget, unsealFor } from './seal';
import { unpackSync } from './sync-wire';

/**
 * A shared phone: the user logs out while a sync is on its way over a slow link. The logout
 * waits 5 s for it (logout-page.tsx), then seals the user's unsent changes and forgets the rest.
 * What the sync hears back after that must not undo the seal.
 */
const WORK = '1'.repeat(8) + '0'.repeat(40);
const clock = 1_800_000_000_000;
let db: AppDb;
const session: StoredSession = crewSession(clock + 600_000, {
  sealKey: Buffer.alloc(32, 7).toString('base64url'),
});

beforeEach(async () => {
  db = openAppDb(`logout-${Math.random()}`);
  await db.session.put(session);
  await db.meta.put({ key: 'cursor', value: 1 });
});
afterEach(() => db.close());

/** The shore, reached while the user logs out; it answers as `answer` says (null: the link dropped). */
function logoutDuringSend(answer: (ops: { id: string }[]) => Response | null) {
  const fetch = (async (_url: string, init?: RequestInit) => {
    const body = JSON.parse(unpackSync(init?.body as Uint8Array)) as { ops: { id: string }[] };
    await sealAndForget(db, DEVICE_REGISTRY, session);
    await db.session.delete('current');
    const res = answer(body.ops);
    if (!res) throw new TypeError('Failed to fetch');
    return res;
  }) as typeof globalThis.fetch;
  const net: Net = { fetch, baseUrl: '/api/v1', now: () => clock };
  return net;
}

describe('a logout while a sync is on its way', () => {
  it('keeps the change sealed when the link drops, and it opens at the next login', async () => {
    const entry = await saveRestDay(db, { userId: 7, vesselId: 1, date: '2026-11-01', work: WORK }, clock);
    await runSync(
      db,
      logoutDuringSend(() => null),
      DEVICE_REGISTRY,
    );
    // Before, the sync put it back as 'pending' over the seal: the next login did not open it,
    // and it went out with no body, refused, the day the crew member logged lost.
    expect((await db.outbox.get(entry.id))?.status).toBe('sealed');
    await db.session.put(session);
    await unsealFor(db, session);
    expect(await db.outbox.get(entry.id)).toMatchObject({ status: 'pending', body: entry.body });
  });

  it('keeps the change sealed on a refusal, and writes none of the answer for the next user', async () => {
    const entry = await saveRestDay(db, { userId: 7, vesselId: 1, date: '2026-11-01', work: WORK }, clock);
    const day = { userId: 7, vesselId: 1, date: '2026-11-02', work: WORK, version: 30, cleared: false };
    const net = logoutDuringSend((ops) =>
      Response.json({
        results: ops.map((o) => ({ id: o.id, status: 'rejected', message: 'No.' })),
        changes: { cursor: 30, restDays: [day], restMonths: [] },
      }),
    );
    await runSync(db, net, DEVICE_REGISTRY);
    expect((await db.outbox.get(entry.id))?.status).toBe('sealed');
    expect(await db.restDays.count()).toBe(0);
    expect(await db.meta.get('cursor')).toBeUndefined();
  });
});

describe('another user logging in over the session while its sync is on its way', () => {
  it("writes none of the answer for them: not the first user's records, nor their cursor", async () => {
    // startSession seals the first user's work, opens the second's own, then stores their session:
    // the answer can land between the seal and the new session, when none is deleted first.
    const entry = await saveRestDay(db, { userId: 7, vesselId: 1, date: '2026-11-01', work: WORK }, clock);
    const day = { userId: 7, vesselId: 1, date: '2026-11-02', work: WORK, version: 30, cleared: false };
    const fetch = (async (_url: string, init?: RequestInit) => {
      const body = JSON.parse(unpackSync(init?.body as Uint8Array)) as { ops: { id: string }[] };
      await sealAndForget(db, DEVICE_REGISTRY, session);
      return Response.json({
        results: body.ops.map((o) => ({ id: o.id, status: 'applied', version: 31 })),
        changes: { cursor: 30, restDays: [day], restMonths: [] },
      });
    }) as typeof globalThis.fetch;
    await runSync(db, { fetch, baseUrl: '/api/v1', now: () => clock }, DEVICE_REGISTRY);
    const next = crewSession(clock + 600_000, { user: { ...session.user, id: 8, email: 'b@demo.yacht' } });
    await db.session.put(next);
    // The first user's day is not on the phone for the second, and the second's first sync reads
    // the feed from the start (with the first user's cursor it skipped everything before it).
    expect(await db.restDays.count()).toBe(0);
    expect(await db.meta.get('cursor')).toBeUndefined();
    expect((await db.outbox.get(entry.id))?.status).toBe('sealed');
  });
});
