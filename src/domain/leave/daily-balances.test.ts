import { describe, expect, it } from 'vitest';
import { addDays } from '../calendar/iso-date';
import { leaveBalance } from './balance';
import { dailyBalances } from './daily-balances';
import type { LeaveInput } from './leave-types';

const input: LeaveInput = {
  profile: {
    type: 'accrued',
    startDate: '2026-01-03',
    endDate: '2026-02-20',
    initialLeave: 1,
    rates: [
      { from: '2026-01-01', ratio: 0.5 },
      { from: '2026-01-20', daysPerYear: 73 },
    ],
  },
  leaveTypes: [
    { id: 1, effect: 1, isNil: false },
    { id: 2, effect: 2, isNil: true },
  ],
  days: [
    { date: '2026-01-05', leaveTypeId: 1 },
    { date: '2026-01-06', leaveTypeId: 2 },
    { date: '2026-02-25', leaveTypeId: 1 },
  ],
  additional: [
    { date: '2025-12-20', days: 1 },
    { date: '2026-01-10', days: 2 },
  ],
  rollovers: [{ date: '2026-01-31', rolledOver: 5 }],
};

describe('dailyBalances', () => {
  it('gives each day the balance as of that day', () => {
    const from = '2025-12-15';
    const result = dailyBalances(input, from, '2026-03-05');
    if (!result.ok) throw new Error(result.error.message);
    expect(result.available).toHaveLength(81);
    result.available.forEach((available, i) => {
      const asOf = leaveBalance(input, addDays(from, i));
      expect(asOf.ok && asOf.available, addDays(from, i)).toBe(available);
    });
  });

  it.each([
    // before the start: initial leave, then the additional day of 20 December
    ['2025-12-19', 1],
    ['2025-12-20', 2],
    // 3 and 4 January worked at 0.5
    ['2026-01-04', 3],
    // 5 January taken, 6 January nil
    ['2026-01-06', 2],
    // the rollover to 5 on 31 January
    ['2026-01-31', 5],
  ])('on %s the balance is %d', (date, available) => {
    const result = dailyBalances(input, date, date);
    expect(result.ok && result.available[0]).toBeCloseTo(available, 10);
  });

  it('starts the range anywhere, also after the employment', () => {
    const late = dailyBalances(input, '2026-03-01', '2026-03-02');
    const asOf = leaveBalance(input, '2026-03-01');
    expect(late.ok && [...late.available]).toEqual(asOf.ok && [asOf.available, asOf.available]);
  });

  it.each([
    ['from', '2026-02-30', '2026-03-01'],
    ['to', '2026-03-01', 'soon'],
    ['to', '2026-03-01', '2026-02-28'],
  ])('refuses an invalid %s', (field, from, to) => {
    const result = dailyBalances(input, from, to);
    expect(result.ok ? null : result.error.field).toBe(field);
  });

  it('refuses a rollover above the balance within the range', () => {
    const result = dailyBalances(
      { ...input, rollovers: [{ date: '2026-01-04', rolledOver: 9 }] },
      '2026-01-01',
      '2026-01-31',
    );
    expect(result.ok ? null : result.error.field).toBe('rollovers[0].rolledOver');
  });
});
