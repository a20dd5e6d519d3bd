import { msg, msgCount } from '../../i18n/msg';
import { daysBetween } from '../calendar/iso-date';
import { showClockOrMoment, showDayMonthTime, showTime } from './clock';
import { dateNames } from './date-names';
import {
  differenceInMonths,
  formatDate as format,
  formatDistanceStrict,
  parseIsoLocal,
} from './date-pattern';

/**
 * One way to write a date, for every screen, PDF, spreadsheet and e-mail (spec 1: "Dates are
 * entered as YYYY/MM/DD and displayed as DD MMM YY"; spec 3: 'DD MMM YY', 'DD MMM', 'MMM').
 *
 * - Typed: YYYY/MM/DD (date fields, and where a typed date is echoed back): 2026/12/31.
 * - Shown: DD MMM YY: 02 Dec 26. With a weekday where the day matters: Wed 02 Dec 26.
 *   Inside a month or week already named on the screen, DD MMM: 02 Dec (or Wed 02 Dec).
 * - A date of birth, and a date on a document (issued, expires; port forms): DD MMM YYYY, as a
 *   two-digit year would read 1990 as 2090.
 * - A document's, certificate's or passport's expiry: always a four-digit year, DD MMM YYYY,
 *   and how far away it is: "02 Dec 2026 · in 30 days", "· 3 days ago", "· today". A two-digit
 *   year on a passport reads as a birth year; the distance is what the reader acts on.
 * - A range: "21 Dec – 27 Dec 26" in one year, "28 Dec 26 – 03 Jan 27" across years.
 * - A month: December 2026 (headings), Feb 2026 (report columns), Dec (narrow columns).
 * Spec 2's "Dates shown YYYY/MM/DD" is the form its date fields show, as typed.
 * - A time: 24 h, HH:mm. A moment: 02 Dec 26, 14:05.
 * - When the device last heard the shore (last sync, "as of"): 14:02 today, else 01 Dec 26, 14:02;
 *   never "2 minutes ago" (showClockOrMoment).
 * - Screen readers hear the long form (Wednesday 2 December 2026) in labels they speak.
 * - Data keys stay ISO (2026-12-31, 2026-12): they are data, not display.
 *
 * Nothing else in src/ or server/src formats a date: no-date-formatting-elsewhere.test.ts fails
 * on a date-fns format, toLocale*String or Intl.DateTimeFormat anywhere else.
 * Dates come in as ISO calendar days ('2026-12-31'), months ('2026-12') or instants (an ISO
 * timestamp, a Date or epoch milliseconds); calendar days are read as local days, as typed.
 */

type Instant = string | number | Date;

const asDay = (iso: string) => parseIsoLocal(iso.slice(0, 10));
const asInstant = (at: Instant) => (typeof at === 'string' ? parseIsoLocal(at) : new Date(at));

/** 02 Dec 26: the date shown anywhere a date is read. */
export const showDate = (iso: string) => format(asDay(iso), 'dd MMM yy');

/** Wed 02 Dec 26: a day heading, where the weekday tells the reader which shift it was. */
export const showWeekdayDate = (iso: string) => format(asDay(iso), 'EEE dd MMM yy');

/** 04 Mar 1990: a date of birth, or a date on a document (issued, expires), never YY. */
export const showFullDate = (iso: string) => format(asDay(iso), 'dd MMM yyyy');

/** 02 Dec: a day inside a month or week the screen already names. */
export const showDayMonth = (iso: string) => format(asDay(iso), 'dd MMM');

/** Wed 02 Dec: a day of the week on screen, within a month already named. */
export const showWeekdayDayMonth = (iso: string) => format(asDay(iso), 'EEE dd MMM');

/** Wed: a weekday column. */
export const showWeekday = (iso: string) => format(asDay(iso), 'EEE');

/** W: a weekday in one letter, for the narrowest columns. */
export const showWeekdayLetter = (iso: string) => format(asDay(iso), 'EEEEE');

/** 2: the day number in a calendar cell, whose month is the calendar's. */
export const showDayNumber = (iso: string) => String(Number(iso.slice(8, 10)));

/** December 2026 ('diciembre de 2026'): a month and its year written out, in the language's words. */
const longMonthYear = (d: Date) => `${format(d, 'MMMM')}${dateNames().monthYear}${format(d, 'yyyy')}`;

/** December 2026: a month as a heading or in a sentence. Takes '2026-12' or a day in it. */
export const showMonth = (month: string) => longMonthYear(asDay(`${month.slice(0, 7)}-01`));

/** December: a month in a year the screen already names. */
export const showMonthName = (month: string) => format(asDay(`${month.slice(0, 7)}-01`), 'MMMM');

/** Dec: a month in a narrow column (spec 3: 'MMM'). */
export const showMonthShort = (month: string) => format(asDay(`${month.slice(0, 7)}-01`), 'MMM');

/** Feb 2026: a month in a report's column. */
export const showShortMonth = (month: string) => format(asDay(`${month.slice(0, 7)}-01`), 'MMM yyyy');

/** D: a month in one letter, for a sliver of a column. */
export const showMonthLetter = (month: string) => format(asDay(`${month.slice(0, 7)}-01`), 'MMMMM');

/** 2026/12/31: a date as typed (spec: "entered as YYYY/MM/DD"), e.g. echoed in a summary of a form. */
export const entryDate = (iso: string) => iso.slice(0, 10).replaceAll('-', '/');

/** A span ahead ('in 3 days') and past ('3 days ago'), each for one and for more. */
const SPANS = {
  day: [
    (n: number) => msgCount(n, 'in {count} day', 'in {count} days'),
    (n: number) => msgCount(n, '{count} day ago', '{count} days ago'),
  ],
  month: [
    (n: number) => msgCount(n, 'in {count} month', 'in {count} months'),
    (n: number) => msgCount(n, '{count} month ago', '{count} months ago'),
  ],
  year: [
    (n: number) => msgCount(n, 'in {count} year', 'in {count} years'),
    (n: number) => msgCount(n, '{count} year ago', '{count} years ago'),
  ],
} as const;

/** "just now" under a minute, else "5 minutes ago", "3 hours ago". */
export function showTimeAgo(at: number, now: number): string {
  if (now - at < 60_000) return msg('just now');
  // date-fns's span ('5 minutes', '1 hour'), said as one message of its unit.
  const span = formatDistanceStrict(at, now);
  const [count, unit] = span.split(' ');
  const ago = AGO[unit?.replace(/s$/, '') as keyof typeof AGO];
  return ago ? ago(Number(count)) : msg('{span} ago', { span });
}

/** A span past by its unit ('3 hours ago'), for one and for more. */
const AGO = {
  minute: (n: number) => msgCount(n, '{count} minute ago', '{count} minutes ago'),
  hour: (n: number) => msgCount(n, '{count} hour ago', '{count} hours ago'),
  day: SPANS.day[1],
  month: SPANS.month[1],
  year: SPANS.year[1],
};

// The shell's part: a time of day, a recent moment (02 Dec, 14:05), and when the
// device last heard the shore ("14:02" today, else "01 Dec 26, 14:02").
export { showClockOrMoment, showDayMonthTime, showTime };

/** 02 Dec 26, 14:05: a moment (a message, a signature, a report run). */
export const showDateTime = (at: Instant) => format(asInstant(at), 'dd MMM yy, HH:mm');

/** Wednesday 2 December 2026: what a screen reader says for a day (aria-label, title). */
export const speakDate = (iso: string) => {
  const d = asDay(iso);
  return `${format(d, 'EEEE d')}${dateNames().dayMonth}${longMonthYear(d)}`;
};

/** Wednesday 2 December: what a screen reader says for a day in a month already named. */
export const speakDayMonth = (iso: string) =>
  `${format(asDay(iso), 'EEEE d')}${dateNames().dayMonth}${format(asDay(iso), 'MMMM')}`;

/**
 * "21 Dec – 27 Dec 26", or one date when the range is one day; the year once when both ends
 * share it, else at both ends ("28 Dec 26 – 03 Jan 27").
 */
export function showDateRange(start: string, end: string): string {
  if (start.slice(0, 10) === end.slice(0, 10)) return showDate(start);
  if (start.slice(0, 4) === end.slice(0, 4)) return `${showDayMonth(start)} – ${showDate(end)}`;
  return `${showDate(start)} – ${showDate(end)}`;
}

/** "24 Nov – 30 Nov": a run of days inside a month or year the screen already names. */
export const showDayMonthRange = (start: string, end: string) =>
  `${showDayMonth(start)} – ${showDayMonth(end)}`;

/**
 * "in 30 days", "in 1 day", "today", "3 days ago"; past 90 days in months ("in 5 months"), past
 * two years in years ("in 4 years"): how far a day is from today, in the unit a reader plans in.
 */
export function relativeDays(iso: string, today: string): string {
  const day = iso.slice(0, 10);
  const days = daysBetween(today.slice(0, 10), day);
  if (days === 0) return msg('today');
  const months = Math.abs(differenceInMonths(asDay(day), asDay(today)));
  const [n, unit] =
    Math.abs(days) < 90
      ? [Math.abs(days), 'day']
      : months < 24
        ? [months, 'month']
        : [Math.floor(months / 12), 'year'];
  const [ahead, ago] = SPANS[unit as keyof typeof SPANS];
  return days > 0 ? ahead(n) : ago(n);
}

/** 02 Dec 2026: an expiry's date alone (a table cell beside its own "in 30 days"). */
export const showExpiryDate = showFullDate;

/**
 * "02 Dec 2026 · in 30 days": a document's expiry, never with a two-digit year. `say` puts the
 * span in the reader's language (a screen's t()); English as it is.
 */
export const showExpiry = (iso: string, today: string, say: (text: string) => string = (text) => text) =>
  `${showExpiryDate(iso)} · ${say(relativeDays(iso, today))}`;

/** 2026-12-31: the ISO calendar day of a local moment, a data key (today, a minimum). */
export const isoDay = (at: Date | number) => format(at, 'yyyy-MM-dd');

/** 2026-12: the ISO month of a local moment, a data key. */
export const isoMonth = (at: Date | number) => format(at, 'yyyy-MM');
