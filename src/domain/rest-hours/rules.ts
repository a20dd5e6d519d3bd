import { msg } from '../../i18n/msg';
import { packDays } from './packed-days';
import { evaluatePacked } from './packed-rules';
import { CELLS_PER_DAY, type DayRecord } from './timeline';

/**
 * Rest-hour compliance, MLC 2006 Standard A2.3 / STCW A-VIII/1, as fixed in the
 * hours-of-rest issue so the app, the worker and the server agree on every flag.
 */
export type RuleId = 1 | 2 | 3 | 4 | 5;

export const RULE_TEXTS: Record<RuleId, string> = {
  1: msg('less than 10 hours of rest in 24 hours'),
  2: msg('less than 77 hours of rest in the last 7 days'),
  3: msg('more than 2 rest periods'),
  4: msg('14 hours between breaks'),
  5: msg('no break longer than 6 hours'),
};

/** What each rule asks, in plain words, shown under the spec's short text. */
export const RULE_EXPLAINED: Record<RuleId, string> = {
  1: msg('Any 24 hours must hold at least 10 hours of rest.'),
  2: msg('Any 7 days must hold at least 77 hours of rest.'),
  3: msg('Rest in 24 hours may be split into no more than 2 periods.'),
  4: msg('More than 14 hours between rest periods (a 30-minute break does not count as rest).'),
  5: msg('One rest period in 24 hours must be at least 6 hours long.'),
};

export interface Violation {
  rule: RuleId;
  /** Calendar date the violation is attributed to (the window's last cell). */
  date: string;
  /** The offending window, as cell indexes into the joined record [startCell, endCell). */
  startCell: number;
  endCell: number;
}

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

/** A day's cells as numbers (1 work, NEUTRAL, 0 rest); each distinct day is decoded once. */
const decoded = new Map<string, Uint8Array>();
export function decodeDay(work: string): Uint8Array {
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
 * the days are packed into bits once and the rules run on words (packed-rules.ts);
 * tests/kits/rest-rules-oracle.ts holds the plain reading of the rules that the tests compare it with.
 */
export function evaluateRest(days: readonly DayRecord[]): Violation[] {
  return evaluatePacked(packDays(days));
}

/**
 * Checks one month: the caller passes the previous 7 days (and the following day, where
 * recorded) as context, and only flags dated inside the month are kept.
 */
export function evaluateMonth(days: readonly DayRecord[], month: string): Violation[] {
  return evaluateRest(days).filter((v) => v.date.startsWith(month));
}
