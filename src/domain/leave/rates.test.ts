import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  accrualOf,
  daysPerYearFromRatio,
  effectiveFrom,
  rateError,
  rateInForce,
  ratioFromDaysPerYear,
} from './rates';

describe('rate conversions', () => {
  it.each([
    [0, 0],
    [0.25, 73],
    [0.5, 365 / 3],
    [1, 182.5],
    [3, 273.75],
  ])('ratio %d is %d days per year', (ratio, daysPerYear) => {
    expect(daysPerYearFromRatio(ratio)).toBeCloseTo(daysPerYear, 12);
    expect(ratioFromDaysPerYear(daysPerYear)).toBeCloseTo(ratio, 12);
  });

  it('round-trip: ratio -> days per year -> ratio', () => {
    fc.assert(
      fc.property(fc.double({ min: 0, max: 1000, noNaN: true }), (ratio) => {
        const back = ratioFromDaysPerYear(daysPerYearFromRatio(ratio));
        expect(Math.abs(back - ratio)).toBeLessThanOrEqual(1e-9 * Math.max(1, ratio));
      }),
    );
  });

  it('round-trip: days per year -> ratio -> days per year', () => {
    fc.assert(
      fc.property(fc.double({ min: 0, max: 364.999, noNaN: true }), (daysPerYear) => {
        const back = daysPerYearFromRatio(ratioFromDaysPerYear(daysPerYear));
        expect(Math.abs(back - daysPerYear)).toBeLessThanOrEqual(1e-9 * Math.max(1, daysPerYear));
      }),
    );
  });
});

describe('effectiveFrom', () => {
  it.each([
    ['2026-03-10', '2026-03-11'],
    ['2026-02-28', '2026-03-01'],
    ['2024-02-28', '2024-02-29'],
    ['2025-12-31', '2026-01-01'],
  ])('a change dated %s takes effect on %s', (changeDate, from) => {
    expect(effectiveFrom(changeDate)).toBe(from);
  });
});

describe('accrualOf', () => {
  it.each([
    ['yearly', { daysPerYear: 36.5 }, 0.1],
    ['yearly', { ratio: 0.25 }, 0.2],
    ['accrued', { ratio: 0.5 }, 0.5],
    ['accrued', { daysPerYear: 73 }, 0.25],
  ] as const)('%s with %o earns %d per accruing day', (type, value, perDay) => {
    const { num, den } = accrualOf(type, { from: '2026-01-01', ...value });
    expect(num / den).toBeCloseTo(perDay, 12);
  });
});

describe('rateError', () => {
  const NUMERIC = 'Field should be a number.';
  it.each([
    [{ from: '2026-01-01', daysPerYear: 0 }, null, null],
    [{ from: '2026-01-01', ratio: 0, daysPerYear: null }, null, null],
    [{ from: '2026-02-30', daysPerYear: 20 }, 'r.from', 'Invalid date. Use YYYY-MM-DD.'],
    // Doc 1, section 5's words: 'Greater or equal N', 'Numeric'.
    [{ from: '2026-01-01', daysPerYear: -1 }, 'r.daysPerYear', 'Value must be greater or equal to 0.'],
    [{ from: '2026-01-01', daysPerYear: 365 }, 'r.daysPerYear', 'Value must be less than 365.'],
    [{ from: '2026-01-01', daysPerYear: 400 }, 'r.daysPerYear', 'Value must be less than 365.'],
    [{ from: '2026-01-01', daysPerYear: Number.POSITIVE_INFINITY }, 'r.daysPerYear', NUMERIC],
    [{ from: '2026-01-01', ratio: -0.1 }, 'r.ratio', 'Value must be greater or equal to 0.'],
    [{ from: '2026-01-01', ratio: Number.NaN }, 'r.ratio', NUMERIC],
    [{ from: '2026-01-01' }, 'r', 'Give either daysPerYear or ratio, not both or neither.'],
    [
      { from: '2026-01-01', ratio: 1, daysPerYear: 20 },
      'r',
      'Give either daysPerYear or ratio, not both or neither.',
    ],
  ])('%o -> %s: %s', (rate, field, message) => {
    const error = rateError(rate, 'r');
    expect(error?.field ?? null).toBe(field);
    expect(error?.message ?? null).toBe(message);
  });
});

describe('rateInForce', () => {
  const rates = [
    { from: '2026-03-01', daysPerYear: 30 },
    { from: '2026-01-01', daysPerYear: 20 },
    { from: '2026-03-01', daysPerYear: 40 },
  ];
  it.each([
    ['2025-12-31', null],
    ['2026-01-01', 20],
    ['2026-02-28', 20],
    ['2026-03-01', 40],
    ['2027-01-01', 40],
  ])('on %s the rate is %s days per year', (date, daysPerYear) => {
    expect(rateInForce(rates, date)?.daysPerYear ?? null).toBe(daysPerYear);
  });
});
