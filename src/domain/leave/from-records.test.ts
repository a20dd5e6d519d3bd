import { describe, expect, it } from 'vitest';
import { leaveBalance } from './balance';
import { leaveInputOf, type ProfileLike } from './from-records';

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

const ON = { nilDays: true };

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
      ON,
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
      ON,
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
      ON,
    );
    expect(input.days).toEqual([]);
    expect(leaveBalance(input, '2026-01-10').ok).toBe(true);
  });
});

/**
 * Issue 30, 1.2: the vessel's 'Nil days' setting ('Leave types marked nil count as neither worked
 * nor earning leave'). On, a day of a nil type is neither worked nor earns; off, the nil mark
 * counts for nothing and the day counts by its type's effect. Ten days from 1 January, two of
 * them (3rd and 4th) of the type; yearly 36.5 a year earns 0.1 a day, accrued 0.5 a worked day.
 */
describe("the 'Nil days' setting", () => {
  const yearly = { ...profile, initialLeave: 0 };
  const accrued = {
    ...yearly,
    type: 'accrued' as const,
    rates: [{ from: '2026-01-01', daysPerYear: null, ratio: 0.5 }],
  };
  const figures = (p: ProfileLike & { id: string }, effect: 0 | 1 | 2, isNil: boolean, nilDays: boolean) => {
    const input = leaveInputOf(
      p,
      [{ id: 7, effect, isNil }],
      [
        {
          ...request('a', 'Approved', ['2026-01-03', '2026-01-04']),
          days: [3, 4].map((d) => ({ date: `2026-01-0${d}`, leaveTypeId: 7 })),
        },
      ],
      [],
      { nilDays },
    );
    const r = leaveBalance(input, '2026-01-10');
    if (!r.ok) throw new Error(r.error.message);
    return { accrued: Number(r.accrued.toFixed(10)), worked: r.worked, taken: r.taken };
  };
  it.each([
    // profile, effect, nil, setting, accrued, worked, taken
    ['yearly', 1, true, true, 0.8, 8, 2],
    ['yearly', 2, true, true, 0.8, 8, 0],
    ['yearly', 0, true, true, 0.8, 8, 0],
    ['yearly', 1, true, false, 1, 8, 2],
    ['yearly', 2, true, false, 1, 10, 0],
    ['yearly', 0, true, false, 1, 8, 0],
    ['yearly', 1, false, true, 1, 8, 2],
    ['yearly', 0, false, true, 1, 8, 0],
    ['accrued', 1, true, true, 4, 8, 2],
    ['accrued', 2, true, true, 4, 8, 0],
    ['accrued', 2, true, false, 5, 10, 0],
    ['accrued', 1, true, false, 4, 8, 2],
    ['accrued', 0, true, false, 4, 8, 0],
    ['accrued', 2, false, true, 5, 10, 0],
  ] as const)(
    '%s, effect %i, nil %s, setting on %s: accrued %d, worked %d, taken %d',
    (kind, effect, isNil, on, accruedDays, worked, taken) => {
      expect(figures(kind === 'yearly' ? yearly : accrued, effect, isNil, on)).toEqual({
        accrued: accruedDays,
        worked,
        taken,
      });
    },
  );
});
