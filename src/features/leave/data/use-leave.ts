import { useLiveQuery } from 'dexie-react-hooks';
import type { CrewRecord } from '../../../contracts/crew';
import type {
  LeaveAdjustmentRecord,
  LeaveProfileRecord,
  LeaveRequestRecord,
  LeaveSettings,
  LeaveType,
} from '../../../contracts/leave-records';
import type { Pending, StoredSession } from '../../../db/app-db';
import { levelOn } from '../../../domain/access/permissions';
import { isoDay } from '../../../domain/dates/format';
import {
  editsLeaveProfiles,
  fullLeaveAccess,
  type LeaveStanding,
  managesLeaveSettings,
  requestsOwnLeave,
} from '../../../domain/leave/leave-access';
import { t } from '../../../i18n/i18n';
import { db } from '../../../lib/services';
import { withUnsentLeaveDays } from './unsent-leave-days';

/** Today on this device, as the leave maths take dates (YYYY-MM-DD). */
export const todayIso = () => isoDay(new Date());

/**
 * A vessel's leave settings before the server's have reached the device: everything off and
 * no approval group, so nobody gets more than level 5's rights; 'visited' so the first-entry
 * popup waits for the real value.
 */
export const defaultLeaveSettings = (vesselId: number): LeaveSettings => ({
  vesselId,
  requestOwnLeave: false,
  deleteOwnRequests: false,
  hideCalculations: false,
  nilDays: false,
  rollover: false,
  editByApprovalGroup: false,
  visited: true,
  approvalGroup: [],
  approvers: [],
  version: 0,
});

export interface LeaveVessel {
  settings: Pending<LeaveSettings>;
  /** False until the server's settings are on the device. */
  settingsKnown: boolean;
  /** Not deleted, in the vessel's order. */
  types: LeaveType[];
  profiles: Pending<LeaveProfileRecord>[];
  requests: Pending<LeaveRequestRecord>[];
  adjustments: Pending<LeaveAdjustmentRecord>[];
  crew: Pending<CrewRecord>[];
  /**
   * Requests whose save the shore refused or met with a change (they wait on the Sync page): each
   * still shows, marked refused, but counts in no balance nor pending total (countedRequests).
   */
  refused?: ReadonlySet<string>;
}

/** The requests the leave maths counts: those the shore did not refuse (LeaveVessel.refused). */
export const countedRequests = (data: Pick<LeaveVessel, 'requests' | 'refused'>) =>
  data.refused?.size ? data.requests.filter((r) => !data.refused?.has(r.id)) : data.requests;

/**
 * Everything of a vessel's leave this device holds (synced, and changes not yet sent), read
 * live: the screens update as soon as a command writes or a pull brings news. Deleted records
 * are left out.
 */
export function useLeaveVessel(vesselId: number | undefined): LeaveVessel | undefined {
  return useLiveQuery(async () => {
    if (vesselId === undefined) return undefined;
    const [settings, types, stored, requests, adjustments, crew, stuck, queued] = await Promise.all([
      db.leaveSettings.get(vesselId),
      db.leaveTypes.where('vesselId').equals(vesselId).toArray(),
      db.leaveProfiles.where('vesselId').equals(vesselId).toArray(),
      db.leaveRequests.where('vesselId').equals(vesselId).toArray(),
      db.leaveAdjustments.where('vesselId').equals(vesselId).toArray(),
      db.crew.where('vesselId').equals(vesselId).toArray(),
      db.outbox.where('status').anyOf('conflict', 'rejected').toArray(),
      db.outbox.where('status').anyOf('pending', 'sending').toArray(),
    ]);
    const leaveDays = queued.filter((e) => e.op === 'crew/leave/save');
    const profiles = leaveDays.length
      ? withUnsentLeaveDays(
          stored,
          leaveDays,
          await db.leaveIncrements
            .where('crewId')
            .anyOf(leaveDays.map((e) => (e.body as { crewId: number }).crewId))
            .toArray(),
        )
      : stored;
    const live = <T extends { deleted: boolean }>(rows: T[]) => rows.filter((r) => !r.deleted);
    return {
      settings: settings ?? defaultLeaveSettings(vesselId),
      settingsKnown: settings !== undefined,
      types: live(types).sort((a, b) => a.order - b.order || a.name.localeCompare(b.name)),
      profiles: live(profiles),
      requests: live(requests),
      adjustments: live(adjustments),
      crew,
      refused: new Set(stuck.flatMap((e) => (e.op === 'leave/request/save' ? [e.body.requestId] : []))),
    };
  }, [vesselId]);
}

const NONE: readonly number[] = [];

/**
 * The vessels whose leave approval group the user is in (the navigation's Leave entry leads
 * them to the full entry); it follows the group as it syncs (doc 3, section 4).
 */
export function useLeaveApprovalVessels(userId: number | undefined): readonly number[] {
  return useLiveQuery(
    async () =>
      userId === undefined
        ? NONE
        : (await db.leaveSettings.toArray())
            .filter((s) => s.approvalGroup.includes(userId))
            .map((s) => s.vesselId),
    [userId],
    NONE,
  );
}

export interface LeaveRights extends LeaveStanding {
  /** Every crew member's leave and approval rights (level 5 or the approval group). */
  full: boolean;
  /** Settings, leave types and the first-entry popup (level 5). */
  manages: boolean;
  /** Profiles and adjustments (level 5, or the group when the vessel allows it). */
  editsProfiles: boolean;
  /** May ask for their own leave. */
  requestsOwn: boolean;
  /** Calculations and accrued figures are hidden from them (hide calculations, below full access). */
  calculationsHidden: boolean;
}

/** The user's rights in leave on a vessel, from the level and the vessel's settings (doc 3, section 6). */
export function leaveRightsOf(me: StoredSession, vesselId: number, settings: LeaveSettings): LeaveRights {
  const standing = {
    level: levelOn(me.roles, vesselId),
    inApprovalGroup: settings.approvalGroup.includes(me.user.id),
  };
  const full = fullLeaveAccess(standing);
  return {
    ...standing,
    full,
    manages: managesLeaveSettings(standing),
    editsProfiles: editsLeaveProfiles(standing, settings.editByApprovalGroup),
    requestsOwn: requestsOwnLeave(standing, settings.requestOwnLeave),
    calculationsHidden: settings.hideCalculations && !full,
  };
}

/** A crew member's name by crew id, as the device holds it. */
export function crewName(crew: readonly CrewRecord[], crewId: number) {
  const c = crew.find((x) => x.id === crewId);
  return c ? `${c.firstName} ${c.lastName}` : t('Crew member {id}', { id: String(crewId) });
}
