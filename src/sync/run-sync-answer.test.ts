import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openCrewDevice } from '../../tests/kits/crew-device';
import { DEVICE_REGISTRY } from '../app/sync-registry';
import type { AppDb } from '../db/app-db';
import { saveRestDay } from '../features/rest-hours/data/save-rest-day';
import type { Net } from './auth-refresh';
import { runSync } from './run-sync';
import { unpackSync } from './sync-wire';

/** The shore's answer to a batch, cut off on its way back (a satellite link drops often). */
const WORK = '1'.repeat(8) + '0'.repeat(40);
const clock = 1_800_000_000_000;
let db: AppDb;

beforeEach(async () => {
  db = await openCrewDevice('answer', clock + 600_000);
});
afterEach(() => db.close());

/** The headers came, then the link dropped: reading the body fails. */
const cutOff = () =>
  new Response(
    new ReadableStream({
      start: (c) => c.error(new TypeError('network error')),
    }),
    { status: 200, headers: { 'content-type': 'application/json' } },
  );

function shore(answer: () => Response | null) {
  const sent: string[][] = [];
  const fetch = (async (_url: string, init?: RequestInit) => {
    const body = JSON.parse(unpackSync(init?.body as Uint8Array)) as { ops: { id: string }[] };
    sent.push(body.ops.map((o) => o.id));
    const results = body.ops.map((o, i) => ({ id: o.id, status: 'applied', version: 10 + i }));
    return answer() ?? Response.json({ results, changes: { cursor: 20, restDays: [], restMonths: [] } });
  }) as typeof globalThis.fetch;
  const net: Net = { fetch, baseUrl: '/api/v1', now: () => clock };
  return { net, sent };
}

describe('an answer cut off on its way back', () => {
  it('is no answer: the changes wait for the link, not left "sending", and go again under their keys', async () => {
    const entry = await saveRestDay(db, { userId: 7, vesselId: 1, date: '2026-11-01', work: WORK }, clock);
    expect(await runSync(db, shore(cutOff).net, DEVICE_REGISTRY)).toEqual({ outcome: 'offline' });
    // Before, the run failed: the change showed 'sending' until a later run, and the app read
    // the dropped link as a server error.
    expect(await db.outbox.get(entry.id)).toMatchObject({ status: 'pending', lastError: 'offline' });
    expect((await db.meta.get('lastError'))?.value).toBe('offline');

    const back = shore(() => null);
    expect(await runSync(db, back.net, DEVICE_REGISTRY)).toMatchObject({ outcome: 'synced', sent: 1 });
    expect(back.sent.flat()).toEqual([entry.id]);
    expect(await db.outbox.count()).toBe(0);
  });
});

describe("the shore's clock", () => {
  it('is kept from each answer, so the app can tell a phone whose date is wrong', async () => {
    // The phone's clock (clock) is two days ahead of the shore's.
    const shoreNow = new Date(clock - 2 * 86_400_000).toUTCString();
    const dated = shore(() =>
      Response.json(
        { results: [], changes: { cursor: 20, restDays: [], restMonths: [] } },
        { headers: { date: shoreNow } },
      ),
    );
    expect(await runSync(db, dated.net, DEVICE_REGISTRY)).toMatchObject({ outcome: 'synced' });
    expect((await db.meta.get('shoreClockOffset'))?.value).toBe(-2 * 86_400_000);
  });
});
