import { addDays, datesInMonth } from '../calendar/iso-date';
import { consecutiveRuns } from './check-days';
import { type ExceptionPeriod, evaluateWithExceptions } from './exception-regime';
import { joinTimeline, type RuleId } from './rules';
import { CELLS_PER_DAY, type DayRecord } from './timeline';

/** One line of the ILO/IMO model record of hours of rest. */
export interface RecordLine {
  date: string;
  /** The day's 48 cells, or null for a day with nothing recorded (blank). */
  work: string | null;
  /** Hours of rest in the day (short breaks count as work, as in the rules). */
  restHours: number | null;
  /** Hours of rest in the 7 days ending that day, when all 7 are recorded. */
  rest7Days: number | null;
  rules: RuleId[];
}

/**
 * The month's lines, computed from the month's days plus up to 6 days before it (so the
 * 7-day totals and the rules of the first days have their context); the dates of the vessel's
 * STCW exception periods are judged by that regime.
 */
export function monthRecordLines(
  month: string,
  days: readonly DayRecord[],
  periods: readonly ExceptionPeriod[] = [],
): RecordLine[] {
  const restByDate = new Map<string, number>();
  const rulesByDate = new Map<string, RuleId[]>();
  for (const run of consecutiveRuns(days)) {
    const cells = joinTimeline(run);
    run.forEach((day, d) => {
      let rest = 0;
      for (let i = d * CELLS_PER_DAY; i < (d + 1) * CELLS_PER_DAY; i++) rest += cells[i] === 0 ? 1 : 0;
      restByDate.set(day.date, rest / 2);
    });
    for (const v of evaluateWithExceptions(run, periods).violations)
      rulesByDate.set(v.date, [...(rulesByDate.get(v.date) ?? []), v.rule]);
  }
  const workByDate = new Map(days.map((d) => [d.date, d.work]));
  return datesInMonth(month).map((date) => {
    const week = Array.from({ length: 7 }, (_, i) => restByDate.get(addDays(date, -i)));
    return {
      date,
      work: workByDate.get(date) ?? null,
      restHours: restByDate.get(date) ?? null,
      rest7Days: week.every((h) => h !== undefined) ? week.reduce((a, h) => a! + h!, 0)! : null,
      rules: rulesByDate.get(date) ?? [],
    };
  });
}
