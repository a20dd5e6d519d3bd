import { describe, expect, it } from 'vitest';
import type { LeaveInput } from './leave-types';
import { type LeaveMonthRow, leaveMonthlyTable } from './monthly-table';

// Yearly 36.5 days a year earns 0.1 a day; type 1 reduces leave.
const leave = (startDate: string, extra: Partial<LeaveInput> = {}): LeaveInput => ({
  profile: { type: 'yearly', startDate, rates: [{ from: '2025-01-01', daysPerYear: 36.5 }] },
  leaveTypes: [{ id: 1, effect: 1, isNil: false }],
  ...extra,
});

const rows = (input: LeaveInput, year: number, asOf: string): LeaveMonthRow[] => {
  const result = leaveMonthlyTable(input, year, asOf);
  if (!result.ok) throw new Error(result.error.message);
  return result.months;
};

const close = (row: LeaveMonthRow | undefined, expected: Partial<LeaveMonthRow>) => {
  for (const [key, value] of Object.entries(expected)) {
    if (typeof value === 'number') expect(row?.[key as keyof LeaveMonthRow], key).toBeCloseTo(value, 10);
    else expect(row?.[key as keyof LeaveMonthRow], key).toBe(value);
  }
};

describe('leaveMonthlyTable', () => {
  const input = leave('2026-01-15', {
    days: [{ date: '2026-02-10', leaveTypeId: 1 }],
    additional: [{ date: '2026-03-05', days: 2 }],
  });
  const months = rows(input, 2026, '2026-03-10');

  it('gives twelve months', () => {
    expect(months.map((m) => m.month)).toEqual([
      '2026-01',
      '2026-02',
      '2026-03',
      '2026-04',
      '2026-05',
      '2026-06',
      '2026-07',
      '2026-08',
      '2026-09',
      '2026-10',
      '2026-11',
      '2026-12',
    ]);
  });

  it.each([
    // 17 days from 15 January
    [0, { accrued: 1.7, worked: 17, taken: 0, available: 1.7, accruedPlus: 1.7, workedPlus: 17 }],
    // 28 days, one of them leave (it accrues too)
    [
      1,
      { accrued: 2.8, worked: 27, taken: 1, available: 3.5, accruedPlus: 4.5, takenPlus: 1, workedPlus: 44 },
    ],
    // 10 days up to the as-of date, plus 2 additional days
    [2, { accrued: 1, worked: 10, additional: 2, available: 6.5, accruedPlus: 5.5, additionalPlus: 2 }],
    // after the as-of date nothing changes
    [3, { accrued: 0, worked: 0, taken: 0, available: 6.5, accruedPlus: 5.5, workedPlus: 54, takenPlus: 1 }],
    [11, { accrued: 0, available: 6.5 }],
  ])('month %i', (index, expected) => {
    close(months[index], expected);
  });

  it("cumulates 'Plus' values from the profile start, across years", () => {
    const table = rows(leave('2025-12-01'), 2026, '2026-12-31');
    close(table[0], { accrued: 3.1, accruedPlus: 6.2, worked: 31, workedPlus: 62, available: 6.2 });
    close(table[11], { accrued: 3.1, accruedPlus: 36.5 + 3.1, workedPlus: 365 + 31 });
  });

  it('shows months before the start as empty, with the initial leave available', () => {
    const table = rows(
      { ...leave('2026-03-01'), profile: { ...leave('2026-03-01').profile, initialLeave: 4 } },
      2026,
      '2026-03-31',
    );
    close(table[1], { accrued: 0, worked: 0, available: 4, accruedPlus: 0 });
    close(table[2], { accrued: 3.1, worked: 31, available: 7.1 });
  });

  it('shows the forfeit of a rollover in its month', () => {
    const table = rows(
      leave('2026-01-01', { rollovers: [{ date: '2026-01-31', rolledOver: 1 }] }),
      2026,
      '2026-02-28',
    );
    close(table[0], { accrued: 3.1, forfeited: 2.1, available: 1 });
    close(table[1], { accrued: 2.8, forfeited: 0, forfeitedPlus: 2.1, available: 3.8 });
  });

  it.each([
    ['year', 0, '2026-01-01'],
    ['asOf', 2026, '2026-13-01'],
  ])('refuses an invalid %s', (field, year, asOf) => {
    const result = leaveMonthlyTable(leave('2026-01-01'), year, asOf);
    expect(result.ok ? null : result.error.field).toBe(field);
  });

  it('passes on the error of an invalid input', () => {
    const result = leaveMonthlyTable(
      leave('2026-01-01', { days: [{ date: '2026-01-02', leaveTypeId: 7 }] }),
      2026,
      '2026-12-31',
    );
    expect(result.ok ? null : result.error.field).toBe('days[0].leaveTypeId');
  });
});
