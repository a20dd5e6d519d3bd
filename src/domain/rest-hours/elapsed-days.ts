import { addDays } from '../calendar/iso-date';
import { consecutiveRuns } from './check-days';
import { type ClockChange, cellsOnDate, changeCell } from './clock-change';
import { evaluateElapsed } from './elapsed-rules';
import { type ExceptionPeriod, evaluateWithExceptions, type RegimeVerdict } from './exception-regime';
import { evaluateRest, type Violation } from './rules';
import { CELLS_PER_DAY, type DayRecord, dayTotals } from './timeline';

/**
 * A day on elapsed time (issue 33): one cell per half hour that really passed. A day already
 * at its change's length is kept; a day logged as 48 cells of ship's time (before the change
 * was recorded) loses the skipped cells right after `at`, or has the cells right after `at`
 * repeated (the hour lived twice), so the rules never judge time that did not exist.
 */
export function onElapsedTime(work: string, change: ClockChange | undefined): string {
  if (!change || work.length !== CELLS_PER_DAY || cellsOnDate(change) === CELLS_PER_DAY) return work;
  const k = Math.abs(change.minutes) / 30;
  const c = Math.min(changeCell(change), CELLS_PER_DAY - k);
  if (change.minutes > 0) return work.slice(0, c) + work.slice(c + k);
  return work.slice(0, c) + work.slice(c, c + k).repeat(2) + work.slice(c + k);
}

/**
 * A day's worked, rest and neutral totals in elapsed hours, as the editor shows them: 25 hours
 * in all on a day retarded an hour, 23 on one advanced an hour, 48 on a repeated date.
 */
export function elapsedDayTotals(
  work: string,
  change: ClockChange | undefined,
): { workHours: number; restHours: number; neutralHours: number } {
  const totals = dayTotals(work);
  if (!change) return totals;
  const elapsed = onElapsedTime(work, change);
  const { workHours, neutralHours } = elapsed === work ? totals : dayTotals(elapsed);
  return { workHours, restHours: elapsed.length / 2 - workHours - neutralHours, neutralHours };
}

const byDate = (changes: readonly ClockChange[]) => new Map(changes.map((c) => [c.date, c]));

/**
 * Rest-hour flags of recorded days, on elapsed time across the vessel's clock changes: each
 * run of consecutive dates (a date skipped across the date line does not break a run) with
 * its flags, whose windows are cell indexes into that run. A run with no change goes to the
 * packed engine unchanged; one holding a change to the elapsed engine. The worker and the
 * server both judge days with this, so they agree on every flag. With the vessel's STCW
 * exception periods, each flag carries the regime that judged its date, on elapsed time too.
 */
export function evaluateRuns(
  days: readonly DayRecord[],
  changes: readonly ClockChange[] = [],
  periods: readonly ExceptionPeriod[] = [],
): { run: DayRecord[]; violations: (Violation & { regime?: RegimeVerdict['regime'] })[] }[] {
  let elapsed: readonly DayRecord[] = days;
  if (changes.length > 0) {
    const change = byDate(changes);
    const dates = new Set(days.map((d) => d.date));
    const skipped = changes
      .filter((c) => c.minutes === 1440 && !dates.has(c.date))
      .filter((c) => dates.has(addDays(c.date, -1)) && dates.has(addDays(c.date, 1)))
      .map((c) => ({ date: c.date, work: '' }));
    elapsed = [
      ...days.map((d) => ({ date: d.date, work: onElapsedTime(d.work, change.get(d.date)) })),
      ...skipped,
    ];
  }
  return consecutiveRuns(elapsed).map((run) => ({
    run,
    violations: periods.length ? evaluateWithExceptions(run, periods).violations : evaluateRun(run),
  }));
}

/** One run of consecutive days: the packed engine when every day is 48 cells. */
export function evaluateRun(run: readonly DayRecord[]): Violation[] {
  return run.every((d) => d.work.length === CELLS_PER_DAY) ? evaluateRest(run) : evaluateElapsed(run);
}

/**
 * Where elapsed cell `cell` of `run` begins, as its date and ship's time (minutes after
 * midnight): the clocks' own reading, so a window across a change is shown as the crew saw
 * it. The cell after the run's last is the next date's midnight.
 */
export function shipTimeOfCell(
  run: readonly DayRecord[],
  changes: readonly ClockChange[],
  cell: number,
): { date: string; minutes: number } {
  let from = 0;
  for (const day of run) {
    const i = cell - from;
    from += day.work.length;
    if (i >= day.work.length) continue;
    const change = changes.find((c) => c.date === day.date);
    return { date: day.date, minutes: 30 * (change ? shipCell(i, change) : i) };
  }
  const last = run.at(-1);
  return { date: last ? addDays(last.date, 1) : '', minutes: 0 };
}

/** The ship's-time cell that elapsed cell `i` of a day with `change` reads on the clocks. */
export function shipCell(i: number, change: ClockChange): number {
  const k = Math.abs(change.minutes) / 30;
  const c = Math.min(changeCell(change), CELLS_PER_DAY - k);
  if (change.minutes > 0) return i < c ? i : i + k;
  return i < c + k ? i : i - k;
}
