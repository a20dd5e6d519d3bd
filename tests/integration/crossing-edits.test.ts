import type { LoginResponse } from '@contracts/auth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deviceSigner } from '../../server/testing/device-signer';
import { scratchVessel } from '../../server/testing/scratch-vessel';
import { startTestServer, TEST_TODAY, type TestServer } from '../../server/testing/test-server';
import { DEVICE_REGISTRY } from '../../src/app/sync-registry';
import type { AppDb } from '../../src/db/app-db';
import { saveRestDay, saveRestDayRange } from '../../src/features/rest-hours/data/save-rest-day';
import { discardChange } from '../../src/sync/conflicts';
import { syncedTables } from '../../src/sync/device-kit';
import { startAfresh } from '../../src/sync/first-sync';
import { serverDevice } from '../kits/server-device';

/**
 * Edits of one day that cross on a device, with the app's real sync code (Dexie on
 * fake-indexeddb): a rejected or conflicting edit kept for the user, then a newer edit that
 * the server applies, then Discard; and a tablet shared by an officer and a crew member. The
 * device must end with the server's copy. (An answer that left out the device's own edits to
 * save bytes failed all three: the device's copy of the server's version went stale.)
 */
let s: TestServer;
beforeAll(async () => {
  s = await startTestServer();
});
afterAll(() => s.close());

const NOW = new Date(`${TEST_TODAY}T12:00:00Z`).getTime();
/** The devices' clock (backing off after no link waits on it). */
let clock = NOW;
const W0 = '000000001111111100000000000000001111111100000000';
const W1 = '111111110000000000000000111111110000000000000000';
const NEUTRAL = `nnnn${W0.slice(4)}`;

/** A device of the user, on the devices' clock. */
const openDevice = (email: string) => serverDevice(s, email, () => clock);

async function serverDay(userId: number, vesselId: number, date: string) {
  const [row] = await s.db.query<{ work: string; version: string | number }>(
    'SELECT work, version FROM rest_days WHERE user_id = $1 AND vessel_id = $2 AND day = $3 AND NOT cleared',
    [userId, vesselId, date],
  );
  return row ? { work: row.work, version: Number(row.version) } : null;
}

async function localDay(db: AppDb, userId: number, vesselId: number, date: string) {
  const row = await db.restDays.get([userId, vesselId, date]);
  return row ? { work: row.work, version: row.version } : null;
}

async function rejectionCase() {
  clock = NOW;
  const v = await scratchVessel(s);
  const d = await openDevice(v.crew.email);
  const date = '2026-10-20';
  const edit = { userId: v.crew.id, vesselId: v.vesselId, date };
  await d.sync();
  await saveRestDay(d.db, { ...edit, work: W0 }, NOW);
  expect((await d.sync()).outcome).toBe('synced');
  const first = await serverDay(v.crew.id, v.vesselId, date);
  expect(first?.work).toBe(W0);

  // An edit with neutral periods, which this vessel does not allow: rejected and kept.
  await saveRestDay(d.db, { ...edit, work: NEUTRAL }, NOW);
  await d.sync();
  const rejected = (await d.db.outbox.toArray()).find((e) => e.status === 'rejected');
  expect(rejected).toBeDefined();

  // The user fixes the day with a new edit: applied by the server.
  await saveRestDay(d.db, { ...edit, work: W1 }, NOW);
  await d.sync();
  expect((await serverDay(v.crew.id, v.vesselId, date))?.work).toBe(W1);

  // ...and discards the refused one.
  await discardChange(d.db, DEVICE_REGISTRY, rejected!);
  await d.sync();
  await d.sync();
  const server = await serverDay(v.crew.id, v.vesselId, date);
  const local = await localDay(d.db, v.crew.id, v.vesselId, date);
  return { server, local };
}

describe('a device with a kept rejection on a day, then a newer applied edit of that day', () => {
  it("Discard of the rejected edit puts back the server's current copy", async () => {
    const { server, local } = await rejectionCase();
    expect(local).toEqual(server);
  });

  it('the same with a conflict (month signed elsewhere) and a newer edit that reopens the month', async () => {
    clock = NOW;
    const v = await scratchVessel(s);
    const d = await openDevice(v.crew.email);
    const date = '2026-10-21';
    const edit = { userId: v.crew.id, vesselId: v.vesselId, date };
    await d.sync();
    await saveRestDay(d.db, { ...edit, work: W0 }, NOW);
    await d.sync();
    // The crew member signs October on another device (a laptop) meanwhile.
    const { accessToken } = await s.login(v.crew.email);
    const laptop = await deviceSigner(s, accessToken, v.crew.id);
    const signed = await s.post(
      '/sync',
      {
        cursor: 0,
        ops: [
          {
            id: '01ECHODEVSIGN0000000000001',
            op: 'hor/month/sign',
            body: await laptop.sign('sign', v.crew.id, v.vesselId, '2026-10'),
            baseVersion: 0,
          },
        ],
      },
      accessToken,
    );
    expect((await signed.json()).results[0].status).toBe('applied');

    // The phone, not yet synced, edits the day: a conflict (signed after its base version).
    await saveRestDay(d.db, { ...edit, work: W1 }, NOW);
    await d.sync();
    const conflict = (await d.db.outbox.toArray()).find((e) => e.status === 'conflict');
    expect(conflict).toBeDefined();
    // The user edits the day again, confirming the month is reopened: applied.
    await saveRestDayRange(
      d.db,
      { userId: v.crew.id, vesselId: v.vesselId, dates: [date], work: W1, reopen: true },
      NOW,
    );
    await d.sync();
    expect((await serverDay(v.crew.id, v.vesselId, date))?.work).toBe(W1);
    // ...and discards the conflicting first try.
    await discardChange(d.db, DEVICE_REGISTRY, conflict!);
    await d.sync();
    await d.sync();
    const server = await serverDay(v.crew.id, v.vesselId, date);
    const local = await localDay(d.db, v.crew.id, v.vesselId, date);
    expect(local).toEqual(server);
  });
});

describe('a shared device: an officer and the crew member edit the same day, each in their own session', () => {
  /** startSession's switch of user (src/features/access/data/start-session.ts), without the browser parts. */
  async function switchUser(db: AppDb, email: string) {
    const login = (await (
      await s.post('/login', { username: email, password: 'Demo1234' })
    ).json()) as LoginResponse;
    const previous = await db.session.get('current');
    await db.transaction(
      'rw',
      [db.session, db.meta, db.outbox, db.shadows, ...syncedTables(DEVICE_REGISTRY, db)],
      async () => {
        if (previous && previous.user.id !== login.user.id) {
          await startAfresh(db, DEVICE_REGISTRY);
          await db.meta.delete('queryCache');
        }
        await db.session.put({ ...login, key: 'current', needsLogin: false });
      },
    );
  }

  async function sharedCase() {
    clock = NOW;
    const v = await scratchVessel(s);
    const d = await openDevice(v.crew.email);
    const date = '2026-10-22';
    const edit = { userId: v.crew.id, vesselId: v.vesselId, date };
    await d.sync();
    // The crew member records the day at sea (the app tried to send it: no link) and hands
    // the tablet over.
    await saveRestDay(d.db, { ...edit, work: W0 }, NOW);
    d.link.offline = true;
    expect((await d.sync()).outcome).toBe('offline');
    d.link.offline = false;
    await switchUser(d.db, v.officer.email);
    // The officer corrects it and syncs: only the officer's entry goes.
    await saveRestDay(d.db, { ...edit, work: W1 }, NOW);
    for (
      let i = 0;
      i < 4 && (await d.sync()).outcome === 'synced' && (await d.db.meta.get('firstSync'));
      i++
    );
    await d.sync();
    // The crew member signs in again; their entry goes now. It was based on a copy older than
    // the officer's correction: a conflict naming the officer, the correction kept on the server.
    await switchUser(d.db, v.crew.email);
    clock += 3600_000; // past the back-off of the failed send
    for (let i = 0; i < 4; i++) await d.sync();
    const [conflict] = await d.db.outbox.toArray();
    expect(conflict?.status).toBe('conflict');
    expect(conflict?.conflict?.message).toBe(
      'Omar Scratch changed this record while your change was waiting to be sent.',
    );
    expect((await serverDay(v.crew.id, v.vesselId, date))?.work).toBe(W1);
    // The crew member keeps the correction.
    await discardChange(d.db, DEVICE_REGISTRY, conflict!);
    for (let i = 0; i < 2; i++) await d.sync();
    expect(await d.db.outbox.count()).toBe(0);
    const server = await serverDay(v.crew.id, v.vesselId, date);
    const local = await localDay(d.db, v.crew.id, v.vesselId, date);
    return { server, local };
  }

  it("the crew member's older edit meets the officer's correction, and the device ends with the value the server kept", async () => {
    const { server, local } = await sharedCase();
    expect(server?.work).toBe(W1);
    expect(local).toEqual(server);
  });
});
