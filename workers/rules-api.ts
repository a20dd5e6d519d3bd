import type { ClockChange } from '../src/domain/rest-hours/clock-change';
import { elapsedDayTotals, evaluateRuns } from '../src/domain/rest-hours/elapsed-days';
import { type ExceptionPeriod, periodsFor } from '../src/domain/rest-hours/exception-regime';
import { type Forecast, forecastBreach } from '../src/domain/rest-hours/forecast';
import type { Violation } from '../src/domain/rest-hours/rules';
import type { DayRecord } from '../src/domain/rest-hours/timeline';

/**
 * Flags of recorded days on elapsed time across the vessel's clock changes (none: every day is
 * 48 cells, as before), the dates of its STCW exception periods judged by that regime (their
 * flags carry `regime`); each run of consecutive dates on its own, as the server judges them.
 */
const flagsOf = (
  days: readonly DayRecord[],
  changes: readonly ClockChange[],
  periods: readonly ExceptionPeriod[] = [],
): Violation[] => evaluateRuns(days, changes, periods).flatMap((r) => r.violations);
const inMonth = (month: string) => (v: Violation) => v.date.startsWith(month);

/** The worker's API: one typed handler map, named 'area/verb-noun'. */
export const rulesApi = {
  /**
   * With the STCW exception periods of the person whose days these are (periodsFor: the regime
   * is for the watchkeepers a period names), flags on their dates carry `regime`.
   */
  'rest/evaluate-days': (
    days: DayRecord[],
    periods: ExceptionPeriod[] = [],
    changes: readonly ClockChange[] = [],
  ): Violation[] => flagsOf(days, changes, periods),
  'rest/evaluate-month': (
    days: DayRecord[],
    month: string,
    changes: readonly ClockChange[] = [],
  ): Violation[] => flagsOf(days, changes).filter(inMonth(month)),
  /** In elapsed hours when the day has a clock change. */
  'rest/day-totals': (work: string, change?: ClockChange) => elapsedDayTotals(work, change),
  /**
   * A month of every listed crew member, each with its own context days; flags by user. The
   * vessel's exception periods judge each by those that name them (periodsFor).
   */
  'rest/check-months': (
    records: { userId: number; days: DayRecord[] }[],
    month: string,
    periods: ExceptionPeriod[] = [],
    changes: readonly ClockChange[] = [],
  ) =>
    Object.fromEntries(
      records.map((r) => [
        r.userId,
        flagsOf(r.days, changes, periodsFor(periods, r.userId)).filter(inMonth(month)),
      ]),
    ) as Record<number, Violation[]>,
  /**
   * The first breach each crew member's plan leads to within the coming week (null: it holds),
   * across the vessel's clock changes and by its exception periods naming them, as the flags are judged.
   */
  'rest/forecast': (
    records: { userId: number; days: DayRecord[] }[],
    today: string,
    nowCell: number,
    changes: readonly ClockChange[] = [],
    periods: readonly ExceptionPeriod[] = [],
  ) =>
    Object.fromEntries(
      records.map((r) => [
        r.userId,
        forecastBreach(r.days, today, nowCell, changes, periodsFor(periods, r.userId)),
      ]),
    ) as Record<number, Forecast | null>,
};
export type RulesApi = typeof rulesApi;
