import { describe, expect, it } from 'vitest';
import { accruedRatioOf, type ProfileRatesLike } from './accrued-ratio';

const profile = (over: Partial<ProfileRatesLike> = {}): ProfileRatesLike => ({
  crewId: 3,
  type: 'accrued',
  startDate: '2026-01-01',
  rates: [{ from: '2026-01-01', daysPerYear: null, ratio: 0.5 }],
  active: true,
  deleted: false,
  ...over,
});

// Field test s58, item 12: the crew list said 'Leave 121.67 days/yr' (a ratio of 0.5 converted)
// for people on accrued profiles.
describe('accruedRatioOf: the ratio the crew screens say for an accrued rate', () => {
  it.each<[string, ProfileRatesLike[], string, number | null]>([
    ['an accrued profile: its ratio', [profile()], '2026-12-06', 0.5],
    ['before its start: the rate it starts with', [profile()], '2025-12-01', 0.5],
    [
      'a yearly profile: none',
      [profile({ type: 'yearly', rates: [{ from: '2026-01-01', daysPerYear: 30 }] })],
      '2026-12-06',
      null,
    ],
    [
      'a yearly period in force on an accrued profile: none',
      [
        profile({
          rates: [
            { from: '2026-01-01', ratio: 0.5 },
            { from: '2026-06-01', daysPerYear: 30, type: 'yearly' },
          ],
        }),
      ],
      '2026-12-06',
      null,
    ],
    [
      'an accrued period in force on a yearly profile: its ratio',
      [
        profile({
          type: 'yearly',
          rates: [
            { from: '2026-01-01', daysPerYear: 30 },
            { from: '2026-06-01', ratio: 0.25, type: 'accrued' },
          ],
        }),
      ],
      '2026-12-06',
      0.25,
    ],
    [
      'a ratio kept as days a year: converted back',
      [profile({ rates: [{ from: '2026-01-01', daysPerYear: 365 / 3 }] })],
      '2026-12-06',
      0.5,
    ],
    [
      'an inactive or deleted profile: none',
      [profile({ active: false }), profile({ deleted: true })],
      '2026-12-06',
      null,
    ],
    ['someone else’s profile: none', [profile({ crewId: 4 })], '2026-12-06', null],
  ])('%s', (_, profiles, today, ratio) => {
    const got = accruedRatioOf(profiles, 3, today);
    if (ratio === null) expect(got).toBeNull();
    else expect(got).toBeCloseTo(ratio, 9);
  });
});
