import { MAX_DATE_SPAN_DAYS } from '@contracts/common';
import { addDays, daysBetween } from '@domain/calendar/iso-date';
import { consecutiveRuns } from '@domain/rest-hours/check-days';
import { evaluateRest, RULE_TEXTS, type Violation } from '@domain/rest-hours/rules';
import type { Queryable } from '../../db/client';
import { findDays } from './rest-repo';

/** A rule broken on a date, in the app's names and the spec's (`ruleId`, `start`, `end`). */
export type Issue = Violation & { text: string; ruleId: number; start: string; end: string };

/** The date and time (YYYY-MM-DDTHH:MM) where half-hour cell `cell` of a run from `first` begins. */
function cellTime(first: string, cell: number): string {
  const minutes = (cell % 48) * 30;
  const hh = String(Math.floor(minutes / 60)).padStart(2, '0');
  return `${addDays(first, Math.floor(cell / 48))}T${hh}:${String(minutes % 60).padStart(2, '0')}`;
}

/**
 * Non-compliances on `dates` as the server sees them, with 6 days of context before and one
 * after; `proposed` (a timeline not yet saved) replaces the stored one on those dates.
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
  if (proposed) for (const d of dates) stored.set(d, proposed);
  const wanted = new Set(dates);
  return consecutiveRuns([...stored].map(([date, work]) => ({ date, work })))
    .flatMap((run) => evaluateRest(run).map((v) => ({ v, first: run[0]!.date })))
    .filter(({ v }) => wanted.has(v.date))
    .map(({ v, first }) => ({
      ...v,
      text: RULE_TEXTS[v.rule],
      // The spec's names: the rule, and the offending window as local date-times.
      ruleId: v.rule,
      start: cellTime(first, v.startCell),
      end: cellTime(first, v.endCell),
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
