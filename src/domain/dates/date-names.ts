/**
 * The names of months and weekdays the date style writes, in the app's language (issue 33,
 * part 4). English is written out, as date-fns writes it, so English output never depends on the
 * browser; another language takes its names from the browser's own locale data (Intl), which
 * costs no download. The patterns stay the date style's ("02 dic 26", "mié 02 dic").
 */
export interface DateNames {
  months: readonly string[];
  monthsShort: readonly string[];
  monthLetters: readonly string[];
  weekdays: readonly string[];
  weekdaysShort: readonly string[];
  weekdayLetters: readonly string[];
}

const ENGLISH_MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];
const ENGLISH_WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
const first = (n: number) => (name: string) => name.slice(0, n);

export const ENGLISH_NAMES: DateNames = {
  months: ENGLISH_MONTHS,
  monthsShort: ENGLISH_MONTHS.map(first(3)),
  monthLetters: ENGLISH_MONTHS.map(first(1)),
  weekdays: ENGLISH_WEEKDAYS,
  weekdaysShort: ENGLISH_WEEKDAYS.map(first(3)),
  weekdayLetters: ENGLISH_WEEKDAYS.map(first(1)),
};

/** The names in a locale (a BCP 47 code), from Intl; a short name loses its abbreviation dot. */
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

let current: DateNames = ENGLISH_NAMES;

/** The names dates are written with now. */
export const dateNames = () => current;

/** Dates are written in this language from now on (the app calls it when its language changes). */
export function setDateLanguage(locale: string) {
  current = dateNamesIn(locale);
}
