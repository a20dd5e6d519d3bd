import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { allApplied, openCrewDevice } from '../../tests/kits/crew-device';
import { DEVICE_REGISTRY } from '../app/sync-registry';
import type { AppDb } from '../db/app-db';
import { saveRestDay } from '../features/rest-hours/data/save-rest-day';
import type { Net } from './auth-refresh';
import { runSync } from './run-sync';

/**
 * A token the server refuses before its time (revoked, a clock behind the shore's) mid-run: the
 * sync renews it once. A renewal that cannot reach the shore says nothing about the session.
 */
const WORK = '1'.repeat(8) + '0'.repeat(40);
const clock = 1_800_000_000_000;
let db: AppDb;

beforeEach(async () => {
  db = await openCrewDevice('token', clock + 600_000);
});
afterEach(() => db.close());

/** The shore refuses token-1; the renewal answers as `refresh` says; token-2 is taken. */
function shore(refresh: () => Promise<Response>) {
  const sent: string[][] = [];
  const fetch = (async (url: string, init?: RequestInit) => {
    if (url.endsWith('/refreshtoken')) return refresh();
    if (new Headers(init?.headers).get('authorization') !== 'Bearer token-2')
      return Response.json({ message: 'Unauthorized' }, { status: 401 });
    return allApplied(init, sent);
  }) as typeof globalThis.fetch;
  const net: Net = { fetch, baseUrl: '/api/v1', now: () => clock };
  return { net, sent };
}

const renewed = () =>
  Promise.resolve(
    Response.json({ accessToken: 'token-2', refreshToken: 'refresh-2', accessExpiresAt: clock + 900_000 }),
  );

describe('a token refused mid-run', () => {
  it('is renewed once and the batch goes under the new one, each change once', async () => {
    const entry = await saveRestDay(db, { userId: 7, vesselId: 1, date: '2026-11-01', work: WORK }, clock);
    const s = shore(renewed);
    expect(await runSync(db, s.net, DEVICE_REGISTRY)).toMatchObject({ outcome: 'synced', sent: 1 });
    expect(s.sent).toEqual([[entry.id]]);
    expect(await db.outbox.count()).toBe(0);
  });

  it('whose renewal finds no shore (the link dropped) waits for the link, not for a login', async () => {
    const entry = await saveRestDay(db, { userId: 7, vesselId: 1, date: '2026-11-01', work: WORK }, clock);
    const down = shore(() => Promise.reject(new TypeError('Failed to fetch')));
    expect(await runSync(db, down.net, DEVICE_REGISTRY)).toMatchObject({ outcome: 'offline' });
    // Before, the session was ended: every change waited until the user typed the password again.
    expect((await db.session.get('current'))?.needsLogin).toBe(false);
    expect(await db.outbox.get(entry.id)).toMatchObject({ status: 'pending', lastError: 'offline' });

    const back = shore(renewed);
    expect(await runSync(db, back.net, DEVICE_REGISTRY)).toMatchObject({ outcome: 'synced', sent: 1 });
    // Its back-off ends with the shore's first answer: it goes in the same run.
    expect(back.sent).toEqual([[], [entry.id]]);
  });

  it('whose renewal answer is cut off on the way back waits for the link, and asks again with the token it holds', async () => {
    const entry = await saveRestDay(db, { userId: 7, vesselId: 1, date: '2026-11-01', work: WORK }, clock);
    const held = (await db.session.get('current'))?.refreshToken;
    const cut = shore(() =>
      Promise.resolve(new Response('{"accessToken":"token-2","refreshTo', { status: 200 })),
    );
    expect(await runSync(db, cut.net, DEVICE_REGISTRY)).toMatchObject({ outcome: 'offline' });
    expect((await db.session.get('current'))?.needsLogin).toBe(false);
    expect(await db.outbox.get(entry.id)).toMatchObject({ status: 'pending', lastError: 'offline' });

    // The shore renews a token whose answer was lost (server/src/kernel/refresh-rotation.ts).
    const asked: string[] = [];
    const back = shore(async () => {
      asked.push(held ?? '');
      return renewed();
    });
    expect(await runSync(db, back.net, DEVICE_REGISTRY)).toMatchObject({ outcome: 'synced', sent: 1 });
    expect(asked).toEqual([held]);
    expect(back.sent).toEqual([[], [entry.id]]);
  });

  it('whose renewal the shore refuses asks for a login and keeps every change', async () => {
    await saveRestDay(db, { userId: 7, vesselId: 1, date: '2026-11-01', work: WORK }, clock);
    const ended = shore(() => Promise.resolve(Response.json({ message: 'ended' }, { status: 401 })));
    expect(await runSync(db, ended.net, DEVICE_REGISTRY)).toMatchObject({ outcome: 'needs-login' });
    expect((await db.session.get('current'))?.needsLogin).toBe(true);
    expect(await db.outbox.toArray()).toMatchObject([{ status: 'pending', lastError: 'needs-login' }]);
  });
});

describe("a token's expiry on a phone whose clock is far from the shore's", () => {
  /** The shore's answers, by path: renewals are counted, a batch under token-1 or token-2 is taken. */
  function counting(shoreNow: number) {
    const calls: string[] = [];
    const sent: string[][] = [];
    const fetch = (async (url: string, init?: RequestInit) => {
      if (url.endsWith('/refreshtoken')) {
        calls.push('refresh');
        return Response.json({
          accessToken: 'token-2',
          refreshToken: 'refresh-2',
          accessExpiresAt: shoreNow + 900_000,
        });
      }
      const token = new Headers(init?.headers).get('authorization');
      calls.push(`sync ${token}`);
      // The shore judges the token by its own clock: token-1 ran out at shoreNow - 1 min.
      if (token === 'Bearer token-1') return Response.json({ message: 'Unauthorized' }, { status: 401 });
      return allApplied(init, sent);
    }) as typeof globalThis.fetch;
    return { fetch, calls, sent };
  }

  it('ahead of it: a token still good on the shore is used, not renewed at every sync', async () => {
    const ahead = clock + 2 * 86_400_000;
    await db.session.update('current', { accessToken: 'token-2', accessExpiresAt: clock + 600_000 });
    await db.meta.put({ key: 'shoreClockOffset', value: clock - ahead });
    const s = counting(clock);
    const net: Net = { fetch: s.fetch, baseUrl: '/api/v1', now: () => ahead };
    await saveRestDay(db, { userId: 7, vesselId: 1, date: '2026-11-01', work: WORK }, ahead);
    expect(await runSync(db, net, DEVICE_REGISTRY)).toMatchObject({ outcome: 'synced', sent: 1 });
    // Before, each sync (and each call of the app) began with a renewal over the satellite link.
    expect(s.calls).toEqual(['sync Bearer token-2']);
  });

  it('behind it: a token run out on the shore is renewed first, the batch not sent twice', async () => {
    const behind = clock - 3_600_000;
    await db.session.update('current', { accessExpiresAt: clock - 60_000 });
    await db.meta.put({ key: 'shoreClockOffset', value: clock - behind });
    const s = counting(clock);
    const net: Net = { fetch: s.fetch, baseUrl: '/api/v1', now: () => behind };
    await saveRestDay(db, { userId: 7, vesselId: 1, date: '2026-11-01', work: WORK }, behind);
    expect(await runSync(db, net, DEVICE_REGISTRY)).toMatchObject({ outcome: 'synced', sent: 1 });
    // Before, the whole batch went under the dead token, was refused, and went again.
    expect(s.calls).toEqual(['refresh', 'sync Bearer token-2']);
  });
});
