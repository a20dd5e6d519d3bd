/**
 * The part of the date module the app shell needs at once (the header's "last sync 14:02"),
 * written without date-fns so a first visit does not download its formatter (about 8 KB
 * gzipped). format.ts re-exports these; format.test.ts checks they write what date-fns would.
 */
type Instant = string | number | Date;

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
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
  return `${two(d.getDate())} ${MONTHS[d.getMonth()]}, ${showTime(d)}`;
}

/** 02 Dec: the day of a recent moment, where a narrow line has no room for its time too. */
export function showDayMonthOf(at: Instant): string {
  const d = asDate(at);
  return `${two(d.getDate())} ${MONTHS[d.getMonth()]}`;
}
