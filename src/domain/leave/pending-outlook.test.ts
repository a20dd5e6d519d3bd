import { describe, expect, it } from 'vitest';
import { overdrawOf, pendingOutlook } from './pending-outlook';

// 36.5 days a year: 0.1 a day, from 1 January 2026 (1 Jan counted: 0.1 on its end).
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
const days = (from: number, to: number, leaveTypeId = 1) =>
  Array.from({ length: to - from + 1 }, (_, i) => ({
    date: `2026-01-${String(from + i).padStart(2, '0')}`,
    leaveTypeId,
  }));
const request = (id: string, status: string, d: { date: string; leaveTypeId: number }[], over = {}) => ({
  id,
  profileId: 'P1',
  status,
  deleted: false,
  days: d,
  ...over,
});
const NIL_ON = { nilDays: true };
const records = (requests: ReturnType<typeof request>[]) => ({
  profile,
  types,
  requests,
  adjustments: [],
  settings: NIL_ON,
});
const candidate = (id: string | null, d: { date: string; leaveTypeId: number }[]) => ({
  id,
  days: d,
  endDate: d.at(-1)?.date ?? '',
});

describe('the balance if all pending requests are approved', () => {
  it('is not worked out without another pending request', () => {
    const r = records([request('A', 'Approved', days(2, 3)), request('D', 'Draft', days(5, 6))]);
    expect(pendingOutlook(r, candidate('R', days(20, 21)), '2026-01-10')).toBeNull();
  });

  it('counts every other pending request of the profile, on the last day of them all', () => {
    const r = records([
      request('P', 'Pending', days(24, 25)),
      request('Q', 'Pending', days(5, 5)),
      request('X', 'Pending', days(26, 27), { deleted: true }),
      request('Y', 'Pending', days(26, 27), { profileId: 'P2' }),
    ]);
    const o = pendingOutlook(r, candidate('R', days(20, 21)), '2026-01-10');
    expect(o?.count).toBe(2);
    expect(o?.on).toBe('2026-01-25');
    // 25 days accrued (2.5), 2 + 2 + 1 taken.
    expect(o?.after.ok && o.after.available).toBeCloseTo(2.5 - 5, 10);
  });

  it('does not count the request itself twice when it is pending already', () => {
    const r = records([request('R', 'Pending', days(20, 21)), request('P', 'Pending', days(5, 5))]);
    const o = pendingOutlook(r, candidate('R', days(20, 21)), '2026-01-10');
    expect(o?.count).toBe(1);
    expect(o?.on).toBe('2026-01-21');
    expect(o?.after.ok && o.after.available).toBeCloseTo(2.1 - 3, 10);
  });
});

describe('the warning before a request leaves the balance below 0', () => {
  it('is none while the balance stays at 0 or above', () => {
    // 2.1 accrued by the 21st, 2 taken.
    expect(overdrawOf(records([]), candidate('R', days(20, 21)), '2026-01-10')).toBeNull();
  });

  it('names the balance on the request’s last day when the request alone overdraws it', () => {
    const o = overdrawOf(records([]), candidate('R', days(6, 10)), '2026-01-01');
    expect(o).toEqual({ available: expect.closeTo(1 - 5, 10), on: '2026-01-10', pendingCounted: 0 });
  });

  it('counts pending requests before it, and is none when they are denied or drafts', () => {
    const before = records([request('P', 'Pending', days(2, 3))]);
    expect(overdrawOf(before, candidate('R', days(20, 21)), '2026-01-10')).toEqual({
      available: expect.closeTo(2.1 - 4, 10),
      on: '2026-01-21',
      pendingCounted: 1,
    });
    for (const status of ['Denied', 'Draft'])
      expect(
        overdrawOf(records([request('P', status, days(2, 3))]), candidate('R', days(20, 21)), '2026-01-10'),
      ).toBeNull();
  });

  it('finds the lowest point at the end of a later pending request', () => {
    // On the 12th: 1.2 - 1 = 0.2; on the 16th, the pending 13th-16th taken too: 1.6 - 5.
    const r = records([request('P', 'Pending', days(13, 16))]);
    expect(overdrawOf(r, candidate('R', days(12, 12)), '2026-01-01')).toEqual({
      available: expect.closeTo(1.6 - 5, 10),
      on: '2026-01-16',
      pendingCounted: 1,
    });
  });

  it('asks nothing about a request that takes no leave days, nor about a balance that rounds to 0', () => {
    expect(overdrawOf(records([]), candidate('R', days(2, 9, 2)), '2026-01-01')).toBeNull();
    // 1 January: 0.1 accrued and 1 taken, on an initial balance of a hair under 0.9.
    const from = (initialLeave: number) => ({
      profile: { ...profile, initialLeave },
      types,
      requests: [],
      adjustments: [],
      settings: NIL_ON,
    });
    expect(overdrawOf(from(0.9 - 0.004), candidate(null, days(1, 1)), '2026-01-01')).toBeNull();
    expect(overdrawOf(from(0.9 - 0.006), candidate(null, days(1, 1)), '2026-01-01')).toEqual({
      available: expect.closeTo(-0.006, 10),
      on: '2026-01-01',
      pendingCounted: 0,
    });
  });
});
