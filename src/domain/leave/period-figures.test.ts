import { describe, expect, it } from 'vitest';
import type { ProfileRecords } from './leave-figures';
import { periodFigures } from './period-figures';

// Yearly 36.5 days a year earns 0.1 a day; type 1 reduces leave, type 2 is a work day.
const TYPES = [
  { id: 1, effect: 1 as const, isNil: false },
  { id: 2, effect: 2 as const, isNil: false },
];
const records = (
  id: string,
  startDate: string,
  extra: Partial<Omit<ProfileRecords, 'profile'>> & { endDate?: string | null; initialLeave?: number } = {},
): ProfileRecords => ({
  profile: {
    id,
    type: 'yearly',
    startDate,
    endDate: extra.endDate ?? null,
    initialLeave: extra.initialLeave ?? 0,
    rates: [{ from: startDate, daysPerYear: 36.5, ratio: null }],
  },
  types: TYPES,
  requests: extra.requests ?? [],
  adjustments: extra.adjustments ?? [],
  settings: { nilDays: true },
});
const leave = (profileId: string, status: string, dates: string[]) => ({
  id: `${profileId}-${status}`,
  profileId,
  status,
  deleted: false,
  days: dates.map((date) => ({ date, leaveTypeId: 1 })),
});

const figures = (profiles: ProfileRecords[], from = '2026-11-01', to = '2026-11-30') => {
  const result = periodFigures(profiles, from, to);
  if (!result.ok) throw new Error(result.message);
  return result;
};

describe('periodFigures', () => {
  it.each([
    ['a whole month', [records('a', '2026-01-01')], { accrued: 3, additional: 0, available: 33.4 }],
    ['a month the profile starts in', [records('a', '2026-11-21')], { accrued: 1, available: 1 }],
    [
      'initial leave in the balance only',
      [records('a', '2026-11-21', { initialLeave: 5 })],
      { accrued: 1, available: 6 },
    ],
    [
      'approved leave taken in the month',
      [records('a', '2026-11-01', { requests: [leave('a', 'Approved', ['2026-11-10', '2026-11-11'])] })],
      { accrued: 3, available: 1 },
    ],
    [
      'pending leave (not booked)',
      [records('a', '2026-11-01', { requests: [leave('a', 'Pending', ['2026-11-10', '2026-11-11'])] })],
      { accrued: 3, available: 3 },
    ],
    [
      'additional leave in the month, and before it',
      [
        records('a', '2026-10-01', {
          adjustments: [
            { profileId: 'a', kind: 'additional', date: '2026-10-15', days: 1, deleted: false },
            { profileId: 'a', kind: 'additional', date: '2026-11-15', days: 2, deleted: false },
            { profileId: 'a', kind: 'additional', date: '2026-11-16', days: 4, deleted: true },
          ],
        }),
      ],
      { accrued: 3, additional: 2, available: 9.1 },
    ],
    [
      'a profile that ended in the month',
      [records('a', '2026-10-01', { endDate: '2026-11-10' })],
      { accrued: 1, available: 4.1 },
    ],
    [
      'two profiles: the period sums both, the balance is the newer one',
      [records('old', '2026-01-01', { endDate: '2026-11-10' }), records('new', '2026-11-21')],
      { accrued: 2, available: 1 },
    ],
  ])('%s', (_, profiles, expected) => {
    const result = figures(profiles);
    for (const [key, value] of Object.entries(expected))
      expect(result[key as keyof typeof expected], key).toBeCloseTo(value, 9);
  });

  it('has no balance when no profile has started by the last day', () => {
    const result = figures([records('a', '2026-12-05')]);
    expect(result).toMatchObject({ accrued: 0, worked: 0, additional: 0, available: null });
  });

  it('counts worked days within the period', () => {
    const accrued: ProfileRecords = {
      ...records('a', '2026-11-01'),
      profile: {
        ...records('a', '2026-11-01').profile,
        type: 'accrued',
        rates: [{ from: '2026-11-01', daysPerYear: null, ratio: 0.5 }],
      },
      requests: [
        {
          ...leave('a', 'Approved', ['2026-11-03', '2026-11-04']),
          days: [
            { date: '2026-11-03', leaveTypeId: 2 },
            { date: '2026-11-04', leaveTypeId: 2 },
          ],
        },
      ],
    };
    expect(figures([accrued]).worked).toBeGreaterThan(0);
  });

  it('reports invalid input instead of throwing', () => {
    const bad = records('a', 'not a date');
    expect(periodFigures([bad], '2026-11-01', '2026-11-30').ok).toBe(false);
  });
});
