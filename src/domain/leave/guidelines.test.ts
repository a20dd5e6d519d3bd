import { describe, expect, it } from 'vitest';
import { leaveBalance } from './balance';
import { EXAMPLE_RATES, exampleRate, typeRules, workedExample } from './guidelines';

/** The demo vessel's types (server/src/services/leave/leave-setup.ts). */
const TYPES = [
  { id: 1, name: 'Leave', effect: 1 as const, isNil: false, isDefault: true },
  { id: 2, name: 'Work day', effect: 2 as const, isNil: false },
  { id: 3, name: 'Travel', effect: 0 as const, isNil: false },
  { id: 4, name: 'Not on payroll', effect: 0 as const, isNil: true },
  { id: 5, name: 'Unpaid leave', effect: 1 as const, isNil: true },
];

describe('how each leave type counts', () => {
  it('follows the maths for both kinds of profile', () => {
    const byName = Object.fromEntries(typeRules(TYPES).map((r) => [r.name, r]));
    // Leave: taken; earns on a yearly rate (every employment day does), not on accrued (not worked).
    expect(byName.Leave).toMatchObject({
      takes: true,
      worked: false,
      earnsYearly: true,
      earnsAccrued: false,
    });
    expect(byName['Work day']).toMatchObject({
      takes: false,
      worked: true,
      earnsYearly: true,
      earnsAccrued: true,
    });
    expect(byName.Travel).toMatchObject({
      takes: false,
      worked: false,
      earnsYearly: true,
      earnsAccrued: false,
    });
    // A nil day earns nothing under either kind, and still counts as taken if it reduces leave.
    expect(byName['Not on payroll']).toMatchObject({
      takes: false,
      earnsYearly: false,
      earnsAccrued: false,
      nil: true,
    });
    expect(byName['Unpaid leave']).toMatchObject({ takes: true, earnsYearly: false, earnsAccrued: false });
  });
});

describe('the rate of the worked example', () => {
  it('is the reader’s own, else the vessel’s most common (the lower of a tie), else the default', () => {
    expect(exampleRate('yearly', 25, [30, 30])).toBe(25);
    expect(exampleRate('yearly', null, [30, 28, 30, 28, 40])).toBe(28);
    expect(exampleRate('yearly', null, [30, 30, 28])).toBe(30);
    expect(exampleRate('accrued', null, [])).toBe(EXAMPLE_RATES.accrued);
    expect(exampleRate('yearly', Number.NaN, [-1])).toBe(EXAMPLE_RATES.yearly);
  });
});

describe('the worked example', () => {
  it('a yearly rate earns on every day of the month, leave days too', () => {
    const ex = workedExample('yearly', 36.5, TYPES, 2026);
    expect(ex).toMatchObject({ from: '2026-04-01', to: '2026-04-30', leaveType: 'Leave', leaveDays: 10 });
    expect(ex.totals?.accrued).toBeCloseTo(3, 10);
    expect(ex.totals?.taken).toBe(10);
    expect(ex.totals?.available).toBeCloseTo(10 + 3 - 10, 10);
  });

  it('an accrued profile earns on the days worked only', () => {
    const ex = workedExample('accrued', 0.5, TYPES, 2026);
    expect(ex.totals).toMatchObject({ worked: 20, accrued: 10, taken: 10, available: 10 });
  });

  it('gives the same figures as the maths on the same month', () => {
    const ex = workedExample('yearly', 30, TYPES, 2027);
    const days = Array.from({ length: 10 }, (_, i) => ({ date: `2027-04-${21 + i}`, leaveTypeId: 1 }));
    const direct = leaveBalance(
      {
        profile: {
          type: 'yearly',
          startDate: '2027-04-01',
          initialLeave: 10,
          rates: [{ from: '2027-04-01', daysPerYear: 30 }],
        },
        leaveTypes: TYPES,
        days,
      },
      '2027-04-30',
    );
    expect(direct.ok && ex.totals?.available).toBe(direct.ok ? direct.available : false);
  });

  it('books no leave when no type reduces leave, and says which type it books otherwise', () => {
    const none = workedExample('yearly', 30, [TYPES[1]!, TYPES[2]!], 2026);
    expect(none).toMatchObject({ leaveType: null, leaveDays: 0 });
    expect(none.totals?.taken).toBe(0);
    // Not the default: the first type that reduces leave.
    const other = workedExample('yearly', 30, [TYPES[2]!, { ...TYPES[4]!, isDefault: false }], 2026);
    expect(other.leaveType).toBe('Unpaid leave');
  });
});
