import { describe, expect, it } from 'vitest';
import { leaveBalance } from './balance';
import { leaveInputOf } from './from-records';

const profile = {
  id: 'P1',
  type: 'yearly' as const,
  startDate: '2026-01-01',
  endDate: null,
  initialLeave: 2,
  rates: [{ from: '2026-01-01', daysPerYear: 36.5, ratio: null }],
};
const types = [
  { id: 1, effect: 1 as const, isNil: false },
  { id: 2, effect: 0 as const, isNil: true },
];
const request = (id: string, status: string, dates: string[], extra = {}) => ({
  id,
  profileId: 'P1',
  status,
  deleted: false,
  days: dates.map((date) => ({ date, leaveTypeId: 1 })),
  ...extra,
});

describe('the leave input from synced records', () => {
  it('books the days of approved and checked requests only, of this profile, not deleted', () => {
    const input = leaveInputOf(
      profile,
      types,
      [
        request('a', 'Approved', ['2026-01-05']),
        request('b', 'Checked', ['2026-01-06']),
        request('c', 'Pending', ['2026-01-07']),
        request('d', 'Draft', ['2026-01-08']),
        request('e', 'Denied', ['2026-01-09']),
        request('f', 'Approved', ['2026-01-10'], { deleted: true }),
        request('g', 'Approved', ['2026-01-11'], { profileId: 'P2' }),
      ],
      [],
    );
    expect(input.days?.map((d) => d.date)).toEqual(['2026-01-05', '2026-01-06']);
  });

  it('adds additional leave and rollovers of the profile, and gives the balance the maths define', () => {
    const input = leaveInputOf(
      profile,
      types,
      [request('a', 'Approved', ['2026-01-05', '2026-01-06'])],
      [
        { profileId: 'P1', kind: 'additional', date: '2026-01-03', days: 1.5, deleted: false },
        { profileId: 'P1', kind: 'additional', date: '2026-01-04', days: 9, deleted: true },
        { profileId: 'P2', kind: 'additional', date: '2026-01-04', days: 9, deleted: false },
      ],
    );
    // Ten days at 36.5 a year accrue 1.0; 2 initial + 1 + 1.5 additional - 2 taken.
    const balance = leaveBalance(input, '2026-01-10');
    expect(balance).toMatchObject({ ok: true, accrued: 1, taken: 2, additional: 1.5, available: 2.5 });
  });

  it('leaves out a day of a leave type it does not know rather than failing the whole balance', () => {
    const input = leaveInputOf(
      profile,
      types,
      [{ ...request('a', 'Approved', ['2026-01-05']), days: [{ date: '2026-01-05', leaveTypeId: 99 }] }],
      [],
    );
    expect(input.days).toEqual([]);
    expect(leaveBalance(input, '2026-01-10').ok).toBe(true);
  });
});
