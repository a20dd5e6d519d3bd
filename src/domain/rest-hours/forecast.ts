import { addDays } from '../calendar/iso-date';
import { consecutiveRuns } from './check-days';
import { evaluateRest, type RuleId, type Violation } from './rules';
import { CELLS_PER_DAY, type DayRecord } from './timeline';

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
 * already lived) up to FORECAST_DAYS ahead; null when the plan holds. `days` are what the user
 * has recorded and planned, in any order; a gap in them cuts the record as it does for flags.
 */
export function forecastBreach(days: readonly DayRecord[], today: string, nowCell: number): Forecast | null {
  const from = addDays(today, -LOOK_BACK);
  const to = addDays(today, FORECAST_DAYS);
  const span = days.filter((d) => d.date >= from && d.date <= to);
  if (!span.some((d) => d.date >= today)) return null;
  let first: { at: number; forecast: Forecast } | null = null;
  for (const run of consecutiveRuns(span)) {
    const todayIndex = run.findIndex((d) => d.date === today);
    // Cells before this one have been lived: a rule broken there is a flag, not a forecast.
    const nowAt =
      todayIndex >= 0 ? todayIndex * CELLS_PER_DAY + nowCell : run[0]!.date > today ? 0 : Infinity;
    for (const v of evaluateRest(run)) {
      const at = breachCell(v);
      if (at <= nowAt) continue;
      // One clock for every run: days since today, in cells.
      const dayIndex = Math.floor((at - 1) / CELLS_PER_DAY);
      const date = run[dayIndex]!.date;
      const absolute = (daysFrom(today, date) + 1) * CELLS_PER_DAY + (at - dayIndex * CELLS_PER_DAY);
      if (!first || absolute < first.at)
        first = {
          at: absolute,
          forecast: { rule: v.rule, date, time: clock(at - dayIndex * CELLS_PER_DAY) },
        };
    }
  }
  return first?.forecast ?? null;
}

const daysFrom = (a: string, b: string) => Math.round((Date.parse(b) - Date.parse(a)) / 86_400_000);

/** Cells since midnight (1-48) as 'HH:MM'. */
const clock = (cells: number) =>
  `${String(Math.floor(cells / 2)).padStart(2, '0')}:${cells % 2 ? '30' : '00'}`;

/** The half hours of today already lived, from the device's clock. */
export function cellOfDay(now: Date): number {
  return now.getHours() * 2 + (now.getMinutes() >= 30 ? 1 : 0);
}
