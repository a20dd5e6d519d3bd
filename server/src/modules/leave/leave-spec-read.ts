import { onBoardOn } from '@domain/leave/dated-rules';
import { BOOKING_STATUSES } from '@domain/leave/from-records';
import type { Queryable } from '../../db/client';
import type { Actor } from '../../kernel/actors';
import { type Answer, answered, forbidden } from '../../kernel/outcome';
import { readerScope } from './leave-read';
import { PROFILE_SELECT, REQUEST_SELECT, toProfile, toRequest, vesselTypes } from './leave-repo';
import { specProfile } from './leave-spec-shapes';

/**
 * The spec's leave reads that the app works out on the device from its synced records (doc 3,
 * section 7: profiles list and pending, employee search, calendar period): here they are read
 * on the server, each narrowed as the feed narrows the records (full access: everyone's; else
 * the caller's own).
 */

type Row = Record<string, unknown>;

/** `text` inside an ILIKE pattern, its wildcards taken literally. */
const likeOf = (text: string) => `%${text.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;

export interface ProfileQuery {
  /** Matches the first and last name. */
  name?: string;
  /** Matches the position's name. */
  position?: string;
  /** Matches either (the employee autocomplete's two lines). */
  query?: string;
}

/**
 * The vessel's active profiles the caller sees, with names and positions, in the spec's names
 * (the profile list, with its name and position queries, and the employee search).
 */
export async function profileList(
  db: Queryable,
  actor: Actor,
  vesselId: number,
  q: ProfileQuery,
  today: string,
): Promise<Answer<Row[]>> {
  const reader = await readerScope(db, actor, vesselId);
  if (reader.status !== 'applied') return reader;
  const fullName = `(u.first_name || ' ' || u.last_name)`;
  const rows = await db.query<Row>(
    `SELECT x.*, u.first_name, u.last_name, pos.name AS position
       FROM (${PROFILE_SELECT}) x JOIN users u ON u.id = x.user_id
       JOIN user_vessel_roles uvr ON uvr.id = x.crew_id LEFT JOIN positions pos ON pos.id = uvr.position_id
      WHERE x.vessel_id = $1 AND NOT x.deleted AND x.active AND ($2 OR x.user_id = $3)
        AND ${fullName} ILIKE $4 AND COALESCE(pos.name, '') ILIKE $5
        AND (${fullName} ILIKE $6 OR COALESCE(pos.name, '') ILIKE $6)
      ORDER BY u.last_name, u.first_name`,
    [
      vesselId,
      reader.value.full,
      actor.id,
      likeOf(q.name ?? ''),
      likeOf(q.position ?? ''),
      likeOf(q.query ?? ''),
    ],
  );
  return answered(
    rows.map((r) => ({
      ...specProfile(toProfile(r), { firstName: String(r.first_name), lastName: String(r.last_name) }, today),
      position: (r.position as string | null) ?? null,
    })),
  );
}

/**
 * Pending profiles: crew on board (not former crew) with no active leave profile yet, waiting
 * for one to be set up; full access only (setup is theirs).
 */
export async function pendingProfiles(
  db: Queryable,
  actor: Actor,
  vesselId: number,
  today: string,
): Promise<Answer<Row[]>> {
  const reader = await readerScope(db, actor, vesselId);
  if (reader.status !== 'applied') return reader;
  if (!reader.value.full) return forbidden();
  const rows = await db.query<Row>(
    `SELECT uvr.id AS crew_id, uvr.user_id, u.first_name, u.last_name, pos.name AS position,
            uvr.start_date::text AS start_date, uvr.leave_days
       FROM user_vessel_roles uvr JOIN users u ON u.id = uvr.user_id
       LEFT JOIN positions pos ON pos.id = uvr.position_id
      WHERE uvr.vessel_id = $1 AND uvr.crew_status <> 2 AND (uvr.end_date IS NULL OR uvr.end_date >= $2)
        AND NOT EXISTS (SELECT 1 FROM leave_profiles p
                         WHERE p.crew_id = uvr.id AND p.active AND NOT p.deleted)
      ORDER BY u.last_name, u.first_name`,
    [vesselId, today],
  );
  return answered(
    rows.map((r) => ({
      crewId: Number(r.crew_id),
      userId: Number(r.user_id),
      firstname: String(r.first_name),
      lastname: String(r.last_name),
      name: `${r.first_name} ${r.last_name}`,
      position: (r.position as string | null) ?? null,
      startDate: (r.start_date as string | null) ?? null,
      leaveDaysPerYear: r.leave_days === null ? null : Number(r.leave_days),
    })),
  );
}

/**
 * The calendar's period (a range of dates): the leave periods the caller sees that meet it,
 * their leave data per date, and how many of the crew with a profile are on board each day.
 */
export async function calendarPeriod(
  db: Queryable,
  actor: Actor,
  vesselId: number,
  range: { from: string; to: string },
): Promise<Answer<Row>> {
  const reader = await readerScope(db, actor, vesselId);
  if (reader.status !== 'applied') return reader;
  const requests = (
    await db.query<Row>(
      `${REQUEST_SELECT} WHERE q.vessel_id = $1 AND NOT q.deleted AND q.start_date <= $2 AND q.end_date >= $3
          AND ($4 OR q.user_id = $5) ORDER BY q.start_date`,
      [vesselId, range.to, range.from, reader.value.full, actor.id],
    )
  ).map(toRequest);
  const types = await vesselTypes(db, vesselId);
  const typeOf = new Map(types.map((t) => [t.id, t]));
  // Off board on that day: a type's flag changed later counts from its day on.
  const ashore = (typeId: number, date: string) => {
    const type = typeOf.get(typeId);
    return type !== undefined && !onBoardOn(type, date);
  };
  const [{ crew } = { crew: 0 }] = await db.query<{ crew: number }>(
    `SELECT count(*)::int AS crew FROM leave_profiles
      WHERE vessel_id = $1 AND active AND NOT deleted AND ($4 OR user_id = $5)
        AND start_date <= $2 AND (end_date IS NULL OR end_date >= $3)`,
    [vesselId, range.to, range.from, reader.value.full, actor.id],
  );
  const leaveData: Record<string, { leavePeriodID: string; leaveProfileID: string; leaveTypeId: number }[]> =
    {};
  for (const r of requests)
    for (const d of r.days) {
      if (d.date < range.from || d.date > range.to) continue;
      const list = leaveData[d.date] ?? [];
      leaveData[d.date] = list;
      list.push({ leavePeriodID: r.id, leaveProfileID: r.profileId, leaveTypeId: d.leaveTypeId });
    }
  // Ashore: a booked (approved or checked) day of a type not on board.
  const crewOnBoard = Object.entries(leaveData).map(([date, days]) => ({
    date,
    ashore: days.filter(
      (d) =>
        ashore(d.leaveTypeId, date) &&
        requests.some((r) => r.id === d.leavePeriodID && BOOKING_STATUSES.includes(r.status)),
    ).length,
  }));
  return answered({
    from: range.from,
    to: range.to,
    crewWithProfile: Number(crew),
    leavePeriods: requests.map((r) => ({ ...r, leavePeriodID: r.id, leaveProfileID: r.profileId })),
    leaveData,
    crewOnBoard: crewOnBoard.map((d) => ({ date: d.date, onBoard: Number(crew) - d.ashore })),
  });
}
