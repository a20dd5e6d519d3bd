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

/** Evaluates all five rules over consecutive days; one violation per rule and date. */
export function evaluateRest(days: readonly DayRecord[]): Violation[] {
  if (days.length === 0) return [];
  const all = joinTimeline(days);
  // The days are consecutive, so a cell's date is its day's date: no calendar arithmetic.
  const seen = new Uint8Array(days.length * 5);
  const found: Violation[] = [];
  const flag = (rule: RuleId, dateCell: number, startCell: number, endCell: number) => {
    const day = Math.floor(dateCell / CELLS_PER_DAY);
    const slot = day * 5 + rule - 1;
    if (seen[slot]) return;
    seen[slot] = 1;
    found.push({ rule, date: days[day]!.date, startCell, endCell });
  };
  // Neutral time cuts the record, as a day with nothing recorded does: each stretch between
  // neutral periods is evaluated on its own.
  for (let a = 0; a < all.length; ) {
    while (a < all.length && all[a] === NEUTRAL) a++;
    let b = a;
    while (b < all.length && all[b] !== NEUTRAL) b++;
    if (b > a) evaluateSegment(all.subarray(a, b), a, seen, flag);
    a = b;
  }
  return found.sort((x, y) => (x.date < y.date ? -1 : x.date > y.date ? 1 : x.rule - y.rule));
}

/** The five rules over one stretch of cells; `offset` places it in the joined record. */
function evaluateSegment(
  cells: Uint8Array,
  offset: number,
  seen: Uint8Array,
  flagAt: (rule: RuleId, dateCell: number, startCell: number, endCell: number) => void,
) {
  const flag = (rule: RuleId, dateCell: number, startCell: number, endCell: number) =>
    flagAt(rule, offset + dateCell, offset + startCell, offset + endCell);
  const flagged = (rule: RuleId, dateCell: number) =>
    seen[(((offset + dateCell) / CELLS_PER_DAY) | 0) * 5 + rule - 1] === 1;
  slidingRest(cells, offset, WINDOW_24H, MIN_REST_24H, seen, 1, (s) =>
    flag(1, s + WINDOW_24H - 1, s, s + WINDOW_24H),
  );
  slidingRest(cells, offset, WINDOW_7D, MIN_REST_7D, seen, 2, (s) =>
    flag(2, s + WINDOW_7D - 1, s, s + WINDOW_7D),
  );

  // Rule 4: a work stretch longer than 14 h, dated on its 29th cell.
  let runStart = -1;
  for (let i = 0; i <= cells.length; i++) {
    const work = i < cells.length && cells[i] === 1;
    if (work && runStart < 0) runStart = i;
    if (!work && runStart >= 0) {
      if (i - runStart > MAX_WORK_STRETCH) flag(4, runStart + MAX_WORK_STRETCH, runStart, i);
      runStart = -1;
    }
  }

  // Rules 3 and 5 look back 24 h from each moment of going off duty.
  for (let e = WINDOW_24H; e <= cells.length; e++) {
    if (cells[e - 1] !== 1 || (e < cells.length && cells[e] !== 0)) continue;
    if (flagged(3, e - 1) && flagged(5, e - 1)) continue;
    const p = restPeriods(cells, e - WINDOW_24H, e);
    if (p.count > 2 && p.first + p.second < MIN_REST_24H) flag(3, e - 1, e - WINDOW_24H, e);
    if (p.first < MIN_LONG_REST) flag(5, e - 1, e - WINDOW_24H, e);
  }
}

/**
 * Calls `onShort(start)` for each window of `size` cells with fewer than `minRest` rest cells
 * whose date is not flagged for `rule` yet. The flag check is inline: a bad stretch fails
 * hundreds of windows a day, and only the first of each day matters.
 */
function slidingRest(
  cells: Uint8Array,
  offset: number,
  size: number,
  minRest: number,
  seen: Uint8Array,
  rule: RuleId,
  onShort: (start: number) => void,
) {
  if (cells.length < size) return;
  let rest = 0;
  for (let i = 0; i < size; i++) rest += 1 - cells[i]!;
  for (let s = 0; ; s++) {
    if (rest < minRest && seen[(((offset + s + size - 1) / CELLS_PER_DAY) | 0) * 5 + rule - 1] === 0)
      onShort(s);
    if (s + size >= cells.length) break;
    rest += cells[s]! - cells[s + size]!;
  }
}

/** How many rest runs lie inside [from, to) (clipped to it), and the two longest. */
function restPeriods(cells: Uint8Array, from: number, to: number) {
  let count = 0;
  let first = 0;
  let second = 0;
  let run = 0;
  for (let i = from; i <= to; i++) {
    if (i < to && cells[i] === 0) {
      run++;
      continue;
    }
    if (run === 0) continue;
    count++;
    if (run > first) {
      second = first;
      first = run;
    } else if (run > second) second = run;
    run = 0;
  }
  return { count, first, second };
}

/**
 * Checks one month: the caller passes the previous 6 days (and the following day, where
 * recorded) as context, and only flags dated inside the month are kept.
 */
export function evaluateMonth(days: readonly DayRecord[], month: string): Violation[] {
  return evaluateRest(days).filter((v) => v.date.startsWith(month));
}
