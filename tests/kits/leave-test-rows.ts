import type { CrewRecord } from '@contracts/crew';
import type { LeaveProfileRecord } from '@contracts/leave-records';

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
