import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { allApplied, openCrewDevice } from '../../tests/kits/crew-device';
import { DEVICE_REGISTRY } from '../app/sync-registry';
import type { AppDb, OutboxEntry } from '../db/app-db';
import { saveRestDay } from '../features/rest-hours/data/save-rest-day';
import type { Net } from './auth-refresh';
import { discardChange } from './conflicts';
import { opOf } from './device-kit';
import { runSync } from './run-sync';
import { unpackSync } from './sync-wire';
import { ulid } from './ulid';

/**
 * Attacks on the queue itself (session 59): a write made while the run is reading the queue, an
 * entry the app no longer knows, a clock that jumps. None may lose a write unseen.
 */
const W1 = '1'.repeat(8) + '0'.repeat(40);
const W2 = '0'.repeat(8) + '1'.repeat(8) + '0'.repeat(32);
const clock = 1_800_000_000_000;
let db: AppDb;

beforeEach(async () => {
  db = await openCrewDevice('queue-attack', clock + 600_000);
});
afterEach(() => db.close());

/** The shore: applies everything; the bodies of each batch go to `bodies`. */
function shore(now = () => clock) {
  const sent: string[][] = [];
  const bodies: { id: string; op: string; body: { binary?: string } }[] = [];
  const fetch = (async (_url: string, init?: RequestInit) => {
    const body = JSON.parse(unpackSync(init?.body as Uint8Array)) as { ops: typeof bodies };
    bodies.push(...body.ops);
    return allApplied(init, sent);
  }) as typeof globalThis.fetch;
  const net: Net = { fetch, baseUrl: '/api/v1', now };
  return { net, sent, bodies };
}

describe('an edit made while the run reads the queue', () => {
  it('is sent as the user left it: the merged body, never the one read before it', async () => {
    const day = { userId: 7, vesselId: 1, date: '2026-11-01' };
    const first = await saveRestDay(db, { ...day, work: W1 }, clock);
    // The user (another tab, the page while the worker runs) edits the day again just after the
    // run read the queue and before it marked what it read as sending: the edit is merged into
    // the unsent entry (same key), as coalescing does.
    const keys = db.outbox.toCollection.bind(db.outbox);
    let edited = false;
    vi.spyOn(db.outbox, 'toCollection').mockImplementation(() => {
      const c = keys();
      if (edited) return c;
      edited = true;
      const primaryKeys = c.primaryKeys.bind(c);
      return Object.assign(c, {
        primaryKeys: async () => {
          await saveRestDay(db, { ...day, work: W2 }, clock + 1);
          return primaryKeys();
        },
      });
    });
    const s = shore();
    await runSync(db, s.net, DEVICE_REGISTRY);
    expect(edited).toBe(true);
    // What the server was given under the key is the day as the user last saved it.
    const sentWork = s.bodies.filter((b) => b.id === first.id).map((b) => b.body.binary);
    expect(sentWork.at(-1)).toBe(W2);
    expect(await db.outbox.count()).toBe(0);
    expect((await db.restDays.get([7, 1, '2026-11-01']))?.work).toBe(W2);
  });
});

describe('a device clock set back (the app asks a user whose phone is days ahead to set it)', () => {
  const ahead = clock + 2 * 86_400_000;
  const day = { userId: 7, vesselId: 1, date: '2026-11-02' };

  /** A save made while the clock was ahead, in another context (before a reload, or the worker). */
  async function madeAhead(attempts: number, nextAttemptAt: number, lastError?: 'server' | 'offline') {
    const made = await saveRestDay(db, { ...day, work: W1 }, clock);
    // As the entry stands when its context's clock said `ahead`: its id is of that moment.
    const id = ulid(ahead);
    await db.outbox.delete(made.id);
    await db.outbox.add({ ...made, id, createdAt: ahead, attempts, nextAttemptAt, lastError });
    return id;
  }

  it('keeps the order the changes were made in: a change made after it goes after it', async () => {
    const before = await madeAhead(1, clock);
    // The clock is set right; the page reloaded (its id maker starts afresh). The user saves the
    // day again: not merged (the first was tried), so a second change.
    const after = await saveRestDay(db, { ...day, work: W2 }, clock + 5);
    const s = shore(() => clock + 10);
    await runSync(db, s.net, DEVICE_REGISTRY);
    // Sent the other way round, the server applied the later save and then the earlier over it:
    // the day the user logged last was lost on the shore, and the device took the shore's copy.
    expect(s.sent.flat()).toEqual([before, after.id]);
  });

  it("does not hold the queue for the days a back-off was counted from the clock's wrong date", async () => {
    // A server error backed off 10 minutes from the wrong date: due two days on.
    const waiting = await madeAhead(3, ahead + 600_000, 'server');
    const s = shore(() => clock + 60_000);
    await runSync(db, s.net, DEVICE_REGISTRY);
    expect(s.sent.flat()).toEqual([waiting]);
  });
});

describe('an entry queued by an older app, of an operation this one no longer has', () => {
  it('goes to the shore, which refuses it with its reason, and holds back nothing made after it', async () => {
    const old = {
      id: ulid(clock - 86_400_000),
      op: 'hor/day/old-save',
      body: { yachtId: 1, date: '2026-10-01' },
      baseVersion: 0,
      status: 'pending',
      attempts: 0,
      nextAttemptAt: clock - 86_400_000,
      createdAt: clock - 86_400_000,
      coalesceKey: null,
      userId: 7,
    } as unknown as OutboxEntry;
    await db.outbox.add(old);
    const later = await saveRestDay(db, { userId: 7, vesselId: 1, date: '2026-11-03', work: W1 }, clock);
    const sent: string[] = [];
    const fetch = (async (_url: string, init?: RequestInit) => {
      const body = JSON.parse(unpackSync(init?.body as Uint8Array)) as { ops: { id: string; op: string }[] };
      sent.push(...body.ops.map((o) => o.id));
      const results = body.ops.map((o) =>
        o.op === old.op
          ? { id: o.id, status: 'rejected', message: 'Unknown operation: this server does not take it.' }
          : { id: o.id, status: 'applied', version: 30 },
      );
      return Response.json({ results, changes: { cursor: 20, restDays: [], restMonths: [] } });
    }) as typeof globalThis.fetch;
    expect(await runSync(db, { fetch, baseUrl: '/api/v1', now: () => clock }, DEVICE_REGISTRY)).toMatchObject(
      {
        outcome: 'synced',
      },
    );
    expect(sent).toEqual([old.id, later.id]);
    expect(await db.outbox.get(later.id)).toBeUndefined();
    const kept = await db.outbox.get(old.id);
    expect(kept?.status).toBe('rejected');
    // The Sync page names it and the user may discard it.
    expect(typeof opOf(DEVICE_REGISTRY, kept!).describe(kept!.body, (s) => s)).toBe('string');
    await discardChange(db, DEVICE_REGISTRY, kept!);
    expect(await db.outbox.count()).toBe(0);
  });
});

describe('an entry queued by an older app, its body in a shape this one no longer reads', () => {
  it('goes to the shore as it is and holds back nothing made after it', async () => {
    const old = {
      id: ulid(clock - 86_400_000),
      op: 'hor/day/save',
      // An older day save: one date, under another name.
      body: { yachtId: 1, date: '2026-10-01', binary: W1 },
      baseVersion: 0,
      status: 'pending',
      attempts: 0,
      nextAttemptAt: clock - 86_400_000,
      createdAt: clock - 86_400_000,
      coalesceKey: null,
      userId: 7,
    } as unknown as OutboxEntry;
    await db.outbox.add(old);
    const later = await saveRestDay(db, { userId: 7, vesselId: 1, date: '2026-11-04', work: W1 }, clock);
    const sent: string[] = [];
    const fetch = (async (_url: string, init?: RequestInit) => {
      const body = JSON.parse(unpackSync(init?.body as Uint8Array)) as { ops: { id: string; op: string }[] };
      sent.push(...body.ops.map((o) => o.id));
      const results = body.ops.map((o) =>
        o.id === old.id
          ? {
              id: o.id,
              status: 'rejected',
              message: 'Invalid data.',
              errorList: [{ property: 'dates', message: 'Field is required.' }],
            }
          : { id: o.id, status: 'applied', version: 30 },
      );
      return Response.json({ results, changes: { cursor: 20, restDays: [], restMonths: [] } });
    }) as typeof globalThis.fetch;
    expect(await runSync(db, { fetch, baseUrl: '/api/v1', now: () => clock }, DEVICE_REGISTRY)).toMatchObject(
      {
        outcome: 'synced',
      },
    );
    expect(sent).toEqual([old.id, later.id]);
    expect((await db.outbox.get(old.id))?.status).toBe('rejected');
    expect(await db.outbox.get(later.id)).toBeUndefined();
    await discardChange(db, DEVICE_REGISTRY, (await db.outbox.get(old.id))!);
    expect(await db.outbox.count()).toBe(0);
  });
});

describe('the device failing to record an answer the shore gave (storage full, a crash)', () => {
  it('sends the change again under the same key, and settles it once it can record the answer', async () => {
    const entry = await saveRestDay(db, { userId: 7, vesselId: 1, date: '2026-11-05', work: W1 }, clock);
    const day = { userId: 7, vesselId: 1, date: '2026-11-06', work: W2, version: 12, cleared: false };
    const keys: string[] = [];
    const fetch = (async (_url: string, init?: RequestInit) => {
      const body = JSON.parse(unpackSync(init?.body as Uint8Array)) as { ops: { id: string }[] };
      keys.push(...body.ops.map((o) => o.id));
      const results = body.ops.map((o) => ({ id: o.id, status: 'applied', version: 11 }));
      return Response.json({ results, changes: { cursor: 20, restDays: [day], restMonths: [] } });
    }) as typeof globalThis.fetch;
    const net: Net = { fetch, baseUrl: '/api/v1', now: () => clock };
    const full = vi
      .spyOn(db.restDays, 'bulkPut')
      .mockRejectedValueOnce(new DOMException('full', 'QuotaExceededError'));
    await expect(runSync(db, net, DEVICE_REGISTRY)).rejects.toThrow();
    full.mockRestore();
    // Nothing of the answer was kept: the change still waits, the pulled day is not half-written.
    expect((await db.outbox.get(entry.id))?.status).toBe('sending');
    expect(await db.restDays.get([7, 1, '2026-11-06'])).toBeUndefined();
    expect(await runSync(db, net, DEVICE_REGISTRY)).toMatchObject({ outcome: 'synced' });
    expect(keys).toEqual([entry.id, entry.id]);
    expect(await db.outbox.count()).toBe(0);
    expect((await db.restDays.get([7, 1, '2026-11-05']))?.version).toBe(11);
    expect((await db.restDays.get([7, 1, '2026-11-06']))?.work).toBe(W2);
  });
});

describe("the shore's answer to a batch failing on the way", () => {
  const cases: [string, () => Response, string, string][] = [
    ['a server error', () => new Response('boom', { status: 500 }), 'server-error', 'server'],
    ['a gateway 502', () => new Response('bad gateway', { status: 502 }), 'offline', 'offline'],
    ['a gateway 503', () => new Response('unavailable', { status: 503 }), 'offline', 'offline'],
    ['too many requests', () => new Response('slow down', { status: 429 }), 'server-error', 'server'],
    [
      'a proxy page in place of the answer',
      () => new Response('<html>login</html>', { status: 200 }),
      'offline',
      'offline',
    ],
    [
      'a packed answer cut short',
      () =>
        new Response(new Uint8Array([1, 2, 3]), {
          status: 200,
          headers: { 'content-type': 'application/octet-stream', 'x-sync-encoding': 'dict-v1' },
        }),
      'offline',
      'offline',
    ],
  ];
  it.each(cases)(
    '%s: the changes wait, unsent, and go again under their keys',
    async (_, bad, outcome, why) => {
      const a = await saveRestDay(db, { userId: 7, vesselId: 1, date: '2026-11-07', work: W1 }, clock);
      const b = await saveRestDay(db, { userId: 7, vesselId: 1, date: '2026-11-08', work: W2 }, clock);
      let failing = true;
      const s = shore();
      const fetch = (async (url: string, init?: RequestInit) => {
        if (!failing) return s.net.fetch(url, init);
        return bad();
      }) as typeof globalThis.fetch;
      const report = await runSync(db, { ...s.net, fetch }, DEVICE_REGISTRY);
      expect(report.outcome).toBe(outcome);
      for (const e of [a, b])
        expect(await db.outbox.get(e.id)).toMatchObject({ status: 'pending', lastError: why });
      failing = false;
      // Later (past any back-off), the shore answers: both go, each once, under the keys first sent.
      await runSync(db, { ...s.net, fetch, now: () => clock + 300_000 }, DEVICE_REGISTRY);
      expect(s.sent.flat()).toEqual([a.id, b.id]);
      expect(await db.outbox.count()).toBe(0);
    },
  );
});

describe("an edit on a shared phone of a record another user's unsent change is about", () => {
  it("is a change of its own, the editor's: never merged into the other user's", async () => {
    // Sam's change waits unsealed (a session from before seal keys, or one sealed with none) while
    // an officer, logged in on the same phone, corrects the same day of Sam's.
    const day = { userId: 7, vesselId: 1, date: '2026-11-09' };
    const sams = await saveRestDay(db, { ...day, work: W1 }, clock);
    await db.session.update('current', {
      user: { id: 4, email: 'officer@demo.yacht', firstName: 'O', lastName: 'F' },
    });
    const officers = await saveRestDay(db, { ...day, work: W2 }, clock + 1);
    expect(officers.id).not.toBe(sams.id);
    expect(await db.outbox.get(sams.id)).toMatchObject({ userId: 7, body: { binary: W1 } });
    expect(await db.outbox.get(officers.id)).toMatchObject({ userId: 4, body: { binary: W2 } });
  });
});
