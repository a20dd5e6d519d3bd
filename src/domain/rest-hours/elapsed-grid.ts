import { type ClockChange, cellsOnDate, changeCell } from './clock-change';
import { shipCell } from './elapsed-days';
import { CELLS_PER_DAY } from './timeline';

/**
 * One block of the day editor's grid: the elapsed cells of one clock hour as the ship's clocks
 * read it, lived once or (`again`) a second time after the clocks were retarded.
 */
export interface GridHour {
  /** The block's clock hour: '02', or '02:30' when it starts on the half hour. */
  label: string;
  /** Lived a second time: the screen says so beside the label ('02 again'). */
  again: boolean;
  cells: { index: number; label: string }[];
}

const clock = (c: number) => `${String(Math.floor(c / 2) % 24).padStart(2, '0')}:${c % 2 ? '30' : '00'}`;

/** Whether elapsed cell `i` is a repeat of time already lived that day (clocks retarded). */
function isAgain(i: number, change: ClockChange | undefined): boolean {
  if (!change || change.minutes > 0) return false;
  const k = Math.abs(change.minutes) / 30;
  const c = Math.min(changeCell(change), CELLS_PER_DAY - k);
  return i >= c + k && i < c + 2 * k;
}

/**
 * The day editor's grid on elapsed time (issue 33): one cell per half hour that passed, grouped
 * into the clock hours the crew saw. A day retarded an hour shows its repeated hour as its own
 * markable cells (shown as '02 again'); one advanced an hour has no cells for the hour skipped; the date
 * repeated across the date line is 48 hours, its second 24 marked again; a skipped date has none.
 */
export function gridHours(change: ClockChange | undefined): GridHour[] {
  const hours: GridHour[] = [];
  let before = { ship: -1, again: false };
  for (let i = 0; i < cellsOnDate(change); i++) {
    const ship = change ? shipCell(i, change) : i;
    const again = isAgain(i, change);
    const cell = { index: i, label: `${clock(ship)}–${clock(ship + 1)}` };
    // The second half hour of the hour the block before began: the same block.
    if (ship % 2 === 1 && ship === before.ship + 1 && again === before.again) hours.at(-1)?.cells.push(cell);
    else {
      const name = ship % 2 ? clock(ship) : String(Math.floor(ship / 2)).padStart(2, '0');
      hours.push({ label: name, again, cells: [cell] });
    }
    before = { ship, again };
  }
  return hours;
}
