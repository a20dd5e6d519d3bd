import { useQuery } from '@tanstack/react-query';
import { useLiveQuery } from 'dexie-react-hooks';
import type { CrewRecord } from '../../../contracts/crew';
import {
  CREW_LIST_MONTHS_BACK,
  CREW_TYPE,
  type ReportCrewRow,
  type ReportType,
  reportCrewListSchema,
} from '../../../contracts/reports';
import { inCrewOrder } from '../../../domain/access/crew-order';
import { crewState } from '../../../domain/crew/crew-display';
import { authedJson } from '../../../lib/api-client';
import { db, net } from '../../../lib/services';

export type CrewType = (typeof CREW_TYPE)[keyof typeof CREW_TYPE];

/** The same day `months` months before (YYYY-MM-DD); the 29th of February stays comparable. */
export function monthsBefore(today: string, months: number): string {
  const [y, m, d] = today.split('-').map(Number) as [number, number, number];
  const total = y * 12 + (m - 1) - months;
  const year = Math.floor(total / 12);
  const month = (total % 12) + 1;
  return `${year}-${String(month).padStart(2, '0')}-${String(d).padStart(2, '0')}`;
}

/**
 * Who a report can list, from the crew records on the device (offline): the current crew, or
 * (x-crew) those who left the vessel within the last 12 months (doc 3, section 9), in the
 * vessel's crew order, as GET /reportCrewList answers.
 */
export function deviceReportCrew(
  rows: readonly CrewRecord[],
  withLeaveProfile: ReadonlySet<number>,
  crewType: CrewType,
  today: string,
): ReportCrewRow[] {
  const since = monthsBefore(today, CREW_LIST_MONTHS_BACK);
  const chosen = rows.filter((c) => {
    const state = crewState(c, today);
    if (crewType === CREW_TYPE.current) return state === 'current';
    return state === 'former' && c.endDate !== null && c.endDate >= since;
  });
  return inCrewOrder(chosen).map((c, i) => ({
    crewID: c.id,
    firstName: c.firstName,
    lastName: c.lastName,
    hasLeaveProfile: withLeaveProfile.has(c.id),
    order: c.crewOrder ?? i,
  }));
}

/** GET /reportCrewList/{yachtId}: the x-crew choice asks 12 months back (the spec's default). */
export function reportCrewListPath(yachtId: number, reportType: ReportType, crewType: CrewType) {
  const query = new URLSearchParams({
    wasCrewXMonthsAgo: String(CREW_LIST_MONTHS_BACK),
    reportName: reportType,
    crewType: String(crewType),
  });
  return `/reportCrewList/${yachtId}?${query}`;
}

/**
 * The crew to choose from: the server's list online; offline (or when the server cannot be
 * reached) the device's crew records, so the crew and guest list can still be made at sea.
 */
export function useReportCrew(
  yachtId: number,
  reportType: ReportType,
  crewType: CrewType,
  online: boolean,
  today: string,
) {
  const server = useQuery({
    queryKey: ['report-crew', yachtId, reportType, crewType],
    queryFn: () =>
      authedJson(reportCrewListSchema, db, net, reportCrewListPath(yachtId, reportType, crewType)),
    enabled: online,
    retry: 0,
  });
  const device = useLiveQuery(async () => {
    const [rows, profiles] = await Promise.all([
      db.crew.where('vesselId').equals(yachtId).toArray(),
      db.leaveProfiles.where('vesselId').equals(yachtId).toArray(),
    ]);
    return deviceReportCrew(rows, new Set(profiles.map((p) => p.crewId)), crewType, today);
  }, [yachtId, crewType, today]);
  const useServer = online && !server.isError;
  return {
    rows: useServer ? server.data : device,
    loading: useServer ? server.isPending : device === undefined,
    fromDevice: !useServer,
  };
}

/**
 * The crew records marked on board (the crew list's On board switch), as this device holds them:
 * the crew and guest list starts with these ticked, as it does with the guests on board.
 */
export function useCrewOnBoard(yachtId: number): ReadonlySet<number> | undefined {
  return useLiveQuery(async () => {
    const rows = await db.crew.where('vesselId').equals(yachtId).toArray();
    return new Set(rows.filter((c) => c.isOnBoard).map((c) => c.id));
  }, [yachtId]);
}
