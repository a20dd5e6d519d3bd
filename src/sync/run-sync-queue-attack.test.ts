import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { allApplied, openCrewDevice } from '../../tests/kits/crew-device';
import { DEVICE_REGISTRY } from '../app/sync-registry';
import type { AppDb } from '../db/app-db';
import { saveRestDay } from '../features/rest-hours/data/save-rest-day';
import type { Net } from './auth-refresh';
import { runSync } from './run-sync';
import { unpackSync } from './sync-wire';

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
