import 'fake-indexeddb/auto';
import type { LoginResponse } from '@contracts/auth';
import { DEVICE_REGISTRY } from '../../src/app/sync-registry';
import { openAppDb } from '../../src/db/app-db';
import { signMonthOnDevice } from '../../src/features/rest-hours/data/hor-commands';
import { ensureDeviceKey } from '../../src/lib/device-crypto';
import { runSync } from '../../src/sync/run-sync';
import { answerJson, bodyBytes } from './wire-bytes';

/** Bytes of request body for one month's sign-off sent through /sync (Node's WebCrypto signs). */
export async function signOffBytes(baseUrl: string) {
  const login = (await (
    await fetch(`${baseUrl}/api/v1/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'purser@demo.yacht', password: 'Demo1234' }),
    })
  ).json()) as LoginResponse;
  const db = openAppDb(`bench-sign-${Date.now()}`);
  const session = { ...login, key: 'current' as const, needsLogin: false };
  await db.session.put(session);
  const net = { baseUrl: `${baseUrl}/api/v1`, now: () => Date.now(), fetch: globalThis.fetch };
  await runSync(db, net, DEVICE_REGISTRY);
  await ensureDeviceKey(db, login.user.id, async (publicJwk) => {
    const res = await fetch(`${baseUrl}/api/v1/devices/keys`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${login.accessToken}` },
      body: JSON.stringify({ publicJwk }),
    });
    return ((await res.json()) as { keyId: string }).keyId;
  });
  const vessel = login.vessels.find((v) => v.codename === 'aurora')!;
  const month = new Date().toISOString().slice(0, 7);
  await signMonthOnDevice(
    db,
    session,
    { kind: 'sign', userId: login.user.id, vesselId: vessel.id, month },
    Date.now(),
  );
  let sent = 0;
  let status = '';
  const counting: typeof fetch = async (url, init) => {
    const body = init?.body;
    sent += bodyBytes(body);
    const res = await fetch(url, init);
    const copy = await answerJson<{ results?: { status: string }[] }>(res.clone());
    status = copy.results?.[0]?.status ?? status;
    return res;
  };
  await runSync(db, { ...net, fetch: counting }, DEVICE_REGISTRY);
  db.close();
  return { sent, status };
}
