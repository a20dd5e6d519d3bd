import { MAX_DATE_SPAN_DAYS } from '@contracts/common';
import { addDays, daysBetween } from '@domain/calendar/iso-date';
import type { ClockChange } from '@domain/rest-hours/clock-change';
import { drawnOn, onDateOf } from '@domain/rest-hours/day-length';
import { evaluateRuns, shipTimeOfCell } from '@domain/rest-hours/elapsed-days';
import { type Regime, ruleText } from '@domain/rest-hours/exception-regime';
import type { Violation } from '@domain/rest-hours/rules';
import type { DayRecord } from '@domain/rest-hours/timeline';
import type { Queryable } from '../../db/client';
import { findDays } from './rest-repo';
import { readRuleContext } from './rule-context';

/**
 * A rule broken on a date, in the app's names and the spec's (`ruleId`, `start`, `end`);
 * `regime` is there only on a date the vessel's STCW exception regime judged.
 */
export type Issue = Violation & { text: string; ruleId: number; start: string; end: string; regime?: Regime };

/**
 * The date and ship's time (YYYY-MM-DDTHH:MM) where half-hour cell `cell` of `run` begins: cells
 * are elapsed time, read on the clocks as they were across the vessel's clock changes.
 */
function cellTime(run: readonly DayRecord[], changes: readonly ClockChange[], cell: number): string {
  const { date, minutes } = shipTimeOfCell(run, changes, cell);
  const hh = String(Math.floor(minutes / 60)).padStart(2, '0');
  return `${date}T${hh}:${String(minutes % 60).padStart(2, '0')}`;
}

/**
 * A timeline proposed for several dates, on each date's own length by ship's clock time (issue
 * 33): drawn on the change of the date whose length it has; a date skipped across the date line
 * takes nothing. One no change reads is judged as it came (the route refuses it first).
 */
function proposedOnDates(proposed: string, dates: string[], changes: readonly ClockChange[]) {
  const byDate = new Map(changes.map((c) => [c.date, c]));
  const drawn = drawnOn(proposed.length, dates, byDate);
  if (drawn === null) return dates.map((d) => [d, proposed] as const);
  return dates.flatMap((d) => {
    const laid = onDateOf(proposed, drawn, byDate.get(d));
    return laid === null ? [] : [[d, laid] as const];
  });
}

/**
 * Non-compliances on `dates` as the server sees them, with 6 days of context before and one
 * after; `proposed` (a timeline not yet saved) replaces the stored one on those dates. The
 * vessel's clock changes make the rules run on elapsed time across them (a day stored as 48
 * cells of ship's time is read on elapsed time; one stored at its change's length as it is),
 * and the dates of its STCW exception periods are judged by that regime.
 */
export async function issuesAround(
  db: Queryable,
  userId: number,
  vesselId: number,
  dates: string[],
  proposed?: string,
): Promise<Issue[]> {
  const sorted = [...dates].sort();
  if (sorted.length === 0) return [];
  // The span is walked day by day against the database: the contracts bound every request's
  // dates to it, so a wider one is a bug here, and failing beats stalling the server (issue 6).
  if (daysBetween(sorted[0]!, sorted.at(-1)!) > MAX_DATE_SPAN_DAYS)
    throw new RangeError(`issuesAround: dates span more than ${MAX_DATE_SPAN_DAYS} days`);
  // A 7-day window ending late on the first date starts 7 days before it.
  const from = addDays(sorted[0]!, -7);
  const to = addDays(sorted.at(-1)!, 1);
  const span: string[] = [];
  for (let d = from; d <= to; d = addDays(d, 1)) span.push(d);
  const stored = new Map((await findDays(db, userId, vesselId, span)).map((d) => [d.date, d.work]));
  const wanted = new Set(dates);
  const { changes, periods } = await readRuleContext(db, vesselId, userId, from, to);
  if (proposed) for (const [d, work] of proposedOnDates(proposed, dates, changes)) stored.set(d, work);
  const days = [...stored].map(([date, work]) => ({ date, work }));
  const judged = evaluateRuns(days, changes, periods).flatMap(({ run, violations }) =>
    violations.map((v) => ({ v, run })),
  );
  return judged
    .filter(({ v }) => wanted.has(v.date))
    .map(({ v: { regime, ...v }, run }) => ({
      ...v,
      ...(regime === 'exception' ? { regime } : {}),
      text: ruleText({ rule: v.rule, regime }),
      // The spec's names: the rule, and the offending window as local date-times.
      ruleId: v.rule,
      start: cellTime(run, changes, v.startCell),
      end: cellTime(run, changes, v.endCell),
    }));
}

/**
 * A day's non-compliance as the spec's data model has it (doc 3, section 3: "Per day: rules and
 * a comment"): the rules broken on it, and the reason last given for them (null when none).
 */
export async function dayNonCompliance(
  db: Queryable,
  userId: number,
  vesselId: number,
  date: string,
  issues: Issue[],
) {
  const [reason] = await db.query<{ text: string }>(
    `SELECT text FROM rest_comments WHERE user_id = $1 AND vessel_id = $2 AND day = $3 AND kind = 'noncompliance'
        AND NOT deleted ORDER BY posted_at DESC LIMIT 1`,
    [userId, vesselId, date],
  );
  const rules = [...new Set(issues.filter((i) => i.date === date).map((i) => i.rule))].sort();
  return { rules, comment: reason?.text ?? null };
}
