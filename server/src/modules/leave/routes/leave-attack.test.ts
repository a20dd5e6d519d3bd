import type { LeaveProfileRecord } from '@contracts/leave-records';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type LeaveTestServer, leaveServer } from '../../../../testing/leave-fixture';

/** Issue 30's leave changes, attacked with other roles, odd bodies and back-dated changes. */
let t: LeaveTestServer;
beforeAll(async () => {
  t = await leaveServer();
});
afterAll(() => t.s.close());

const profileById = async (id: string) =>
  (await t.feed('fleet')).leaveProfiles?.find((p) => p.id === id) as LeaveProfileRecord;
const profileOf = (who: string) => profileById(t.profileId[who]!);

describe('the crew record’s leave days and the profile’s rate', () => {
  it('a back-dated increment older than the one in force at the profile’s start leaves the profile alone', async () => {
    const [yearly] = await t.s.db.query<{ id: string; crew_id: number; start_date: string }>(
      `SELECT id, crew_id, start_date::text AS start_date FROM leave_profiles
        WHERE vessel_id = $1 AND active AND NOT deleted AND type = 'yearly' ORDER BY id LIMIT 1`,
      [t.aurora],
    );
    const who = Object.keys(t.profileId).find((w) => t.profileId[w] === yearly!.id)!;
    const before = await profileOf(who);
    // The crew record's history gains an older figure (a correction of last year's contract):
    // the figure in force when the profile starts is still the newer one, so the profile must not move.
    const res = await t.call('fleet', 'POST', `/leaveincrement/crewonyacht/${yearly!.crew_id}`, {
      incrementId: t.newId('I'),
      amount: 25,
      changeDate: '2025-01-01',
      comment: 'Last year’s contract',
    });
    expect(res.status, await res.clone().text()).toBe(200);
    const [crew] = await t.s.db.query<{ leave_days: string }>(
      'SELECT leave_days FROM user_vessel_roles WHERE id = $1',
      [yearly!.crew_id],
    );
    expect(Number(crew!.leave_days)).toBe(30);
    expect((await profileOf(who)).rates).toEqual(before.rates);
  });

  it('a Change profile dated before the profile’s start is refused, not a relabelled type', async () => {
    const [p] = await t.s.db.query<{ id: string; crew_id: number }>(
      `SELECT id, crew_id FROM leave_profiles
        WHERE vessel_id = $1 AND active AND NOT deleted AND type = 'yearly' AND start_date = '2026-09-01'
        ORDER BY id DESC LIMIT 1`,
      [t.aurora],
    );
    const before = await profileById(p!.id);
    const change = { yachtId: t.aurora, type: 'accrued', ratio: 0.5, comment: 'Back-dated' };
    const res = await t.call(
      'fleet',
      'PUT',
      `/leave/profiles/${p!.id}/rate`,
      { ...change, changeDate: '2020-01-01' },
      { 'x-base-version': String(before.version) },
    );
    expect(res.status).toBe(400);
    expect((await res.json()).errorList).toEqual([
      { property: 'changeDate', message: 'Must not be before the start date.' },
    ]);
    const queued = await t.op('fleet', 'leave/profile/rate', {
      ...change,
      profileId: p!.id,
      changeDate: '2026-08-30',
    });
    expect(queued).toMatchObject({ status: 'rejected' });
    expect(await profileById(p!.id)).toEqual(before);
    // The day before the start changes the profile from its start.
    const fromStart = await t.op(
      'fleet',
      'leave/profile/rate',
      { ...change, profileId: p!.id, changeDate: '2026-08-31' },
      before.version,
    );
    expect(fromStart.status).toBe('applied');
    expect((await profileById(p!.id)).rates).toEqual([
      {
        from: '2026-09-01',
        type: 'accrued',
        ratio: 0.5,
        daysPerYear: null,
        changeDate: '2026-08-31',
        comment: 'Back-dated',
      },
    ]);
  });

  it('a yearly rate is the crew record’s leave days: no one sets their own, nor a superior’s, through the profile', async () => {
    const leaveDays = async (who: string) =>
      (
        await t.s.db.query<{ leave_days: string }>('SELECT leave_days FROM user_vessel_roles WHERE id = $1', [
          t.crewId[who],
        ])
      )[0]!.leave_days;
    for (const [who, target] of [
      ['purser', 'purser'],
      ['purser', 'captain'],
    ] as const) {
      // Edit leave details refuses them...
      const direct = await t.call(who, 'POST', `/leaveincrement/crewonyacht/${t.crewId[target]}`, {
        incrementId: t.newId('I'),
        amount: 55,
        changeDate: '2026-11-30',
      });
      expect(direct.status).toBe(403);
      // ...and so does the profile's yearly rate, which would write the same figure.
      const before = await profileOf(target);
      const days = await leaveDays(target);
      const change = {
        yachtId: t.aurora,
        type: 'yearly',
        daysPerYear: 50,
        changeDate: '2026-11-30',
        comment: 'Raise',
      };
      const res = await t.call(who, 'PUT', `/leave/profiles/${before.id}/rate`, change, {
        'x-base-version': String(before.version),
      });
      expect([who, target, res.status]).toEqual([who, target, 403]);
      const queued = await t.op(
        who,
        'leave/profile/rate',
        { ...change, profileId: before.id },
        before.version,
      );
      expect(queued.status).toBe('rejected');
      expect(await leaveDays(target)).toBe(days);
      expect(await profileOf(target)).toEqual(before);
    }
    // An accrued ratio is no number of days, but it is what their own leave earns: not theirs either.
    const own = await profileOf('purser');
    const accrued = await t.call(
      'purser',
      'PUT',
      `/leave/profiles/${own.id}/rate`,
      { yachtId: t.aurora, type: 'accrued', ratio: 0.3, changeDate: '2026-11-30', comment: 'Rotation' },
      { 'x-base-version': String(own.version) },
    );
    expect(accrued.status).toBe(403);
    expect(await profileOf('purser')).toEqual(own);
  });
});

describe('one’s own leave profile', () => {
  const OWN = 'You cannot change your own leave profile or add leave to it. Another leave approver can.';
  const adjustment = (who: string, kind: 'additional' | 'rollover') => ({
    yachtId: t.aurora,
    adjustmentId: t.newId('ADJ'),
    profileId: t.profileId[who]!,
    kind,
    date: '2026-11-12',
    days: kind === 'additional' ? 5 : 0,
    comment: 'For myself',
  });

  it('level 5 adds no leave to it, edits, deletes nor reactivates it, online or queued; another approver may', async () => {
    const before = await profileOf('purser');
    const balance = async () =>
      (await t.feed('fleet')).leaveAdjustments?.filter((a) => a.profileId === before.id);
    const adjustments = await balance();
    const refusals = [
      await t.call('purser', 'POST', '/leave/adjustments', adjustment('purser', 'additional')),
      await t.call('purser', 'POST', '/leave/addAdditionalLeave', {
        leaveProfileID: before.id,
        noOfDays: 5,
        comment: 'For myself',
        changeDate: '2026-11-12',
      }),
      await t.call(
        'purser',
        'PUT',
        `/leave/profiles/${before.id}`,
        {
          yachtId: t.aurora,
          startDate: before.startDate,
          endDate: null,
          initialLeave: 30,
          changeDate: '2026-11-30',
          comment: 'For myself',
        },
        { 'x-base-version': String(before.version) },
      ),
    ];
    for (const res of refusals) {
      expect(res.status, await res.clone().text()).toBe(403);
      expect((await res.json()).message).toBe(OWN);
    }
    for (const [op, body] of [
      ['leave/adjust', adjustment('purser', 'rollover')],
      ['leave/profile/delete', { yachtId: t.aurora, profileId: before.id }],
      ['leave/profile/reactivate', { yachtId: t.aurora, profileId: before.id }],
    ] as const) {
      const queued = await t.op('purser', op, body, before.version);
      expect([op, queued.status, queued.message]).toEqual([op, 'rejected', OWN]);
    }
    expect(await profileOf('purser')).toEqual(before);
    expect(await balance()).toEqual(adjustments);
    // The captain, another approver, may; the owner does not rewrite the captain's words for it.
    const add = adjustment('purser', 'additional');
    const added = await t.op('captain', 'leave/adjust', { ...add, comment: 'Deducted: absence 28 Oct' });
    expect(added.status).toBe('applied');
    const history = (await (
      await t.call('captain', 'GET', `/leave/profiles/${before.id}/history`)
    ).json()) as {
      id: number;
      adjustmentId: string | null;
    }[];
    const entry = history.find((e) => e.adjustmentId === add.adjustmentId)!;
    const rewrite = await t.op('purser', 'leave/history/comment', {
      yachtId: t.aurora,
      entryId: entry.id,
      adjustmentId: add.adjustmentId,
      comment: 'Bonus day agreed',
    });
    expect([rewrite.status, rewrite.message]).toEqual(['rejected', OWN]);
  });

  it('an approval group that edits leave adds none to its own members’ profiles either', async () => {
    await t.inApprovalGroup(t.userId.officer!, async () => {
      await t.editByGroup(true);
      const own = await t.op('officer', 'leave/adjust', adjustment('officer', 'additional'));
      expect([own.status, own.message]).toEqual(['rejected', OWN]);
      const other = await t.op('officer', 'leave/adjust', adjustment('crew', 'additional'));
      expect(other.status).toBe('applied');
    });
  });
});
