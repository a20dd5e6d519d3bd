import { isIsoDate } from '../calendar/iso-date';

/** Data retention after leaving an employer: 5 years (doc 1, section 9; the post-employment page). */
export const RETENTION_YEARS = 5;

/**
 * The latest end of employment whose records are due for deletion on `today` (YYYY-MM-DD): the
 * same day five years before, so an end on 2021-11-15 is due on 2026-11-15 and not a day
 * earlier. An end on 29 February is due on 28 February of a year without one (the anniversary
 * as the calendar has it), never a day late.
 */
export function retentionCutoff(today: string, years = RETENTION_YEARS): string {
  if (!isIsoDate(today)) throw new RangeError(`Not a date: ${today}`);
  const year = Number(today.slice(0, 4)) - years;
  const monthDay = today.slice(5);
  const leap = (y: number) => (y % 4 === 0 && y % 100 !== 0) || y % 400 === 0;
  // 29 February five years ago does not exist: the 28th is the last day that has fully passed
  // five years; the 29th of an earlier leap year is reached on 1 March.
  const day = monthDay === '02-29' && !leap(year) ? '02-28' : monthDay;
  return `${String(year).padStart(4, '0')}-${day}`;
}

/**
 * Whether one person's records with one employer are due: every role they hold or held with
 * that employer has ended (a role without an end date is still held) and the last of those
 * ends is on or before the cutoff. A later role with the same employer, on any of its vessels,
 * moves the end of employment on.
 */
export function employmentEnded(endDates: readonly (string | null)[], today: string): boolean {
  const cutoff = retentionCutoff(today);
  // The last end on or before the cutoff is every end on or before it.
  return endDates.length > 0 && endDates.every((d) => d !== null && d <= cutoff);
}
