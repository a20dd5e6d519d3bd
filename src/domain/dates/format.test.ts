import { format, isSameDay } from 'date-fns';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  entryDate,
  isoDay,
  isoMonth,
  relativeDays,
  showClockOrMoment,
  showDate,
  showDateRange,
  showDateTime,
  showDayMonth,
  showDayMonthTime,
  showExpiry,
  showMonth,
  showMonthShort,
  showTime,
  showWeekdayDate,
  speakDate,
} from './format';

describe('the one date style', () => {
  it.each([
    ['2026-12-02', '02 Dec 26'],
    ['2026-12-31', '31 Dec 26'],
    ['2027-01-01T12:00:00Z', '01 Jan 27'],
  ])('shows %s as DD MMM YY: %s', (iso, shown) => {
    expect(showDate(iso)).toBe(shown);
  });

  it('types and echoes a date as YYYY/MM/DD', () => {
    expect(entryDate('2026-12-02')).toBe('2026/12/02');
    expect(entryDate('2026-12-02T12:00:00Z')).toBe('2026/12/02');
  });

  it('names the weekday and the day within a month', () => {
    expect(showWeekdayDate('2026-12-02')).toBe('Wed 02 Dec 26');
    expect(showDayMonth('2026-12-02')).toBe('02 Dec');
    expect(speakDate('2026-12-02')).toBe('Wednesday 2 December 2026');
  });

  it('writes months in full for headings, three letters for columns', () => {
    expect(showMonth('2026-12')).toBe('December 2026');
    expect(showMonth('2026-12-15')).toBe('December 2026');
    expect(showMonthShort('2026-02')).toBe('Feb');
  });

  it('writes times on 24 hours', () => {
    expect(showTime(new Date(2026, 11, 2, 14, 5))).toBe('14:05');
    expect(showDateTime(new Date(2026, 11, 2, 9, 30))).toBe('02 Dec 26, 09:30');
  });

  it.each([
    ['2026-12-21', '2026-12-27', '21 Dec – 27 Dec 26'],
    ['2026-11-30', '2026-12-04', '30 Nov – 04 Dec 26'],
    ['2026-12-28', '2027-01-03', '28 Dec 26 – 03 Jan 27'],
    ['2026-12-02', '2026-12-02', '02 Dec 26'],
  ])('writes the range %s to %s one way: %s', (start, end, shown) => {
    expect(showDateRange(start, end)).toBe(shown);
  });

  it.each([
    ['2027-01-01', 'in 30 days'],
    ['2026-12-03', 'in 1 day'],
    ['2026-12-02', 'today'],
    ['2026-12-01', '1 day ago'],
    ['2026-11-29', '3 days ago'],
    ['2027-03-15', 'in 3 months'],
    ['2026-06-01', '6 months ago'],
    ['2031-06-30', 'in 4 years'],
  ])('says how far %s is from 02 Dec 26: %s', (iso, said) => {
    expect(relativeDays(iso, '2026-12-02')).toBe(said);
  });

  it('never gives an expiry a two-digit year, and says how far it is', () => {
    expect(showExpiry('2031-06-30', '2026-12-02')).toBe('30 Jun 2031 · in 4 years');
    expect(showExpiry('2026-11-29', '2026-12-02')).toBe('29 Nov 2026 · 3 days ago');
    expect(showExpiry('2026-12-02T12:00:00Z', '2026-12-02')).toBe('02 Dec 2026 · today');
  });

  it('keeps data keys ISO', () => {
    expect(isoDay(new Date(2026, 11, 2, 23, 59))).toBe('2026-12-02');
    expect(isoMonth(new Date(2026, 11, 2))).toBe('2026-12');
  });
});

describe("the shell's clock (written without date-fns)", () => {
  it('writes what date-fns would, for any moment in any month', () => {
    fc.assert(
      fc.property(fc.integer({ min: Date.UTC(2000, 0, 1), max: Date.UTC(2060, 11, 31) }), (at) => {
        expect(showTime(at)).toBe(format(at, 'HH:mm'));
        expect(showDayMonthTime(at)).toBe(format(at, 'dd MMM, HH:mm'));
      }),
    );
  });

  it('writes a last sync or as-of time as a clock time today, else as a date and time', () => {
    const now = new Date(2026, 11, 2, 16, 30).getTime();
    expect(showClockOrMoment(new Date(2026, 11, 2, 14, 2), now)).toBe('14:02');
    expect(showClockOrMoment(new Date(2026, 11, 2, 0, 0), now)).toBe('00:00');
    // Yesterday, even a minute before midnight: the date says which day it was.
    expect(showClockOrMoment(new Date(2026, 11, 1, 23, 59), now)).toBe('01 Dec 26, 23:59');
    expect(showClockOrMoment(new Date(2025, 11, 2, 14, 2), now)).toBe('02 Dec 25, 14:02');
  });

  it('writes the same as-of time as date-fns would, for any two moments', () => {
    const moment = fc.integer({ min: Date.UTC(2000, 0, 1), max: Date.UTC(2060, 11, 31) });
    fc.assert(
      fc.property(moment, fc.integer({ min: 0, max: 3 * 86_400_000 }), (at, later) => {
        const now = at + later;
        expect(showClockOrMoment(at, now)).toBe(
          isSameDay(at, now) ? format(at, 'HH:mm') : format(at, 'dd MMM yy, HH:mm'),
        );
      }),
    );
  });
});
