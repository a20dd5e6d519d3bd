import type { LeaveBalances } from '@contracts/leave-answers';
import type { LeaveProfileRecord } from '@contracts/leave-records';
import { addDays } from '@domain/calendar/iso-date';
import { leaveInputOf } from '@domain/leave/from-records';
import type { LeaveInput } from '@domain/leave/leave-types';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type LeaveTestServer, leaveServer } from '../../../../testing/leave-fixture';
import { profileInput } from '../leave-maths';

/**
 * Through the API: a change of a leave type's effect, or of the vessel's 'Nil days', counts from
 * the day it is made. The balances the server answers before that day stay as they were (they
 * moved with every such change), the days booked after it count by the new rule, and a device
 * builds the same input from its feed as the server does.
 */
let t: LeaveTestServer;
let profileId: string;
let today: string;
const on = (n: number) => addDays(today, n);

beforeAll(async () => {
  t = await leaveServer();
  today = t.s.clock().toISOString().slice(0, 10);
  // A current crew member of Aurora without a leave profile: yearly 36.5 a year, 0.1 a day.
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
    type: 'yearly',
    startDate: on(-90),
    daysPerYear: 36.5,
  });
  expect(setup.status, await setup.clone().text()).toBe(200);
  // 'Nil days' off as it was always (set directly: no change of it is on record).
  await t.s.db.query(
    'UPDATE leave_settings SET nil_days = false, version = next_change() WHERE vessel_id = $1',
    [t.aurora],
  );
  // Approved: travel (effect 0) twice last month and once after today; 'Not on payroll' (nil,
  // effect 0) once in each.
  for (const [type, dates] of [
    ['Travel', [on(-20), on(-19)]],
    ['Not on payroll', [on(-15)]],
    ['Travel', [on(10)]],
    ['Not on payroll', [on(12)]],
  ] as const) {
    const id = t.newId('R');
    const days = dates.map((date) => ({ date, leaveTypeId: t.typeId(type) }));
    const body = {
      yachtId: t.aurora,
      profileId,
      action: 'REQUEST',
      startDate: dates[0],
      endDate: dates.at(-1),
      days,
    };
    const save = await t.call('purser', 'PUT', `/leave/requests/${id}`, body);
    expect(save.status, await save.clone().text()).toBe(200);
    const approve = await t.call('captain', 'PUT', `/leave/requests/${id}/decide`, {
      yachtId: t.aurora,
      action: 'APPROVE',
    });
    expect(approve.status, await approve.clone().text()).toBe(200);
  }
});
afterAll(() => t.s.close());

const balanceOn = async (asOf: string) => {
  const res = await t.call('purser', 'GET', `/leave/${t.aurora}/balances?asOf=${asOf}`);
  expect(res.status).toBe(200);
  const body = (await res.json()) as LeaveBalances;
  return body.profiles.find((p) => p.profileId === profileId)!.availableToday!;
};

describe('a change of a rule counts from the day it is made', () => {
  it("a type's effect 0 to 1, then 'Nil days' on: last month's balance stays; the days after today count anew", async () => {
    const past = await balanceOn(on(-1));
    const future = await balanceOn(on(30));
    expect(future - past).toBeCloseTo(3.1, 10); // 31 days at 0.1

    const types = (
      await t.s.db.query<Record<string, unknown>>(
        `SELECT id, name, color, is_on_board AS "isOnBoard", effect, is_nil AS "isNil", is_default AS "isDefault"
           FROM leave_types WHERE vessel_id = $1 AND NOT deleted ORDER BY sort_order`,
        [t.aurora],
      )
    ).map((r) => ({ ...r, effect: Number(r.effect) === 0 && r.name === 'Travel' ? 1 : Number(r.effect) }));
    const saved = await t.call('purser', 'PUT', `/leave/types/${t.aurora}`, { types });
    expect(saved.status, await saved.clone().text()).toBe(200);
    // The two travel days of last month were booked as no leave taken: they stay so.
    expect(await balanceOn(on(-1))).toBeCloseTo(past, 10);
    expect(await balanceOn(on(30))).toBeCloseTo(future - 1, 10);
    const [travel] = await t.s.db.query<{ rules_before: unknown }>(
      'SELECT rules_before FROM leave_types WHERE id = $1',
      [t.typeId('Travel')],
    );
    expect(travel!.rules_before).toEqual([{ until: today, effect: 0, isNil: false, isOnBoard: false }]);

    const feed = await t.feed('purser');
    const settings = feed.leaveSettings!.find((s) => s.vesselId === t.aurora)!;
    const {
      vesselId: _,
      approvers: __,
      version,
      nilDays: ___,
      nilDaysBefore: ____,
      visited: _____,
      ...flags
    } = settings;
    const switched = await t.op(
      'purser',
      'leave/settings/save',
      { yachtId: t.aurora, ...flags, nilDays: true, changeDate: today, comment: 'Nil days' },
      version,
    );
    expect(switched.status, switched.message).toBe('applied');
    // Last month's nil day earned while the setting was off; the one after today does not.
    expect(await balanceOn(on(-1))).toBeCloseTo(past, 10);
    expect(await balanceOn(on(30))).toBeCloseTo(future - 1 - 0.1, 10);
  });

  it('the device builds the same input from its feed as the server, with each history', async () => {
    const feed = await t.feed('purser');
    const types = feed.leaveTypes!.filter((x) => x.vesselId === t.aurora);
    const settings = feed.leaveSettings!.find((s) => s.vesselId === t.aurora)!;
    expect(types.find((x) => x.name === 'Travel')?.rulesBefore).toEqual([
      { until: today, effect: 0, isNil: false, isOnBoard: false },
    ]);
    expect(types.find((x) => x.name === 'Leave')).not.toHaveProperty('rulesBefore');
    // Entered with today as its change date, 'Nil days' takes effect after it: from tomorrow.
    expect(settings.nilDaysBefore).toEqual([{ until: addDays(today, 1), nilDays: false }]);
    const profile = feed.leaveProfiles!.find((p) => p.id === profileId) as LeaveProfileRecord;
    const device = leaveInputOf(profile, types, feed.leaveRequests!, feed.leaveAdjustments ?? [], settings);
    // The same types, whatever order the feed lists them in.
    const byId = (input: LeaveInput) => ({
      ...input,
      leaveTypes: [...(input.leaveTypes ?? [])].sort((a, b) => a.id - b.id),
    });
    expect(byId(device)).toEqual(byId(await profileInput(t.s.db, profile)));
    // Split where either history changes: the type's effect today, 'Nil days' tomorrow.
    expect(device.leaveTypes?.find((x) => x.id === t.typeId('Travel'))?.before).toEqual([
      { until: today, effect: 0, isNil: false },
      { until: addDays(today, 1), effect: 1, isNil: false },
    ]);
  });

  it("'Nil days' takes effect after the change date entered with it, one in the past too", async () => {
    const save = async (nilDays: boolean, changeDate: string) => {
      const settings = (await t.feed('purser')).leaveSettings!.find((x) => x.vesselId === t.aurora)!;
      const { vesselId: _, approvers: __, version, nilDaysBefore: ___, visited: ____, ...flags } = settings;
      const body = { ...flags, yachtId: t.aurora, nilDays, changeDate, comment: 'Nil days' };
      const done = await t.op('purser', 'leave/settings/save', body, version);
      expect(done.status, done.message).toBe('applied');
    };
    const past = await balanceOn(on(-1));
    // Off from tomorrow: nothing before it moves.
    await save(false, today);
    expect(await balanceOn(on(-1))).toBeCloseTo(past, 10);
    // On again, dated back to the day before last month's nil day: that day now earns nothing.
    await save(true, on(-16));
    expect(await balanceOn(on(-1))).toBeCloseTo(past - 0.1, 10);
  });
});

describe('a leave type’s on-board flag', () => {
  it('counts from the day it changes: the crew on board of the days gone by stay as they were', async () => {
    const onBoard = async () => {
      const res = await t.call('captain', 'GET', `/leave/calendar/${t.aurora}?Range=${on(-25)},${on(15)}`);
      expect(res.status).toBe(200);
      const body = (await res.json()) as { crewOnBoard: { date: string; onBoard: number }[] };
      return Object.fromEntries(body.crewOnBoard.map((d) => [d.date, d.onBoard]));
    };
    const before = await onBoard();
    const types = (
      await t.s.db.query<Record<string, unknown>>(
        `SELECT id, name, color, is_on_board AS "isOnBoard", effect, is_nil AS "isNil", is_default AS "isDefault"
           FROM leave_types WHERE vessel_id = $1 AND NOT deleted ORDER BY sort_order`,
        [t.aurora],
      )
    ).map((r) => ({ ...r, effect: Number(r.effect), isOnBoard: r.name === 'Travel' ? true : r.isOnBoard }));
    const saved = await t.call('purser', 'PUT', `/leave/types/${t.aurora}`, { types });
    expect(saved.status, await saved.clone().text()).toBe(200);
    const after = await onBoard();
    // Last month's travel days were off board then: still so. The one after today is on board now.
    expect(after[on(-20)]).toBe(before[on(-20)]);
    expect(after[on(-19)]).toBe(before[on(-19)]);
    expect(after[on(10)]).toBe(before[on(10)]! + 1);
  });
});
