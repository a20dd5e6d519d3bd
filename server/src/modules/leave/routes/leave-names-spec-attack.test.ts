import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type LeaveTestServer, leaveServer } from '../../../../testing/leave-fixture';

/**
 * Issue 32's leave calls sent one value under two names (two of the spec's, or the spec's query
 * and the app's): refused with the spec's error shape, never one name silently winning.
 */
let t: LeaveTestServer;
beforeAll(async () => {
  t = await leaveServer();
});
afterAll(() => t.s.close());

const today = () => t.s.clock().toISOString().slice(0, 10);
const adjustments = async () => (await t.s.db.query('SELECT id FROM leave_adjustments')).length;

describe('one field under two of the spec’s names', () => {
  it('additional leave saying 1 day and 50 days is refused, and nothing is added', async () => {
    const before = await adjustments();
    const res = await t.call('captain', 'POST', '/leave/addAdditionalLeave', {
      leaveProfileID: t.profileId.crew,
      noOfDays: 1,
      rolledOver: 50,
      comment: 'Charter',
      changeDate: today(),
    });
    expect(res.status).toBe(400);
    expect((await res.json()).errorList).toEqual([expect.objectContaining({ property: 'rolledOver' })]);
    expect(await adjustments()).toBe(before);
    expect(t.s.errors).toEqual([]);
  });

  it('a change of type with two different ratios is refused', async () => {
    const res = await t.call('captain', 'POST', '/leave/changeType', {
      leaveProfileID: t.profileId.crew,
      leaveType: 2,
      workedAccruedRatio: 0.3,
      workAccruedRatio: 0.4,
      changeDate: today(),
      comment: 'Rotation',
    });
    expect(res.status).toBe(400);
    expect((await res.json()).errorList).toEqual([expect.objectContaining({ property: 'workAccruedRatio' })]);
  });
});

describe('the calendar’s period said twice', () => {
  const calendar = (query: string) => t.call('captain', 'GET', `/leave/calendar/${t.aurora}?${query}`);

  it('is refused when Range and from/to (or Range and range) differ', async () => {
    for (const query of [
      'Range=2026-01-01,2026-01-31&from=2026-02-01&to=2026-02-10',
      'Range=2026-01-01,2026-01-31&to=2026-01-20',
      'Range=2026-01-01,2026-01-31&range=2026-03-01,2026-03-31',
    ]) {
      const res = await calendar(query);
      expect(res.status, query).toBe(400);
      expect((await res.json()).errorList).toEqual([expect.objectContaining({ property: 'Range' })]);
    }
  });

  it('is read when both say the same period', async () => {
    const res = await calendar('Range=2026-01-01,2026-01-31&from=2026-01-01&to=2026-01-31');
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ from: '2026-01-01', to: '2026-01-31' });
  });
});
