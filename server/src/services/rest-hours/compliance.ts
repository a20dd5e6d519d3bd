import { addDays } from '../../../../src/domain/calendar/iso-date';
import { evaluateRest, RULE_TEXTS, type Violation } from '../../../../src/domain/rest-hours/rules';
import type { Queryable } from '../../db/client';
import { findDays } from './rest-repo';

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
): Promise<(Violation & { text: string })[]> {
  const sorted = [...dates].sort();
  const from = addDays(sorted[0]!, -6);
  const to = addDays(sorted.at(-1)!, 1);
  const span: string[] = [];
  for (let d = from; d <= to; d = addDays(d, 1)) span.push(d);
  const stored = new Map((await findDays(db, userId, vesselId, span)).map((d) => [d.date, d.work]));
  if (proposed) for (const d of dates) stored.set(d, proposed);
  // Rules run over consecutive recorded days only: split the span at blank days.
  const runs: { date: string; work: string }[][] = [[]];
  for (const date of span) {
    const work = stored.get(date);
    if (work) runs.at(-1)!.push({ date, work });
    else if (runs.at(-1)!.length) runs.push([]);
  }
  const wanted = new Set(dates);
  return runs
    .flatMap((run) => evaluateRest(run))
    .filter((v) => wanted.has(v.date))
    .map((v) => ({ ...v, text: RULE_TEXTS[v.rule] }));
}
