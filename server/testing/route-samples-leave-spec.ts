import { DAY, freshId, type RouteSample, type SampleContext, s } from './route-sample-kit';

/**
 * The sample requests of the spec's leave calls (doc 3, section 7; issue 32), part of
 * ROUTE_SAMPLES. Writes are refused past the policy (a date outside employment, a negative
 * rollover, an empty comment, a list without 'Not on payroll'), so none changes the demo.
 */

const profileOf = (x: SampleContext) =>
  x.ids.leaveProfiles[x.user] ?? x.ids.leaveProfiles[x.ids.captain] ?? freshId('01JLVP');
const CID = '{[0-9A-Za-z]{10,40}}';
const Y = ':yachtId{[0-9]{1,10}}';
const BEFORE_EMPLOYMENT = '1990-01-01';

export const LEAVE_SPEC_ROUTE_SAMPLES: Record<string, RouteSample> = {
  'POST /api/v1/leave/manualRollover': s((x) => ({
    path: '/leave/manualRollover',
    body: { leaveProfileID: profileOf(x), rolledOver: -1, comment: 'Year end' },
  })),
  'POST /api/v1/leave/addAdditionalLeave': s((x) => ({
    path: '/leave/addAdditionalLeave',
    body: { leaveProfileID: profileOf(x), noOfDays: 1, comment: 'Charter', changeDate: BEFORE_EMPLOYMENT },
  })),
  'POST /api/v1/leave/postAdditionalLeaves': s((x) => ({
    path: '/leave/postAdditionalLeaves',
    body: {
      yachtId: x.vessel,
      additionalLeaves: [{ leaveProfileID: profileOf(x), leaveAdded: 1 }],
      changeDate: BEFORE_EMPLOYMENT,
      comment: 'Charter',
    },
  })),
  'POST /api/v1/leave/updateLeaveTypes': s((x) => ({
    path: '/leave/updateLeaveTypes',
    body: {
      yachtId: x.vessel,
      leaveTypes: [
        { name: 'Shore leave', color: '3788CE', isOnBoard: false, effect: 1, isNil: false, isDefault: true },
      ],
      leaveTypesChanged: true,
    },
  })),
  'POST /api/v1/leave/updateComment': s((x) => ({
    path: '/leave/updateComment',
    body: { id: x.ids.leaveHistoryEntry, comment: '' },
  })),
  'POST /api/v1/leave/updateProfile': s((x) => ({
    path: '/leave/updateProfile',
    body: {
      leaveProfileID: profileOf(x),
      startDate: DAY,
      initialLeaveOwed: 0,
      changeDate: DAY,
      comment: '',
    },
  })),
  'POST /api/v1/leave/changeType': s((x) => ({
    path: '/leave/changeType',
    body: { leaveProfileID: profileOf(x), leaveType: 1, leaveDaysPerYear: 30, changeDate: DAY, comment: '' },
  })),
  // A field the call does not take: refused past the policy, and the profile stays.
  'POST /api/v1/leave/deleteProfile': s((x) => ({
    path: '/leave/deleteProfile',
    body: { leaveProfileID: profileOf(x), reason: 'none' },
  })),
  'POST /api/v1/leave/reactivation': s((x) => ({
    path: '/leave/reactivation',
    body: { leaveProfileID: profileOf(x), userId: 2_147_483_000 },
  })),
  [`GET /api/v1/leave/profiles/${Y}`]: s((x) => ({ path: `/leave/profiles/${x.vessel}?name=a` })),
  [`GET /api/v1/leave/profiles/pending/${Y}`]: s((x) => ({ path: `/leave/profiles/pending/${x.vessel}` })),
  [`GET /api/v1/leave/profiles/former/${Y}`]: s((x) => ({ path: `/leave/profiles/former/${x.vessel}` })),
  [`GET /api/v1/leave/employees/${Y}`]: s((x) => ({ path: `/leave/employees/${x.vessel}?query=a` })),
  [`GET /api/v1/leave/calendar/${Y}`]: s((x) => ({
    path: `/leave/calendar/${x.vessel}?Range=2026-11-01,2026-11-30`,
  })),
  'POST /api/v1/leave/calendar/changeDayType': s((x) => ({
    path: '/leave/calendar/changeDayType',
    body: { yachtId: x.vessel, requestId: freshId('01JLVR'), date: DAY, leaveTypeId: x.ids.leaveType },
  })),
  [`GET /api/v1/leave/guidelines/${Y}`]: s((x) => ({ path: `/leave/guidelines/${x.vessel}` })),
  [`GET /api/v1/leave/approvalGroupCheck/${Y}`]: s((x) => ({
    path: `/leave/approvalGroupCheck/${x.vessel}`,
  })),
  [`GET /api/v1/leave/settings/${Y}`]: s((x) => ({ path: `/leave/settings/${x.vessel}` })),
  [`GET /api/v1/leave/types/${Y}`]: s((x) => ({ path: `/leave/types/${x.vessel}` })),
  [`GET /api/v1/leave/conflictCheck/${Y}`]: s((x) => ({
    path: `/leave/conflictCheck/${x.vessel}?profileId=${profileOf(x)}&startDate=${DAY}&endDate=${DAY}`,
  })),
  [`GET /api/v1/leave/profiles/:profileId${CID}/available`]: s((x) => ({
    path: `/leave/profiles/${profileOf(x)}/available?asOf=${DAY}`,
  })),
  [`GET /api/v1/leave/profiles/:profileId${CID}/flightEntitlement`]: s((x) => ({
    path: `/leave/profiles/${profileOf(x)}/flightEntitlement`,
  })),
  [`GET /api/v1/leave/profiles/:profileId${CID}/actionLog`]: s((x) => ({
    path: `/leave/profiles/${profileOf(x)}/actionLog`,
  })),
  [`GET /api/v1/leave/getEditFormData/:profileId${CID}`]: s((x) => ({
    path: `/leave/getEditFormData/${profileOf(x)}`,
  })),
  [`GET /api/v1/leave/getChangeTypeFormData/:profileId${CID}`]: s((x) => ({
    path: `/leave/getChangeTypeFormData/${profileOf(x)}`,
  })),
  [`GET /api/v1/leave/calculation/:profileId${CID}`]: s((x) => ({
    path: `/leave/calculation/${profileOf(x)}?year=2026&asOf=${DAY}`,
  })),
  'GET /api/v1/leave/profiles/crewData/:crewId{[0-9]{1,10}}': s((x) => ({
    path: `/leave/profiles/crewData/${x.ids.crewIds[x.user] ?? x.ids.crewIds[x.ids.captain] ?? 2_147_483_000}`,
  })),
};
