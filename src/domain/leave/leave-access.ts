import { LEVEL, reaches } from '../access/permissions';

/**
 * Who may do what in leave (doc 3, section 6), the same on the server and on the device. Full
 * access (every crew member's leave, approval rights) is level 5 or the leave approval group;
 * the settings and leave types are level 5's.
 */

export interface LeaveStanding {
  level: number | null;
  /** A member of the vessel's leave approval group. */
  inApprovalGroup: boolean;
}

export const fullLeaveAccess = (s: LeaveStanding) => reaches(s.level, LEVEL.purser) || s.inApprovalGroup;

/** Settings, leave types, and the officer-first-entry popup: level 5. */
export const managesLeaveSettings = (s: LeaveStanding) => reaches(s.level, LEVEL.purser);

/** Profiles (setup, edit, change, delete) and adjustments: level 5, or the group when allowed (canLAGEditLeave). */
export const editsLeaveProfiles = (s: LeaveStanding, editByApprovalGroup: boolean) =>
  reaches(s.level, LEVEL.purser) || (s.inApprovalGroup && editByApprovalGroup);

/**
 * One profile: as editsLeaveProfiles, never one's own. No one sets up, edits, changes, deletes or
 * adds leave to their own profile (as no one sets their own pay or leave days): another approver does.
 */
export const editsLeaveProfileOf = (s: LeaveStanding, editByApprovalGroup: boolean, own: boolean) =>
  !own && editsLeaveProfiles(s, editByApprovalGroup);

/**
 * Another crew member's request (save, comments, attachments, delete): level 5, or the group
 * when the vessel lets it edit (canLAGEditLeave: 'may change profiles and requests'). Deciding
 * on it stays the group's whatever the setting: approving is what the group is for.
 */
export const changesOthersRequests = (s: LeaveStanding, editByApprovalGroup: boolean) =>
  editsLeaveProfiles(s, editByApprovalGroup);

/** One's own request: level 5 always, crew (levels 2 to 4) when the vessel lets them (canL2L4RequestLeave). */
export const requestsOwnLeave = (s: LeaveStanding, requestOwnLeave: boolean) =>
  reaches(s.level, LEVEL.purser) || requestOwnLeave;

/** Range, types, travel days and flights change only in Draft and Empty; after that, comments and attachments. */
export const editableStatus = (status: string) => status === 'Draft' || status === 'Empty';

/** Each decision (doc 3: APPROVE, REJECT, CHECK, PENDING): the statuses it leads on from, and to. */
export const DECISION_STEPS = {
  APPROVE: { from: ['Draft', 'Pending'], to: 'Approved' },
  REJECT: { from: ['Pending'], to: 'Denied' },
  CHECK: { from: ['Approved'], to: 'Checked' },
  PENDING: { from: ['Approved', 'Denied', 'Checked'], to: 'Pending' },
} as const satisfies Record<string, { from: readonly string[]; to: string }>;

/** A decision on a request: full access, never on one's own, from the statuses it leads on from. */
export function decides(s: LeaveStanding, own: boolean, status: string, action: string): boolean {
  const step = DECISION_STEPS[action as keyof typeof DECISION_STEPS] as
    | { from: readonly string[] }
    | undefined;
  return fullLeaveAccess(s) && !own && (step?.from.includes(status) ?? false);
}

/**
 * Delete: one's own request while it is not decided (a draft or pending: with full access, or
 * when the vessel lets crew), someone else's as a change of it (changesOthersRequests). A
 * decided request of one's own stays: deleting it would undo a decision no one may take on
 * their own leave.
 */
export function deletesRequest(
  s: LeaveStanding,
  own: boolean,
  status: string,
  flags: { deleteOwnRequests: boolean; editByApprovalGroup: boolean },
) {
  if (!own) return changesOthersRequests(s, flags.editByApprovalGroup);
  const open = status === 'Draft' || status === 'Pending' || status === 'Empty';
  return open && (fullLeaveAccess(s) || flags.deleteOwnRequests);
}

/** Shore staff (fleet managers, level 8 and above) are on a vessel's list but never on board: they keep no leave there. */
export const SHORE_LEVEL = 8;

/** Whether someone on a vessel's crew list is crew on board for leave (has or needs a leave profile there). */
export const keepsLeaveOnBoard = (permissionLevel: number) => permissionLevel < SHORE_LEVEL;
