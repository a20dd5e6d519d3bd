import * as limit from '@domain/rest-hours/rule-limits';
import { decodeDay, NEUTRAL, type RuleId, type Violation } from '@domain/rest-hours/rules';
import { CELLS_PER_DAY, type DayRecord } from '@domain/rest-hours/timeline';

/**
 * The rules engine before days were packed (issue 34): one pass over the cells, then prefix
 * sums and rest runs. Kept as the reference the packed engine is held to on random years, and
 * as the bench's figure to compare with. Same answer as `evaluateRest`, a cell at a time.
 */
export function evaluateRestByCell(days: readonly DayRecord[]): Violation[] {
  if (days.length === 0) return [];
  const n = days.length * CELLS_PER_DAY;
  const s = scratchFor(n);
  for (const [d, day] of days.entries()) s.cells.set(decodeDay(day.work), d * CELLS_PER_DAY);
  const found: (Violation | undefined)[] = new Array(days.length * 5);
  const flag = (rule: RuleId, dateCell: number, startCell: number, endCell: number) => {
    const day = (dateCell / CELLS_PER_DAY) | 0;
    const slot = day * 5 + rule - 1;
    if (!found[slot]) found[slot] = { rule, date: days[day]!.date, startCell, endCell };
  };
  // Neutral time cuts the record, as a day with nothing recorded does: each stretch between
  // neutral periods is evaluated on its own.
  for (let a = 0; a < n; ) {
    if (s.cells[a] === NEUTRAL) {
      a++;
      continue;
    }
    const b = scanSegment(s, a, n);
    evaluateSegment(s, a, b - a, found, flag);
    a = b;
  }
  // Slots are in date then rule order already: no sort.
  return found.filter((v): v is Violation => v !== undefined);
}

interface Scratch {
  cells: Uint8Array;
  /** restBefore[i]: rest cells in [segment start, segment start + i). */
  restBefore: Int32Array;
  /** Rest runs of the segment, as [restStart[k], restEnd[k]) relative to its start. */
  restStart: Int32Array;
  restEnd: Int32Array;
  runs: number;
}

// Reused between calls (a year for 100 crew would otherwise allocate 100 sets of buffers).
let scratch: Scratch | undefined;
function scratchFor(n: number): Scratch {
  if (!scratch || scratch.cells.length < n) {
    const size = Math.max(n, 64 * CELLS_PER_DAY);
    scratch = {
      cells: new Uint8Array(size),
      restBefore: new Int32Array(size + 1),
      restStart: new Int32Array(size),
      restEnd: new Int32Array(size),
      runs: 0,
    };
  }
  return scratch;
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
  found: (Violation | undefined)[],
  flag: Flag,
) {
  const flagged = (rule: RuleId, cell: number) =>
    found[(((offset + cell) / CELLS_PER_DAY) | 0) * 5 + rule - 1] !== undefined;
  // Only the record's first stretch has time before it that was never recorded; a stretch
  // after neutral time is cut off by that time instead.
  const atRecordStart = offset === 0;
  slidingRest(s.restBefore, offset, length, limit.WINDOW_24H, limit.MIN_REST_24H, 1, flag, atRecordStart);
  slidingRest(s.restBefore, offset, length, limit.WINDOW_7D, limit.MIN_REST_7D, 2, flag, atRecordStart);

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
    if (flagged(3, e - 1) && flagged(5, e - 1)) continue;
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
 * the unrecorded time counts as rest, so such a window is flagged only if it fails even so
 * (a new joiner's first six days are held to the 77-hour rule, and a breach is dated when
 * it happens, not a week later).
 */
function slidingRest(
  restBefore: Int32Array,
  offset: number,
  length: number,
  size: number,
  minRest: number,
  rule: RuleId,
  flag: Flag,
  atRecordStart: boolean,
) {
  // Windows ending at cell t - 1 for t < size: t recorded cells and size - t assumed rest.
  // Their rest also falls by at most one cell per step.
  for (let t = 1; atRecordStart && t < size && t <= length; ) {
    const rest = restBefore[t]! + size - t;
    if (rest >= minRest) {
      t += rest - minRest + 1;
      continue;
    }
    const last = offset + t - 1;
    flag(rule, last, offset, offset + t);
    t += ((last / CELLS_PER_DAY) | 0) * CELLS_PER_DAY + CELLS_PER_DAY - last;
  }
  for (let w = 0; w + size <= length; ) {
    const rest = restBefore[w + size]! - restBefore[w]!;
    if (rest >= minRest) {
      w += rest - minRest + 1;
      continue;
    }
    const last = offset + w + size - 1;
    flag(rule, last, offset + w, offset + w + size);
    w += ((last / CELLS_PER_DAY) | 0) * CELLS_PER_DAY + CELLS_PER_DAY - last;
  }
}
