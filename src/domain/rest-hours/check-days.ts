import { addDays, isIsoDate } from '../calendar/iso-date';
import { checkElapsedDay } from './check-clock-change';
import type { ClockChange } from './clock-change';
import { DAY_PATTERN, type DayRecord } from './timeline';

export type DaysCheck =
  | { ok: true; days: DayRecord[]; changes: ClockChange[] }
  | { ok: false; message: string };

/**
 * Validates a run of days for evaluation: real dates, consecutive, 48 cells of 0/1 each, or
 * one per elapsed half hour on a day with a clock change (check-clock-change.ts).
 */
// not-ui-text: `hor:check`'s answers to bad input, for whoever runs it in a terminal
export function checkConsecutiveDays(input: unknown): DaysCheck {
  if (typeof input !== 'object' || input === null || !Array.isArray((input as { days?: unknown }).days)) {
    return { ok: false, message: 'Input must be an object with a "days" array.' };
  }
  const raw = (input as { days: unknown[] }).days;
  const days: DayRecord[] = [];
  const changes: ClockChange[] = [];
  for (const [i, item] of raw.entries()) {
    const { date, work } = (item ?? {}) as { date?: unknown; work?: unknown };
    if (typeof date !== 'string' || !isIsoDate(date))
      return { ok: false, message: `days[${i}].date is not a valid YYYY-MM-DD date.` };
    const elapsed = checkElapsedDay(item, date, i);
    if (!elapsed.ok) return elapsed;
    if (elapsed.day) changes.push(elapsed.day.change);
    else if (typeof work !== 'string' || !DAY_PATTERN.test(work)) {
      return { ok: false, message: `days[${i}].work must be 48 characters of 0 and 1.` };
    }
    const prev = days[days.length - 1];
    if (prev && addDays(prev.date, 1) !== date) {
      return {
        ok: false,
        message: `days[${i}].date ${date} does not follow ${prev.date}: days must be consecutive.`,
      };
    }
    days.push({ date, work: elapsed.day?.work ?? String(work) });
  }
  return { ok: true, days, changes };
}

/**
 * Splits recorded days into runs of consecutive dates: the rules assume nothing across a day
 * with no record, so each run is evaluated on its own.
 */
export function consecutiveRuns(days: readonly DayRecord[]): DayRecord[][] {
  const sorted = [...days].sort((a, b) => (a.date < b.date ? -1 : 1));
  const runs: DayRecord[][] = [];
  for (const day of sorted) {
    const run = runs.at(-1);
    const last = run?.at(-1);
    if (run && last && addDays(last.date, 1) === day.date) run.push(day);
    else runs.push([day]);
  }
  return runs;
}
