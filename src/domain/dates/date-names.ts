/**
 * The names of months and weekdays the date style writes, in the app's language (issue 33,
 * part 4). English is written out, as date-fns writes it, so English output never depends on the
 * browser; another language's come from locale-date-names.ts, loaded with its catalogue (the
 * first screen carries only this). The patterns stay the date style's ("02 dic 26", "mié 02 dic").
 */
export interface DateNames {
  months: readonly string[];
  monthsShort: readonly string[];
  monthLetters: readonly string[];
  weekdays: readonly string[];
  weekdaysShort: readonly string[];
  weekdayLetters: readonly string[];
  /**
   * The words between a month's name and its year, and between a day and a month's name, in the
   * long forms ('noviembre de 2026', 'miércoles 2 de diciembre'): Spanish writes 'de' where
   * English writes a space. The short forms ('02 dic 26', 'feb 2026') keep the date style's space.
   */
  monthYear: string;
  dayMonth: string;
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
  monthYear: ' ',
  dayMonth: ' ',
};

let current: DateNames = ENGLISH_NAMES;

/** The names dates are written with now. */
export const dateNames = () => current;

/** Dates are written with these names from now on (locale-date-names.ts makes them). */
export function setDateNames(names: DateNames) {
  current = names;
}
