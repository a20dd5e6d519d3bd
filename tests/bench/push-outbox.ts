import 'fake-indexeddb/auto';
import type { LoginResponse } from '@contracts/auth';
import { addDays } from '@domain/calendar/iso-date';
import { DEVICE_REGISTRY } from '../../src/app/sync-registry';
import { openAppDb } from '../../src/db/app-db';
import { saveRestDay } from '../../src/features/rest-hours/data/save-rest-day';
import { runSync } from '../../src/sync/run-sync';
import { bodyBytes } from './wire-bytes';

/**
 * Queues `count` rest-day edits on a device database and pushes them to a running server,
 * counting bytes on the wire (request bodies, compressed response bodies) and time.
 */
export async function pushQueuedEdits(baseUrl: string, count: number) {
  const login = (await (
    await fetch(`${baseUrl}/api/v1/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'crew@demo.yacht', password: 'Demo1234' }),
    })
  ).json()) as LoginResponse;
  const db = openAppDb(`bench-${Date.now()}`);
  await db.session.put({ ...login, key: 'current', needsLogin: false });
  const vessel = login.vessels.find((v) => v.codename === 'aurora')!;
  // Pull once first, so the measured push carries only the edits and their echo.
  const net = { baseUrl: `${baseUrl}/api/v1`, now: () => Date.now(), fetch: globalThis.fetch };
  await runSync(db, net, DEVICE_REGISTRY);

  for (let i = 0; i < count; i++) {
    const work = (i % 2 ? '1'.repeat(8) + '0'.repeat(8) : '0'.repeat(8) + '1'.repeat(8)).repeat(3);
    await saveRestDay(
      db,
      { userId: login.user.id, vesselId: vessel.id, date: addDays('2027-01-01', i), work },
      Date.now(),
    );
  }
  let sent = 0;
  let received = 0;
  let requests = 0;
  const counting: typeof fetch = async (url, init) => {
    requests++;
    const body = init?.body;
    sent += bodyBytes(body);
    const res = await fetch(url, {
      ...init,
      headers: { ...Object.fromEntries(new Headers(init?.headers)), 'accept-encoding': 'br' },
    });
    received += Number(res.headers.get('content-length') ?? 0);
    return res;
  };
  const t0 = performance.now();
  const report = await runSync(db, { ...net, fetch: counting }, DEVICE_REGISTRY);
  const ms = performance.now() - t0;
  const left = await db.outbox.count();
  db.close();
  return { ms, sent, received, requests, report, left };
}
