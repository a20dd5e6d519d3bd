import * as limit from './rule-limits';
import { decodeDay, NEUTRAL, type RuleId, type Violation } from './rules';
import { CELLS_PER_DAY, type DayRecord } from './timeline';

/**
 * The five rules of `evaluateRest` on elapsed time (issue 33): a day's `work` holds one cell
 * per elapsed half hour, so a day whose clocks were retarded an hour has 50 cells, one
 * advanced an hour 46, a date repeated across the date line 96 and a skipped one none. The
 * windows are elapsed time (24 h = 48 cells, 7 days = 336, across any change); a violation is
 * dated on the date holding the window's last cell, and its window is cell indexes into the
 * joined record, as in `evaluateRest`.
 *
 * One pass over the cells, then prefix sums and rest runs: the engine the packed one replaced
 * (issue 34), with dates read from a cell-to-day table instead of dividing by 48. On days of 48
 * cells it gives exactly `evaluateRest`'s flags and windows (held to it on random years), but
 * `evaluateRest` is several times faster, so it runs only where a day is not 48 cells.
 */
export function evaluateElapsed(days: readonly DayRecord[]): Violation[] {
  if (days.length === 0) return [];
  const s = layOut(days);
  const n = s.n;
  const found: (Violation | undefined)[] = new Array(days.length * 5);
  const flag: Flag = (rule, dateCell, startCell, endCell) => {
    const slot = s.cellDay[dateCell]! * 5 + rule - 1;
    if (!found[slot]) found[slot] = { rule, date: days[s.cellDay[dateCell]!]!.date, startCell, endCell };
  };
  const flagged = (rule: RuleId, cell: number) => found[s.cellDay[cell]! * 5 + rule - 1] !== undefined;
  // Neutral time cuts the record, as a day with nothing recorded does: each stretch between
  // neutral periods is evaluated on its own.
  for (let a = 0; a < n; ) {
    if (s.cells[a] === NEUTRAL) {
      a++;
      continue;
    }
    const b = scanSegment(s, a, n);
    evaluateSegment(s, a, b - a, flag, flagged);
    a = b;
  }
  // Slots are in date then rule order already: no sort.
  return found.filter((v): v is Violation => v !== undefined);
}

interface Scratch {
  cells: Uint8Array;
  n: number;
  /** cellDay[i]: the day (index into the run) cell i belongs to. */
  cellDay: Int32Array;
  /** dayEnd[d]: the cell after the last of day d. */
  dayEnd: Int32Array;
  /** restBefore[i]: rest cells in [segment start, segment start + i). */
  restBefore: Int32Array;
  /** Rest runs of the segment, as [restStart[k], restEnd[k]) relative to its start. */
  restStart: Int32Array;
  restEnd: Int32Array;
  runs: number;
}

// Reused between calls (a year for 100 crew would otherwise allocate 100 sets of buffers).
let scratch: Scratch | undefined;

/** Decodes the days into one record of cells, each day at its own length. */
function layOut(days: readonly DayRecord[]): Scratch {
  let n = 0;
  for (const day of days) n += day.work.length;
  if (!scratch || scratch.cells.length < n || scratch.dayEnd.length < days.length) {
    const size = Math.max(n, 64 * CELLS_PER_DAY);
    scratch = {
      cells: new Uint8Array(size),
      n: 0,
      cellDay: new Int32Array(size),
      dayEnd: new Int32Array(Math.max(days.length, Math.ceil(size / CELLS_PER_DAY))),
      restBefore: new Int32Array(size + 1),
      restStart: new Int32Array(size),
      restEnd: new Int32Array(size),
      runs: 0,
    };
  }
  const s = scratch;
  let at = 0;
  for (const [d, { work }] of days.entries()) {
    decodeInto(s.cells, at, work);
    s.cellDay.fill(d, at, at + work.length);
    at += work.length;
    s.dayEnd[d] = at;
  }
  s.n = n;
  return s;
}

/** Writes a day's cells (1 work, NEUTRAL, 0 rest) into `cells` from `at`, at the day's own length. */
export function decodeInto(cells: Uint8Array, at: number, work: string) {
  if (work.length === CELLS_PER_DAY) cells.set(decodeDay(work), at);
  else
    for (let i = 0; i < work.length; i++) {
      const c = work.charCodeAt(i);
      cells[at + i] = c === 49 ? 1 : c === 110 ? NEUTRAL : 0; // '1' work, 'n' neutral, '0' rest
    }
}

/**
 * The days' cells joined, each day at its own length, short breaks turned into work as in
 * `joinTimeline`; `cellDay[i]` is the day cell i belongs to.
 */
export function joinElapsed(days: readonly DayRecord[]): { cells: Uint8Array; cellDay: Int32Array } {
  const n = days.reduce((sum, d) => sum + d.work.length, 0);
  const cells = new Uint8Array(n);
  const cellDay = new Int32Array(n);
  let at = 0;
  for (const [d, { work }] of days.entries()) {
    decodeInto(cells, at, work);
    cellDay.fill(d, at, at + work.length);
    at += work.length;
  }
  for (let i = 1; i < n - 1; i++)
    if (cells[i] === 0 && cells[i - 1] === 1 && cells[i + 1] === 1) cells[i] = 1;
  return { cells, cellDay };
}

/**
 * One pass over the segment starting at `a`: turns short breaks into work, counts rest and
 * lists the rest runs. Returns the segment's end (the first neutral cell, or n).
 */
function scanSegment(s: Scratch, a: number, n: number): number {
  const { cells, restBefore, restStart, restEnd } = s;
  let runs = 0;
  let rest = 0;
  let prev = 1; // a rest run at the segment's start begins a run
  let i = a;
  restBefore[0] = 0;
  for (; i < n; i++) {
    let v = cells[i]!;
    if (v === NEUTRAL) break;
    // MLC A2.3 hours of rest exclude short breaks: a rest cell between work counts as work.
    if (v === 0 && prev === 1 && i > a && i + 1 < n && cells[i + 1] === 1) {
      v = 1;
      cells[i] = 1;
    }
    if (v === 0) {
      rest++;
      if (prev !== 0) restStart[runs] = i - a;
    } else if (prev === 0) restEnd[runs++] = i - a;
    restBefore[i - a + 1] = rest;
    prev = v;
  }
  if (prev === 0) restEnd[runs++] = i - a;
  s.runs = runs;
  return i;
}

type Flag = (rule: RuleId, dateCell: number, startCell: number, endCell: number) => void;

/** The five rules over one stretch of `length` cells starting at `offset` in the record. */
function evaluateSegment(
  s: Scratch,
  offset: number,
  length: number,
  flag: Flag,
  flagged: (rule: RuleId, cell: number) => boolean,
) {
  // Only the record's first stretch has time before it that was never recorded; a stretch
  // after neutral time is cut off by that time instead.
  const atRecordStart = offset === 0;
  const sliding = { s, offset, length, flag, atRecordStart };
  slidingRest(sliding, limit.WINDOW_24H, limit.MIN_REST_24H, 1);
  slidingRest(sliding, limit.WINDOW_7D, limit.MIN_REST_7D, 2);

  const { restStart, restEnd, runs } = s;
  // Work stretches lie between rest runs. Rule 4: longer than 14 h, dated on the 29th cell.
  for (let k = 0; k <= runs; k++) {
    const from = k === 0 ? 0 : restEnd[k - 1]!;
    const to = k === runs ? length : restStart[k]!;
    if (to - from > limit.MAX_WORK_STRETCH)
      flag(4, offset + from + limit.MAX_WORK_STRETCH, offset + from, offset + to);
  }

  // Rules 3 and 5 look back 24 h from each moment of going off duty: the start of every
  // rest run after work, and the end of a record that ends in work.
  const endsInWork = runs === 0 || restEnd[runs - 1]! < length;
  for (let k = 0; k <= runs; k++) {
    const e = k === runs ? (endsInWork ? length : -1) : restStart[k]!;
    if (e < limit.WINDOW_24H) continue;
    if (flagged(3, offset + e - 1) && flagged(5, offset + e - 1)) continue;
    const from = e - limit.WINDOW_24H;
    let count = 0;
    let first = 0;
    let second = 0;
    for (let j = k - 1; j >= 0 && restEnd[j]! > from; j--) {
      const run = restEnd[j]! - Math.max(restStart[j]!, from);
      count++;
      if (run > first) {
        second = first;
        first = run;
      } else if (run > second) second = run;
    }
    if (count > 2 && first + second < limit.MIN_REST_24H) flag(3, offset + e - 1, offset + from, offset + e);
    if (first < limit.MIN_LONG_REST) flag(5, offset + e - 1, offset + from, offset + e);
  }
}

/**
 * Flags, per date, the first window of `size` cells with fewer than `minRest` rest cells.
 * Rest in a window changes by at most one cell per step, so a window with r rest cells
 * rules out the next r - minRest windows; after a flag, the rest of that date is skipped.
 *
 * At the start of a record, windows that reach back before its first day are checked too:
 * the unrecorded time counts as rest, so such a window is flagged only if it fails even so.
 */
function slidingRest(
  {
    s,
    offset,
    length,
    flag,
    atRecordStart,
  }: { s: Scratch; offset: number; length: number; flag: Flag; atRecordStart: boolean },
  size: number,
  minRest: number,
  rule: RuleId,
) {
  const { restBefore, cellDay, dayEnd } = s;
  // After a flag, the next window to look at ends on the first cell of the next date.
  const nextDate = (last: number) => dayEnd[cellDay[last]!]! - last;
  // Windows ending at cell t - 1 for t < size: t recorded cells and size - t assumed rest.
  for (let t = 1; atRecordStart && t < size && t <= length; ) {
    const rest = restBefore[t]! + size - t;
    if (rest >= minRest) {
      t += rest - minRest + 1;
      continue;
    }
    const last = offset + t - 1;
    flag(rule, last, offset, offset + t);
    t += nextDate(last);
  }
  for (let w = 0; w + size <= length; ) {
    const rest = restBefore[w + size]! - restBefore[w]!;
    if (rest >= minRest) {
      w += rest - minRest + 1;
      continue;
    }
    const last = offset + w + size - 1;
    flag(rule, last, offset + w, offset + w + size);
    w += nextDate(last);
  }
}
