import type { LoginResponse } from '@contracts/auth';
import type { TestServer } from '../../server/testing/test-server';
import { DEVICE_REGISTRY } from '../../src/app/sync-registry';
import { openAppDb } from '../../src/db/app-db';
import type { Net } from '../../src/sync/auth-refresh';
import { runSync } from '../../src/sync/run-sync';

/**
 * A device of a signed-in user against a test server: its own app database (fake IndexedDB), the
 * app's real sync code, a link that can be cut (`link.offline`) and the device's clock (`now`).
 */
export async function serverDevice(
  s: TestServer,
  email: string,
  now: () => number,
  /** Runs after each answer of the shore, before the device reads it (a change made ashore meanwhile). */
  afterAnswer?: (url: string) => Promise<void>,
) {
  const login = (await (
    await s.post('/login', { username: email, password: 'Demo1234' })
  ).json()) as LoginResponse;
  const db = openAppDb(`device-${Math.random()}`);
  await db.session.put({ ...login, key: 'current', needsLogin: false });
  const env = { incoming: { socket: { remoteAddress: '192.0.2.9', remotePort: 1, remoteFamily: 'IPv4' } } };
  const link = { offline: false };
  const net: Net = {
    baseUrl: '/api/v1',
    now,
    fetch: (async (url: string, init: RequestInit) => {
      if (link.offline) throw new TypeError('Failed to fetch');
      const res = await s.app.request(url, init, env);
      await afterAnswer?.(url);
      return res;
    }) as typeof fetch,
  };
  return { db, login, link, sync: () => runSync(db, net, DEVICE_REGISTRY) };
}
