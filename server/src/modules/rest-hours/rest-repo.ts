import type { RestDay, RestMonth } from '@contracts/rest-hours';
import type { Queryable } from '../../db/client';

const toIso = (d: string | Date) => (typeof d === 'string' ? d.slice(0, 10) : d.toISOString().slice(0, 10));
const toStamp = (d: string | Date | null) => (d === null ? null : new Date(d).toISOString());

interface DayRow {
  user_id: number;
  vessel_id: number;
  day: string | Date;
  work: string;
  version: number | string;
  cleared?: boolean;
}

export const DAY_COLUMNS = 'user_id, vessel_id, day::text AS day, work, version, cleared';

export function toRestDay(r: DayRow): RestDay {
  const day = {
    userId: r.user_id,
    vesselId: r.vessel_id,
    date: toIso(r.day),
    work: r.work,
    version: Number(r.version),
  };
  return r.cleared ? { ...day, cleared: true } : day;
}

export const MONTH_SELECT = `SELECT m.user_id, m.vessel_id, m.month, m.signed_by, m.signed_at, m.countersigned_by,
    m.countersigned_at, m.version,
    s.first_name || ' ' || s.last_name AS signed_by_name, c.first_name || ' ' || c.last_name AS countersigned_by_name
  FROM rest_months m LEFT JOIN users s ON s.id = m.signed_by LEFT JOIN users c ON c.id = m.countersigned_by`;

interface MonthRow {
  user_id: number;
  vessel_id: number;
  month: string;
  signed_by: number | null;
  signed_at: string | Date | null;
  countersigned_by: number | null;
  countersigned_at: string | Date | null;
  version: number | string;
  signed_by_name: string | null;
  countersigned_by_name: string | null;
}

export function toRestMonth(r: MonthRow): RestMonth {
  return {
    userId: r.user_id,
    vesselId: r.vessel_id,
    month: r.month,
    signedBy: r.signed_by,
    signedByName: r.signed_by_name,
    signedAt: toStamp(r.signed_at),
    counterSignedBy: r.countersigned_by,
    counterSignedByName: r.countersigned_by_name,
    counterSignedAt: toStamp(r.countersigned_at),
    version: Number(r.version),
  };
}

export async function findMonth(db: Queryable, userId: number, vesselId: number, month: string) {
  const [row] = await db.query<MonthRow>(
    `${MONTH_SELECT} WHERE m.user_id = $1 AND m.vessel_id = $2 AND m.month = $3`,
    [userId, vesselId, month],
  );
  return row ? toRestMonth(row) : null;
}

/** The months' records that exist, for a conflict's copy of what the device holds. */
export async function findMonths(db: Queryable, userId: number, vesselId: number, months: string[]) {
  const rows = await db.query<MonthRow>(
    `${MONTH_SELECT} WHERE m.user_id = $1 AND m.vessel_id = $2 AND m.month::text = ANY($3::text[])`,
    [userId, vesselId, months],
  );
  return rows.map(toRestMonth);
}

/** The days recorded on the dates; `withCleared`: cleared ones too, marked so (a device deletes them). */
export async function findDays(
  db: Queryable,
  userId: number,
  vesselId: number,
  dates: string[],
  withCleared = false,
) {
  const rows = await db.query<DayRow>(
    `SELECT ${DAY_COLUMNS} FROM rest_days WHERE user_id = $1 AND vessel_id = $2 AND day = ANY($3::date[])${withCleared ? '' : ' AND NOT cleared'} ORDER BY day`,
    [userId, vesselId, dates],
  );
  return rows.map(toRestDay);
}
