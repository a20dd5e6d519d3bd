import { describe, expect, it } from 'vitest';
import { leaveBalance } from './balance';
import {
  accruedYear,
  approverNames,
  EXAMPLE_RATES,
  exampleRate,
  typeRules,
  workedExample,
} from './guidelines';

/** The demo vessel's types (server/src/modules/leave/leave-setup.ts). */
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
  it('is the reader’s own, else the vessel’s most common (the lower of a tie), else the example', () => {
    expect(exampleRate('yearly', 25, [30, 30])).toEqual({ rate: 25, source: 'own' });
    expect(exampleRate('yearly', null, [30, 28, 30, 28, 40])).toEqual({ rate: 28, source: 'vessel' });
    expect(exampleRate('yearly', null, [30, 30, 28])).toEqual({ rate: 30, source: 'vessel' });
    expect(exampleRate('accrued', null, [])).toEqual({ rate: EXAMPLE_RATES.accrued, source: 'example' });
    expect(exampleRate('yearly', Number.NaN, [-1])).toEqual({
      rate: EXAMPLE_RATES.yearly,
      source: 'example',
    });
  });
});

describe('a ratio over a year', () => {
  it('splits the 365 days into days worked and the leave they earn', () => {
    const year = accruedYear(0.5);
    expect(year.leave).toBeCloseTo(121.6667, 4);
    expect(year.worked).toBeCloseTo(243.3333, 4);
    expect(year.worked * 0.5).toBeCloseTo(year.leave, 10);
    expect(accruedYear(0)).toEqual({ worked: 365, leave: 0 });
  });
});

describe('the leave approval group by name', () => {
  it('takes the names the settings carry, then the crew records, and never calls anyone former', () => {
    const names = approverNames(
      [3, 7, 9],
      [{ userId: 3, name: 'James Whitfield' }],
      [{ userId: 7, firstName: 'Clara', lastName: 'Mendes' }],
    );
    expect(names).toEqual([
      'James Whitfield',
      'Clara Mendes',
      'a member whose name has not reached this device yet',
    ]);
    expect(approverNames([3], undefined, [])).toEqual([
      'a member whose name has not reached this device yet',
    ]);
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
