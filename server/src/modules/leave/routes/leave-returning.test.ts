import type { LeaveProfileRecord } from '@contracts/leave-records';
import { leaveBalance } from '@domain/leave/balance';
import { leaveInputOf } from '@domain/leave/from-records';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type LeaveTestServer, leaveServer } from '../../../../testing/leave-fixture';
import { outsiderCaptain } from '../../../../testing/role-fixtures';

/**
 * Returning user (doc 3, section 4), as the device answers it through queued operations: a crew
 * member who left comes back. 'Activate old Leave Profile' (leave/profile/reactivate) carries the
 * old profile on as if they had not left; 'Set up a new Leave Profile' deletes the old leave data
 * (leave/profile/delete) and sets up a new one (leave/profile/setup), queued together.
 */
let t: LeaveTestServer;
const DAY = 86_400_000;
beforeAll(async () => {
  t = await leaveServer();
  // The officer and the crew member leave on 20 Nov and come back on 15 Dec.
  for (const who of ['officer', 'crew']) {
    const res = await t.call('captain', 'PUT', `/crewonyacht/${t.crewId[who]}/assignstate`, {
      stateId: 2,
      endDate: '2026-11-20',
    });
    expect(res.status, await res.clone().text()).toBe(200);
  }
  t.s.advance(30 * DAY);
  // A month on, the tokens of before have expired.
  for (const who of ['captain', 'purser', 'officer', 'crew'])
    t.token[who] = (await t.s.login(`${who}@demo.yacht`)).accessToken;
});
afterAll(() => t.s.close());

const profileRow = async (id: string) =>
  (
    await t.s.db.query<{ active: boolean; deleted: boolean; end_date: string | null }>(
      'SELECT active, deleted, end_date::text FROM leave_profiles WHERE id = $1',
      [id],
    )
  )[0]!;
const backOnBoard = async (who: string) => {
  const res = await t.call('captain', 'PUT', `/crewonyacht/${t.crewId[who]}/assignstate`, { stateId: 1 });
  expect(res.status, await res.clone().text()).toBe(200);
};
const reactivate = (who: string, profileId: string) =>
  t.op(who, 'leave/profile/reactivate', { yachtId: t.aurora, profileId });
const formerIds = async () =>
  (
    (await (await t.call('purser', 'GET', `/leave/${t.aurora}/x-employees`)).json()) as {
      profile: { id: string };
    }[]
  ).map((f) => f.profile.id);

describe('Activate old Leave Profile (queued)', () => {
  it('needs them back on board, and level 5 (or the approval group when it edits leave)', async () => {
    const id = t.profileId.officer!;
    expect(await profileRow(id)).toMatchObject({ active: false, end_date: '2026-11-20' });
    // Still former crew: the spec's 'user not found'.
    const away = await reactivate('purser', id);
    expect(away.status).toBe('rejected');
    expect(away.errorList?.[0]?.property).toBe('crewId');
    await backOnBoard('officer');
    t.token.outsider = (await outsiderCaptain(t.s)).token;
    for (const who of ['officer', 'crew', 'outsider']) {
      const refused = await reactivate(who, id);
      expect(refused.status, who).toBe('rejected');
      // The same answer as for an id nobody has: nothing told about another vessel's profile.
      if (who === 'outsider') expect(refused.message).toBe((await reactivate(who, t.newId('P'))).message);
    }
    expect(await profileRow(id)).toMatchObject({ active: false });
  });

  it('carries the profile on as if they had not left: the days away count too', async () => {
    const id = t.profileId.officer!;
    expect(await formerIds()).toContain(id);
    const former = (await (await t.call('purser', 'GET', `/leave/${t.aurora}/x-employees`)).json()) as {
      profile: { id: string };
      available: number;
    }[];
    const leftWith = former.find((f) => f.profile.id === id)!.available;
    const done = await reactivate('purser', id);
    expect(done.status, done.message).toBe('applied');
    expect(await profileRow(id)).toMatchObject({ active: true, end_date: null });
    expect(await formerIds()).not.toContain(id);
    // The balance today is the maths' over the whole time, with no end date (the feed's records).
    const feed = await t.feed('purser');
    const profile = feed.leaveProfiles!.find((p) => p.id === id)!;
    expect(profile).toMatchObject({ active: true, endDate: null });
    const expected = leaveBalance(
      leaveInputOf(
        profile,
        feed.leaveTypes!,
        feed.leaveRequests ?? [],
        feed.leaveAdjustments ?? [],
        feed.leaveSettings!.find((s) => s.vesselId === t.aurora)!,
      ),
      '2026-12-15',
    );
    const balances = await (await t.call('purser', 'GET', `/leave/${t.aurora}/balances`)).json();
    const row = balances.profiles.find((p: { profileId: string }) => p.profileId === id);
    expect(expected.ok && row.availableToday).toBeCloseTo(expected.ok ? expected.available : Number.NaN, 10);
    // Ended, it stood still at the day they left; carried on, the 25 days away earned leave.
    const ended = leaveBalance(
      leaveInputOf(
        { ...profile, endDate: '2026-11-20' },
        feed.leaveTypes!,
        feed.leaveRequests ?? [],
        feed.leaveAdjustments ?? [],
        feed.leaveSettings!.find((s) => s.vesselId === t.aurora)!,
      ),
      '2026-12-15',
    );
    expect(ended.ok && leftWith).toBeCloseTo(ended.ok ? ended.available : Number.NaN, 10);
    expect(row.availableToday).toBeGreaterThan(leftWith);
    const history = await (await t.call('purser', 'GET', `/leave/profiles/${id}/history`)).json();
    expect(history.map((h: { what: string }) => h.what)).toContain('reactivated');
    // Answered once: an active profile is not reactivated again.
    const again = await reactivate('purser', id);
    expect(again).toMatchObject({ status: 'rejected', message: 'This leave profile is active.' });
  });

  it('is refused where the leave module is off, changing nothing', async () => {
    await t.s.db.query("UPDATE vessels SET modules = array_remove(modules, 'leave') WHERE id = $1", [
      t.aurora,
    ]);
    try {
      const res = await reactivate('purser', t.profileId.officer!);
      expect(res.status).toBe('rejected');
    } finally {
      await t.s.db.query("UPDATE vessels SET modules = modules || '{leave}' WHERE id = $1", [t.aurora]);
    }
  });
});

describe('Set up a new Leave Profile (queued)', () => {
  it('deletes the old leave data and starts a new profile clean, in one batch', async () => {
    const old = t.profileId.crew!;
    await backOnBoard('crew');
    const [before] = await t.s.db.query<{ n: string }>(
      `SELECT (SELECT count(*) FROM leave_requests WHERE profile_id = $1 AND NOT deleted)
            + (SELECT count(*) FROM leave_adjustments WHERE profile_id = $1 AND NOT deleted) AS n`,
      [old],
    );
    expect(Number(before!.n)).toBeGreaterThan(0);
    const feed = await t.feed('purser');
    const oldCopy = feed.leaveProfiles!.find((p) => p.id === old) as LeaveProfileRecord;
    const fresh = t.newId('P');
    const ops = [
      {
        id: t.newId('OP'),
        op: 'leave/profile/delete',
        body: { yachtId: t.aurora, profileId: old },
        baseVersion: oldCopy.version,
      },
      {
        id: t.newId('OP'),
        op: 'leave/profile/setup',
        body: {
          yachtId: t.aurora,
          profileId: fresh,
          crewId: t.crewId.crew,
          type: 'yearly',
          startDate: '2026-12-15',
          daysPerYear: 36.5,
        },
        baseVersion: 0,
      },
    ];
    const res = await t.s.post('/sync', { cursor: 0, ops }, t.token.purser);
    const results = (await res.json()).results as { status: string }[];
    expect(results.map((r) => r.status)).toEqual(['applied', 'applied']);
    expect(await profileRow(old)).toMatchObject({ deleted: true, active: false });
    const left = await t.s.db.query(
      `SELECT 1 FROM leave_requests WHERE profile_id = $1 AND NOT deleted
        UNION ALL SELECT 1 FROM leave_adjustments WHERE profile_id = $1 AND NOT deleted`,
      [old],
    );
    expect(left).toHaveLength(0);
    expect(await formerIds()).not.toContain(old);
    // Nothing of the old leave reaches the new profile: it starts from its start date.
    const balances = await (await t.call('purser', 'GET', `/leave/${t.aurora}/balances`)).json();
    const row = balances.profiles.find((p: { profileId: string }) => p.profileId === fresh);
    expect(row).toMatchObject({ additional: 0 });
    expect(row.availableToday).toBeCloseTo(0.1, 10);
    // The old profile is gone for good: it cannot be reactivated any more.
    expect((await reactivate('purser', old)).status).toBe('rejected');
  });
});
