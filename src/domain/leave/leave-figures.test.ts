import { describe, expect, it } from 'vitest';
import { balanceNow, days2, endOfMonth, keepableOf, requestOutlook, rolloverProblem } from './leave-figures';

const profile = {
  id: 'P1',
  type: 'yearly' as const,
  startDate: '2026-01-01',
  endDate: null,
  initialLeave: 0,
  rates: [{ from: '2026-01-01', daysPerYear: 36.5, ratio: null }],
};
const types = [
  { id: 1, effect: 1 as const, isNil: false },
  { id: 2, effect: 2 as const, isNil: false },
];
const day = (date: string, leaveTypeId = 1) => ({ date, leaveTypeId });

const NIL_ON = { nilDays: true };

describe('leave figures as shown', () => {
  it('shows two decimals and never a negative zero', () => {
    expect(days2(1.005)).toBe('1.00');
    expect(days2(2.499999)).toBe('2.50');
    expect(days2(-0.001)).toBe('0.00');
    expect(days2(-1.5)).toBe('-1.50');
  });

  it.each([
    ['2026-02-10', '2026-02-28'],
    ['2028-02-01', '2028-02-29'],
    ['2026-12-31', '2026-12-31'],
  ])('the month of %s ends on %s', (date, end) => expect(endOfMonth(date)).toBe(end));

  it('gives the balance today and at the end of the month', () => {
    const b = balanceNow({ profile, types, requests: [], adjustments: [], settings: NIL_ON }, '2026-01-10');
    expect(b.today.ok && b.today.available).toBeCloseTo(1, 10);
    expect(b.endOfMonth.ok && b.endOfMonth.available).toBeCloseTo(3.1, 10);
  });
});

describe('what a request leaves', () => {
  const approved = {
    id: 'R1',
    profileId: 'P1',
    status: 'Approved',
    deleted: false,
    days: [day('2026-01-05')],
  };

  it('counts its days as booked, whatever its status, on its last day', () => {
    const o = requestOutlook(
      { profile, types, requests: [approved], adjustments: [], settings: NIL_ON },
      { id: 'R2', days: [day('2026-01-19'), day('2026-01-20'), day('2026-01-21', 2)], endDate: '2026-01-21' },
      '2026-01-10',
    );
    expect(o.takes).toBe(2);
    expect(o.on).toBe('2026-01-21');
    expect(o.before.ok && o.before.available).toBeCloseTo(2.1 - 1, 10);
    expect(o.after.ok && o.after.available).toBeCloseTo(2.1 - 3, 10);
  });

  it('does not count a stored request twice when it is the one being changed, and uses today once it has passed', () => {
    const o = requestOutlook(
      { profile, types, requests: [approved], adjustments: [], settings: NIL_ON },
      { id: 'R1', days: [day('2026-01-05'), day('2026-01-06')], endDate: '2026-01-06' },
      '2026-01-10',
    );
    expect(o.on).toBe('2026-01-10');
    expect(o.before.ok && o.before.available).toBeCloseTo(1, 10);
    expect(o.after.ok && o.after.available).toBeCloseTo(-1, 10);
  });
});

describe('the rollover check', () => {
  it('keeps at most the balance to two decimals, rounded down', () => {
    expect(keepableOf(12.3399)).toBe(12.33);
    expect(keepableOf(12.34)).toBe(12.34);
  });

  it.each([
    [10, 0, null],
    [10, 10, null],
    [10, 4.5, null],
    [10, -1, 'Value must be greater or equal to 0.'],
    [10, 10.01, 'The days to keep cannot be more than the balance on 1 Mar: 10.00 days.'],
    [12.3399, 12.34, 'The days to keep cannot be more than the balance on 1 Mar: 12.33 days.'],
    [-2, 0, 'There is no leave to roll over: the balance on 1 Mar is -2.00 days.'],
    [10, Number.NaN, 'Field should be a number.'],
  ])('balance %s, keep %s', (balance, keep, problem) => {
    expect(rolloverProblem(balance, keep, '1 Mar')).toBe(problem);
  });
});
