import { type DateNames, dateNames, ENGLISH_NAMES, setDateNames } from './date-names';

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
    monthYear: between(locale, { month: 'long', year: 'numeric' }, 'month', 'year'),
    dayMonth: between(locale, { day: 'numeric', month: 'long' }, 'day', 'month'),
  };
}

/**
 * What the locale writes between two parts of a long date ('noviembre de 2026': ' de '), when it
 * writes them in the date style's order; else a space, as the style does.
 */
function between(
  locale: string,
  option: Intl.DateTimeFormatOptions,
  first: Intl.DateTimeFormatPartTypes,
  second: Intl.DateTimeFormatPartTypes,
): string {
  const parts = new Intl.DateTimeFormat(locale, { ...option, timeZone: 'UTC' }).formatToParts(
    new Date(Date.UTC(2023, 10, 15)),
  );
  const at = parts.findIndex((p) => p.type === first);
  const [literal, next] = [parts[at + 1], parts[at + 2]];
  // Only words and spaces: a comma or a full stop is not part of the date style.
  return at >= 0 &&
    literal?.type === 'literal' &&
    next?.type === second &&
    /^[\p{L}\s]+$/u.test(literal.value)
    ? literal.value
    : ' ';
}

/** Dates are written in this language from now on (the app calls it when its language changes). */
export function setDateLanguage(locale: string) {
  setDateNames(dateNamesIn(locale));
}

const SHORT = ENGLISH_NAMES.monthsShort.join('|');
const LONG = ENGLISH_NAMES.months.join('|');
const DAYS = ENGLISH_NAMES.weekdaysShort.join('|');
// A date as format.ts writes it in English: 'Wed 02 Dec 26', '25 Jan 2027', '21 Dec', 'November 2026'.
const ENGLISH_DATE = new RegExp(`\\b(?:(${DAYS}) )?(\\d{1,2}) (${SHORT})\\b|\\b(${LONG}) (\\d{4})\\b`, 'g');

/**
 * The dates in a text written in English (a value of a message the server wrote with msg(id,
 * values): '25 Jan 2027', 'November 2026', '21 Dec – 27 Dec 26') with the names of the language
 * in use ('25 ene 2027', 'noviembre de 2026'): the same date style, the reader's words.
 */
export function datesInLanguage(text: string): string {
  const names = dateNames();
  if (names === ENGLISH_NAMES) return text;
  const at = (list: readonly string[], english: readonly string[], word: string) =>
    list[english.indexOf(word)] ?? word;
  return text.replace(
    ENGLISH_DATE,
    (_whole, day?: string, n?: string, short?: string, long?: string, year?: string) =>
      long
        ? `${at(names.months, ENGLISH_NAMES.months, long)}${names.monthYear}${year}`
        : `${day ? `${at(names.weekdaysShort, ENGLISH_NAMES.weekdaysShort, day)} ` : ''}${n} ${at(names.monthsShort, ENGLISH_NAMES.monthsShort, short ?? '')}`,
  );
}
