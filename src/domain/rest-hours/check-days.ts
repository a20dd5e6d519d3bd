import { addDays, isIsoDate } from '../calendar/iso-date';
import { DAY_PATTERN, type DayRecord } from './timeline';

export type DaysCheck = { ok: true; days: DayRecord[] } | { ok: false; message: string };

/** Validates a run of days for evaluation: real dates, consecutive, 48 cells of 0/1 each. */
export function checkConsecutiveDays(input: unknown): DaysCheck {
  if (typeof input !== 'object' || input === null || !Array.isArray((input as { days?: unknown }).days)) {
    return { ok: false, message: 'Input must be an object with a "days" array.' };
  }
  const raw = (input as { days: unknown[] }).days;
  const days: DayRecord[] = [];
  for (const [i, item] of raw.entries()) {
    const { date, work } = (item ?? {}) as { date?: unknown; work?: unknown };
    if (typeof date !== 'string' || !isIsoDate(date))
      return { ok: false, message: `days[${i}].date is not a valid YYYY-MM-DD date.` };
    if (typeof work !== 'string' || !DAY_PATTERN.test(work)) {
      return { ok: false, message: `days[${i}].work must be 48 characters of 0 and 1.` };
    }
    const prev = days[days.length - 1];
    if (prev && addDays(prev.date, 1) !== date) {
      return {
        ok: false,
        message: `days[${i}].date ${date} does not follow ${prev.date}: days must be consecutive.`,
      };
    }
    days.push({ date, work });
  }
  return { ok: true, days };
}
