import type { ClockChange } from '@domain/rest-hours/clock-change';
import { type ExceptionPeriod, periodsFor } from '@domain/rest-hours/exception-regime';
import type { Queryable } from '../../db/client';
import { readExceptionPeriods } from './exception-periods';

/**
 * What the rules need to know of a vessel besides the days (issue 33): its clock changes from
 * `from` to `to` (the days between run on elapsed time across them) and its STCW exception
 * periods for `userId` (their dates are judged by that regime; the regime is for the watchkeepers
 * a period names, periodsFor). Flags, calendar, month answers and records all read it here, so
 * they judge a day alike.
 */
export async function readRuleContext(
  db: Queryable,
  vesselId: number,
  userId: number,
  from: string,
  to: string,
): Promise<{ changes: ClockChange[]; periods: ExceptionPeriod[] }> {
  const rows = await db.query<{ day: string; at: string; minutes: number }>(
    `SELECT day::text AS day, at, minutes FROM clock_changes
      WHERE vessel_id = $1 AND day BETWEEN $2::date AND $3::date AND NOT deleted ORDER BY day`,
    [vesselId, from, to],
  );
  const changes = rows.map((r) => ({
    date: String(r.day).slice(0, 10),
    at: String(r.at),
    minutes: Number(r.minutes) as ClockChange['minutes'],
  }));
  return { changes, periods: periodsFor(await readExceptionPeriods(db, vesselId), userId) };
}
