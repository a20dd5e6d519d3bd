import type { ExceptionPeriod } from '@domain/rest-hours/exception-regime';
import type { Queryable } from '../../db/client';

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
