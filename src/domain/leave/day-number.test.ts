import { describe, expect, it } from 'vitest';
import { addDays, daysBetween, isIsoDate } from '../calendar/iso-date';
import { civilOf, dayNumber, dayNumberOf, daysInMonth, isoOfDayNumber } from './day-number';

describe('dayNumber', () => {
  it.each([
    ['1970-01-01', 0],
    ['1970-01-02', 1],
    ['1969-12-31', -1],
    ['2000-03-01', 11_017],
    ['2026-01-01', 20_454],
  ])('%s is day %i', (iso, n) => {
    expect(dayNumber(iso)).toBe(n);
    expect(isoOfDayNumber(n)).toBe(iso);
  });

  it.each([
    '2026-02-30',
    '2026-02-29',
    '2026-13-01',
    '2026-00-10',
    '2026-04-31',
    '2026-1-01',
    '2026-01-1x',
    '20260101',
    '',
    '1900-02-29',
    ' 2026-01-01',
  ])('%j is not a date', (iso) => {
    expect(dayNumber(iso)).toBeNaN();
  });

  it('accepts 29 February in leap years only', () => {
    expect(dayNumber('2024-02-29')).toBe(dayNumber('2024-03-01') - 1);
    expect(dayNumber('2000-02-29')).not.toBeNaN();
    expect(daysInMonth(2100, 2)).toBe(28);
  });

  it('agrees with the Date-based helpers for every day from 1899 to 2101', () => {
    const first = '1899-01-01';
    const start = dayNumber(first);
    for (let i = 0; i < 203 * 366; i += 1) {
      const iso = addDays(first, i);
      const n = dayNumber(iso);
      if (n !== start + i || isoOfDayNumber(n) !== iso) throw new Error(`mismatch at ${iso}`);
    }
    expect(dayNumber('2101-06-15') - dayNumber('1899-03-01')).toBe(daysBetween('1899-03-01', '2101-06-15'));
    expect(isIsoDate('2026-02-30')).toBe(false);
  });

  it('splits a day number into year, month and day', () => {
    expect(civilOf(dayNumberOf(2028, 2, 29))).toEqual({ year: 2028, month: 2, day: 29 });
  });
});
