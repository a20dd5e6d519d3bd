import { msg } from '../../i18n/msg';
import { addDays, daysBetween } from '../calendar/iso-date';
import { showDateRange } from '../dates/format';
import { evaluateElapsed, joinElapsed } from './elapsed-rules';
import { EXCEPTION_MAX_DAYS, EXCEPTION_MAX_PERIODS, EXCEPTION_MIN_REST_7D } from './exception-limits';
import { MIN_REST_24H, WINDOW_7D, WINDOW_24H } from './rule-limits';
import { evaluateRest, NEUTRAL, RULE_TEXTS, type RuleId, type Violation } from './rules';
import { CELLS_PER_DAY, type DayRecord } from './timeline';

/**
 * The exception regime of STCW A-VIII/1 para 9, which a flag State may allow for watchkeepers:
 * at least 70 h of rest in any 7 days (instead of 77) and rest in up to three periods (instead
 * of two), one of at least 6 h and the others of at least 1 h. The 10 h in any 24 h, the 6 h
 * period and the 14 h between rest periods still apply. The regime may not run more than two
 * consecutive weeks, and the interval between exception periods must be at least twice the
 * exception's length.
 *
 * Which regime judges a window: the one in force on the window's attributed date (its last
 * cell's date, as for every flag). So the 7 days that end on the regime's first date are held
 * to 70 h although six of them came before it, and the 7 days that end the day after its last
 * date are held to 77 h again, although six of them were under the regime: the reduced limit
 * is the flag State's allowance for the dates of the period, and a breach is judged by the
 * limit in force on the date it is completed.
 */
export interface ExceptionPeriod {
  /** First and last date under the regime, both included (YYYY-MM-DD). */
  from: string;
  to: string;
  /**
   * The watchkeepers the flag State's allowance is used for (crew user ids of the vessel): the
   * regime is for watchkeepers alone, so everyone else stays under the standard rules. Absent on
   * a period set before periods named anyone: it applies to all crew, as it did when it was set.
   */
  userIds?: number[];
}

export type Regime = 'standard' | 'exception';

/** A violation with the regime that judged its date. */
export interface RegimeVerdict extends Violation {
  regime: Regime;
}

/** A breach of the regime's own limits, dated where it shows. */
export interface PeriodFlag {
  kind: 'too-long' | 'too-soon';
  period: ExceptionPeriod;
  date: string;
  text: string;
}

/** The rules whose limits the regime changes, in the words of RULE_TEXTS. */
export const EXCEPTION_RULE_TEXTS: Partial<Record<RuleId, string>> = {
  2: msg('less than 70 hours of rest in the last 7 days'),
  3: msg('more than 3 rest periods'),
};

export const REGIME_NAME = msg('STCW exception regime (A-VIII/1 para 9)');

/** A flag's text: the regime's own words for the rules it changes, on a date it judged. */
export const ruleText = (v: { rule: RuleId; regime?: Regime }) =>
  (v.regime === 'exception' && EXCEPTION_RULE_TEXTS[v.rule]) || RULE_TEXTS[v.rule];

/** The period in the app's one date style, as the calendar, flags and records name it. */
export const periodLabel = (p: ExceptionPeriod) => `${REGIME_NAME} ${showDateRange(p.from, p.to)}`;

/**
 * The periods that judge one person's days: those naming them, and those naming no one (set
 * before periods named anyone, so what was judged under them stays as it was). Every place that
 * judges a person's days goes through this, so a deckhand not named keeps the standard rules.
 */
export const periodsFor = (periods: readonly ExceptionPeriod[], userId: number): ExceptionPeriod[] =>
  periods.filter((p) => p.userIds === undefined || p.userIds.includes(userId));

export const periodDays = (p: ExceptionPeriod) => daysBetween(p.from, p.to) + 1;
export const inPeriods = (date: string, periods: readonly ExceptionPeriod[]) =>
  periods.some((p) => p.from <= date && date <= p.to);

/**
 * All five rules over consecutive days, each date judged by the regime in force on it, and the
 * regime's own limits flagged. With no period, exactly `evaluateRest`'s verdicts. Days may be
 * on elapsed time (issue 33: 46, 50, 96 or 0 cells across a clock change): the windows are
 * then real hours across the change, for the regime's limits as for the standard ones.
 */
export function evaluateWithExceptions(
  days: readonly DayRecord[],
  periods: readonly ExceptionPeriod[],
): { violations: RegimeVerdict[]; periodFlags: PeriodFlag[] } {
  const under = days.map((d) => inPeriods(d.date, periods));
  const standard = days.every((d) => d.work.length === CELLS_PER_DAY)
    ? evaluateRest(days)
    : evaluateElapsed(days);
  const dayOf = new Map(days.map((d, i) => [d.date, i]));
  const violations: RegimeVerdict[] = [];
  for (const v of standard) {
    const exception = under[dayOf.get(v.date)!] === true;
    // Rules 2 and 3 of an exception date are the regime's own, found below.
    if (!exception) violations.push({ ...v, regime: 'standard' });
    else if (v.rule !== 2 && v.rule !== 3) violations.push({ ...v, regime: 'exception' });
  }
  if (under.includes(true))
    for (const v of exceptionRules(days, under)) violations.push({ ...v, regime: 'exception' });
  violations.sort((x, y) => x.date.localeCompare(y.date) || x.rule - y.rule);
  return { violations, periodFlags: periodFlags(periods) };
}

/** The regime's own limits: two consecutive weeks at most, then twice its length before the next. */
export function periodFlags(periods: readonly ExceptionPeriod[]): PeriodFlag[] {
  const sorted = [...periods].sort((a, b) => a.from.localeCompare(b.from));
  const flags: PeriodFlag[] = [];
  for (const [i, period] of sorted.entries()) {
    const length = periodDays(period);
    if (length > EXCEPTION_MAX_DAYS)
      flags.push({
        kind: 'too-long',
        period,
        date: addDays(period.from, EXCEPTION_MAX_DAYS),
        text: msg('Exception regime of {length} days: it may not run more than 2 consecutive weeks.', {
          length,
        }),
      });
    const prev = sorted[i - 1];
    if (!prev) continue;
    // STCW: "the interval between consecutive exceptions shall not be less than twice the
    // duration of the exception": the exception before the interval.
    const gap = daysBetween(prev.to, period.from) - 1;
    const needed = 2 * periodDays(prev);
    if (gap < needed)
      flags.push({
        kind: 'too-soon',
        period,
        date: period.from,
        text: msg(
          'Exception regime starts {gap} days after the last one: at least {needed} days (twice its length) must pass.',
          { gap: Math.max(gap, 0), needed },
        ),
      });
  }
  return flags;
}

/**
 * Rules 2 and 3 with the regime's limits, on the dates under it, read the way `evaluateRest`
 * reads them (tests/kits/rest-rules-oracle.ts): short breaks count as work, neutral time cuts
 * the record, the 7 days before the record count as rest, and rule 3 is broken only when the
 * 10 h cannot be found in the allowed number of periods. A rest period inside the record is
 * at least 1 h long (a single half-hour between work is a short break), so the regime's
 * "others at least 1 h" needs no check of its own.
 */
function exceptionRules(days: readonly DayRecord[], under: readonly boolean[]): Violation[] {
  const { cells, cellDay } = joinElapsed(days);
  const restBefore = new Int32Array(cells.length + 1);
  for (let i = 0; i < cells.length; i++) restBefore[i + 1] = restBefore[i]! + (cells[i] === 0 ? 1 : 0);
  const rest = (from: number, to: number) => restBefore[to]! - restBefore[from]!;
  const dayIndex = (cell: number) => cellDay[cell]!;
  const found = new Map<number, Violation>();
  // Only dates under the regime are judged here; most windows of a year end outside it.
  const flag = (rule: RuleId, dateCell: number, startCell: number, endCell: number) => {
    const day = dayIndex(dateCell);
    if (!under[day]) return;
    const key = day * 8 + rule;
    if (!found.has(key)) found.set(key, { rule, date: days[day]!.date, startCell, endCell });
  };
  // The limits as locals: read once, not on every cell of a year (a module's binding is not free).
  const [week, day, least7, least24, most] = [
    WINDOW_7D,
    WINDOW_24H,
    EXCEPTION_MIN_REST_7D,
    MIN_REST_24H,
    EXCEPTION_MAX_PERIODS,
  ];
  for (const [a, b] of stretches(cells)) {
    if (a === 0)
      for (let t = 1; t < week && t <= b; t++) if (rest(0, t) + week - t < least7) flag(2, t - 1, 0, t);
    for (let s = a; s + week <= b; s++)
      if (under[dayIndex(s + week - 1)] && rest(s, s + week) < least7) flag(2, s + week - 1, s, s + week);
    for (let e = a + day; e <= b; e++) {
      // Going off duty: the end of a work stretch.
      if (!under[dayIndex(e - 1)] || cells[e - 1] !== 1 || (e < b && cells[e] !== 0)) continue;
      const periods = restRuns(cells, e - day, e).sort((x, y) => y - x);
      const best = periods.slice(0, most).reduce((sum, n) => sum + n, 0);
      if (periods.length > most && best < least24) flag(3, e - 1, e - day, e);
    }
  }
  return [...found.values()];
}

/** Stretches [a, b) of the record between neutral cells. */
function stretches(cells: Uint8Array): [number, number][] {
  const out: [number, number][] = [];
  const neutral = NEUTRAL;
  for (let i = 0; i < cells.length; ) {
    if (cells[i] === neutral) {
      i++;
      continue;
    }
    let j = i;
    while (j < cells.length && cells[j] !== neutral) j++;
    out.push([i, j]);
    i = j;
  }
  return out;
}

/** Lengths of the rest runs inside [from, to), the first and last cut at the edges. */
function restRuns(cells: Uint8Array, from: number, to: number): number[] {
  const out: number[] = [];
  for (let i = from; i < to; ) {
    if (cells[i] !== 0) {
      i++;
      continue;
    }
    let j = i;
    while (j < to && cells[j] === 0) j++;
    out.push(j - i);
    i = j;
  }
  return out;
}
