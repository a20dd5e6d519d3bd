import type { ClockChange } from './clock-change';
import { onElapsedTime, shipCell } from './elapsed-days';
import { gridHours } from './elapsed-grid';
import { CELLS_PER_DAY } from './timeline';

/**
 * One half hour of the records' grid (PDF and xlsx): work, neutral or rest as recorded, blank
 * on a day with nothing recorded, skipped when the clocks jumped over it (advanced), and none
 * where a row has no cell (the hour lived again holds only the repeated half hours).
 */
export type RecordCell = 'work' | 'neutral' | 'rest' | 'blank' | 'skipped' | 'none';

/**
 * A row of the records' grid: 48 columns of ship's clock half hours. A date's first row is the
 * day as the clocks read it; a date whose clocks were retarded has a second row for the time
 * lived again, `again` naming it: the clock hour ('02', '02:30') or 'day' across the date line.
 */
export interface RecordGridRow {
  again: string | null;
  cells: RecordCell[];
}

const cellOf = (elapsed: string | null, i: number): RecordCell => {
  if (elapsed === null) return 'blank';
  const c = elapsed[i];
  return c === '1' ? 'work' : c === 'n' ? 'neutral' : 'rest';
};

/**
 * The date drawn as it was lived (issue 33), the day editor's grid laid on the records' ship's
 * clock columns: a day retarded an hour keeps its 48 columns and adds a row with the repeated
 * hour under its column; a day advanced an hour has the skipped hour's columns skipped; the
 * date repeated across the date line is two full rows, the date skipped one row all skipped.
 * `work` as stored (48 cells or the date's elapsed length), or null for a day not recorded.
 */
export function recordGridRows(work: string | null, change: ClockChange | undefined): RecordGridRow[] {
  const elapsed = work === null ? null : onElapsedTime(work, change);
  const first = new Array<RecordCell>(CELLS_PER_DAY).fill('skipped');
  const again = new Array<RecordCell>(CELLS_PER_DAY).fill('none');
  let againLabel: string | null = null;
  let repeated = 0;
  for (const hour of gridHours(change)) {
    if (hour.again) againLabel ??= hour.label;
    for (const { index } of hour.cells) {
      const column = change ? shipCell(index, change) : index;
      (hour.again ? again : first)[column] = cellOf(elapsed, index);
      if (hour.again) repeated++;
    }
  }
  const rows: RecordGridRow[] = [{ again: null, cells: first }];
  if (againLabel !== null)
    rows.push({ again: repeated === CELLS_PER_DAY ? 'day' : againLabel, cells: again });
  return rows;
}

/** A date skipped across the date line: no hours at all, so its rest is not 'blank' but none. */
export const isSkippedDate = (grid: readonly RecordGridRow[]) =>
  grid.length === 1 && grid[0]!.cells.every((c) => c === 'skipped');

/** The label of a row of time lived again: '2026-04-05 02 again', or '02 again' without a date. */
export const againLabel = (date: string, row: RecordGridRow, word: string) =>
  [date, row.again === 'day' ? '' : row.again, word].filter(Boolean).join(' ');
