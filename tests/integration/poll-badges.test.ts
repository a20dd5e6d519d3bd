import type { LoginResponse } from '@contracts/auth';
import type { StatusAnswer } from '@contracts/inbox';
import { inSyncEncoding } from '@contracts/sync-wire';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../server/testing/test-server';
import { DEVICE_REGISTRY } from '../../src/app/sync-registry';
import { openAppDb } from '../../src/db/app-db';
import type { Net } from '../../src/sync/auth-refresh';
import { askBadgesFor, readKeptBadges } from '../../src/sync/poll-badges';
import { runSync } from '../../src/sync/run-sync';
import { unpackSync } from '../../src/sync/sync-wire';

/**
 * Issue 34, goal 1: the device's poll asks for the top bar's badges with the tag of those it
 * holds; they come back only when they changed, and no GET /status goes beside the poll.
 */
let s: TestServer;
beforeAll(async () => {
  s = await startTestServer();
});
afterAll(() => s.close());

async function phone(email: string) {
  const login = (await (
    await s.post('/login', { username: email, password: 'Demo1234' })
  ).json()) as LoginResponse;
  const db = openAppDb(`badges-${email}-${Date.now()}`);
  await db.session.put({ ...login, key: 'current', needsLogin: false });
  const sent: { url: string; body: { badges?: unknown } }[] = [];
  const got: { badges?: StatusAnswer }[] = [];
  const net: Net = {
    baseUrl: '/api/v1',
    now: () => s.deps.clock().getTime(),
    fetch: (async (url: string, init: RequestInit) => {
      sent.push({ url, body: JSON.parse(unpackSync(init.body as Uint8Array)) });
      const res = await s.app.request(url, init);
      const bytes = new Uint8Array(await res.clone().arrayBuffer());
      got.push(JSON.parse(inSyncEncoding(res.headers) ? unpackSync(bytes) : new TextDecoder().decode(bytes)));
      return res;
    }) as typeof fetch,
  };
  const kept = async () => readKeptBadges((await db.meta.get('lastStatus'))?.value);
  return { db, login, sent, got, kept, sync: () => runSync(db, net, DEVICE_REGISTRY) };
}

describe('the badges on the poll', () => {
  it('keeps what GET /status answers, then polls without them until one changes', async () => {
    const crew = await phone('crew@demo.yacht');
    const aurora = await s.vesselId('aurora');
    await askBadgesFor(crew.db, aurora);
    expect((await crew.sync()).outcome).toBe('synced');
    const status = await (
      await s.request(`/status/foryacht/${aurora}`, { token: crew.login.accessToken })
    ).json();
    expect(await crew.kept()).toEqual({ vesselId: aurora, status });

    crew.got.length = 0;
    await crew.sync();
    expect(crew.sent.every((r) => r.url === '/api/v1/sync')).toBe(true);
    expect(crew.got).toEqual([expect.not.objectContaining({ badges: expect.anything() })]);

    const officer = await s.login('officer@demo.yacht');
    await s.post(
      '/notification',
      { yachtId: aurora, header: 'Drill', text: 'At 14:00.' },
      officer.accessToken,
    );
    await crew.sync();
    expect((await crew.kept())?.status.inboxCount).toBe(status.inboxCount + 1);
    expect(await crew.db.messages.filter((m) => m.header === 'Drill').count()).toBe(1);
    crew.db.close();
  });

  it('asks for all the vessels when none is opened, and nothing when no page shows badges', async () => {
    const captain = await phone('captain@demo.yacht');
    await captain.sync();
    expect(captain.sent.length).toBeGreaterThan(0);
    expect(captain.sent.filter((r) => 'badges' in r.body)).toEqual([]);
    await askBadgesFor(captain.db, undefined);
    await captain.sync();
    const status = await (await s.request('/status', { token: captain.login.accessToken })).json();
    expect(await captain.kept()).toEqual({ vesselId: null, status });
    captain.db.close();
  });
});
