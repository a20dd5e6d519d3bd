import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outsiderCaptain } from '../../server/testing/role-fixtures';
import { startTestServer, TEST_TODAY, type TestServer } from '../../server/testing/test-server';
import {
  deleteClockChange,
  recordClockChange,
  vesselClockChanges,
} from '../../src/features/rest-hours/data/clock-change-commands';
import { serverDevice } from '../kits/server-device';

/**
 * Issue 33: a clock change is a synced record. The master records it on a device with no link;
 * it waits in the outbox, reaches the server when the link is back, and comes through the feed
 * to a crew member's device on the same vessel, never to a device on another vessel. A deletion
 * made offline takes it off the crew's device the same way. The app's real sync code runs on
 * Dexie (fake-indexeddb).
 */
let s: TestServer;
beforeAll(async () => {
  s = await startTestServer();
});
afterAll(() => s.close());

describe('a clock change through sync', () => {
  it('recorded offline by the master, it reaches the crew’s device and no other vessel’s', async () => {
    const aurora = await s.vesselId('aurora');
    // The devices' clock: a send after the link failed waits on it.
    let clock = new Date(`${TEST_TODAY}T12:00:00Z`).getTime();
    const now = () => clock;
    const master = await serverDevice(s, 'captain@demo.yacht', now);
    const crew = await serverDevice(s, 'crew@demo.yacht', now);
    const outsider = await serverDevice(s, (await outsiderCaptain(s)).email, now);
    for (const d of [master, crew, outsider]) await d.sync();

    master.link.offline = true;
    const who = { db: master.db, userId: master.login.user.id, name: 'Captain', now: clock };
    await recordClockChange(who, { yachtId: aurora, date: '2026-11-08', at: '02:00', minutes: -60 });
    expect(await master.db.clockChanges.get([aurora, '2026-11-08'])).toMatchObject({
      pending: 1,
      minutes: -60,
    });
    expect((await master.sync()).outcome).not.toBe('synced');
    expect(await s.db.query('SELECT 1 FROM clock_changes WHERE vessel_id = $1', [aurora])).toEqual([]);

    master.link.offline = false;
    clock += 60_000; // past the back-off after the failed send
    expect((await master.sync()).outcome).toBe('synced');
    await crew.sync();
    await outsider.sync();
    expect(await vesselClockChanges(crew.db, aurora)).toEqual([
      expect.objectContaining({
        vesselId: aurora,
        date: '2026-11-08',
        at: '02:00',
        minutes: -60,
        deleted: false,
      }),
    ]);
    expect(await outsider.db.clockChanges.count()).toBe(0);

    // Deleted offline too: it leaves the crew's device after both sync.
    master.link.offline = true;
    const [held] = await vesselClockChanges(master.db, aurora);
    await deleteClockChange({ ...who, now: clock }, held!);
    expect(await vesselClockChanges(master.db, aurora)).toEqual([]);
    master.link.offline = false;
    clock += 60_000;
    expect((await master.sync()).outcome).toBe('synced');
    await crew.sync();
    expect(await vesselClockChanges(crew.db, aurora)).toEqual([]);
    expect(await outsider.db.clockChanges.count()).toBe(0);
  });
});
