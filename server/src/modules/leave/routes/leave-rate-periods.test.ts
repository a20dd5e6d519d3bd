import { readFileSync } from 'node:fs';
import type { LeaveBalances, LeaveCalculations } from '@contracts/leave-answers';
import { addDays } from '@domain/calendar/iso-date';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type LeaveTestServer, leaveServer } from '../../../../testing/leave-fixture';

/**
 * Issue 30, 1.1 and 1.2 through the API: a change of type is a rate period of its own (the
 * server keeps each period's type, and the balances it answers never move before the change),
 * and the vessel's 'Nil days' setting decides whether days of a nil type earn leave.
 */
let t: LeaveTestServer;
let profileId: string;
beforeAll(async () => {
  t = await leaveServer();
  // A current crew member of Aurora without a leave profile.
  const [row] = await t.s.db.query<{ id: number }>(
    `SELECT uvr.id FROM user_vessel_roles uvr WHERE uvr.vessel_id = $1 AND uvr.crew_status <> 2
        AND NOT EXISTS (SELECT 1 FROM leave_profiles p WHERE p.crew_id = uvr.id)
        AND uvr.user_id <> $2 ORDER BY uvr.id DESC LIMIT 1`,
    [t.aurora, t.userId.fleet],
  );
  profileId = t.newId('P');
  const setup = await t.call('purser', 'POST', '/leave/profiles', {
    yachtId: t.aurora,
    profileId,
    crewId: row!.id,
    type: 'accrued',
    startDate: '2025-10-01',
    ratio: 0.25,
  });
  expect(setup.status, await setup.clone().text()).toBe(200);
});
afterAll(() => t.s.close());

const balanceOn = async (asOf: string) => {
  const res = await t.call('purser', 'GET', `/leave/${t.aurora}/balances?asOf=${asOf}`);
  expect(res.status).toBe(200);
  const body = (await res.json()) as LeaveBalances;
  return body.profiles.find((p) => p.profileId === profileId)!;
};
const octoberAccrued = async () => {
  const res = await t.call(
    'purser',
    'GET',
    `/leave/profiles/${profileId}/calculations?year=2025&asOf=2025-12-31`,
  );
  expect(res.status, await res.clone().text()).toBe(200);
  return ((await res.json()) as LeaveCalculations).months.find((m) => m.month.startsWith('2025-10'))!.accrued;
};
const storedRates = async () =>
  (
    await t.s.db.query<{ rates: Record<string, unknown>[]; type: string }>(
      'SELECT rates, type FROM leave_profiles WHERE id = $1',
      [profileId],
    )
  )[0]!;

describe('a type belongs to a rate period (issue 30, 1.1)', () => {
  it('accrued 0.25 changed to yearly 30 from 15 November: October stays 7.75, 1 December is 12.82', async () => {
    expect(await octoberAccrued()).toBe(7.75);
    const change = await t.op('purser', 'leave/profile/rate', {
      yachtId: t.aurora,
      profileId,
      type: 'yearly',
      daysPerYear: 30,
      changeDate: '2025-11-15',
      comment: 'Yearly contract',
    });
    expect(change.status, change.message).toBe('applied');
    expect(await octoberAccrued()).toBe(7.75);
    expect((await balanceOn('2025-12-01')).availableToday!.toFixed(2)).toBe('12.82');
    const stored = await storedRates();
    expect(stored.type).toBe('yearly');
    expect(stored.rates).toMatchObject([
      { from: '2025-10-01', ratio: 0.25, type: 'accrued' },
      { from: '2025-11-16', daysPerYear: 30, type: 'yearly', comment: 'Yearly contract' },
    ]);
    // Devices get each period's type with the profile.
    const feed = await t.feed('purser');
    const record = feed.leaveProfiles?.find((p) => p.id === profileId);
    expect(record?.rates.map((r) => r.type)).toEqual(['accrued', 'yearly']);
  });

  it('migration 0034 gives each rate kept without a type its profile’s type', async () => {
    await t.s.db.query(
      `UPDATE leave_profiles SET rates = (SELECT jsonb_agg(r - 'type') FROM jsonb_array_elements(rates) r)
        WHERE id = $1`,
      [profileId],
    );
    const sql = readFileSync(
      new URL('../../../db/migrations/0034_leave_rate_types.sql', import.meta.url),
      'utf8',
    );
    await t.s.db.query(sql);
    expect((await storedRates()).rates.map((r) => r.type)).toEqual(['yearly', 'yearly']);
  });
});

describe("the 'Nil days' setting (issue 30, 1.2)", () => {
  const setNilDays = (on: boolean) =>
    t.s.db.query('UPDATE leave_settings SET nil_days = $2, version = next_change() WHERE vessel_id = $1', [
      t.aurora,
      on,
    ]);

  it('decides whether days of a nil type earn leave in the balance the server answers', async () => {
    // Back to the periods, then five approved days of 'Not on payroll' (nil, effect 0)
    // in the yearly period: without the setting they earn 30/365 each, with it nothing.
    const rates = [
      {
        from: '2025-10-01',
        daysPerYear: null,
        ratio: 0.25,
        type: 'accrued',
        changeDate: null,
        comment: null,
      },
      {
        from: '2025-11-16',
        daysPerYear: 30,
        ratio: null,
        type: 'yearly',
        changeDate: '2025-11-15',
        comment: 'x',
      },
    ];
    await t.s.db.query('UPDATE leave_profiles SET rates = $2 WHERE id = $1', [
      profileId,
      JSON.stringify(rates),
    ]);
    const dates = ['2025-11-24', '2025-11-25', '2025-11-26', '2025-11-27', '2025-11-28'];
    const requestId = t.newId('R');
    const body = {
      yachtId: t.aurora,
      profileId,
      action: 'REQUEST',
      startDate: dates[0],
      endDate: dates.at(-1),
      days: dates.map((date) => ({ date, leaveTypeId: t.typeId('Not on payroll') })),
    };
    expect((await t.call('purser', 'PUT', `/leave/requests/${requestId}`, body)).status).toBe(200);
    const approve = { yachtId: t.aurora, action: 'APPROVE' };
    expect((await t.call('captain', 'PUT', `/leave/requests/${requestId}/decide`, approve)).status).toBe(200);

    const full = 46 * 0.25 + (16 * 30) / 365;
    try {
      await setNilDays(false);
      expect((await balanceOn('2025-12-01')).availableToday).toBeCloseTo(full, 10);
      await setNilDays(true);
      expect((await balanceOn('2025-12-01')).availableToday).toBeCloseTo(full - (5 * 30) / 365, 10);
    } finally {
      await setNilDays(false);
    }
  });

  it('switched on today it leaves the nil days before today as they were; on nil days after today it is refused when a rollover would then be above its balance', async () => {
    // With the setting off the balance on 1 December 2025 is 12.82; 12.8 rolled over fits it.
    // The five nil days of November 2025 were booked while it was off: switched on today, they
    // keep earning (it once refused this, the balance recounted to 12.40).
    const rollover = await t.call('purser', 'POST', '/leave/adjustments', {
      yachtId: t.aurora,
      adjustmentId: t.newId('A'),
      profileId,
      kind: 'rollover',
      date: '2025-12-01',
      days: 12.8,
      comment: 'Year end',
    });
    expect(rollover.status, await rollover.clone().text()).toBe(200);
    const settings = async () =>
      (
        await t.s.db.query<{ version: string; nil_days: boolean; nil_days_before: unknown }>(
          'SELECT version, nil_days, nil_days_before FROM leave_settings WHERE vessel_id = $1',
          [t.aurora],
        )
      )[0]!;
    const today = t.s.clock().toISOString().slice(0, 10);
    // Entered with today as its change date: it takes effect tomorrow ('after this date').
    const tomorrow = addDays(today, 1);
    const save = async (nilDays: boolean) =>
      t.op(
        'purser',
        'leave/settings/save',
        {
          yachtId: t.aurora,
          requestOwnLeave: true,
          deleteOwnRequests: true,
          hideCalculations: false,
          nilDays,
          rollover: true,
          editByApprovalGroup: false,
          approvalGroup: [t.userId.captain],
          changeDate: today,
          comment: 'Nil days',
        },
        Number((await settings()).version),
      );
    const before = (await balanceOn('2025-12-01')).availableToday;
    expect((await save(true)).status).toBe('applied');
    expect((await balanceOn('2025-12-01')).availableToday).toBe(before);
    expect(await settings()).toMatchObject({
      nil_days: true,
      nil_days_before: [{ until: tomorrow, nilDays: false }],
    });
    // Off again from the same day: the value before it stays the one kept.
    expect((await save(false)).status).toBe('applied');
    expect(await settings()).toMatchObject({
      nil_days: false,
      nil_days_before: [{ until: tomorrow, nilDays: false }],
    });

    // Five nil days after today and a rollover of the whole balance after them: switched on,
    // those days would earn nothing and the rollover would be above the balance.
    const dates = [30, 31, 32, 33, 34].map((n) => addDays(today, n));
    const requestId = t.newId('R');
    const body = {
      yachtId: t.aurora,
      profileId,
      action: 'REQUEST',
      startDate: dates[0],
      endDate: dates.at(-1),
      days: dates.map((date) => ({ date, leaveTypeId: t.typeId('Not on payroll') })),
    };
    expect((await t.call('purser', 'PUT', `/leave/requests/${requestId}`, body)).status).toBe(200);
    const approve = { yachtId: t.aurora, action: 'APPROVE' };
    expect((await t.call('captain', 'PUT', `/leave/requests/${requestId}/decide`, approve)).status).toBe(200);
    const rolledOn = addDays(today, 40);
    const kept = Math.floor((await balanceOn(rolledOn)).availableToday! * 100) / 100;
    const late = await t.call('purser', 'POST', '/leave/adjustments', {
      yachtId: t.aurora,
      adjustmentId: t.newId('A'),
      profileId,
      kind: 'rollover',
      date: rolledOn,
      days: kept,
      comment: 'Year end',
    });
    expect(late.status, await late.clone().text()).toBe(200);
    const refused = await save(true);
    expect(refused.status).toBe('rejected');
    expect(refused.errorList?.[0]).toMatchObject({ property: 'nilDays' });
    expect(refused.errorList?.[0]?.message).toMatch(/is above the available balance/);
    expect((await settings()).nil_days).toBe(false);
  });
});
