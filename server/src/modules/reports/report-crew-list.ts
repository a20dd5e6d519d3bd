import { CREW_STATUS } from '@contracts/crew';
import {
  CREW_LIST_MONTHS_BACK,
  CREW_TYPE,
  needsLeaveProfile,
  type ReportCrewListQuery,
  type ReportCrewRow,
} from '@contracts/reports';
import { addDays } from '@domain/calendar/iso-date';
import type { Queryable } from '../../db/client';

/** The earliest and latest day a former crew member may have left on and still be listed. */
export function leftBetween(q: ReportCrewListQuery, today: string): { from: string; to: string } {
  // Doc 3, section 7: 'wasCrewXMonthsAgo (12 when no from)'.
  const months = q.wasCrewXMonthsAgo ?? CREW_LIST_MONTHS_BACK;
  const from = q.from ?? addDays(today, -Math.round(months * 30.44));
  return { from, to: q.to ?? today };
}

/**
 * GET /reportCrewList/{yachtId} (doc 3, section 7): the crew a report may list, in crew order.
 * Current crew (and prospective, as the crew list has them) unless crewType is 1; crew who left
 * in the period unless crewType is 0. A former crew member is one whose status is 'former' or
 * whose end date has passed; one who left before the period is not offered, and, when the call
 * names the period's end (`to`), nor is current crew who joined after it. For a leave report
 * (reportName LM-...) only those with a leave profile: the call's reportName once changed nothing.
 */
export async function reportCrewList(
  db: Queryable,
  vesselId: number,
  q: ReportCrewListQuery,
  today: string,
): Promise<ReportCrewRow[]> {
  const { from, to } = leftBetween(q, today);
  const wantCurrent = q.crewType !== CREW_TYPE.former;
  const wantFormer = q.crewType !== CREW_TYPE.current;
  const leaveOnly = q.reportName !== undefined && needsLeaveProfile(q.reportName);
  const rows = await db.query<{
    id: number;
    first_name: string;
    last_name: string;
    has_leave: boolean;
    crew_order: number | null;
    former: boolean;
    end_date: string | null;
    start_date: string | null;
  }>(
    `SELECT uvr.id, u.first_name, u.last_name, uvr.crew_order, uvr.end_date::text AS end_date,
            uvr.start_date::text AS start_date,
            (uvr.crew_status = $2 OR uvr.end_date < $3::date) AS former,
            EXISTS (SELECT 1 FROM leave_profiles lp
                     WHERE lp.crew_id = uvr.id AND lp.active AND NOT lp.deleted) AS has_leave
       FROM user_vessel_roles uvr JOIN users u ON u.id = uvr.user_id
      WHERE uvr.vessel_id = $1
      ORDER BY uvr.crew_order NULLS LAST, lower(u.last_name), lower(u.first_name), uvr.id`,
    [vesselId, CREW_STATUS.former, today],
  );
  return rows
    .filter((r) => !leaveOnly || r.has_leave)
    .filter((r) =>
      r.former
        ? // A former record without an end date left at an unknown time: offered with the recent ones.
          wantFormer && (r.end_date === null || (r.end_date >= from && r.end_date <= to))
        : // With no `to` the period ends today, and prospective crew are listed as the crew list has them.
          wantCurrent && (q.to === undefined || r.start_date === null || r.start_date <= q.to),
    )
    .map((r, i) => ({
      crewID: Number(r.id),
      firstName: r.first_name,
      lastName: r.last_name,
      hasLeaveProfile: Boolean(r.has_leave),
      // The position in the vessel's crew order (crew_order may be a decimal such as 1.1).
      order: r.crew_order === null ? i + 1 : Number(r.crew_order),
    }));
}
