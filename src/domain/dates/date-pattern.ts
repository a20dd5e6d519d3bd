import { dateNames } from './date-names';

/**
 * The few date-fns functions the date style uses, written out (issue 34, goal 4): date-fns's
 * formatter and its English locale cost every screen, and the service worker, about 7 KB on a
 * satellite link. date-pattern.test.ts checks each writes what date-fns would (in English; the
 * names are the app's language's, date-names.ts).
 */

const two = (n: number) => String(n).padStart(2, '0');

/** The tokens our patterns use, longest first (date-fns's meaning for each). */
const TOKENS: Record<string, (d: Date) => string> = {
  EEEEE: (d) => dateNames().weekdayLetters[d.getDay()] ?? '',
  EEEE: (d) => dateNames().weekdays[d.getDay()] ?? '',
  EEE: (d) => dateNames().weekdaysShort[d.getDay()] ?? '',
  MMMMM: (d) => dateNames().monthLetters[d.getMonth()] ?? '',
  MMMM: (d) => dateNames().months[d.getMonth()] ?? '',
  MMM: (d) => dateNames().monthsShort[d.getMonth()] ?? '',
  MM: (d) => two(d.getMonth() + 1),
  yyyy: (d) => String(d.getFullYear()).padStart(4, '0'),
  yy: (d) => two(d.getFullYear() % 100),
  dd: (d) => two(d.getDate()),
  d: (d) => String(d.getDate()),
  HH: (d) => two(d.getHours()),
  mm: (d) => two(d.getMinutes()),
};
const TOKEN = new RegExp(Object.keys(TOKENS).join('|'), 'g');

/** date-fns's `format` for the patterns above; an invalid date throws, as date-fns does. */
export function formatDate(at: Date | number, pattern: string): string {
  const d = new Date(at);
  if (Number.isNaN(d.getTime())) throw new RangeError('Invalid time value');
  return pattern.replace(TOKEN, (token) => TOKENS[token]?.(d) ?? token);
}

/** An ISO calendar day ('2026-12-31') as that local day; a timestamp as its moment (parseISO). */
export function parseIsoLocal(iso: string): Date {
  const day = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso);
  if (!day) return new Date(iso);
  const d = new Date(2000, Number(day[2]) - 1, Number(day[3]));
  d.setFullYear(Number(day[1]));
  return d;
}

const isLastDayOfMonth = (d: Date) =>
  new Date(d.getFullYear(), d.getMonth() + 1, 0).getDate() === d.getDate();

/** Whole months from `earlier` to `later`, signed: date-fns's differenceInMonths, step for step. */
export function differenceInMonths(laterDate: Date, earlierDate: Date): number {
  const later = new Date(laterDate);
  const sign = Math.sign(later.getTime() - earlierDate.getTime());
  const difference = Math.abs(
    (later.getFullYear() - earlierDate.getFullYear()) * 12 + later.getMonth() - earlierDate.getMonth(),
  );
  if (difference < 1) return 0;
  if (later.getMonth() === 1 && later.getDate() > 27) later.setDate(30);
  later.setMonth(later.getMonth() - sign * difference);
  let lastMonthNotFull = Math.sign(later.getTime() - earlierDate.getTime()) === -sign;
  if (isLastDayOfMonth(laterDate) && difference === 1 && laterDate.getTime() > earlierDate.getTime())
    lastMonthNotFull = false;
  const result = sign * (difference - Number(lastMonthNotFull));
  return result === 0 ? 0 : result;
}

const MINUTES_IN_DAY = 1440;
const MINUTES_IN_MONTH = 43_200;
const MINUTES_IN_YEAR = 525_600;
const offsetMs = (d: Date) => d.getTimezoneOffset() * 60_000;

/** "5 minutes", "3 hours", "2 days": date-fns's formatDistanceStrict (English, rounded). */
export function formatDistanceStrict(a: Date | number, b: Date | number): string {
  const [earlier, later] = [new Date(a), new Date(b)].sort((x, y) => x.getTime() - y.getTime()) as [
    Date,
    Date,
  ];
  const ms = later.getTime() - earlier.getTime();
  const minutes = ms / 60_000;
  // Days and longer count calendar time: a DST change does not make a day 23 hours.
  const dstMinutes = (ms - (offsetMs(later) - offsetMs(earlier))) / 60_000;
  // not-ui-text: date-fns's English span, which showTimeAgo reads back into a message of its unit
  const words = (n: number, unit: string) => `${n} ${unit}${n === 1 ? '' : 's'}`;
  if (minutes < 1) return words(Math.round(ms / 1000), 'second');
  if (minutes < 60) return words(Math.round(minutes), 'minute');
  if (minutes < MINUTES_IN_DAY) return words(Math.round(minutes / 60), 'hour');
  if (dstMinutes < MINUTES_IN_MONTH) return words(Math.round(dstMinutes / MINUTES_IN_DAY), 'day');
  if (dstMinutes < MINUTES_IN_YEAR) {
    const months = Math.round(dstMinutes / MINUTES_IN_MONTH);
    return months === 12 ? '1 year' : words(months, 'month');
  }
  return words(Math.round(dstMinutes / MINUTES_IN_YEAR), 'year');
}
