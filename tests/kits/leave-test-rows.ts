import type { CrewRecord } from '@contracts/crew';
import type { LeaveProfileRecord, LeaveRequestRecord, LeaveType } from '@contracts/leave-records';

/** Builders of the device's crew and leave profile rows, for the leave data tests. */
export const crew = (id: number, lastName: string, over: Partial<CrewRecord> = {}): CrewRecord => ({
  id,
  userId: id * 10,
  vesselId: 1,
  firstName: 'A',
  lastName,
  email: `${id}@x`,
  roleId: 1,
  roleName: 'Crew',
  permissionLevel: 2,
  departmentId: null,
  positionId: null,
  status: 1,
  startDate: '2025-01-01',
  endDate: null,
  isOnBoard: true,
  crewOrder: null,
  customId: null,
  portOfEmbarkation: null,
  repatriation: null,
  leaveDays: null,
  version: 1,
  ...over,
});
export const profile = (
  id: string,
  crewId: number,
  over: Partial<LeaveProfileRecord> = {},
): LeaveProfileRecord => ({
  id,
  vesselId: 1,
  userId: crewId * 10,
  crewId,
  type: 'yearly',
  startDate: '2025-01-01',
  endDate: null,
  initialLeave: 0,
  flightEntitlement: null,
  rates: [],
  active: true,
  deleted: false,
  version: 1,
  ...over,
});

/** A leave type that reduces leave (effect 1) and is off board, as a vessel's 'Leave'. */
export const LEAVE_TYPE: LeaveType = {
  id: 1,
  vesselId: 1,
  name: 'Leave',
  color: '3788CE',
  isOnBoard: false,
  effect: 1,
  isNil: false,
  order: 1,
  isDefault: true,
  viewOnly: false,
  deleted: false,
  version: 1,
};

/** A request of `LEAVE_TYPE` on the given days, as the device holds it (sent). */
export const leaveRequest = (
  id: string,
  profileId: string,
  status: LeaveRequestRecord['status'],
  dates: string[],
): LeaveRequestRecord & { pending: 0 } => ({
  id,
  vesselId: 1,
  userId: 20,
  profileId,
  status,
  startDate: dates[0] ?? '',
  endDate: dates[dates.length - 1] ?? '',
  days: dates.map((date) => ({ date, leaveTypeId: LEAVE_TYPE.id })),
  travelDays: 0,
  flights: [],
  comments: null,
  decisionComment: null,
  attachments: [],
  createdBy: 20,
  decidedBy: null,
  deleted: false,
  version: 1,
  pending: 0,
});

/**
 * The request the leave command tests decide, undo and attach to: user 7 asks for 3 May 2027 (to
 * the 4th) on profile …0001, version 4, Pending, as the server sent it (no `pending` mark).
 */
export const TEST_REQUEST_ID = '01JTESTREQUEST000000000001';
export const pendingRequest = (over: Partial<LeaveRequestRecord> = {}): LeaveRequestRecord => ({
  id: TEST_REQUEST_ID,
  vesselId: 1,
  userId: 7,
  profileId: '01JTESTPROFILE000000000001',
  status: 'Pending',
  startDate: '2027-05-03',
  endDate: '2027-05-04',
  days: [{ date: '2027-05-03', leaveTypeId: 1 }],
  travelDays: 0,
  flights: [],
  comments: 'My sister’s wedding',
  decisionComment: null,
  attachments: [],
  createdBy: 7,
  decidedBy: null,
  deleted: false,
  version: 4,
  ...over,
});
