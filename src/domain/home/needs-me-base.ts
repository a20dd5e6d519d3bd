import type { NeedsMeInput } from './needs-me';

/** A captain (user 7, level 6) on vessel 1 with every module and nothing to see to: tests start here. */
export const needsMeBase: NeedsMeInput = {
  today: '2026-12-02',
  userId: 7,
  level: 6,
  modules: ['leave', 'certs', 'crew', 'hoursofrest'],
  inLeaveApprovalGroup: false,
  inCertApprovalGroup: false,
  leaveRequests: [],
  leaveProfileIds: new Set(['p1', 'p2', 'mine']),
  certificates: [],
  crew: [],
  crewDocuments: [],
  members: [],
  restMonths: [],
  ownRecordedMonths: [],
  inRestApprovalGroup: null,
  messages: [],
  vesselId: 1,
  synced: 'all',
};
