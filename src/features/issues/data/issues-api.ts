import { useQuery } from '@tanstack/react-query';

import { useLiveQuery } from 'dexie-react-hooks';
import { type CrewIssues, issuesAnswerSchema } from '../../../contracts/issues';
import { crewState } from '../../../domain/crew/crew-display';
import { documentIssues } from '../../../domain/crew/document-issues';
import { isoDay } from '../../../domain/dates/format';
import { authedJson } from '../../../lib/api-client';
import { saveDownload } from '../../../lib/download';
import { keptAnswer } from '../../../lib/kept-answer';
import { db, net } from '../../../lib/services';
import { deviceCertIssues, firstSyncIn } from './device-readings';

/**
 * A vessel's open issues as the server lists them for the caller, kept on the device: offline
 * the page shows the last known list and says from when.
 */
export const issuesQuery = (vesselId: number | undefined) => ({
  queryKey: ['issues', vesselId],
  queryFn: () => authedJson(issuesAnswerSchema, db, net, `/issues/${vesselId}`),
  enabled: vesselId !== undefined,
});

export function useIssues(vesselId: number | undefined) {
  const query = useQuery(issuesQuery(vesselId));
  return { ...keptAnswer(query), loading: query.isPending, reload: () => query.refetch() };
}

/** Export: the workbook of the vessel's open issues. */
export function downloadIssues(vesselId: number, codename: string) {
  return saveDownload(`/issues/${vesselId}/export`, `issues-${codename}.xlsx`);
}

/**
 * Every crew member the user sees on the vessel, in crew order, with the document issues the
 * device computes from its synced records (offline too); null without synced crew records, or
 * before the device's first sync is all in.
 */
export function useDeviceDocumentIssues(
  vesselId: number | undefined,
  who: { userId: number; admin: boolean; crewModule: boolean },
): CrewIssues[] | null | undefined {
  const { userId, admin, crewModule } = who;
  return useLiveQuery(async () => {
    if (vesselId === undefined || !crewModule) return null;
    // Until the first sync is all in, the device holds some crew and not yet their documents: its
    // count would start low and climb (the badge went 1, then 12). The server's stands till then.
    if (!(await firstSyncIn(db))) return null;
    const today = isoDay(new Date());
    const crew = (await db.crew.where('vesselId').equals(vesselId).toArray())
      .filter((c) => crewState(c, today) !== 'former' && (admin || c.userId === userId))
      .sort(
        (a, b) =>
          (a.crewOrder ?? Number.POSITIVE_INFINITY) - (b.crewOrder ?? Number.POSITIVE_INFINITY) ||
          a.lastName.toLowerCase().localeCompare(b.lastName.toLowerCase()) ||
          a.firstName.toLowerCase().localeCompare(b.firstName.toLowerCase()) ||
          a.userId - b.userId,
      );
    if (!crew.length) return null;
    const [documents, requirements, positions] = await Promise.all([
      db.crewDocuments.where('vesselId').equals(vesselId).toArray(),
      db.requirements.where('vesselId').equals(vesselId).toArray(),
      db.positions.where('vesselId').equals(vesselId).toArray(),
    ]);
    const issues = documentIssues(crew, documents, requirements, today);
    return crew.map((c) => ({
      userId: c.userId,
      crewId: c.id,
      firstName: c.firstName,
      lastName: c.lastName,
      positionName: positions.find((p) => p.id === c.positionId)?.name ?? null,
      issues: issues.get(c.id) ?? [],
    }));
  }, [vesselId, userId, admin, crewModule]);
}

/** The vessel's certificate issues as the device reads them (deviceCertIssues), live. */
export function useDeviceCertIssues(vessel: { id: number; codename: string } | undefined, certsOn: boolean) {
  const vesselId = vessel?.id;
  const codename = vessel?.codename;
  return useLiveQuery(async () => {
    if (vesselId === undefined || codename === undefined || !certsOn) return null;
    return deviceCertIssues(db, { id: vesselId, codename }, isoDay(new Date()));
  }, [vesselId, codename, certsOn]);
}
