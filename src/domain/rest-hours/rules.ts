import { CELLS_PER_DAY, type DayRecord } from './timeline';

/**
 * Rest-hour compliance, MLC 2006 Standard A2.3 / STCW A-VIII/1, as fixed in the
 * hours-of-rest issue so the app, the worker and the server agree on every flag.
 */
export type RuleId = 1 | 2 | 3 | 4 | 5;

export const RULE_TEXTS: Record<RuleId, string> = {
  1: 'less than 10 hours of rest in 24 hours',
  2: 'less than 77 hours of rest in the last 7 days',
  3: 'more than 2 rest periods',
  4: '14 hours between breaks',
  5: 'no break longer than 6 hours',
};

/** What each rule asks, in plain words, shown under the spec's short text. */
export const RULE_EXPLAINED: Record<RuleId, string> = {
  1: 'Any 24 hours must hold at least 10 hours of rest.',
  2: 'Any 7 days must hold at least 77 hours of rest.',
  3: 'Rest in 24 hours may be split into no more than 2 periods.',
  4: 'More than 14 hours between rest periods (a 30-minute break does not count as rest).',
  5: 'One rest period in 24 hours must be at least 6 hours long.',
};

export interface Violation {
  rule: RuleId;
  /** Calendar date the violation is attributed to (the window's last cell). */
  date: string;
  /** The offending window, as cell indexes into the joined record [startCell, endCell). */
  startCell: number;
  endCell: number;
}

const WINDOW_24H = 48;
const WINDOW_7D = 336;
const MIN_REST_24H = 20; // 10 h
const MIN_REST_7D = 154; // 77 h
const MAX_WORK_STRETCH = 28; // 14 h
const MIN_LONG_REST = 12; // 6 h

/** A neutral cell ('n'): time that is neither work nor rest, such as days ashore on leave. */
export const NEUTRAL = 2;

/**
 * Joins consecutive days into one timeline of work flags, with short breaks (a single
 * rest cell between work) counted as work: MLC A2.3 hours of rest exclude short breaks.
 */
export function joinTimeline(days: readonly DayRecord[]): Uint8Array {
  const cells = new Uint8Array(days.length * CELLS_PER_DAY);
  for (const [d, day] of days.entries()) cells.set(decodeDay(day.work), d * CELLS_PER_DAY);
  for (let i = 1; i < cells.length - 1; i++) {
    if (cells[i] === 0 && cells[i - 1] === 1 && cells[i + 1] === 1) cells[i] = 1;
  }
  return cells;
}

// Crew repeat the same few watch patterns day after day: decode each distinct day once.
const decoded = new Map<string, Uint8Array>();
function decodeDay(work: string): Uint8Array {
  let cells = decoded.get(work);
  if (!cells) {
    cells = new Uint8Array(CELLS_PER_DAY);
    for (let i = 0; i < CELLS_PER_DAY; i++) {
      const c = work.charCodeAt(i);
      cells[i] = c === 49 ? 1 : c === 110 ? NEUTRAL : 0; // '1' work, 'n' neutral, '0' rest
    }
    if (decoded.size > 4096) decoded.clear(); // bounded: a cache, not a leak
    decoded.set(work, cells);
  }
  return cells;
}

/**
 * Evaluates all five rules over consecutive days; one violation per rule and date, with the
 * first offending window of that date. A year for a whole crew is checked on every edit, so
 * this makes one pass over the cells and then works on prefix sums and rest runs
 * (tests/kits/rest-rules-oracle.ts holds the plain reading of the rules that the tests compare it with).
 */
export function evaluateRest(days: readonly DayRecord[]): Violation[] {
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
  slidingRest(s.restBefore, offset, length, WINDOW_24H, MIN_REST_24H, 1, flag, atRecordStart);
  slidingRest(s.restBefore, offset, length, WINDOW_7D, MIN_REST_7D, 2, flag, atRecordStart);

  const { restStart, restEnd, runs } = s;
  // Work stretches lie between rest runs. Rule 4: longer than 14 h, dated on the 29th cell.
  for (let k = 0; k <= runs; k++) {
    const from = k === 0 ? 0 : restEnd[k - 1]!;
    const to = k === runs ? length : restStart[k]!;
    if (to - from > MAX_WORK_STRETCH) flag(4, offset + from + MAX_WORK_STRETCH, offset + from, offset + to);
  }

  // Rules 3 and 5 look back 24 h from each moment of going off duty: the start of every
  // rest run after work, and the end of a record that ends in work.
  const endsInWork = runs === 0 || restEnd[runs - 1]! < length;
  for (let k = 0; k <= runs; k++) {
    const e = k === runs ? (endsInWork ? length : -1) : restStart[k]!;
    if (e < WINDOW_24H) continue;
    if (flagged(3, e - 1) && flagged(5, e - 1)) continue;
    const from = e - WINDOW_24H;
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
    if (count > 2 && first + second < MIN_REST_24H) flag(3, offset + e - 1, offset + from, offset + e);
    if (first < MIN_LONG_REST) flag(5, offset + e - 1, offset + from, offset + e);
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

/**
 * Checks one month: the caller passes the previous 7 days (and the following day, where
 * recorded) as context, and only flags dated inside the month are kept.
 */
export function evaluateMonth(days: readonly DayRecord[], month: string): Violation[] {
  return evaluateRest(days).filter((v) => v.date.startsWith(month));
}
