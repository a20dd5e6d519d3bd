import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LeaveTestServer } from '../../server/testing/leave-fixture';
import { TEST_TODAY } from '../../server/testing/test-server';
import {
  saveCrewOrder,
  saveProfile as saveCrewProfile,
  saveLeaveIncrement,
} from '../../src/features/crew/data/crew-commands';
import { changeRate } from '../../src/features/leave/data/leave-profile-commands';
import {
  NOW,
  ownQueuedServer,
  portOf as portRow,
  purserDevice,
  queuePosition,
  type ServerDevice,
  statuses,
} from '../kits/own-queued-kit';

/**
 * A purser's own changes queued at sea that move a crew record besides their own (Edit leave
 * details writes its leave days, a leave profile's rate writes them through the link, a rename
 * every record of the person, the crew order each one reordered), then an edit of the crew
 * record's position details based on the version before: no conflict, as it is the user's own
 * change; someone else's change before still is one. The leave profile's side:
 * own-queued-changes.test.ts.
 */
let L: LeaveTestServer;
let targets: { crewId: number; profileId: string }[];
let crewTargets: number[];
beforeAll(async () => {
  ({ L, targets, crewTargets } = await ownQueuedServer());
});
afterAll(() => L.s.close());

const portOf = (crewId: number) => portRow(L, crewId);

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
    await queuePosition(d, crewId, port);
    return crewId;
  }

  it('sent in one batch: both applied', async () => {
    const d = await purserDevice(L);
    d.link.offline = true;
    const crewId = await queueLeaveThenPosition(d, 0, 'Palma');
    d.link.offline = false;
    await d.sync();
    expect(await statuses(d)).toEqual([]);
    expect(await portOf(crewId)).toBe('Palma');
  });

  it('sent one by one: both applied', async () => {
    const d = await purserDevice(L);
    d.link.offline = true;
    const crewId = await queueLeaveThenPosition(d, 1, 'Antibes');
    d.link.offline = false;
    await d.db.meta.put({ key: 'sendOneByOne', value: 1 });
    await d.sync();
    expect(await statuses(d)).toEqual([]);
    expect(await portOf(crewId)).toBe('Antibes');
  });

  it('someone else changed the crew record before: still a conflict', async () => {
    const d = await purserDevice(L);
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
    expect(await portOf(crewId)).not.toBe('Genoa');
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
    await queuePosition(d, crewId, port);
    return crewId;
  }

  it('sent in one batch, and one by one: both applied', async () => {
    for (const [n, oneByOne, port] of [
      [4, false, 'Monaco'],
      [5, true, 'Naples'],
    ] as const) {
      const d = await purserDevice(L);
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
  it('a rename (every crew record of the person moves), then the position: both applied', async () => {
    const d = await purserDevice(L);
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
      const d = await purserDevice(L);
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
