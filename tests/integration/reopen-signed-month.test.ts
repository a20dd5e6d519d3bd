import type { LoginResponse } from '@contracts/auth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deviceSigner } from '../../server/testing/device-signer';
import { scratchVessel } from '../../server/testing/scratch-vessel';
import { startTestServer, TEST_TODAY, type TestServer } from '../../server/testing/test-server';
import { DEVICE_REGISTRY } from '../../src/app/sync-registry';
import { openAppDb } from '../../src/db/app-db';
import { copyDaysOnDevice, copyTargetState } from '../../src/features/rest-hours/data/copy-days';
import { saveRestDay, saveRestDayRange } from '../../src/features/rest-hours/data/save-rest-day';
import type { Net } from '../../src/sync/auth-refresh';
import { runSync } from '../../src/sync/run-sync';

/**
 * Issue 7, gap 2: editing a signed month. The day page asks once that the month will need
 * signing again; the save it then queues carries that answer, so the server reopens the month
 * instead of answering 'conflict' (the month was signed after the day was first saved).
 */
let s: TestServer;
beforeAll(async () => {
  s = await startTestServer();
});
afterAll(() => s.close());

const now = new Date(`${TEST_TODAY}T12:00:00Z`).getTime();
const WATCH = '000000000000111111111111000011111111110000000000';
const OTHER = '111111110000000000000000111111110000000000000000';

async function signedMonthOnADevice() {
  const v = await scratchVessel(s);
  const res = await s.post('/login', { username: v.crew.email, password: 'Demo1234' });
  const login = (await res.json()) as LoginResponse;
  const db = openAppDb(`reopen-${v.vesselId}`);
  await db.session.put({ ...login, key: 'current', needsLogin: false });
  const net: Net = {
    baseUrl: '/api/v1',
    now: () => now,
    fetch: ((url: string, init: RequestInit) => s.app.request(url, init)) as typeof fetch,
  };
  const ref = { userId: v.crew.id, vesselId: v.vesselId };
  await saveRestDay(db, { ...ref, date: '2026-10-05', work: WATCH }, now);
  expect((await runSync(db, net, DEVICE_REGISTRY)).outcome).toBe('synced');
  // The month is signed after the day was saved (on this phone or another): the day's version is older.
  const signer = await deviceSigner(s, login.accessToken, v.crew.id);
  const op = { id: `01JREOPEN${String(v.vesselId).padStart(17, '0')}`, op: 'hor/month/sign', baseVersion: 0 };
  const signed = await s.post(
    '/sync',
    { cursor: 0, ops: [{ ...op, body: await signer.sign('sign', v.crew.id, v.vesselId, '2026-10') }] },
    login.accessToken,
  );
  expect((await signed.json()).results[0].status).toBe('applied');
  expect((await runSync(db, net, DEVICE_REGISTRY)).outcome).toBe('synced');
  expect((await db.restMonths.get([v.crew.id, v.vesselId, '2026-10']))?.signedBy).toBe(v.crew.id);
  return { db, net, ref };
}

const serverMonth = (ref: { userId: number; vesselId: number }) =>
  s.db.query<{ signed_by: number | null }>(
    `SELECT signed_by FROM rest_months WHERE user_id = $1 AND vessel_id = $2 AND month = '2026-10'`,
    [ref.userId, ref.vesselId],
  );

describe('editing a signed month', () => {
  it('without the confirmed reopen, the server answers conflict (what the day page used to send)', async () => {
    const { db, net, ref } = await signedMonthOnADevice();
    await saveRestDayRange(db, { ...ref, dates: ['2026-10-05'], work: OTHER }, now);
    await runSync(db, net, DEVICE_REGISTRY);
    expect((await db.outbox.toArray()).map((e) => e.status)).toEqual(['conflict']);
    db.close();
  });

  it('with it, the month opens at once on the device and the server takes the change', async () => {
    const { db, net, ref } = await signedMonthOnADevice();
    await saveRestDayRange(db, { ...ref, dates: ['2026-10-05'], work: OTHER, reopen: true }, now);
    // Offline already, the month no longer shows as signed over records it does not cover.
    expect((await db.restMonths.get([ref.userId, ref.vesselId, '2026-10']))?.signedBy).toBeNull();
    expect((await runSync(db, net, DEVICE_REGISTRY)).outcome).toBe('synced');
    expect(await db.outbox.count()).toBe(0);
    expect((await serverMonth(ref))[0]?.signed_by ?? null).toBeNull();
    const [day] = await s.db.query<{ work: string }>(
      `SELECT work FROM rest_days WHERE user_id = $1 AND vessel_id = $2 AND day = '2026-10-05'`,
      [ref.userId, ref.vesselId],
    );
    expect(day?.work).toBe(OTHER);
    expect((await db.restMonths.get([ref.userId, ref.vesselId, '2026-10']))?.signedBy ?? null).toBeNull();
    db.close();
  });
});

/** Issue 30, 2.1: copying days into a signed month asks first, and its answer travels with the copy. */
describe('copying days into a signed month', () => {
  it('is known to need the question before anything is queued', async () => {
    const { db, ref } = await signedMonthOnADevice();
    expect(await copyTargetState(db, ref.userId, ref.vesselId, ['2026-10-20', '2026-11-02'])).toBe('signed');
    expect(await copyTargetState(db, ref.userId, ref.vesselId, ['2026-11-02'])).toBe('open');
    expect(await db.outbox.count()).toBe(0);
    db.close();
  });

  it('with the answer "save and reopen", the copies reach the server with no conflict', async () => {
    const { db, net, ref } = await signedMonthOnADevice();
    const plan = ['2026-10-20', '2026-10-21'].map((date) => ({ date, work: WATCH }));
    await copyDaysOnDevice(db, { ...ref, plan, reopen: true }, now);
    expect((await db.outbox.toArray()).map((e) => (e.body as { reopen?: boolean }).reopen)).toEqual([
      true,
      true,
    ]);
    expect((await runSync(db, net, DEVICE_REGISTRY)).outcome).toBe('synced');
    expect(await db.outbox.count()).toBe(0);
    expect((await serverMonth(ref))[0]?.signed_by ?? null).toBeNull();
    db.close();
  });
});
