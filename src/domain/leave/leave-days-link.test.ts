import { describe, expect, it } from 'vitest';
import { leaveDaysOfRate, predatesProfile, type RatePeriod, ratesWithLeaveDays } from './leave-days-link';

const setupRate: RatePeriod = {
  from: '2026-01-01',
  daysPerYear: 35,
  ratio: null,
  changeDate: null,
  comment: null,
};
const yearly = { type: 'yearly' as const, startDate: '2026-01-01', rates: [setupRate] };

describe('the crew record’s leave days on a leave profile', () => {
  it.each([
    [
      'a later change: a period from the day after its change date',
      '2026-06-30',
      ['2026-01-01', '2026-07-01'],
    ],
    ['a change before the start: the rate from the start', '2025-12-01', ['2026-01-01']],
    ['a change the day before the start: the rate from the start', '2025-12-31', ['2026-01-01']],
  ])('%s', (_, changeDate, froms) => {
    const rates = ratesWithLeaveDays(yearly, { amount: 40, changeDate, comment: 'Promotion' })!;
    expect(rates.map((r) => r.from)).toEqual(froms);
    expect(rates.at(-1)).toEqual({
      from: froms.at(-1),
      daysPerYear: 40,
      ratio: null,
      type: 'yearly',
      changeDate,
      comment: 'Promotion',
    });
  });

  it('a second change from the same day replaces the first; periods stay in date order', () => {
    const once = ratesWithLeaveDays(yearly, { amount: 40, changeDate: '2026-06-30', comment: null })!;
    const earlier = ratesWithLeaveDays(
      { ...yearly, rates: once },
      { amount: 38, changeDate: '2026-03-31', comment: null },
    )!;
    const again = ratesWithLeaveDays(
      { ...yearly, rates: earlier },
      { amount: 42, changeDate: '2026-06-30', comment: 'Corrected' },
    )!;
    expect(again.map((r) => [r.from, r.daysPerYear])).toEqual([
      ['2026-01-01', 35],
      ['2026-04-01', 38],
      ['2026-07-01', 42],
    ]);
  });

  it('an accrued profile is left alone, and its ratio is no crew record’s days', () => {
    expect(
      ratesWithLeaveDays(
        { ...yearly, type: 'accrued' },
        { amount: 40, changeDate: '2026-06-30', comment: null },
      ),
    ).toBeNull();
    expect(leaveDaysOfRate('accrued', { daysPerYear: null })).toBeNull();
  });

  it('a type belongs to its period: a yearly profile that was accrued before keeps that period accrued', () => {
    const accruedThenYearly = {
      ...yearly,
      rates: [
        { ...setupRate, daysPerYear: null, ratio: 0.25, type: 'accrued' as const },
        { ...setupRate, from: '2026-11-16', daysPerYear: 30, type: 'yearly' as const },
      ],
    };
    // Within the accrued period the crew record's days do not become a yearly period.
    expect(
      ratesWithLeaveDays(accruedThenYearly, { amount: 40, changeDate: '2026-06-30', comment: null }),
    ).toBeNull();
    // After the change to yearly they do, and the accrued period keeps its type.
    const later = ratesWithLeaveDays(accruedThenYearly, {
      amount: 40,
      changeDate: '2026-11-30',
      comment: null,
    })!;
    expect(later.map((r) => [r.from, r.type, r.daysPerYear ?? r.ratio])).toEqual([
      ['2026-01-01', 'accrued', 0.25],
      ['2026-11-16', 'yearly', 30],
      ['2026-12-01', 'yearly', 40],
    ]);
    expect(leaveDaysOfRate('yearly', { daysPerYear: 40 })).toBe(40);
  });

  it('a change older than the crew record’s figure at the profile’s start is history from before the profile', () => {
    const profile = { startDate: '2026-09-01' };
    // The crew record changed on the start date; a correction of 2025 comes before that one.
    expect(predatesProfile(profile, '2025-01-01', ['2026-09-01', '2025-01-01'])).toBe(true);
    expect(predatesProfile(profile, '2025-01-01', ['2025-01-01'])).toBe(false);
    // The newest figure by the start, or any change after it, does reach the profile.
    expect(predatesProfile(profile, '2026-09-01', ['2025-01-01', '2026-09-01'])).toBe(false);
    expect(predatesProfile(profile, '2026-11-30', ['2026-09-01', '2027-01-31'])).toBe(false);
  });
});
