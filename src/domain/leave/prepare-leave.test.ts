import { describe, expect, it } from 'vitest';
import { dayNumber } from './day-number';
import type { LeaveInput, LeaveProfileType } from './leave-types';
import { ACCRUES, prepareLeave, TAKEN, UNBOOKED, WORKED } from './prepare-leave';

const input = (type: LeaveProfileType, extra: Partial<LeaveInput> = {}): LeaveInput => ({
  profile: { type, startDate: '2026-01-01', rates: [{ from: '2026-01-01', daysPerYear: 36.5 }] },
  ...extra,
});

const prepared = (leave: LeaveInput) => {
  const result = prepareLeave(leave);
  if (!result.ok) throw new Error(result.error.message);
  return result.leave;
};

describe('prepareLeave: day flags of a booked type', () => {
  it.each([
    // type, effect, nil, flags
    ['yearly', 1, false, TAKEN | ACCRUES],
    ['yearly', 2, false, WORKED | ACCRUES],
    ['yearly', 0, false, ACCRUES],
    ['yearly', 1, true, TAKEN],
    ['yearly', 2, true, 0],
    ['yearly', 0, true, 0],
    ['accrued', 1, false, TAKEN],
    ['accrued', 2, false, WORKED | ACCRUES],
    ['accrued', 0, false, 0],
    ['accrued', 1, true, TAKEN],
    ['accrued', 2, true, 0],
    ['accrued', 0, true, 0],
  ] as const)('%s, effect %i, nil %s', (type, effect, isNil, flags) => {
    const leave = prepared(
      input(type, { leaveTypes: [{ id: 7, effect, isNil }], days: [{ date: '2026-01-02', leaveTypeId: 7 }] }),
    );
    expect(leave.bookingFlags[0]).toBe(flags);
  });

  it('treats an unbooked day as worked and accruing', () => {
    expect(UNBOOKED).toBe(WORKED | ACCRUES);
  });
});

describe('prepareLeave: rates', () => {
  const rates = (list: { from: string; daysPerYear: number }[]) =>
    prepared({ profile: { ...input('yearly').profile, rates: list } });

  it('sorts rates by date and keeps the later listed of one date', () => {
    const leave = rates([
      { from: '2026-03-01', daysPerYear: 30 },
      { from: '2026-01-01', daysPerYear: 20 },
      { from: '2026-03-01', daysPerYear: 40 },
    ]);
    expect(leave.rateFrom).toEqual([dayNumber('2026-01-01'), dayNumber('2026-03-01')]);
    expect(leave.rateNum).toEqual([20, 40]);
  });

  it('drops a rate that repeats the one before', () => {
    const leave = rates([
      { from: '2026-01-01', daysPerYear: 20 },
      { from: '2026-02-01', daysPerYear: 20 },
      { from: '2026-03-01', daysPerYear: 25 },
    ]);
    expect(leave.rateNum).toEqual([20, 25]);
  });
});

describe('prepareLeave: events', () => {
  it('orders additional leave and rollovers by date, keeping the input index for errors', () => {
    const leave = prepared(
      input('yearly', {
        rollovers: [
          { date: '2026-12-31', rolledOver: 1 },
          { date: '2026-06-30', rolledOver: 2 },
        ],
        additional: [
          { date: '2026-02-01', days: 1 },
          { date: '2026-01-15', days: 2 },
        ],
      }),
    );
    expect(leave.rolloverValue).toEqual([2, 1]);
    expect(leave.rolloverIndex).toEqual([1, 0]);
    expect(leave.additionalDays).toEqual([2, 1]);
  });

  it.each([
    [{ additional: [{ date: '2026-02-29', days: 1 }] }, 'additional[0].date'],
    [{ additional: [{ date: '2026-02-01', days: Number.NaN }] }, 'additional[0].days'],
    [{ rollovers: [{ date: '2026-13-01', rolledOver: 1 }] }, 'rollovers[0].date'],
    [{ leaveTypes: [{ id: 1, effect: 3 as 1 }] }, 'leaveTypes[0].effect'],
    [{ leaveTypes: [{ id: 1.5, effect: 1 as const }] }, 'leaveTypes[0].id'],
  ])('refuses %o', (extra, field) => {
    const result = prepareLeave(input('yearly', extra));
    expect(result.ok ? null : result.error.field).toBe(field);
  });
});
