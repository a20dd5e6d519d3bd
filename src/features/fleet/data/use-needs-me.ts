import { useQuery } from '@tanstack/react-query';
import { useLiveQuery } from 'dexie-react-hooks';
import { inCrewOrder } from '../../../domain/access/crew-order';
import { LEVEL, reaches } from '../../../domain/access/permissions';
import { isoDay } from '../../../domain/dates/format';
import { type NeedsMe, needsMe, type Synced } from '../../../domain/home/needs-me';
import { db } from '../../../lib/services';
import { syncedSoFar } from '../../../sync/synced-so-far';
import { horApproverQuery } from '../../rest-hours/public-approver';

export interface NeedsMeRead {
  /** Counted from the device's records, each figure saying how much of them the device holds. */
  counts: NeedsMe;
  synced: Synced;
}

/**
 * The home's 'what needs me' tiles, read live from the records on this device (offline too): they
 * change as soon as a decision is taken here or a sync brings news, and fill in part by part
 * while a first sync is under way.
 */
export function useNeedsMe(
  vessel: { id: number; modules: readonly string[] } | undefined,
  who: { userId: number; level: number | null; inLeaveApprovalGroup: boolean; inCertApprovalGroup: boolean },
): NeedsMeRead | undefined {
  const vesselId = vessel?.id;
  const modules = vessel?.modules.join(',') ?? '';
  const { userId, level, inLeaveApprovalGroup, inCertApprovalGroup } = who;
  const officer = reaches(level, LEVEL.officer);
  // The calendar's own answer (kept offline): the tile counts what its button counts.
  const approver = useQuery(horApproverQuery(vesselId, !officer && modules.includes('hoursofrest')));
  const inRestApprovalGroup = officer ? false : (approver.data?.isMember ?? null);
  return useLiveQuery(async () => {
    if (vesselId === undefined) return undefined;
    const synced = await syncedSoFar(db, vesselId);
    const [
      leaveRequests,
      leaveProfiles,
      certificates,
      crew,
      crewDocuments,
      members,
      restMonths,
      messages,
      own,
    ] = await Promise.all([
      db.leaveRequests.where('vesselId').equals(vesselId).toArray(),
      db.leaveProfiles.where('vesselId').equals(vesselId).toArray(),
      db.certificates.where('vesselId').equals(vesselId).toArray(),
      db.crew.where('vesselId').equals(vesselId).toArray(),
      db.crewDocuments.where('vesselId').equals(vesselId).toArray(),
      db.members.where('vesselId').equals(vesselId).toArray(),
      db.restMonths.filter((m) => m.vesselId === vesselId).toArray(),
      db.messages.where('userId').equals(userId).toArray(),
      db.restDays.where('[userId+vesselId]').equals([userId, vesselId]).toArray(),
    ]);
    return {
      synced,
      counts: needsMe({
        today: isoDay(new Date()),
        userId,
        level,
        modules: modules.split(','),
        vesselId,
        synced,
        inLeaveApprovalGroup,
        inCertApprovalGroup,
        inRestApprovalGroup,
        leaveRequests,
        leaveProfileIds: new Set(leaveProfiles.filter((p) => !p.deleted).map((p) => p.id)),
        certificates,
        crew,
        crewDocuments,
        members: inCrewOrder(members),
        restMonths,
        ownRecordedMonths: own.filter((d) => !d.cleared).map((d) => d.date.slice(0, 7)),
        messages,
      }),
    };
  }, [vesselId, modules, userId, level, inLeaveApprovalGroup, inCertApprovalGroup, inRestApprovalGroup]);
}
