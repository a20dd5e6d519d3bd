import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type LeaveTestServer, leaveServer } from '../../server/testing/leave-fixture';
import { TEST_TODAY } from '../../server/testing/test-server';
import {
  saveCrewOrder,
  saveProfile as saveCrewProfile,
  saveLeaveIncrement,
  savePosition,
} from '../../src/features/crew/data/crew-commands';
import { changeRate, editProfile } from '../../src/features/leave/data/leave-profile-commands';
import { serverDevice } from '../kits/server-device';

type ServerDevice = Awaited<ReturnType<typeof serverDevice>>;

/**
 * A purser's own changes queued at sea, one after the other, on a crew member's record and on
 * their leave profile: the server's link writes the crew record's leave days onto the profile
 * (leave-days-link.ts), a new version of it. The profile edit queued after it was based on the
 * version before: the user's own earlier change must not make it a conflict (it came back as
 * 'changed by someone else meanwhile', and 'keep the server's' lost it). A change by someone
 * else in between still is one. With the app's real sync code (Dexie on fake-indexeddb).
 */
let L: LeaveTestServer;
/** Crew below the purser (whose leave days a purser edits) with an active yearly profile, one per test. */
let targets: { crewId: number; profileId: string }[];
/** Crew below the purser, from the other end of the list (none of `targets` in the first ones). */
let crewTargets: number[];
beforeAll(async () => {
  L = await leaveServer();
  targets = await L.s.db.query<{ crewId: number; profileId: string }>(
    `SELECT p.crew_id AS "crewId", p.id AS "profileId" FROM leave_profiles p
       JOIN user_vessel_roles uvr ON uvr.id = p.crew_id JOIN roles r ON r.id = uvr.role_id
      WHERE p.vessel_id = $1 AND p.active AND NOT p.deleted AND p.type = 'yearly' AND r.permission_level < 5
      ORDER BY p.crew_id`,
    [L.aurora],
  );
  crewTargets = (
    await L.s.db.query<{ id: number }>(
      `SELECT uvr.id FROM user_vessel_roles uvr JOIN roles r ON r.id = uvr.role_id
        WHERE uvr.vessel_id = $1 AND r.permission_level < 5 ORDER BY uvr.id DESC`,
      [L.aurora],
    )
  ).map((r) => Number(r.id));
});
afterAll(() => L.s.close());

/** A run that says more waits (a first sync in parts). */
const syncing = (r: Awaited<ReturnType<ServerDevice['sync']>>) => 'more' in r && Boolean(r.more);

const NOW = new Date(`${TEST_TODAY}T12:00:00Z`).getTime();

async function purserDevice() {
  const d = await serverDevice(L.s, 'purser@demo.yacht', () => NOW);
  for (let i = 0; i < 10 && syncing(await d.sync()); i++);
  return d;
}

const serverProfile = async (id: string) =>
  (
    await L.s.db.query<{ flight_entitlement: number | null; initial_leave: string; rates: unknown }>(
      'SELECT flight_entitlement, initial_leave, rates FROM leave_profiles WHERE id = $1',
      [id],
    )
  )[0]!;

/** At sea: Edit leave details on the crew record (35 days), then Edit profile (3 flights). */
async function queueBoth(d: Awaited<ReturnType<typeof purserDevice>>, n: number, days: string) {
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

const statuses = async (d: Awaited<ReturnType<typeof purserDevice>>) =>
  (await d.db.outbox.toArray()).map((e) => `${e.op}:${e.status}`);

describe("a user's own queued changes: the crew record's leave days, then the leave profile", () => {
  it('sent in one batch: both applied, the flights kept beside the new rate', async () => {
    const d = await purserDevice();
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
    const d = await purserDevice();
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
    const d = await purserDevice();
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
    const d = await serverDevice(
      L.s,
      'purser@demo.yacht',
      () => NOW,
      async () => {
        // The fleet manager edits the profile once the crew record's change reached the shore.
        const edit = fleetEdit;
        fleetEdit = null;
        await edit?.();
      },
    );
    for (let i = 0; i < 10 && syncing(await d.sync()); i++);
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

describe("a user's own queued changes on one crew record: Edit leave details, then the position details", () => {
  /** At sea: 34 leave days (which moves the crew record's version), then the port of embarkation. */
  async function queueLeaveThenPosition(d: ServerDevice, n: number, port: string) {
    const who = { db: d.db, userId: d.login.user.id, now: NOW };
    const crewId = crewTargets[n]!;
    await saveLeaveIncrement(who, (await d.db.crew.get(crewId))!, {
      amount: '34',
      changeDate: TEST_TODAY,
      comment: 'New contract',
    });
    const crew = (await d.db.crew.get(crewId))!;
    await savePosition(who, crew, {
      crewId,
      departmentId: crew.departmentId,
      positionId: crew.positionId,
      portOfEmbarkation: port,
    });
    return crewId;
  }
  const serverPort = async (crewId: number) =>
    (
      await L.s.db.query<{ port: string | null }>(
        'SELECT port_of_embarkation AS port FROM user_vessel_roles WHERE id = $1',
        [crewId],
      )
    )[0]!.port;

  it('sent in one batch: both applied', async () => {
    const d = await purserDevice();
    d.link.offline = true;
    const crewId = await queueLeaveThenPosition(d, 0, 'Palma');
    d.link.offline = false;
    await d.sync();
    expect(await statuses(d)).toEqual([]);
    expect(await serverPort(crewId)).toBe('Palma');
  });

  it('sent one by one: both applied', async () => {
    const d = await purserDevice();
    d.link.offline = true;
    const crewId = await queueLeaveThenPosition(d, 1, 'Antibes');
    d.link.offline = false;
    await d.db.meta.put({ key: 'sendOneByOne', value: 1 });
    await d.sync();
    expect(await statuses(d)).toEqual([]);
    expect(await serverPort(crewId)).toBe('Antibes');
  });

  it('someone else changed the crew record before: still a conflict', async () => {
    const d = await purserDevice();
    d.link.offline = true;
    const crewId = await queueLeaveThenPosition(d, 2, 'Genoa');
    const crew = (await d.db.crew.get(crewId))!;
    // The captain, ashore, sets the crew member's repatriation meanwhile.
    const [row] = await L.s.db.query<{ version: number }>(
      'SELECT version FROM user_vessel_roles WHERE id = $1',
      [crewId],
    );
    const captain = await L.op(
      'captain',
      'crew/position/save',
      { crewId, departmentId: crew.departmentId, positionId: crew.positionId, repatriation: 'London' },
      Number(row!.version),
    );
    expect(captain.status).toBe('applied');
    d.link.offline = false;
    await d.sync();
    expect(await statuses(d)).toEqual(['crew/position/save:conflict']);
    expect(await serverPort(crewId)).not.toBe('Genoa');
  });
});

describe("a user's own queued changes: the leave profile's rate, then the crew record's position details", () => {
  /** At sea: Change rate to 38 days (the link writes them onto the crew record), then the port. */
  async function queueRateThenPosition(d: ServerDevice, n: number, port: string) {
    const who = { db: d.db, userId: d.login.user.id, now: NOW };
    const { crewId, profileId } = targets[n]!;
    const profile = (await d.db.leaveProfiles.get(profileId))!;
    await changeRate(who, profile, {
      yachtId: L.aurora,
      profileId,
      type: 'yearly',
      daysPerYear: 38,
      changeDate: TEST_TODAY,
      comment: 'New contract',
    });
    const crew = (await d.db.crew.get(crewId))!;
    await savePosition(who, crew, {
      crewId,
      departmentId: crew.departmentId,
      positionId: crew.positionId,
      portOfEmbarkation: port,
    });
    return crewId;
  }

  it('sent in one batch, and one by one: both applied', async () => {
    for (const [n, oneByOne, port] of [
      [4, false, 'Monaco'],
      [5, true, 'Naples'],
    ] as const) {
      const d = await purserDevice();
      d.link.offline = true;
      const crewId = await queueRateThenPosition(d, n, port);
      d.link.offline = false;
      if (oneByOne) await d.db.meta.put({ key: 'sendOneByOne', value: 1 });
      await d.sync();
      expect(await statuses(d)).toEqual([]);
      const [row] = await L.s.db.query<{ port: string | null }>(
        'SELECT port_of_embarkation AS port FROM user_vessel_roles WHERE id = $1',
        [crewId],
      );
      expect(row!.port).toBe(port);
    }
  });
});

describe("a user's own queued changes that move crew records: a rename or the crew order, then a position", () => {
  const portOf = async (crewId: number) =>
    (
      await L.s.db.query<{ port: string | null }>(
        'SELECT port_of_embarkation AS port FROM user_vessel_roles WHERE id = $1',
        [crewId],
      )
    )[0]!.port;
  async function queuePosition(d: ServerDevice, crewId: number, port: string) {
    const crew = (await d.db.crew.get(crewId))!;
    await savePosition({ db: d.db, userId: d.login.user.id, now: NOW }, crew, {
      crewId,
      departmentId: crew.departmentId,
      positionId: crew.positionId,
      portOfEmbarkation: port,
    });
  }

  it('a rename (every crew record of the person moves), then the position: both applied', async () => {
    const d = await purserDevice();
    d.link.offline = true;
    const crewId = crewTargets[3]!;
    const crew = (await d.db.crew.get(crewId))!;
    await saveCrewProfile(
      { db: d.db, userId: d.login.user.id, now: NOW },
      crew,
      await d.db.crewDetails.get(crewId),
      {
        crewId,
        firstName: `${crew.firstName}a`,
        lastName: crew.lastName,
      },
    );
    await queuePosition(d, crewId, 'Valletta');
    d.link.offline = false;
    await d.sync();
    expect(await statuses(d)).toEqual([]);
    expect(await portOf(crewId)).toBe('Valletta');
  });

  it('the crew order, then a position: both applied, also one by one', async () => {
    for (const [n, oneByOne, port] of [
      [4, false, 'Cannes'],
      [5, true, 'Ibiza'],
    ] as const) {
      const d = await purserDevice();
      d.link.offline = true;
      const crewId = crewTargets[n]!;
      await saveCrewOrder(
        { db: d.db, userId: d.login.user.id, now: NOW },
        L.aurora,
        new Map([[crewId, 900 + n]]),
      );
      await queuePosition(d, crewId, port);
      d.link.offline = false;
      if (oneByOne) await d.db.meta.put({ key: 'sendOneByOne', value: 1 });
      await d.sync();
      expect(await statuses(d)).toEqual([]);
      expect(await portOf(crewId)).toBe(port);
    }
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
