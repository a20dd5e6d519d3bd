import { msg } from '../../i18n/msg';
import { CELLS_PER_DAY } from './timeline';

/**
 * A change of ship's time on passage (issue 33). Hours of rest are elapsed time, so a day on
 * which the clocks change holds more or fewer half-hour cells than 48. Negative minutes retard
 * the clocks (westbound: a longer day); positive minutes advance them (eastbound: a shorter
 * day). The date line is a whole day: −1440 repeats the date (96 cells), +1440 skips it (0).
 */
export type ClockChangeMinutes = -1440 | -60 | -30 | 30 | 60 | 1440;

export const CLOCK_CHANGE_MINUTES: readonly ClockChangeMinutes[] = [-1440, -60, -30, 30, 60, 1440];

export interface ClockChange {
  /** Ship's date of the change, YYYY-MM-DD. */
  date: string;
  /** Ship's time the change is made, HH:MM on a half hour (00:00 for the date line). */
  at: string;
  minutes: ClockChangeMinutes;
}

/** Elapsed half-hour cells the date holds: 50 for −60, 46 for +60, 96 / 0 across the date line. */
export function cellsOnDate(change: Pick<ClockChange, 'minutes'> | undefined): number {
  return change ? CELLS_PER_DAY - change.minutes / 30 : CELLS_PER_DAY;
}

/** Cell index (in ship's time before the change) at which the repeated or skipped cells start. */
export function changeCell(change: Pick<ClockChange, 'at'>): number {
  const [h, m] = change.at.split(':').map(Number);
  return (h ?? 0) * 2 + ((m ?? 0) >= 30 ? 1 : 0);
}

/**
 * Why a day of `length` cells may not be saved on `date`, or null when it may: a date takes its
 * elapsed cells, or 48 (a device that logged ship's time before the change was recorded; the
 * rules then put it on elapsed time). The REST save and the queued one both refuse with this.
 */
export function elapsedLengthError(
  date: string,
  length: number,
  change: ClockChange | undefined,
): string | null {
  const cells = cellsOnDate(change);
  if (length === CELLS_PER_DAY || length === cells) return null;
  if (!change) return msg('{date} has no clock change recorded: its day has 48 half-hour cells.', { date });
  if (cells === 0)
    return msg('{date} was skipped across the date line: it has no hours to record.', { date });
  return msg('{date} has a clock change: its day has {cells} half-hour cells ({hours} hours).', {
    date,
    cells,
    hours: cells / 2,
  });
}
