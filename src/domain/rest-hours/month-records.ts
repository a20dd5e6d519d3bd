import { addDays, datesInMonth } from '../calendar/iso-date';
import type { ClockChange } from './clock-change';
import { clockChangeNote } from './clock-change-text';
import { evaluateRuns } from './elapsed-days';
import { joinElapsed } from './elapsed-rules';
import type { ExceptionPeriod } from './exception-regime';
import { type RecordGridRow, recordGridRows } from './record-grid';
import type { RuleId } from './rules';
import type { DayRecord } from './timeline';

/** One line of the ILO/IMO model record of hours of rest. */
export interface RecordLine {
  date: string;
  /** The day's cells as stored, or null for a day with nothing recorded (blank). */
  work: string | null;
  /** Hours of rest in the day, elapsed (short breaks count as work, as in the rules). */
  restHours: number | null;
  /** Hours of rest in the 7 days ending that day, when all 7 are recorded. */
  rest7Days: number | null;
  rules: RuleId[];
  /** The vessel's clock change on the date, as its note: 'Clocks retarded 1 h at 02:00'. */
  clockChange: string | null;
  /** The date's grid as it was lived: a second row for time lived again, skipped cells marked. */
  grid: RecordGridRow[];
}

/**
 * The month's lines, computed from the month's days plus up to 6 days before it (so the
 * 7-day totals and the rules of the first days have their context); the dates of the vessel's
 * STCW exception periods are judged by that regime, and a day with a clock change is counted
 * in elapsed hours (25 on a day retarded an hour), as the rules judge it.
 */
export function monthRecordLines(
  month: string,
  days: readonly DayRecord[],
  periods: readonly ExceptionPeriod[] = [],
  changes: readonly ClockChange[] = [],
): RecordLine[] {
  const restByDate = new Map<string, number>();
  const rulesByDate = new Map<string, RuleId[]>();
  for (const { run, violations } of evaluateRuns(days, changes, periods)) {
    const { cells, cellDay } = joinElapsed(run);
    const rest = new Array<number>(run.length).fill(0);
    for (let i = 0; i < cells.length; i++) if (cells[i] === 0) rest[cellDay[i]!]! += 1;
    // A date skipped across the date line holds no time: it has no line of its own.
    for (const [d, day] of run.entries()) if (day.work.length > 0) restByDate.set(day.date, rest[d]! / 2);
    for (const v of violations) rulesByDate.set(v.date, [...(rulesByDate.get(v.date) ?? []), v.rule]);
  }
  const workByDate = new Map(days.map((d) => [d.date, d.work]));
  const changeOn = new Map(changes.map((c) => [c.date, c]));
  return datesInMonth(month).map((date) => {
    const week = Array.from({ length: 7 }, (_, i) => restByDate.get(addDays(date, -i)));
    const work = workByDate.get(date) ?? null;
    const change = changeOn.get(date);
    return {
      date,
      work,
      restHours: restByDate.get(date) ?? null,
      rest7Days: week.every((h) => h !== undefined) ? week.reduce((a, h) => a! + h!, 0)! : null,
      rules: rulesByDate.get(date) ?? [],
      clockChange: change ? clockChangeNote(change) : null,
      grid: recordGridRows(work, change),
    };
  });
}
