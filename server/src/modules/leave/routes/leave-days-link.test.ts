import type { LeaveIncrement } from '@contracts/crew';
import type { LeaveProfileRecord } from '@contracts/leave-records';
import { MSG } from '@contracts/messages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type LeaveTestServer, leaveServer } from '../../../../testing/leave-fixture';
import { leaveDaysInForce } from '../../../kernel/crew-leave-days';

/**
 * Issue 30, 1.3: one "leave days per year". The crew record's leave days (Edit leave details,
 * its leave increments) and a yearly leave profile's rate are one history: an increment
 * becomes the profile's rate period from the day after its change date, a rate change becomes
 * an increment of its change date, through REST and through queued operations alike, and a
 * change goes across once (never back again).
 */
let t: LeaveTestServer;
/** Demo roles on Aurora with a yearly and with an accrued leave profile. */
let yearly: string;
let accrued: string;
beforeAll(async () => {
  t = await leaveServer();
  const types = await t.s.db.query<{ id: string; type: string }>(
    'SELECT id, type FROM leave_profiles WHERE id = ANY($1::text[])',
    [Object.values(t.profileId)],
  );
  const roleOf = (type: string) =>
    Object.keys(t.profileId).find((who) => types.some((p) => p.id === t.profileId[who] && p.type === type))!;
  yearly = roleOf('yearly');
  accrued = roleOf('accrued');
});
afterAll(() => t.s.close());

const profileOf = async (who: string) =>
  (await t.feed('purser')).leaveProfiles?.find((p) => p.id === t.profileId[who]) as LeaveProfileRecord;
const incrementsOf = async (who: string) =>
  (await (
    await t.call('purser', 'GET', `/leaveincrement/${t.crewId[who]}/history`)
  ).json()) as LeaveIncrement[];
const crewDays = async (who: string) =>
  (
    await t.s.db.query<{ leave_days: string }>('SELECT leave_days FROM user_vessel_roles WHERE id = $1', [
      t.crewId[who],
    ])
  )[0]!.leave_days;
const historyOf = async (who: string) =>
  (await (await t.call('purser', 'GET', `/leave/profiles/${t.profileId[who]}/history`)).json()) as {
    what: string;
    changeDate: string;
    amount: number | null;
    comment: string | null;
  }[];

describe('a change of the crew record’s leave days', () => {
  it('raising a crew member to 40 days (REST) makes their profile earn 40 from the day after the change date', async () => {
    const res = await t.call('purser', 'POST', `/leaveincrement/crewonyacht/${t.crewId[yearly]}`, {
      incrementId: t.newId('I'),
      amount: 40,
      changeDate: '2026-11-30',
      comment: 'Promotion to bosun',
    });
    expect(res.status, await res.clone().text()).toBe(200);
    const profile = await profileOf(yearly);
    expect(profile.rates.at(-1)).toEqual({
      from: '2026-12-01',
      daysPerYear: 40,
      ratio: null,
      type: 'yearly',
      changeDate: '2026-11-30',
      comment: 'Promotion to bosun',
    });
    expect(await historyOf(yearly)).toContainEqual(
      expect.objectContaining({
        what: 'rate',
        changeDate: '2026-11-30',
        amount: 40,
        comment: 'Promotion to bosun',
      }),
    );
    // Gone across once: the crew record holds the one increment, not a copy coming back.
    expect((await incrementsOf(yearly)).filter((i) => i.changeDate === '2026-11-30')).toHaveLength(1);
  });

  it('the same through a queued change of leave details', async () => {
    const before = (await profileOf(yearly)).rates.length;
    const queued = await t.op('purser', 'crew/leave/save', {
      crewId: t.crewId[yearly],
      incrementId: t.newId('I'),
      amount: 41.5,
      changeDate: '2027-01-31',
      comment: 'Second season',
    });
    expect(queued.status).toBe('applied');
    const rates = (await profileOf(yearly)).rates;
    expect(rates).toHaveLength(before + 1);
    expect(rates.at(-1)).toMatchObject({ from: '2027-02-01', daysPerYear: 41.5, comment: 'Second season' });
  });

  it('leaves an accrued profile’s ratio alone (days per year are no ratio of days worked)', async () => {
    const before = await profileOf(accrued);
    const res = await t.call('purser', 'POST', `/leaveincrement/crewonyacht/${t.crewId[accrued]}`, {
      incrementId: t.newId('I'),
      amount: 60,
      changeDate: '2026-11-30',
    });
    expect(res.status).toBe(200);
    expect((await profileOf(accrued)).rates).toEqual(before.rates);
  });
});

describe('a change of the profile’s rate', () => {
  it('a new yearly rate (REST) becomes the crew record’s leave days, with its change date and comment', async () => {
    const profile = await profileOf(yearly);
    const days = await crewDays(yearly);
    const res = await t.call(
      'purser',
      'PUT',
      `/leave/profiles/${profile.id}/rate`,
      {
        yachtId: t.aurora,
        type: 'yearly',
        daysPerYear: 42,
        changeDate: '2027-03-31',
        comment: 'Pay review',
      },
      { 'x-base-version': String(profile.version) },
    );
    expect(res.status, await res.clone().text()).toBe(200);
    expect(await incrementsOf(yearly)).toContainEqual(
      expect.objectContaining({ amount: 42, changeDate: '2027-03-31', comment: 'Pay review' }),
    );
    // Dated after today: the crew record keeps the figure in force until that day's run.
    expect(await crewDays(yearly)).toBe(days);
    // The day before, the changes dated earlier in this file come in; 42 only on its day.
    await leaveDaysInForce(t.s.db, '2027-03-30');
    expect(Number(await crewDays(yearly))).not.toBe(42);
    expect(await leaveDaysInForce(t.s.db, '2027-03-31')).toBe(1);
    expect(Number(await crewDays(yearly))).toBe(42);
    expect(await leaveDaysInForce(t.s.db, '2027-03-31')).toBe(0);
    // Gone across once: one new rate period, not a second one from the increment coming back.
    expect((await profileOf(yearly)).rates.filter((r) => r.changeDate === '2027-03-31')).toHaveLength(1);
  });

  it('a queued rate change at the date of an increment is that increment (one history, not two entries)', async () => {
    const profile = await profileOf(yearly);
    const before = (await incrementsOf(yearly)).length;
    const queued = await t.op(
      'purser',
      'leave/profile/rate',
      {
        yachtId: t.aurora,
        profileId: profile.id,
        type: 'yearly',
        daysPerYear: 43,
        changeDate: '2027-01-31',
        comment: 'Second season, corrected',
      },
      profile.version,
    );
    expect(queued.status).toBe('applied');
    const increments = await incrementsOf(yearly);
    expect(increments).toHaveLength(before);
    expect(increments.filter((i) => i.changeDate === '2027-01-31')).toMatchObject([
      { amount: 43, comment: 'Second season, corrected' },
    ]);
  });

  it('a change to an accrued ratio leaves the crew record’s days as they are', async () => {
    const profile = await profileOf(accrued);
    const days = await crewDays(accrued);
    const queued = await t.op(
      'purser',
      'leave/profile/rate',
      {
        yachtId: t.aurora,
        profileId: profile.id,
        type: 'accrued',
        ratio: 0.3,
        changeDate: '2027-01-31',
        comment: 'New rotation',
      },
      profile.version,
    );
    expect(queued.status).toBe('applied');
    expect(await crewDays(accrued)).toBe(days);
  });
});

describe('a rate changed for a later date', () => {
  it('leaves the crew data’s work:leave ratio as it is today, not the later change’s', async () => {
    const profile = await profileOf(accrued);
    const ratio = async () =>
      (await (await t.call('purser', 'GET', `/leave/profiles/crewData/${t.crewId[accrued]}`)).json())
        .workAccruedRatio;
    const today = await ratio();
    expect(today).toEqual(expect.any(Number));
    const later = await t.call('purser', 'POST', '/leave/changeType', {
      leaveProfileID: profile.id,
      leaveType: 1,
      leaveDaysPerYear: 40,
      changeDate: '2100-12-30',
      comment: 'Yearly from then',
    });
    expect(later.status, await later.clone().text()).toBe(200);
    // Before, the last rate's: none, a yearly rate having no ratio.
    expect(await ratio()).toBe(today);
  });

  it('is not the current rate, nor the crew record’s leave days, before its day (and never past 2100)', async () => {
    const profile = await profileOf(yearly);
    const spec = { leaveProfileID: profile.id, leaveType: 1, comment: 'far' };
    const past = await t.call('purser', 'POST', '/leave/changeType', {
      ...spec,
      leaveDaysPerYear: 40,
      changeDate: '2100-12-31',
    });
    expect(past.status).toBe(400);
    expect((await past.json()).errorList).toEqual([{ property: 'changeDate', message: MSG.dateOutOfRange }]);
    const shown = async () => {
      const form = await (await t.call('purser', 'GET', `/leave/getChangeTypeFormData/${profile.id}`)).json();
      const crew = await (
        await t.call('purser', 'GET', `/leave/profiles/crewData/${t.crewId[yearly]}`)
      ).json();
      return [form.daysPerYear, form.leaveDaysPerYear, crew.leaveDaysPerYear, Number(await crewDays(yearly))];
    };
    const before = await shown();
    const res = await t.call('purser', 'POST', '/leave/changeType', {
      ...spec,
      leaveDaysPerYear: 40,
      changeDate: '2100-12-30',
    });
    expect(res.status, await res.clone().text()).toBe(200);
    expect(before[0]).not.toBe(40);
    expect(await shown()).toEqual(before);
    await leaveDaysInForce(t.s.db, '2100-12-30');
    expect(Number(await crewDays(yearly))).toBe(40);
  });
});

describe('setting up a profile', () => {
  it('at other leave days than the crew record’s: the crew record follows from the start date', async () => {
    const [newcomer] = await t.s.db.query<{ id: number }>(
      `SELECT uvr.id FROM user_vessel_roles uvr WHERE uvr.vessel_id = $1 AND uvr.crew_status <> 2
          AND (uvr.end_date IS NULL OR uvr.end_date >= '2026-11-15')
          AND NOT EXISTS (SELECT 1 FROM leave_profiles p WHERE p.crew_id = uvr.id AND p.active AND NOT p.deleted)
        ORDER BY uvr.id DESC LIMIT 1`,
      [t.aurora],
    );
    const res = await t.call('purser', 'POST', '/leave/profiles', {
      yachtId: t.aurora,
      profileId: t.newId('P'),
      crewId: newcomer!.id,
      type: 'yearly',
      startDate: '2026-10-01',
      daysPerYear: 33,
    });
    expect(res.status, await res.clone().text()).toBe(200);
    const increments = (await (
      await t.call('purser', 'GET', `/leaveincrement/${newcomer!.id}/history`)
    ).json()) as LeaveIncrement[];
    expect(increments).toContainEqual(
      expect.objectContaining({ amount: 33, changeDate: '2026-10-01', comment: 'Leave profile set up' }),
    );
  });
});
