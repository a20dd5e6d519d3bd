import { describe, expect, it } from 'vitest';
import { crew, profile } from '../../../../tests/kits/leave-test-rows';
import { freshAppDbEachTest } from '../../../../tests/kits/test-app-db';
import { saveLeaveIncrement } from './crew-commands';

const appDb = freshAppDbEachTest('crew-commands');
// 2027-01-15T08:00:00Z: the device's today.
const NOW = Date.parse('2027-01-15T08:00:00Z');
const who = () => ({ db: appDb(), userId: 9, now: NOW });

describe('Edit leave details on the device', () => {
  it('shows the leave days in force today: a change dated later takes over on its day, as on the server', async () => {
    const record = crew(3, 'Lee', { leaveDays: 30 });
    await appDb().crew.put({ ...record, pending: 0 });
    await saveLeaveIncrement(who(), record, { amount: 40, changeDate: '2027-06-30', comment: 'Later' });
    expect((await appDb().crew.get(3))?.leaveDays).toBe(30);
    await saveLeaveIncrement(who(), record, { amount: 35, changeDate: '2027-01-15', comment: 'Today' });
    expect((await appDb().crew.get(3))?.leaveDays).toBe(35);
    expect((await appDb().outbox.toArray()).map((e) => e.op)).toEqual(['crew/leave/save', 'crew/leave/save']);
  });
});

describe('Edit leave details reaches the leave profile on the device, as on the server (issue 30, 1.3)', () => {
  const yearly30 = {
    from: '2025-01-01',
    daysPerYear: 30,
    ratio: null,
    type: 'yearly' as const,
    changeDate: null,
    comment: null,
  };

  it("a new figure is the yearly profile's rate from the day after its date, marked unsent, before any shore", async () => {
    const record = crew(3, 'Lee', { leaveDays: 30 });
    await appDb().crew.put({ ...record, pending: 0 });
    await appDb().leaveProfiles.put({ ...profile('p3', 3, { rates: [yearly30] }), pending: 0 });
    await saveLeaveIncrement(who(), record, {
      amount: 35,
      changeDate: '2027-01-15',
      comment: ' New contract ',
    });
    const after = await appDb().leaveProfiles.get('p3');
    expect(after?.rates).toEqual([
      yearly30,
      {
        from: '2027-01-16',
        daysPerYear: 35,
        ratio: null,
        type: 'yearly',
        changeDate: '2027-01-15',
        comment: 'New contract',
      },
    ]);
    expect(after?.pending).toBe(1);
  });

  it('leaves an accrued profile, a former or deleted one, and an older figure from before the profile alone', async () => {
    const record = crew(4, 'Ray', { leaveDays: 30 });
    await appDb().crew.put({ ...record, pending: 0 });
    const accrued = { ...yearly30, daysPerYear: null, ratio: 0.5, type: 'accrued' as const };
    await appDb().leaveProfiles.bulkPut([
      { ...profile('acc', 4, { type: 'accrued', rates: [accrued] }), pending: 0 },
      { ...profile('old', 4, { active: false, rates: [yearly30] }), pending: 0 },
    ]);
    await saveLeaveIncrement(who(), record, { amount: 35, changeDate: '2027-01-15', comment: null });
    expect((await appDb().leaveProfiles.get('acc'))?.rates).toEqual([accrued]);
    expect((await appDb().leaveProfiles.get('old'))?.rates).toEqual([yearly30]);

    const later = crew(5, 'Kim', { leaveDays: 30 });
    await appDb().crew.put({ ...later, pending: 0 });
    await appDb().leaveProfiles.put({
      ...profile('p5', 5, { startDate: '2026-06-01', rates: [{ ...yearly30, from: '2026-06-01' }] }),
      pending: 0,
    });
    await appDb().leaveIncrements.put({
      id: 'i5',
      crewId: 5,
      userId: 50,
      vesselId: 1,
      amount: 30,
      changeDate: '2026-05-01',
      comment: null,
      version: 1,
      pending: 0,
    });
    // A correction of an old contract, dated before the one the profile starts from.
    await saveLeaveIncrement(who(), later, { amount: 25, changeDate: '2025-03-01', comment: null });
    expect((await appDb().leaveProfiles.get('p5'))?.rates).toEqual([{ ...yearly30, from: '2026-06-01' }]);
  });
});
