import { describe, expect, it } from 'vitest';
import { leaveBalance } from './balance';
import { dailyBalances } from './daily-balances';
import type { LeaveInput, LeaveProfile, LeaveRate } from './leave-types';
import { withRatePeriod } from './rates';

/**
 * Issue 30, 1.1: a type belongs to a rate period. The crew member: accrued leave at 0.25
 * days per day worked from 1 October, changed to yearly, 30 days, with change date 15 November
 * (in force from the 16th, 'Changes will take effect after this date'); every day worked.
 */
const accruedSince1Oct: LeaveProfile = {
  type: 'accrued',
  startDate: '2025-10-01',
  rates: [{ from: '2025-10-01', ratio: 0.25 }],
};
const change = { from: '2025-11-16', daysPerYear: 30, type: 'yearly' } as const;
const changed: LeaveProfile = {
  type: 'yearly',
  startDate: '2025-10-01',
  rates: [{ from: '2025-10-01', ratio: 0.25, type: 'accrued' }, change],
};
const input = (profile: LeaveProfile): LeaveInput => ({ profile });
const figures = (profile: LeaveProfile, asOf: string) => {
  const r = leaveBalance(input(profile), asOf);
  if (!r.ok) throw new Error(r.error.message);
  return r;
};

describe('a type belongs to a rate period (issue 30)', () => {
  it('the change makes the profile yearly from the 16th and keeps October accrued', () => {
    expect(withRatePeriod(accruedSince1Oct, change)).toEqual(changed);
  });

  // 31 days of October at 0.25; then 46 days at 0.25 to 15 November and 16 days at 30/365.
  it.each([
    ['October accrued', '2025-10-31', 'accrued', '7.75'],
    ['15 November, the change date', '2025-11-15', 'accrued', '11.50'],
    ['balance on 1 December', '2025-12-01', 'available', '12.82'],
  ] as const)('%s: %s is %s', (_name, asOf, figure, expected) => {
    expect(figures(changed, asOf)[figure].toFixed(2)).toBe(expected);
  });

  it('no day before the change moves; each day after earns 30/365', () => {
    const before = dailyBalances(input(accruedSince1Oct), '2025-10-01', '2025-12-01');
    const after = dailyBalances(input(changed), '2025-10-01', '2025-12-01');
    if (!before.ok || !after.ok) throw new Error('maths failed');
    const change = 46; // 2025-11-16 is day 46 from 1 October
    expect(after.available.subarray(0, change)).toEqual(before.available.subarray(0, change));
    expect(after.available[change]! - after.available[change - 1]!).toBeCloseTo(30 / 365, 12);
  });

  it('yearly to accrued keeps the yearly past and counts only worked days after', () => {
    const yearly: LeaveProfile = {
      type: 'yearly',
      startDate: '2026-01-01',
      rates: [{ from: '2026-01-01', daysPerYear: 36.5 }],
    };
    const toAccrued = withRatePeriod(yearly, { from: '2026-01-11', ratio: 0.5, type: 'accrued' });
    // Days 1-10 at 0.1 (leave taken on the 3rd accrues too); days 11-20 at 0.5 a worked day, 9 worked.
    const r = leaveBalance(
      {
        profile: toAccrued,
        leaveTypes: [{ id: 1, effect: 1, isNil: false }],
        days: [
          { date: '2026-01-03', leaveTypeId: 1 },
          { date: '2026-01-15', leaveTypeId: 1 },
        ],
      },
      '2026-01-20',
    );
    expect(r).toMatchObject({ ok: true, accrued: 1 + 4.5, worked: 18, taken: 2 });
  });

  it('a rate without a type accrues by the profile type', () => {
    const rates: LeaveRate[] = [
      { from: '2026-01-01', ratio: 0.25, type: 'accrued' },
      { from: '2026-01-11', daysPerYear: 36.5 },
    ];
    const r = figures({ type: 'yearly', startDate: '2026-01-01', rates }, '2026-01-20');
    expect(r.accrued).toBeCloseTo(2.5 + 1, 12);
  });

  it('of two rates on one date, the later listed wins with its type', () => {
    const rates: LeaveRate[] = [
      { from: '2026-01-01', daysPerYear: 36.5, type: 'yearly' },
      { from: '2026-01-01', ratio: 0.5, type: 'accrued' },
    ];
    const r = figures({ type: 'yearly', startDate: '2026-01-01', rates }, '2026-01-10');
    expect(r.accrued).toBe(5);
  });

  it('refuses a rate type that is neither yearly nor accrued, naming the rate', () => {
    const rates = [{ from: '2026-01-01', ratio: 0.5, type: 'monthly' }] as unknown as LeaveRate[];
    expect(leaveBalance(input({ type: 'accrued', startDate: '2026-01-01', rates }), '2026-01-10')).toEqual({
      ok: false,
      error: { field: 'profile.rates[0].type', message: 'Must be "yearly" or "accrued".' },
    });
  });

  it('a change replaces a period from the same day and writes out the types before it', () => {
    const profile: LeaveProfile = {
      type: 'yearly',
      startDate: '2026-01-01',
      rates: [
        { from: '2026-01-01', daysPerYear: 30 },
        { from: '2026-03-01', daysPerYear: 35 },
      ],
    };
    expect(withRatePeriod(profile, { from: '2026-03-01', ratio: 0.1, type: 'accrued' })).toEqual({
      ...profile,
      type: 'accrued',
      rates: [
        { from: '2026-01-01', daysPerYear: 30, type: 'yearly' },
        { from: '2026-03-01', ratio: 0.1, type: 'accrued' },
      ],
    });
  });
});
