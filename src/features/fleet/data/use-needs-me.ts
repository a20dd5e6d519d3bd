import { useLiveQuery } from 'dexie-react-hooks';
import { isoDay } from '../../../domain/dates/format';
import { type NeedsMe, needsMe } from '../../../domain/home/needs-me';
import { db } from '../../../lib/services';

export interface NeedsMeRead {
  /** Counted from the device's records; null until the device has pulled them once. */
  counts: NeedsMe | null;
}

/**
 * The home's 'what needs me' tiles, read live from the records on this device (offline too): they
 * change as soon as a decision is taken here or a sync brings news. Before the first pull has
 * finished the device knows nothing yet (null): the server's last answer stands in.
 */
export function useNeedsMe(
  vessel: { id: number; modules: readonly string[] } | undefined,
  who: { userId: number; level: number | null; inLeaveApprovalGroup: boolean; inCertApprovalGroup: boolean },
): NeedsMeRead | undefined {
  const vesselId = vessel?.id;
  const modules = vessel?.modules.join(',') ?? '';
  const { userId, level, inLeaveApprovalGroup, inCertApprovalGroup } = who;
  return useLiveQuery(async () => {
    if (vesselId === undefined) return undefined;
    const [cursor, firstSync] = await Promise.all([db.meta.get('cursor'), db.meta.get('firstSync')]);
    if (!cursor || firstSync) return { counts: null };
    const [leaveRequests, leaveProfiles, certificates, crew, crewDocuments, restMonths, messages] =
      await Promise.all([
        db.leaveRequests.where('vesselId').equals(vesselId).toArray(),
        db.leaveProfiles.where('vesselId').equals(vesselId).toArray(),
        db.certificates.where('vesselId').equals(vesselId).toArray(),
        db.crew.where('vesselId').equals(vesselId).toArray(),
        db.crewDocuments.where('vesselId').equals(vesselId).toArray(),
        db.restMonths.filter((m) => m.vesselId === vesselId).toArray(),
        db.messages.where('userId').equals(userId).toArray(),
      ]);
    return {
      counts: needsMe({
        today: isoDay(new Date()),
        userId,
        level,
        modules: modules.split(','),
        vesselId,
        inLeaveApprovalGroup,
        inCertApprovalGroup,
        leaveRequests,
        leaveProfileIds: new Set(leaveProfiles.filter((p) => !p.deleted).map((p) => p.id)),
        certificates,
        crew,
        crewDocuments,
        restMonths,
        messages,
      }),
    };
  }, [vesselId, modules, userId, level, inLeaveApprovalGroup, inCertApprovalGroup]);
}
