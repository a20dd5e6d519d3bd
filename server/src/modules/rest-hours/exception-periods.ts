import { MSG } from '@contracts/messages';
import { showDateRange } from '@domain/dates/format';
import type { ExceptionPeriod } from '@domain/rest-hours/exception-regime';
import type { Queryable } from '../../db/client';
import { fieldRefused, type Outcome, refused } from '../../kernel/outcome';

/** A period as compared between two lists: its dates and whom it is for (all crew: '*'). */
const periodKey = (p: ExceptionPeriod) =>
  `${p.from}/${p.to}/${p.userIds ? [...p.userIds].sort((a, b) => a - b).join(',') : '*'}`;

/** The vessel's STCW exception periods, oldest first (none until the master sets one). */
export async function readExceptionPeriods(db: Queryable, vesselId: number): Promise<ExceptionPeriod[]> {
  const [row] = await db.query<{ periods: unknown }>(
    'SELECT exception_periods AS periods FROM hor_vessel_settings WHERE vessel_id = $1',
    [vesselId],
  );
  const raw = typeof row?.periods === 'string' ? JSON.parse(row.periods) : row?.periods;
  return Array.isArray(raw) ? (raw as ExceptionPeriod[]) : [];
}

/** Replaces the vessel's periods (the whole list: the last master to change it wins). */
export async function writeExceptionPeriods(
  db: Queryable,
  vesselId: number,
  periods: readonly ExceptionPeriod[],
  now: Date,
): Promise<ExceptionPeriod[]> {
  const sorted = [...periods].sort((a, b) => a.from.localeCompare(b.from));
  await db.query(
    `INSERT INTO hor_vessel_settings (vessel_id, settings, alerts, exception_periods, updated_at)
     VALUES ($1, '{}', '{}', $2, $3)
     ON CONFLICT (vessel_id) DO UPDATE SET exception_periods = EXCLUDED.exception_periods,
       updated_at = EXCLUDED.updated_at`,
    [vesselId, JSON.stringify(sorted), now.toISOString()],
  );
  return sorted;
}

/**
 * The regime judges the days of its dates, so a period added, altered or removed changes what a
 * month's record says (its non-compliances, the reasons signed for them, the rule texts). As for
 * a clock change: while anyone's month holding such a period is signed or countersigned, the
 * change is refused (409) until that month is reopened. A period kept as it was changes nothing.
 */
export async function exceptionChangeRefusal(
  tx: Queryable,
  vesselId: number,
  next: readonly ExceptionPeriod[],
): Promise<Outcome | null> {
  // Whom a period is for is part of it: a crew list changed changes whose days it judges.
  const key = periodKey;
  const before = await readExceptionPeriods(tx, vesselId);
  const kept = new Set(next.map(key));
  const was = new Set(before.map(key));
  const changed = [...before.filter((p) => !kept.has(key(p))), ...next.filter((p) => !was.has(key(p)))];
  // A period is at most 14 days: its months are those of its ends.
  const months = [...new Set(changed.flatMap((p) => [p.from.slice(0, 7), p.to.slice(0, 7)]))];
  if (months.length === 0) return null;
  const rows = await tx.query(
    `SELECT 1 FROM rest_months WHERE vessel_id = $1 AND month = ANY($2::text[])
       AND (signed_by IS NOT NULL OR countersigned_by IS NOT NULL) LIMIT 1`,
    [vesselId, months],
  );
  return rows.length > 0 ? refused(MSG.exceptionSignedMonth, 409) : null;
}

/**
 * The regime is for watchkeepers alone (A-VIII/1 para 9), so a new or changed period names the
 * crew members it is used for, all of them on the vessel's crew (who has or had a role on it,
 * as for saving days). A period stored before periods named anyone may come back unchanged
 * without names (it stays for all crew), so a master removing another period can keep it.
 */
export async function exceptionCrewRefusal(
  tx: Queryable,
  vesselId: number,
  next: readonly ExceptionPeriod[],
): Promise<Outcome | null> {
  const stored = new Set((await readExceptionPeriods(tx, vesselId)).map(periodKey));
  for (const [i, p] of next.entries())
    if (!p.userIds?.length && !stored.has(periodKey(p)))
      return fieldRefused(`periods.${i}.userIds`, MSG.exceptionNoWatchkeepers(showDateRange(p.from, p.to)));
  const named = [...new Set(next.flatMap((p) => p.userIds ?? []))];
  if (named.length === 0) return null;
  const rows = await tx.query<{ user_id: number }>(
    'SELECT DISTINCT user_id FROM user_vessel_roles WHERE vessel_id = $1 AND user_id = ANY($2::int[])',
    [vesselId, named],
  );
  const crew = new Set(rows.map((r) => Number(r.user_id)));
  for (const [i, p] of next.entries()) {
    const stranger = p.userIds?.find((id) => !crew.has(id));
    if (stranger !== undefined) return fieldRefused(`periods.${i}.userIds`, MSG.exceptionNotCrew(stranger));
  }
  return null;
}
