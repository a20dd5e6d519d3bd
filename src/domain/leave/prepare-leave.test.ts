import { describe, expect, it } from 'vitest';
import { dayNumber } from './day-number';
import type { LeaveInput, LeaveProfileType } from './leave-types';
import { ACCRUES_ACCRUED, ACCRUES_YEARLY, prepareLeave, TAKEN, UNBOOKED, WORKED } from './prepare-leave';

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
  // A day answers for both types: a yearly period earns on every day but a nil one, an accrued
  // period on the days worked; the profile's type does not enter into it (issue 30).
  it.each([
    // effect, nil, flags
    [1, false, TAKEN | ACCRUES_YEARLY],
    [2, false, WORKED | ACCRUES_YEARLY | ACCRUES_ACCRUED],
    [0, false, ACCRUES_YEARLY],
    [1, true, TAKEN],
    [2, true, 0],
    [0, true, 0],
  ] as const)('effect %i, nil %s', (effect, isNil, flags) => {
    for (const type of ['yearly', 'accrued'] as const) {
      const leave = prepared(
        input(type, {
          leaveTypes: [{ id: 7, effect, isNil }],
          days: [{ date: '2026-01-02', leaveTypeId: 7 }],
        }),
      );
      expect(leave.bookingFlags[0]).toBe(flags);
    }
  });

  it('treats an unbooked day as worked and accruing', () => {
    expect(UNBOOKED).toBe(WORKED | ACCRUES_YEARLY | ACCRUES_ACCRUED);
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

  it('keeps a rate that repeats the one before in another type', () => {
    const leave = prepared({
      profile: {
        type: 'yearly',
        startDate: '2026-01-01',
        rates: [
          { from: '2026-01-01', ratio: 0.25, type: 'accrued' },
          { from: '2026-02-01', ratio: 0.25, type: 'yearly' },
        ],
      },
    });
    expect(leave.rateFrom).toEqual([dayNumber('2026-01-01'), dayNumber('2026-02-01')]);
    expect([leave.rateNum, leave.rateDen]).toEqual([
      [0.25, 0.25],
      [1, 1.25],
    ]);
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

  it.each([
    [{ additional: [{ date: '2026-02-01', days: Number.NaN }] }, 'Field should be a number.'],
    [{ rollovers: [{ date: '2026-06-30', rolledOver: Number.NaN }] }, 'Field should be a number.'],
    [{ rollovers: [{ date: '2026-06-30', rolledOver: -2 }] }, 'Value must be greater or equal to 0.'],
  ])("refuses %o in doc 1's words", (extra, message) => {
    const result = prepareLeave(input('yearly', extra));
    expect(result.ok ? null : result.error.message).toBe(message);
  });
});
