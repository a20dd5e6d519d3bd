import { addDays } from '@domain/calendar/iso-date';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { crewServer } from '../../../testing/crew-fixture';
import { TEST_TODAY } from '../../../testing/test-server';
import { queueDailyRuns } from '../../jobs/daily-jobs';
import { rolesEnded } from './roles-ended';

/**
 * The day's run of roles-ended (roles-ended.ts): a role ending on a later day keeps its user in the
 * vessel's approval groups until that day ends, and drops them after it; a server that was down
 * on the day after the end catches up; each ended role is handled once.
 */
let t: Awaited<ReturnType<typeof crewServer>>;
beforeAll(async () => {
  t = await crewServer();
});
afterAll(() => t.s.close());

type Feed = {
  cursor: number;
  leaveSettings?: { vesselId: number; approvers: { userId: number }[] }[];
  certSettings?: { vesselId: number; approvalGroup: number[] }[];
};

/** The server's clock at noon of `day` (it only moves forward). */
const goTo = (day: string) => t.s.advance(Date.parse(`${day}T12:00:00Z`) - t.s.clock().getTime());

/** The day's runs of `day`, as the first tick after its midnight queues them, done. */
async function dailyRun(day: string) {
  goTo(day);
  await queueDailyRuns(t.s.db, t.s.deps.jobs, day);
  await t.s.drainJobs();
}

/** Aurora's three approval groups as the captain sees them now: the leave and certificate groups
 * from a device's feed (since `cursor`: only a change comes), the hours-of-rest one from its list. */
async function groupsSeen(cursor = 0) {
  const { accessToken } = await t.s.login('captain@demo.yacht');
  const feed = (await (
    await t.s.request(`/sync/changes?since=${cursor}`, { token: accessToken })
  ).json()) as Feed;
  const hor = (await (
    await t.s.request(`/hor/approvalGroup/list/${t.aurora}`, { token: accessToken })
  ).json()) as { userId: number }[];
  return {
    cursor: feed.cursor,
    leave: feed.leaveSettings?.find((s) => s.vesselId === t.aurora)?.approvers.map((a) => a.userId),
    certs: feed.certSettings?.find((s) => s.vesselId === t.aurora)?.approvalGroup,
    hor: hor.map((m) => m.userId),
  };
}

const accessVersion = async (userId: number) =>
  Number(
    (await t.s.db.query<{ v: string }>('SELECT access_version AS v FROM users WHERE id = $1', [userId]))[0]!
      .v,
  );

/** Puts `userId` in Aurora's three approval groups, as a captain would. */
async function inEveryGroup(userId: number) {
  const { accessToken } = await t.s.login('captain@demo.yacht');
  const put = await t.s.request(`/hor/approvalGroup/${t.aurora}/${userId}`, {
    method: 'PUT',
    body: JSON.stringify({ watchkeeper: false }),
    token: accessToken,
  });
  expect(put.status).toBe(200);
  for (const table of ['leave_approval_members', 'cert_group_members'])
    await t.s.db.query(`INSERT INTO ${table} (vessel_id, user_id) VALUES ($1, $2) ON CONFLICT DO NOTHING`, [
      t.aurora,
      userId,
    ]);
}

const inGroups = (seen: Awaited<ReturnType<typeof groupsSeen>>, userId: number) => [
  seen.leave?.includes(userId),
  seen.certs?.includes(userId),
  seen.hor.includes(userId),
];

describe('roles that end', () => {
  it('a role ending on a later day keeps its user in the approval groups through that day, and drops them after it', async () => {
    const officer = t.userId.officer!;
    await inEveryGroup(officer);
    const endDate = addDays(TEST_TODAY, 2);
    const removed = await t.s.post(
      '/users/removefromyacht',
      { userID: officer, yachtID: t.aurora, endDate },
      (await t.s.login('captain@demo.yacht')).accessToken,
    );
    expect(removed.status).toBe(200);
    const before = await groupsSeen();
    expect(inGroups(before, officer)).toEqual([true, true, true]);
    const access = await accessVersion(officer);

    await dailyRun(addDays(TEST_TODAY, 1));
    await dailyRun(endDate); // the last day of the role
    expect(inGroups(await groupsSeen(), officer)).toEqual([true, true, true]);
    expect(await accessVersion(officer)).toBe(access);

    await dailyRun(addDays(endDate, 1));
    // A device that held the groups gets them without the officer on its next pull.
    const after = await groupsSeen(before.cursor);
    expect(inGroups(after, officer)).toEqual([false, false, false]);
    expect(after.leave).toContain(t.userId.captain); // the rest of the group stays
    // Their devices start afresh once: the next day's run leaves them be.
    expect(await accessVersion(officer)).toBeGreaterThan(access);
    const once = await accessVersion(officer);
    await dailyRun(addDays(endDate, 2));
    expect(await accessVersion(officer)).toBe(once);
  });

  it('a role that ended while the server was down is handled by the first run after, once', async () => {
    const purser = t.userId.purser!;
    await inEveryGroup(purser);
    const today = t.s.clock().toISOString().slice(0, 10);
    // Its end date passed on days no run happened (the server was down from the day it ended).
    await t.s.db.query('UPDATE user_vessel_roles SET end_date = $3 WHERE user_id = $1 AND vessel_id = $2', [
      purser,
      t.aurora,
      today,
    ]);
    const access = await accessVersion(purser);
    const back = addDays(today, 4);
    await dailyRun(back);
    expect(inGroups(await groupsSeen(), purser)).toEqual([false, false, false]);
    expect(await accessVersion(purser)).toBeGreaterThan(access);
    const once = await accessVersion(purser);
    // Run again (a retried job) and on the next day: nothing more.
    await rolesEnded(t.s.db, back);
    await dailyRun(addDays(back, 1));
    expect(await accessVersion(purser)).toBe(once);
  });

  it('a role ended at once leaves every group then, and the next run does not start its devices afresh again', async () => {
    const crew = t.userId.crew!;
    await inEveryGroup(crew);
    const { accessToken } = await t.s.login('captain@demo.yacht');
    // Former crew from yesterday, as the crew list's status change does it.
    const former = await t.s.request(`/crewonyacht/${t.crewId.crew}/assignstate`, {
      method: 'PUT',
      body: JSON.stringify({ stateId: 2 }),
      token: accessToken,
    });
    expect(former.status).toBe(200);
    expect(inGroups(await groupsSeen(), crew)).toEqual([false, false, false]);
    const access = await accessVersion(crew);
    await dailyRun(addDays(t.s.clock().toISOString().slice(0, 10), 1));
    expect(await accessVersion(crew)).toBe(access);
  });

  it('an ended role cannot join the hours-of-rest group again, nor is it offered for it', async () => {
    // The officer's role ended in the first case; the crew member is current.
    const { accessToken } = await t.s.login('captain@demo.yacht');
    const eligible = (await (
      await t.s.request(`/hor/approvalGroup/eligible/${t.aurora}?searchStr=&maxResults=50`, {
        token: accessToken,
      })
    ).json()) as { userId: number }[];
    expect(eligible.map((e) => e.userId)).not.toContain(t.userId.officer);
    const put = (userId: number) =>
      t.s.request(`/hor/approvalGroup/${t.aurora}/${userId}`, {
        method: 'PUT',
        body: JSON.stringify({ watchkeeper: false }),
        token: accessToken,
      });
    expect((await put(t.userId.officer!)).status).toBe(404);
    expect(inGroups(await groupsSeen(), t.userId.officer!)[2]).toBe(false);
  });
});
