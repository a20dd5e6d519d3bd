import { daysBetween } from '../calendar/iso-date';
import type { ClockChange } from './clock-change';
import { onElapsedTime, shipTimeOfCell } from './elapsed-days';
import type { Violation } from './rules';
import { CELLS_PER_DAY, type DayRecord } from './timeline';

/**
 * Flags' windows as cells of ship's time counted from the run's first date (48 a date), as a
 * screen laid out in 24-hour days reads them. The rules give windows in elapsed cells across
 * the vessel's clock changes; each end is read here on the clocks as they were (a window ending
 * after the clocks went back an hour ends an hour earlier on the clock than 48-cell days say).
 */
export function onShipClock<V extends Violation>(
  flags: V[],
  run: readonly DayRecord[],
  changes: readonly ClockChange[],
): V[] {
  const first = run[0]?.date;
  if (!first || !changes.some((c) => run.some((d) => d.date === c.date))) return flags;
  const byDate = new Map(changes.map((c) => [c.date, c]));
  const elapsed = run.map((d) => ({ date: d.date, work: onElapsedTime(d.work, byDate.get(d.date)) }));
  const cellOf = (cell: number) => {
    const { date, minutes } = shipTimeOfCell(elapsed, changes, cell);
    return daysBetween(first, date) * CELLS_PER_DAY + minutes / 30;
  };
  return flags.map((f) => ({ ...f, startCell: cellOf(f.startCell), endCell: cellOf(f.endCell) }));
}
