import { addDays } from '../calendar/iso-date';
import { type ClockChange, changeCell } from './clock-change';
import { evaluateRuns, shipTimeOfCell } from './elapsed-days';
import type { ExceptionPeriod } from './exception-regime';
import type { RuleId, Violation } from './rules';
import type { DayRecord } from './timeline';

/**
 * Warning before a breach (issue 7, section 3). Days after today hold a plan, not a record:
 * what a crew member painted or put a preset on ahead of time. Run through the same rules as
 * recorded days, a plan tells when a rule will break if it holds, so the watch can change
 * before it does.
 */
export interface Forecast {
  rule: RuleId;
  /** The day the rule breaks on. */
  date: string;
  /** The clock time it breaks at on that day, 'HH:MM' (a window that closes at midnight: '24:00'). */
  time: string;
}

/** How far ahead a forecast looks: the coming week, the horizon of a watch plan. */
export const FORECAST_DAYS = 7;
/** Rule 2 looks back 7 days: a window ending today at noon starts 7 days before it. */
const LOOK_BACK = 7;

/** Whether a day is planned (still to come) rather than recorded. */
export const isPlanned = (date: string, today: string) => date > today;

/**
 * The moment a violation becomes a breach, as a cell of the joined record: for a work stretch
 * (rule 4), when it passes 14 hours; for a rest window (rules 1, 2, 3, 5), when the window
 * closes short.
 */
function breachCell(v: Violation): number {
  return v.rule === 4 ? v.startCell + 28 : v.endCell;
}

/**
 * The first breach the plan leads to, from `nowCell` of today (0-48: the half hours of today
 * already lived, on the ship's clock) up to FORECAST_DAYS ahead; null when the plan holds.
 * `days` are what the user has recorded and planned, in any order; a gap in them cuts the
 * record as it does for flags. The vessel's clock changes put the days on elapsed time, and
 * the dates of its STCW exception periods are judged by that regime, as the flags are.
 */
export function forecastBreach(
  days: readonly DayRecord[],
  today: string,
  nowCell: number,
  changes: readonly ClockChange[] = [],
  periods: readonly ExceptionPeriod[] = [],
): Forecast | null {
  const from = addDays(today, -LOOK_BACK);
  const to = addDays(today, FORECAST_DAYS);
  const span = days.filter((d) => d.date >= from && d.date <= to);
  if (!span.some((d) => d.date >= today)) return null;
  let first: { at: number; forecast: Forecast } | null = null;
  for (const { run, violations } of evaluateRuns(span, changes, periods)) {
    const dayStart = startsOf(run);
    const todayIndex = run.findIndex((d) => d.date === today);
    // Cells before this one have been lived: a rule broken there is a flag, not a forecast.
    const nowAt =
      todayIndex >= 0
        ? dayStart[todayIndex]! +
          elapsedCell(
            nowCell,
            changes.find((c) => c.date === today),
          )
        : run[0]!.date > today
          ? 0
          : Infinity;
    for (const v of violations) {
      const at = breachCell(v);
      if (at <= nowAt) continue;
      // The breach's last cell, read on the ship's clock; one order for every run: days since
      // today, then cells into the day.
      const last = shipTimeOfCell(run, changes, at - 1);
      const dayIndex = run.findIndex((d) => d.date === last.date);
      const absolute = daysFrom(today, last.date) * 1000 + (at - dayStart[dayIndex]!);
      if (!first || absolute < first.at)
        first = {
          at: absolute,
          forecast: { rule: v.rule, date: last.date, time: clock(last.minutes / 30 + 1) },
        };
    }
  }
  return first?.forecast ?? null;
}

/** The cell each day of a run starts at (days on elapsed time may be longer or shorter than 48). */
function startsOf(run: readonly DayRecord[]): number[] {
  const starts: number[] = [];
  let at = 0;
  for (const day of run) {
    starts.push(at);
    at += day.work.length;
  }
  return starts;
}

/**
 * Half hours lived today in elapsed time, from the ship's clock: after a retard the clock reads
 * an hour less than has passed; after an advance an hour more (a reading inside the skipped
 * hour is taken as the change itself).
 */
function elapsedCell(shipCell: number, change: ClockChange | undefined): number {
  if (!change || Math.abs(change.minutes) > 60) return shipCell;
  const c = changeCell(change);
  return shipCell < c ? shipCell : Math.max(c, shipCell - change.minutes / 30);
}

const daysFrom = (a: string, b: string) => Math.round((Date.parse(b) - Date.parse(a)) / 86_400_000);

/** Cells since midnight (1-48) as 'HH:MM'. */
const clock = (cells: number) =>
  `${String(Math.floor(cells / 2)).padStart(2, '0')}:${cells % 2 ? '30' : '00'}`;

/** The half hours of today already lived, from the device's clock. */
export function cellOfDay(now: Date): number {
  return now.getHours() * 2 + (now.getMinutes() >= 30 ? 1 : 0);
}
