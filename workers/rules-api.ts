import { consecutiveRuns } from '../src/domain/rest-hours/check-days';
import {
  type ExceptionPeriod,
  evaluateMonthWithExceptions,
  evaluateWithExceptions,
} from '../src/domain/rest-hours/exception-regime';
import { type Forecast, forecastBreach } from '../src/domain/rest-hours/forecast';
import { evaluateMonth, evaluateRest, type Violation } from '../src/domain/rest-hours/rules';
import type { DayRecord } from '../src/domain/rest-hours/timeline';
import { dayTotals } from '../src/domain/rest-hours/timeline';

/** The worker's API: one typed handler map, named 'area/verb-noun'. */
export const rulesApi = {
  /** With the vessel's STCW exception periods, flags on their dates carry `regime`. */
  'rest/evaluate-days': (days: DayRecord[], periods: ExceptionPeriod[] = []): Violation[] =>
    periods.length ? evaluateWithExceptions(days, periods).violations : evaluateRest(days),
  'rest/evaluate-month': (days: DayRecord[], month: string): Violation[] => evaluateMonth(days, month),
  'rest/day-totals': (work: string) => dayTotals(work),
  /** A month of every listed crew member, each with its own context days; flags by user. */
  'rest/check-months': (
    records: { userId: number; days: DayRecord[] }[],
    month: string,
    periods: ExceptionPeriod[] = [],
  ) =>
    Object.fromEntries(
      records.map((r) => [
        r.userId,
        consecutiveRuns(r.days).flatMap((run) => evaluateMonthWithExceptions(run, month, periods)),
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
