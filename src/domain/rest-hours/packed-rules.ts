import { type PackedDays, popcount24, WORD_CELLS, WORD_MASK } from './packed-days';
import {
  MAX_WORK_STRETCH,
  MIN_LONG_REST,
  MIN_REST_7D,
  MIN_REST_24H,
  WINDOW_7D,
  WINDOW_24H,
} from './rule-limits';
import type { RuleId, Violation } from './rules';
import { CELLS_PER_DAY } from './timeline';

/**
 * The five rules of `evaluateRest` on packed days, a word (24 cells) at a time: short breaks
 * become work and rest is counted with bit operations, rest runs are read off the words'
 * edges, and the rules then work on rest counts and runs, never on single cells. It gives
 * exactly the flags and windows of the cell-by-cell engine it replaced
 * (tests/kits/rest-rules-by-cell.ts, held to it by a property test on random years).
 */
export function evaluatePacked(p: PackedDays): Violation[] {
  const days = p.dates.length;
  if (days === 0) return [];
  const s = scratchFor(days);
  const n = days * CELLS_PER_DAY;
  const anyNeutral = readWords(p, s);
  s.dates = p.dates;
  // Neutral time cuts the record, as a day with nothing recorded does: each stretch between
  // neutral periods is evaluated on its own.
  if (anyNeutral === 0) evaluateSegment(s, 0, n, 0, s.runs);
  else {
    let k = 0;
    for (const [a, b] of stretchesBetweenNeutral(p)) {
      while (k < s.runs && s.restStart[k]! < a) k++;
      let k1 = k;
      while (k1 < s.runs && s.restStart[k1]! < b) k1++;
      evaluateSegment(s, a, b, k, k1);
      k = k1;
    }
  }
  // Slots are in date then rule order already: no sort.
  const out: Violation[] = [];
  for (let d = 0; d < days; d++) {
    if (s.flaggedRules[d] === 0) continue;
    s.flaggedRules[d] = 0;
    for (let i = d * 5; i < d * 5 + 5; i++) {
      const v = s.found[i];
      if (v) {
        out.push(v);
        s.found[i] = undefined;
      }
    }
  }
  return out;
}

interface Scratch {
  /** Rest bits of each word, short breaks (one rest cell between work) counted as work. */
  rest: Int32Array;
  /** restBefore[k]: rest cells in the words before word k. */
  restBefore: Int32Array;
  /** Rest runs of the record, as [restStart[k], restEnd[k]) in cells. */
  restStart: Int32Array;
  restEnd: Int32Array;
  runs: number;
  /** One slot per date and rule: the first violation of that rule on that date. */
  found: (Violation | undefined)[];
  /** Per date, a bit per rule flagged on it (bit 0: rule 1). */
  flaggedRules: Uint8Array;
  dates: readonly string[];
}

// Reused between calls (a year for 100 crew would otherwise allocate 100 sets of buffers).
let scratch: Scratch | undefined;
function scratchFor(days: number): Scratch {
  if (!scratch || scratch.found.length < days * 5) {
    const size = Math.max(days, 64);
    scratch = {
      rest: new Int32Array(2 * size + 1),
      restBefore: new Int32Array(2 * size + 3),
      restStart: new Int32Array(size * CELLS_PER_DAY),
      restEnd: new Int32Array(size * CELLS_PER_DAY),
      runs: 0,
      found: new Array(size * 5).fill(undefined),
      flaggedRules: new Uint8Array(size),
      dates: [],
    };
  }
  return scratch;
}

/**
 * Rest bits, rest counts and rest runs of the whole record, a word at a time. MLC A2.3 hours
 * of rest exclude short breaks: a rest cell with work on both sides counts as work. Returns
 * the neutral cells of all words OR-ed together (0: the record has no neutral time).
 */
function readWords(p: PackedDays, s: Scratch): number {
  const { work, neutral } = p;
  const { rest, restBefore, restStart, restEnd } = s;
  const words = work.length;
  let anyNeutral = 0;
  let starts = 0;
  let ends = 0;
  let restBeforeCell = 0; // was the cell before this word rest
  let workBeforeCell = 0;
  for (let k = 0; k < words; k++) {
    const w = work[k]!;
    const nt = neutral[k]!;
    anyNeutral |= nt;
    const workLeft = ((w << 1) | workBeforeCell) & WORD_MASK;
    const workRight = (w >>> 1) | (k + 1 < words ? (work[k + 1]! & 1) << (WORD_CELLS - 1) : 0);
    const r = ~(w | nt) & ~(workLeft & workRight) & WORD_MASK;
    rest[k] = r;
    restBefore[k + 1] = restBefore[k]! + popcount24(r);
    workBeforeCell = w >>> (WORD_CELLS - 1);
    // Runs start where rest follows non-rest and end where non-rest follows rest; they
    // alternate, so the i-th start and the i-th end make one run.
    const restLeft = ((r << 1) | restBeforeCell) & WORD_MASK;
    restBeforeCell = r >>> (WORD_CELLS - 1);
    const base = k * WORD_CELLS;
    for (let x = r & ~restLeft; x !== 0; x &= x - 1) restStart[starts++] = base + 31 - Math.clz32(x & -x);
    for (let x = ~r & restLeft & WORD_MASK; x !== 0; x &= x - 1)
      restEnd[ends++] = base + 31 - Math.clz32(x & -x);
  }
  if (restBeforeCell) restEnd[ends++] = words * WORD_CELLS;
  rest[words] = 0;
  // Past the record's end counts as no rest (see slidingRest).
  restBefore[words + 1] = restBefore[words]!;
  restBefore[words + 2] = restBefore[words]!;
  s.runs = starts;
  return anyNeutral;
}

/** Stretches [a, b) of the record between neutral cells. */
function stretchesBetweenNeutral(p: PackedDays): [number, number][] {
  const found: [number, number][] = [];
  let open = -1;
  for (let k = 0; k < p.neutral.length; k++) {
    const nt = p.neutral[k]!;
    for (let i = 0; i < WORD_CELLS; i++) {
      const isNeutral = (nt >>> i) & 1;
      if (!isNeutral && open < 0) open = k * WORD_CELLS + i;
      else if (isNeutral && open >= 0) {
        found.push([open, k * WORD_CELLS + i]);
        open = -1;
      }
    }
  }
  if (open >= 0) found.push([open, p.neutral.length * WORD_CELLS]);
  return found;
}

/** Rest cells before `cell`: whole words from the counts, the last part by popcount. */
function restBefore(s: Scratch, cell: number): number {
  const k = (cell / WORD_CELLS) | 0;
  return s.restBefore[k]! + popcount24(s.rest[k]! & ((1 << (cell - k * WORD_CELLS)) - 1));
}

function flag(s: Scratch, rule: RuleId, dateCell: number, startCell: number, endCell: number) {
  const day = (dateCell / CELLS_PER_DAY) | 0;
  const bit = 1 << (rule - 1);
  if (s.flaggedRules[day]! & bit) return;
  s.flaggedRules[day]! |= bit;
  s.found[day * 5 + rule - 1] = { rule, date: s.dates[day]!, startCell, endCell };
}

const RULES_3_AND_5 = (1 << 2) | (1 << 4);

/** The five rules over the stretch [a, b) of the record, whose rest runs are k0 to k1 - 1. */
function evaluateSegment(s: Scratch, a: number, b: number, k0: number, k1: number) {
  slidingRest(s, a, b, WINDOW_24H, MIN_REST_24H, 1);
  slidingRest(s, a, b, WINDOW_7D, MIN_REST_7D, 2);

  // Work stretches lie between rest runs; going off duty is the start of every rest run
  // after work, and the end of a record that ends in work. `lo` is the first rest run that
  // ends inside the 24 h before going off duty; it only moves forward.
  const { restStart, restEnd } = s;
  let lo = k0;
  let day = (a / CELLS_PER_DAY) | 0; // the date of cell e - 1, kept without dividing
  let dayEnd = (day + 1) * CELLS_PER_DAY;
  for (let k = k0; k <= k1; k++) {
    const workFrom = k === k0 ? a : restEnd[k - 1]!;
    const e = k === k1 ? b : restStart[k]!;
    // Rule 4: a work stretch longer than 14 h, dated on its 29th cell.
    if (e - workFrom > MAX_WORK_STRETCH) flag(s, 4, workFrom + MAX_WORK_STRETCH, workFrom, e);
    // Rules 3 and 5 look back 24 h from going off duty.
    if (e === workFrom || e - a < WINDOW_24H) continue;
    while (e > dayEnd) {
      day++;
      dayEnd += CELLS_PER_DAY;
    }
    if ((s.flaggedRules[day]! & RULES_3_AND_5) === RULES_3_AND_5) continue;
    const from = e - WINDOW_24H;
    while (lo < k && restEnd[lo]! <= from) lo++;
    // Rest periods in the 24 h: runs lo to k - 1, the first cut at the window's start.
    const periods = k - lo;
    let longest = 0;
    let next = 0;
    for (let j = lo; j < k; j++) {
      const length = restEnd[j]! - (j === lo && restStart[j]! < from ? from : restStart[j]!);
      if (length > longest) {
        next = longest;
        longest = length;
      } else if (length > next) next = length;
    }
    if (periods > 2 && longest + next < MIN_REST_24H) flag(s, 3, e - 1, from, e);
    if (longest < MIN_LONG_REST) flag(s, 5, e - 1, from, e);
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
function slidingRest(s: Scratch, a: number, b: number, size: number, minRest: number, rule: RuleId) {
  const nextDay = (cell: number) => ((cell / CELLS_PER_DAY) | 0) * CELLS_PER_DAY + CELLS_PER_DAY;
  // Windows ending at cell t - 1 for t < size: t recorded cells and size - t assumed rest.
  // Only the record's first stretch has such time before it; a later one follows neutral time.
  for (let t = 1; a === 0 && t < size && t <= b; ) {
    const rest = restBefore(s, t) + size - t;
    if (rest >= minRest) t += rest - minRest + 1;
    else {
      flag(s, rule, t - 1, 0, t);
      t = nextDay(t - 1) + 1; // the next window ends on the next date's first cell
    }
  }
  const words = size / WORD_CELLS;
  const span = size === WINDOW_7D ? 2 : 1;
  const { restBefore: counts, rest: bits } = s;
  let m = (a / WORD_CELLS) | 0; // the word window start w lies in, kept without dividing
  let mStart = m * WORD_CELLS;
  for (let w = a; w + size <= b; ) {
    while (w - mStart >= WORD_CELLS) {
      m++;
      mStart += WORD_CELLS;
    }
    // Windows starting in the `span` words from word m hold words m + span to m + words - 1
    // whole, and of the words before and after those, 24 * span cells between them: if even
    // the fewest rest cells those can hold is enough, all these windows pass. Rest counts per
    // word make this a few reads, so a compliant record is read a word (or, for 7 days, a
    // day) at a time.
    const inner = counts[m + words]! - counts[m + span]!;
    const edges = counts[m + span]! - counts[m]! + counts[m + words + span]! - counts[m + words]!;
    const least = inner + Math.max(0, edges - span * WORD_CELLS);
    if (least >= minRest) {
      // And as below, rest falls by at most a cell a step past the last of these windows.
      w = mStart + span * WORD_CELLS + least - minRest;
      continue;
    }
    // The window starts and ends at the same cell of words m and m + words.
    const below = (1 << (w - mStart)) - 1;
    const rest =
      counts[m + words]! + popcount24(bits[m + words]! & below) - counts[m]! - popcount24(bits[m]! & below);
    if (rest >= minRest) w += rest - minRest + 1;
    else {
      const last = w + size - 1;
      flag(s, rule, last, w, w + size);
      w += nextDay(last) - last;
    }
  }
}
