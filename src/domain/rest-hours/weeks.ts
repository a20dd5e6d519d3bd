import { addDays, datesInMonth } from '../calendar/iso-date';

/** Day of the week of an ISO date, Monday = 0. */
export function weekday(date: string): number {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  return (new Date(Date.UTC(y, m - 1, d)).getUTCDay() + 6) % 7;
}

/** The month's weeks (Monday to Sunday), each as the dates of the month it holds. */
export function weeksOfMonth(month: string): string[][] {
  const weeks: string[][] = [];
  for (const date of datesInMonth(month)) {
    if (weeks.length === 0 || weekday(date) === 0) weeks.push([]);
    weeks.at(-1)!.push(date);
  }
  return weeks;
}

/**
 * The dates the month check needs: seven days before the month (a 7-day window ending late on
 * the 1st starts on the 7th day before it) to the day after.
 */
export function monthCheckSpan(month: string): { from: string; to: string } {
  const dates = datesInMonth(month);
  return { from: addDays(dates[0]!, -7), to: addDays(dates.at(-1)!, 1) };
}

/** A cell index of a joined record as a clock time on its day, e.g. 38 -> '19:00'. */
export function cellTime(cell: number): string {
  const inDay = ((cell % 48) + 48) % 48;
  return `${String(Math.floor(inDay / 2)).padStart(2, '0')}:${inDay % 2 ? '30' : '00'}`;
}
