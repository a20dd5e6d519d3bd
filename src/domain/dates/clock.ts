/**
 * The part of the date module the app shell needs at once (the header's "last sync 14:02"),
 * written without date-fns so a first visit does not download its formatter (about 8 KB
 * gzipped). format.ts re-exports these; format.test.ts checks they write what date-fns would.
 */
import { dateNames } from './date-names';

type Instant = string | number | Date;

const month = (d: Date) => dateNames().monthsShort[d.getMonth()];
const two = (n: number) => String(n).padStart(2, '0');
const asDate = (at: Instant) => (at instanceof Date ? at : new Date(at));

/** 14:05: a time of day, 24 h. */
export function showTime(at: Instant): string {
  const d = asDate(at);
  return `${two(d.getHours())}:${two(d.getMinutes())}`;
}

/** 02 Dec, 14:05: a recent moment within the year on screen. */
export function showDayMonthTime(at: Instant): string {
  const d = asDate(at);
  return `${two(d.getDate())} ${month(d)}, ${showTime(d)}`;
}

/** 02 Dec 26, 14:05: a moment (format.ts's showDateTime, written here for the shell). */
function showDateTimeHere(d: Date): string {
  return `${two(d.getDate())} ${month(d)} ${two(d.getFullYear() % 100)}, ${showTime(d)}`;
}

/**
 * 14:02 for a moment today, else 01 Dec 26, 14:02: every "last sync" and "as of" time (the
 * header chip, the Sync page, a screen's as-of line), one style, so two of them can be compared
 * at a glance. A clock time reads at sea the way the ship's log does; "2 minutes ago" beside
 * "14:02" read as two different truths. Today is the device's local day.
 */
export function showClockOrMoment(at: Instant, now: Instant = Date.now()): string {
  const d = asDate(at);
  const n = asDate(now);
  const today =
    d.getFullYear() === n.getFullYear() && d.getMonth() === n.getMonth() && d.getDate() === n.getDate();
  return today ? showTime(d) : showDateTimeHere(d);
}

/** 02 Dec: the day of a recent moment, where a narrow line has no room for its time too. */
export function showDayMonthOf(at: Instant): string {
  const d = asDate(at);
  return `${two(d.getDate())} ${month(d)}`;
}
