import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { batch, madeRequest, uploadFile } from '../../server/testing/leave-extras-kit';
import type { LeaveTestServer } from '../../server/testing/leave-fixture';
import { TEST_TODAY } from '../../server/testing/test-server';
import { saveLeaveIncrement } from '../../src/features/crew/data/crew-commands';
import { editProfile } from '../../src/features/leave/data/leave-profile-commands';
import {
  NOW,
  ownQueuedServer,
  serverProfile as profileRow,
  purserDevice,
  type ServerDevice,
  statuses,
} from '../kits/own-queued-kit';

/**
 * A purser's own changes queued at sea, one after the other, on a crew member's record and on
 * their leave profile: the server's link writes the crew record's leave days onto the profile
 * (leave-days-link.ts), a new version of it. The profile edit queued after it was based on the
 * version before: the user's own earlier change must not make it a conflict (it came back as
 * 'changed by someone else meanwhile', and 'keep the server's' lost it). A change by someone
 * else in between still is one. With the app's real sync code (Dexie on fake-indexeddb). The
 * same for a comment of the leave history on a rate, which moves the profile too. The crew
 * record's side: own-queued-crew-changes.test.ts.
 */
let L: LeaveTestServer;
let targets: { crewId: number; profileId: string }[];
beforeAll(async () => {
  ({ L, targets } = await ownQueuedServer());
});
afterAll(() => L.s.close());

const serverProfile = (id: string) => profileRow(L, id);

/** At sea: Edit leave details on the crew record (35 days), then Edit profile (3 flights). */
async function queueBoth(d: ServerDevice, n: number, days: string) {
  const who_ = { db: d.db, userId: d.login.user.id, now: NOW };
  const target = targets[n]!;
  const crew = (await d.db.crew.get(target.crewId))!;
  await saveLeaveIncrement(who_, crew, { amount: days, changeDate: TEST_TODAY, comment: 'New contract' });
  const profile = (await d.db.leaveProfiles.get(target.profileId))!;
  await editProfile(who_, profile, {
    yachtId: L.aurora,
    profileId: profile.id,
    startDate: profile.startDate,
    endDate: profile.endDate,
    initialLeave: profile.initialLeave,
    flightEntitlement: 3,
    changeDate: TEST_TODAY,
    comment: 'Three flights a year',
  });
  return profile;
}

describe("a user's own queued changes: the crew record's leave days, then the leave profile", () => {
  it('sent in one batch: both applied, the flights kept beside the new rate', async () => {
    const d = await purserDevice(L);
    d.link.offline = true;
    const profile = await queueBoth(d, 0, '35');
    d.link.offline = false;
    await d.sync();
    expect(await statuses(d)).toEqual([]);
    const row = await serverProfile(profile.id);
    expect(row.flight_entitlement).toBe(3);
    expect(JSON.stringify(row.rates)).toContain('35');
  });

  it('sent one by one (two batches): the second is rebased on the first one’s answer, not a conflict', async () => {
    const d = await purserDevice(L);
    d.link.offline = true;
    const profile = await queueBoth(d, 1, '33');
    d.link.offline = false;
    await d.db.meta.put({ key: 'sendOneByOne', value: 1 });
    await d.sync();
    expect(await statuses(d)).toEqual([]);
    const row = await serverProfile(profile.id);
    expect(row.flight_entitlement).toBe(3);
    expect(JSON.stringify(row.rates)).toContain('33');
  });

  it('someone else changed the profile before the batch: still a conflict', async () => {
    const d = await purserDevice(L);
    d.link.offline = true;
    const profile = await queueBoth(d, 2, '36');
    // The captain, ashore, edits the same profile meanwhile.
    const [current] = await L.s.db.query<{ version: number }>(
      'SELECT version FROM leave_profiles WHERE id = $1',
      [profile.id],
    );
    const captain = await L.op(
      'captain',
      'leave/profile/edit',
      {
        yachtId: L.aurora,
        profileId: profile.id,
        startDate: profile.startDate,
        endDate: profile.endDate,
        initialLeave: profile.initialLeave + 1,
        flightEntitlement: 5,
        changeDate: TEST_TODAY,
        comment: 'Captain’s correction',
      },
      Number(current!.version),
    );
    expect(captain.status).toBe('applied');
    d.link.offline = false;
    await d.sync();
    expect(await statuses(d)).toEqual(['leave/profile/edit:conflict']);
    expect((await serverProfile(profile.id)).flight_entitlement).toBe(5);
  });

  it('someone else changed the profile between the two batches: still a conflict', async () => {
    let fleetEdit: (() => Promise<void>) | null = null;
    const d = await purserDevice(L, async () => {
      // The fleet manager edits the profile once the crew record's change reached the shore.
      const edit = fleetEdit;
      fleetEdit = null;
      await edit?.();
    });
    d.link.offline = true;
    const profile = await queueBoth(d, 3, '37');
    const edit = async () => {
      const [sent] = await L.s.db.query(
        'SELECT 1 FROM crew_leave_increments WHERE crew_id = $1 AND amount = 37',
        [targets[3]!.crewId],
      );
      if (!sent) {
        fleetEdit = edit;
        return;
      }
      const [current] = await L.s.db.query<{ version: number }>(
        'SELECT version FROM leave_profiles WHERE id = $1',
        [profile.id],
      );
      const fleet = await L.op(
        'fleet',
        'leave/profile/edit',
        {
          yachtId: L.aurora,
          profileId: profile.id,
          startDate: profile.startDate,
          endDate: profile.endDate,
          initialLeave: profile.initialLeave,
          flightEntitlement: 6,
          changeDate: TEST_TODAY,
          comment: 'Fleet’s correction',
        },
        Number(current!.version),
      );
      expect(fleet.status).toBe('applied');
    };
    fleetEdit = edit;
    d.link.offline = false;
    await d.db.meta.put({ key: 'sendOneByOne', value: 1 });
    await d.sync();
    expect(fleetEdit).toBeNull();
    expect(await statuses(d)).toEqual(['leave/profile/edit:conflict']);
    expect((await serverProfile(profile.id)).flight_entitlement).toBe(6);
  });
});

describe("a user's own queued changes: a comment of the leave history on a rate, then Edit profile", () => {
  /** The batch a device sends: the comment (which moves the profile's rates), then the edit. */
  async function batch(profileId: string, base: number, flights: number) {
    const [entry] = await L.s.db.query<{ id: number }>(
      `SELECT max(id) AS id FROM leave_history WHERE profile_id = $1 AND what = 'rate'`,
      [profileId],
    );
    const [p] = await L.s.db.query<{ start_date: string; initial_leave: string }>(
      'SELECT start_date::text, initial_leave FROM leave_profiles WHERE id = $1',
      [profileId],
    );
    const ops = [
      {
        id: L.newId('CM'),
        op: 'leave/history/comment',
        body: { yachtId: L.aurora, entryId: Number(entry!.id), comment: `Agreed ${flights}`, profileId },
        baseVersion: 0,
      },
      {
        id: L.newId('ED'),
        op: 'leave/profile/edit',
        body: {
          yachtId: L.aurora,
          profileId,
          startDate: p!.start_date,
          initialLeave: Number(p!.initial_leave),
          flightEntitlement: flights,
          changeDate: TEST_TODAY,
          comment: 'Flights',
        },
        baseVersion: base,
      },
    ];
    const res = await L.s.post('/sync', { cursor: 0, ops }, L.token.purser);
    return ((await res.json()) as { results: { status: string }[] }).results.map((r) => r.status);
  }
  const versionOf = async (profileId: string) =>
    Number(
      (
        await L.s.db.query<{ version: number }>('SELECT version FROM leave_profiles WHERE id = $1', [
          profileId,
        ])
      )[0]!.version,
    );

  it('in one batch: both applied', async () => {
    const { profileId } = targets[0]!;
    expect(await batch(profileId, await versionOf(profileId), 4)).toEqual(['applied', 'applied']);
    expect((await serverProfile(profileId)).flight_entitlement).toBe(4);
  });

  it('someone else changed the profile before the batch: the edit is still a conflict', async () => {
    const { profileId } = targets[0]!;
    const base = await versionOf(profileId);
    await L.s.db.query(
      'UPDATE leave_profiles SET initial_leave = initial_leave + 1, version = next_change() WHERE id = $1',
      [profileId],
    );
    expect(await batch(profileId, base, 7)).toEqual(['applied', 'conflict']);
  });
});

describe("a user's own queued changes: an attachment on a leave request, then an edit of the request", () => {
  const DATES = ['2027-02-01', '2027-02-02'];
  const versionOf = async (id: string) =>
    Number(
      (await L.s.db.query<{ version: number }>('SELECT version FROM leave_requests WHERE id = $1', [id]))[0]!
        .version,
    );
  /** The batch the crew member's phone sends: the file onto the request, then its comments. */
  async function attachThenEdit(requestId: string, dates: string[], base: number, comments: string) {
    const file = await uploadFile(L.s, L.token.crew!, { vesselId: L.aurora, userId: L.userId.crew! });
    expect(file.status).toBe(204);
    const results = await batch(L, L.token.crew!, [
      { op: 'leave/request/attach', body: { yachtId: L.aurora, requestId, fileId: file.id } },
      {
        op: 'leave/request/save',
        body: { ...L.requestBody('crew', dates, { comments, action: 'SAVE' }), requestId },
        baseVersion: base,
      },
    ]);
    return results.map((r) => r.status);
  }

  it('in one batch: both applied', async () => {
    const id = await madeRequest(L, 'crew', DATES);
    expect(await attachThenEdit(id, DATES, await versionOf(id), 'Ticket attached')).toEqual([
      'applied',
      'applied',
    ]);
  });

  it('someone else changed the request before the batch: the edit is still a conflict', async () => {
    const id = await madeRequest(L, 'crew', ['2027-02-08']);
    const base = await versionOf(id);
    await L.s.db.query('UPDATE leave_requests SET comments = $2, version = next_change() WHERE id = $1', [
      id,
      'Changed ashore',
    ]);
    const [a, b] = await attachThenEdit(id, ['2027-02-08'], base, 'Mine');
    expect([a, b]).toEqual(['applied', 'conflict']);
  });
});
