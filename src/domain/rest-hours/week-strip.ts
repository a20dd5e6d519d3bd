import { addDays, daysBetween } from '../calendar/iso-date';

/**
 * The day editor's strip of seven days: the opened day and, whenever it is within a week of
 * it, today too (opening yesterday once slid today out of sight). An opened day further away
 * keeps the week before it; today is then one tap away (`todayApart`).
 */
export function stripDays(date: string, today: string): { dates: string[]; todayApart: boolean } {
  const apart = daysBetween(date, today);
  // Today after the opened day and within the week: the strip ends on today.
  const last = apart > 0 && apart <= 6 ? today : date;
  const dates = Array.from({ length: 7 }, (_, i) => addDays(last, i - 6));
  return { dates, todayApart: !dates.includes(today) };
}
