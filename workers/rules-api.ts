import { consecutiveRuns } from '../src/domain/rest-hours/check-days';
import type { ClockChange } from '../src/domain/rest-hours/clock-change';
import { elapsedDayTotals, evaluateRuns } from '../src/domain/rest-hours/elapsed-days';
import {
  type ExceptionPeriod,
  evaluateMonthWithExceptions,
  evaluateWithExceptions,
} from '../src/domain/rest-hours/exception-regime';
import { type Forecast, forecastBreach } from '../src/domain/rest-hours/forecast';
import type { Violation } from '../src/domain/rest-hours/rules';
import type { DayRecord } from '../src/domain/rest-hours/timeline';

/**
 * Flags of recorded days on elapsed time across the vessel's clock changes (none: every day is
 * 48 cells, as before); each run of consecutive dates on its own, as the server judges them.
 */
const flagsOf = (days: readonly DayRecord[], changes: readonly ClockChange[]): Violation[] =>
  evaluateRuns(days, changes).flatMap((r) => r.violations);
const inMonth = (month: string) => (v: Violation) => v.date.startsWith(month);

/** The worker's API: one typed handler map, named 'area/verb-noun'. */
export const rulesApi = {
  /**
   * With the vessel's STCW exception periods, flags on their dates carry `regime`; the regime is
   * not yet judged across clock changes (a vessel's periods take precedence over its changes).
   */
  'rest/evaluate-days': (
    days: DayRecord[],
    periods: ExceptionPeriod[] = [],
    changes: readonly ClockChange[] = [],
  ): Violation[] =>
    periods.length ? evaluateWithExceptions(days, periods).violations : flagsOf(days, changes),
  'rest/evaluate-month': (
    days: DayRecord[],
    month: string,
    changes: readonly ClockChange[] = [],
  ): Violation[] => flagsOf(days, changes).filter(inMonth(month)),
  /** In elapsed hours when the day has a clock change. */
  'rest/day-totals': (work: string, change?: ClockChange) => elapsedDayTotals(work, change),
  /** A month of every listed crew member, each with its own context days; flags by user. */
  'rest/check-months': (
    records: { userId: number; days: DayRecord[] }[],
    month: string,
    periods: ExceptionPeriod[] = [],
    changes: readonly ClockChange[] = [],
  ) =>
    Object.fromEntries(
      records.map((r) => [
        r.userId,
        periods.length
          ? consecutiveRuns(r.days).flatMap((run) => evaluateMonthWithExceptions(run, month, periods))
          : flagsOf(r.days, changes).filter(inMonth(month)),
      ]),
    ) as Record<number, Violation[]>,
  /** The first breach each crew member's plan leads to within the coming week (null: it holds). */
  'rest/forecast': (records: { userId: number; days: DayRecord[] }[], today: string, nowCell: number) =>
    Object.fromEntries(records.map((r) => [r.userId, forecastBreach(r.days, today, nowCell)])) as Record<
      number,
      Forecast | null
    >,
};
export type RulesApi = typeof rulesApi;
