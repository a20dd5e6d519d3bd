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
 * One week of a calendar row (doc 3: the calendar user's weekly compliance): `blank` when
 * nothing is recorded in it, `bad` when days of it break the rules (`issueDays` says how many),
 * else `ok`. The calendar's week chips and the API's calendar users read the same.
 */
export interface WeekCompliance {
  from: string;
  to: string;
  status: 'blank' | 'bad' | 'ok';
  issueDays: number;
}

export function weekCompliance(
  week: readonly string[],
  recorded: (date: string) => boolean,
  flagged: ReadonlySet<string>,
): WeekCompliance {
  const issueDays = week.filter((d) => flagged.has(d)).length;
  const status = !week.some(recorded) ? 'blank' : issueDays ? 'bad' : 'ok';
  return { from: week[0]!, to: week.at(-1)!, status, issueDays };
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

/**
 * A week's chip as far as it is known on `today`: a week with days still to come is compliant
 * only so far (`toCome` days are not lived yet), and a week wholly ahead is still to come, not
 * 'nothing recorded'. Days breaking the rules are said whenever they are there; such a week
 * carries its days to come too, so a total beside it can say it is only so far.
 */
export type WeekReading =
  | { kind: 'bad'; issueDays: number; toCome: number }
  | { kind: 'ok' | 'blank' }
  | { kind: 'so-far' | 'to-come'; toCome: number };

export function weekReading(week: WeekCompliance, today: string): WeekReading {
  const dates: string[] = [];
  for (let d = week.from; d <= week.to; d = addDays(d, 1)) dates.push(d);
  const toCome = dates.filter((d) => d > today).length;
  if (week.status === 'bad') return { kind: 'bad', issueDays: week.issueDays, toCome };
  if (toCome === 0) return { kind: week.status };
  if (week.from > today) return { kind: 'to-come', toCome };
  return week.status === 'blank' ? { kind: 'blank' } : { kind: 'so-far', toCome };
}

/** How many of the week's days are still to come on `today` (0 once the week is lived). */
export const daysToCome = (reading: WeekReading) => ('toCome' in reading ? reading.toCome : 0);
