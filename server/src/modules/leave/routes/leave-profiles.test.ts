import { LEAVE_TEXT } from '@contracts/leave-records';
import { MSG } from '@contracts/messages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type LeaveTestServer, leaveServer } from '../../../../testing/leave-fixture';

/**
 * Issue 10: leave profiles and adjustments (doc 3, sections 4 to 6): setup by level 5 (or the
 * approval group when it edits leave), one active profile per crew member, edit and change with
 * their history, rollover bounds, delete and reactivation of a returning user.
 */
let t: LeaveTestServer;
let newcomer: number;
beforeAll(async () => {
  t = await leaveServer();
  // The demo crew member on Aurora left without a profile.
  const [row] = await t.s.db.query<{ id: number }>(
    `SELECT uvr.id FROM user_vessel_roles uvr WHERE uvr.vessel_id = $1 AND uvr.crew_status <> 2
        AND NOT EXISTS (SELECT 1 FROM leave_profiles p WHERE p.crew_id = uvr.id)
        AND uvr.user_id <> $2 ORDER BY uvr.id DESC LIMIT 1`,
    [t.aurora, t.userId.fleet],
  );
  newcomer = row!.id;
});
afterAll(() => t.s.close());

const setup = (who: string, body: Record<string, unknown>) =>
  t.call(who, 'POST', '/leave/profiles', {
    yachtId: t.aurora,
    profileId: t.newId('P'),
    crewId: newcomer,
    type: 'accrued',
    startDate: '2026-10-01',
    ratio: 0.5,
    ...body,
  });
const adjust = (who: string, body: Record<string, unknown>) =>
  t.call(who, 'POST', '/leave/adjustments', {
    yachtId: t.aurora,
    adjustmentId: t.newId('A'),
    profileId: t.profileId.crew,
    date: '2026-11-01',
    comment: 'Checked with the captain',
    ...body,
  });
const setEditByGroup = (on: boolean) =>
  t.s.db.query('UPDATE leave_settings SET edit_by_approval_group = $2 WHERE vessel_id = $1', [t.aurora, on]);

describe('setting up a profile', () => {
  it('needs level 5; the approval group only when the settings let it edit leave', async () => {
    expect((await setup('officer', {})).status).toBe(403);
    expect((await setup('crew', {})).status).toBe(403);
    // An officer (level 4) in the approval group.
    await t.s.db.query('INSERT INTO leave_approval_members (vessel_id, user_id) VALUES ($1, $2)', [
      t.aurora,
      t.userId.officer,
    ]);
    try {
      expect((await setup('officer', {})).status).toBe(403);
      await setEditByGroup(true);
      const res = await setup('officer', {});
      expect(res.status, await res.clone().text()).toBe(200);
    } finally {
      await setEditByGroup(false);
      await t.s.db.query('DELETE FROM leave_approval_members WHERE vessel_id = $1 AND user_id = $2', [
        t.aurora,
        t.userId.officer,
      ]);
    }
    // One active profile per crew member.
    const again = await setup('purser', {});
    expect(again.status).toBe(400);
    expect((await again.json()).errorList).toEqual([
      { property: 'crewId', message: 'This crew member has a leave profile already.' },
    ]);
  });

  it('refuses a crew member of another vessel, or no one, with the spec’s message', async () => {
    const [other] = await t.s.db.query<{ id: number }>(
      'SELECT id FROM user_vessel_roles WHERE vessel_id <> $1 LIMIT 1',
      [t.aurora],
    );
    for (const crewId of [other!.id, 2_000_000_000]) {
      const res = await setup('purser', { crewId });
      expect(res.status).toBe(404);
      expect((await res.json()).errorList).toEqual([
        { property: 'crewId', message: LEAVE_TEXT.setupUserMissing },
      ]);
    }
  });

  it('answers a queued set-up for someone who is not on board with the same text (issue 30, 1.5)', async () => {
    const queued = await t.op('purser', 'leave/profile/setup', {
      yachtId: t.aurora,
      profileId: t.newId('P'),
      crewId: 2_000_000_000,
      type: 'yearly',
      startDate: '2026-10-01',
      daysPerYear: 30,
    });
    expect(queued).toMatchObject({
      status: 'rejected',
      errorList: [
        { property: 'crewId', message: 'Selected user for profile setup is not found, please try again.' },
      ],
    });
  });
});

describe('changing a profile', () => {
  it('says the bound a figure is out of, and that a flight count is a whole number', async () => {
    const edit = (body: Record<string, unknown>) =>
      t.call('purser', 'PUT', `/leave/profiles/${t.profileId.officer}`, {
        yachtId: t.aurora,
        startDate: '2026-09-01',
        initialLeave: 4,
        changeDate: '2026-11-10',
        comment: 'Out of range',
        ...body,
      });
    for (const [body, property, message] of [
      [{ initialLeave: 1e6 }, 'initialLeave', MSG.atMost(10_000)],
      [{ initialLeave: -1e6 }, 'initialLeave', MSG.atLeast(-10_000)],
      [{ flightEntitlement: 2.5 }, 'flightEntitlement', MSG.wholeNumber],
    ] as const) {
      const res = await edit(body);
      expect(res.status).toBe(400);
      expect((await res.json()).errorList).toEqual([{ property, message }]);
    }
  });

  it('edit and change of rate are kept in the history with their comments, which can be updated', async () => {
    const edit = await t.call('purser', 'PUT', `/leave/profiles/${t.profileId.officer}`, {
      yachtId: t.aurora,
      startDate: '2026-09-01',
      initialLeave: 4,
      changeDate: '2026-11-10',
      comment: 'Carried over from the last vessel',
    });
    expect(edit.status, await edit.clone().text()).toBe(200);
    const rate = await t.op('purser', 'leave/profile/rate', {
      yachtId: t.aurora,
      profileId: t.profileId.officer,
      type: 'accrued',
      ratio: 0.45,
      changeDate: '2026-11-10',
      comment: 'New rotation',
    });
    expect(rate.status).toBe('applied');
    const [profile] = await t.s.db.query<{ rates: { from: string; ratio: number }[]; initial_leave: string }>(
      'SELECT rates, initial_leave FROM leave_profiles WHERE id = $1',
      [t.profileId.officer],
    );
    expect(Number(profile!.initial_leave)).toBe(4);
    // In force from the day after the change date.
    expect(profile!.rates.at(-1)).toMatchObject({ from: '2026-11-11', ratio: 0.45, comment: 'New rotation' });
    const history = await (
      await t.call('officer', 'GET', `/leave/profiles/${t.profileId.officer}/history`)
    ).json();
    const entries = history.map((h: { what: string; comment: string | null }) => [h.what, h.comment]);
    expect(entries).toEqual(
      expect.arrayContaining([
        ['edit', 'Carried over from the last vessel'],
        ['rate', 'New rotation'],
      ]),
    );
    const entry = history.find((h: { what: string }) => h.what === 'rate');
    // The owner reads their history; only those who edit profiles change its comments.
    const body = { yachtId: t.aurora, comment: 'New rotation, 2 on 1 off' };
    expect((await t.call('officer', 'PUT', `/leave/history/${entry.id}`, body)).status).toBe(403);
    const updated = await t.call('captain', 'PUT', `/leave/history/${entry.id}`, body);
    expect(await updated.json()).toMatchObject({ id: entry.id, comment: 'New rotation, 2 on 1 off' });
    expect((await t.call('crew', 'GET', `/leave/profiles/${t.profileId.officer}/history`)).status).toBe(403);
  });

  it('an edit based on an older copy is a conflict with the server’s copy', async () => {
    const stale = await t.op(
      'purser',
      'leave/profile/edit',
      {
        yachtId: t.aurora,
        profileId: t.profileId.officer,
        startDate: '2026-09-01',
        initialLeave: 0,
        changeDate: '2026-11-12',
        comment: 'Old copy',
      },
      1,
    );
    expect(stale.status).toBe('conflict');
    expect(stale.records?.leaveProfiles?.[0]).toMatchObject({ id: t.profileId.officer, initialLeave: 4 });
  });
});

describe('additional leave and rollovers', () => {
  it('adds (or takes away) additional leave; level 4 may not', async () => {
    expect((await adjust('officer', { kind: 'additional', days: 2 })).status).toBe(403);
    const res = await adjust('purser', { kind: 'additional', days: -1.5 });
    expect(res.status).toBe(200);
  });

  it('a rollover is between 0 and the balance of its date, with the figure in the message', async () => {
    const asOf = '2026-11-01';
    const balances = await (await t.call('purser', 'GET', `/leave/${t.aurora}/balances?asOf=${asOf}`)).json();
    const available = balances.profiles.find((p: { profileId: string }) => p.profileId === t.profileId.crew)
      .availableToday as number;
    const below = await adjust('purser', { kind: 'rollover', date: asOf, days: -1 });
    expect((await below.json()).errorList).toEqual([
      { property: 'days', message: 'The leave rolled over cannot be below 0.' },
    ]);
    const above = await adjust('purser', { kind: 'rollover', date: asOf, days: Math.ceil(available) + 1 });
    expect(above.status).toBe(400);
    const shown = (Math.floor(available * 100) / 100).toFixed(2);
    expect((await above.json()).errorList[0].message).toBe(
      `The leave rolled over can be at most the balance on ${asOf}: ${shown} days.`,
    );
    expect((await adjust('purser', { kind: 'rollover', date: asOf, days: Number(shown) })).status).toBe(200);
    const after = await (await t.call('crew', 'GET', `/leave/${t.aurora}/balances?asOf=${asOf}`)).json();
    expect(after.profiles).toHaveLength(1);
    expect(after.profiles[0].availableToday).toBeCloseTo(Number(shown), 10);
  });
});

describe('leaving, returning, deleting', () => {
  it('a crew member who leaves leaves their profile inactive; it is reactivated, or deleted for a new one', async () => {
    const crewId = t.crewId.officer!;
    const left = await t.call('captain', 'PUT', `/crewonyacht/${crewId}/assignstate`, {
      stateId: 2,
      endDate: '2026-11-20',
    });
    expect(left.status, await left.clone().text()).toBe(200);
    const former = await (await t.call('purser', 'GET', `/leave/${t.aurora}/x-employees`)).json();
    expect(former.map((f: { profile: { id: string } }) => f.profile.id)).toContain(t.profileId.officer);
    expect((await t.call('officer', 'GET', `/leave/${t.aurora}/x-employees`)).status).toBe(403);
    // Reactivation needs them back on board.
    const reactivate = () =>
      t.call('purser', 'POST', `/leave/profiles/${t.profileId.officer}/reactivate`, { yachtId: t.aurora });
    expect((await reactivate()).status).toBe(404);
    await t.call('captain', 'PUT', `/crewonyacht/${crewId}/assignstate`, { stateId: 1 });
    expect((await reactivate()).status).toBe(200);
    expect((await reactivate()).status).toBe(409);
    const del = await t.call(
      'purser',
      'DELETE',
      `/leave/profiles/${t.profileId.officer}?yachtId=${t.aurora}`,
    );
    expect(del.status).toBe(200);
    const rows = await t.s.db.query<{ deleted: boolean }>(
      'SELECT deleted FROM leave_requests WHERE profile_id = $1 UNION ALL SELECT deleted FROM leave_adjustments WHERE profile_id = $1',
      [t.profileId.officer],
    );
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.every((r) => r.deleted)).toBe(true);
    const fresh = await setup('purser', {
      crewId,
      startDate: '2026-11-15',
      type: 'yearly',
      daysPerYear: 30,
      ratio: null,
    });
    expect(fresh.status).toBe(200);
  });
});
