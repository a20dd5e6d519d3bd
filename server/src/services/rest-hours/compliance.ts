import { addDays } from '../../../../src/domain/calendar/iso-date';
import { consecutiveRuns } from '../../../../src/domain/rest-hours/check-days';
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
  const wanted = new Set(dates);
  return consecutiveRuns([...stored].map(([date, work]) => ({ date, work })))
    .flatMap((run) => evaluateRest(run))
    .filter((v) => wanted.has(v.date))
    .map((v) => ({ ...v, text: RULE_TEXTS[v.rule] }));
}
