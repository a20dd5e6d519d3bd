import { afterEach, describe, expect, it } from 'vitest';
import {
  showClockOrMoment,
  showDate,
  showDateRange,
  showDayMonthTime,
  showMonth,
  showMonthLetter,
  showShortMonth,
  showWeekdayDate,
  showWeekdayLetter,
  speakDate,
  speakDayMonth,
} from './format';
import { datesInLanguage, setDateLanguage } from './locale-date-names';

afterEach(() => setDateLanguage('en'));

describe("the date style in the app's language (issue 33, part 4)", () => {
  it('writes English as it always has', () => {
    setDateLanguage('en');
    expect(showDate('2026-12-02')).toBe('02 Dec 26');
    expect(showWeekdayDate('2026-12-02')).toBe('Wed 02 Dec 26');
    expect(showMonth('2026-09')).toBe('September 2026');
    expect(showShortMonth('2026-09')).toBe('Sep 2026');
    expect(speakDate('2026-12-02')).toBe('Wednesday 2 December 2026');
    expect(speakDayMonth('2026-12-02')).toBe('Wednesday 2 December');
    expect(showWeekdayLetter('2026-12-02')).toBe('W');
    expect(showDayMonthTime(new Date(2026, 11, 2, 14, 5))).toBe('02 Dec, 14:05');
  });

  it('writes Spanish month and weekday names in the same patterns', () => {
    setDateLanguage('es');
    expect(showDate('2026-12-02')).toBe('02 dic 26');
    expect(showWeekdayDate('2026-12-02')).toBe('mié 02 dic 26');
    // Spanish writes 'de' between a month and its year, and a day and its month, in full.
    expect(showMonth('2026-01')).toBe('enero de 2026');
    expect(showMonth('2026-11')).toBe('noviembre de 2026');
    expect(speakDate('2026-12-02')).toBe('miércoles 2 de diciembre de 2026');
    expect(speakDayMonth('2026-12-02')).toBe('miércoles 2 de diciembre');
    expect(datesInLanguage('Sam Taylor, November 2026 · 25 Jan 2027')).toBe(
      'Sam Taylor, noviembre de 2026 · 25 ene 2027',
    );
    // The short forms keep the date style's space.
    expect(showShortMonth('2026-02')).toBe('feb 2026');
    expect(showDateRange('2026-12-28', '2027-01-03')).toBe('28 dic 26 – 03 ene 27');
    expect(showWeekdayLetter('2026-12-02')).toBe('X');
    expect(showMonthLetter('2026-08')).toBe('A');
    expect(showDayMonthTime(new Date(2026, 11, 2, 14, 5))).toBe('02 dic, 14:05');
    expect(showClockOrMoment(new Date(2026, 3, 1, 9, 0), new Date(2026, 11, 2))).toBe('01 abr 26, 09:00');
  });

  it('goes back to English when English is chosen again', () => {
    setDateLanguage('es');
    setDateLanguage('en');
    expect(showDate('2026-12-02')).toBe('02 Dec 26');
  });
});
