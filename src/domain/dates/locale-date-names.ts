import { type DateNames, ENGLISH_NAMES, setDateNames } from './date-names';

/**
 * Another language's month and weekday names, from the browser's own locale data (Intl), which
 * costs no download; loaded with that language's catalogue, never by the first screen.
 * The names in a locale (a BCP 47 code); a short name loses its abbreviation dot.
 */
export function dateNamesIn(locale: string): DateNames {
  if (locale === 'en') return ENGLISH_NAMES;
  const names = (option: Intl.DateTimeFormatOptions, dates: Date[]) => {
    const format = new Intl.DateTimeFormat(locale, { ...option, timeZone: 'UTC' });
    return dates.map((d) => format.format(d).replace(/\.$/, ''));
  };
  // 15th of each month of 2023; 1 to 7 January 2023 run Sunday to Saturday.
  const months = Array.from({ length: 12 }, (_, m) => new Date(Date.UTC(2023, m, 15)));
  const weekdays = Array.from({ length: 7 }, (_, d) => new Date(Date.UTC(2023, 0, 1 + d)));
  return {
    months: names({ month: 'long' }, months),
    monthsShort: names({ month: 'short' }, months),
    monthLetters: names({ month: 'narrow' }, months),
    weekdays: names({ weekday: 'long' }, weekdays),
    weekdaysShort: names({ weekday: 'short' }, weekdays),
    weekdayLetters: names({ weekday: 'narrow' }, weekdays),
  };
}

/** Dates are written in this language from now on (the app calls it when its language changes). */
export function setDateLanguage(locale: string) {
  setDateNames(dateNamesIn(locale));
}
