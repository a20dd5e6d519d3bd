import { type ClockChange, type ClockChangeMinutes, cellsOnDate, changeCell } from './clock-change';
import { CELLS_PER_DAY } from './timeline';

/** The amounts `hor:check` takes on a day; the date line is the vessel's record's alone. */
const HOR_CHECK_MINUTES: readonly ClockChangeMinutes[] = [-60, -30, 30, 60];
const HALF_HOUR = /^([01]\d|2[0-3]):[03]0$/;

export type ElapsedDayCheck =
  | { ok: false; message: string }
  | { ok: true; day?: { work: string; change: ClockChange } };

/**
 * A day of `hor:check` input with a clock change (issue 33):
 * {"date", "work", "clockChange": {"at": "HH:MM", "minutes": -60 | -30 | 30 | 60}}. Its `work`
 * holds one cell per elapsed half hour (50 for -60, 46 for +60), the repeated or skipped
 * cells right after `at`, so they must fall before midnight. A day without `clockChange`
 * gives `{ ok: true }` and is checked as before.
 */
// not-ui-text: `hor:check`'s answers to bad input, for whoever runs it in a terminal
export function checkElapsedDay(item: unknown, date: string, i: number): ElapsedDayCheck {
  const { work, clockChange } = (item ?? {}) as { work?: unknown; clockChange?: unknown };
  if (clockChange === undefined) return { ok: true };
  const at = `days[${i}].clockChange`;
  if (typeof clockChange !== 'object' || clockChange === null)
    return { ok: false, message: `${at} must be an object with "at" and "minutes".` };
  const raw = clockChange as { at?: unknown; minutes?: unknown };
  if (typeof raw.at !== 'string' || !HALF_HOUR.test(raw.at))
    return { ok: false, message: `${at}.at must be a time HH:MM on the hour or half hour.` };
  if (!HOR_CHECK_MINUTES.includes(raw.minutes as ClockChangeMinutes))
    return { ok: false, message: `${at}.minutes must be one of -60, -30, 30, 60.` };
  const change: ClockChange = { date, at: raw.at, minutes: raw.minutes as ClockChangeMinutes };
  const changed = Math.abs(change.minutes) / 30;
  if (changeCell(change) + changed > CELLS_PER_DAY)
    return {
      ok: false,
      message: `${at}: the ${Math.abs(change.minutes)} minutes after ${change.at} run past midnight.`,
    };
  const cells = cellsOnDate(change);
  if (typeof work !== 'string' || work.length !== cells || !/^[01]*$/.test(work)) {
    const kind = change.minutes < 0 ? 'retarded' : 'advanced';
    return {
      ok: false,
      message: `days[${i}].work must be ${cells} characters of 0 and 1: one per elapsed half hour of a day whose clocks are ${kind} ${Math.abs(change.minutes)} minutes.`,
    };
  }
  return { ok: true, day: { work, change } };
}
