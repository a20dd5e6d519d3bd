import { DAY, freshId, type RouteSample, type SampleContext, s } from './route-sample-kit';

/**
 * The leave routes' sample requests (doc 3), part of ROUTE_SAMPLES. A profile id falls back to the
 * captain's (a profile on the vessel that is not the caller's); ids nobody has (a deleted request,
 * a history entry) pass the policy and are not found, so no sample removes what another needs.
 */

const profileOf = (x: SampleContext) =>
  x.ids.leaveProfiles[x.user] ?? x.ids.leaveProfiles[x.ids.captain] ?? freshId('01JLVP');
const requestOf = (x: SampleContext) => x.ids.leaveRequests[x.user] ?? freshId('01JLVR');
const CID = '{[0-9A-Za-z]{10,40}}';
const days = (x: SampleContext, dates: string[]) =>
  dates.map((date) => ({ date, leaveTypeId: x.ids.leaveType }));

export const LEAVE_ROUTE_SAMPLES: Record<string, RouteSample> = {
  // The demo's settings as they are (the captain the approval group).
  'PUT /api/v1/leave/settings/:yachtId{[0-9]{1,10}}': s((x) => ({
    path: `/leave/settings/${x.vessel}`,
    body: {
      requestOwnLeave: true,
      deleteOwnRequests: true,
      hideCalculations: false,
      nilDays: false,
      rollover: true,
      editByApprovalGroup: false,
      approvalGroup: [x.ids.captain],
      changeDate: DAY,
      comment: 'Season settings',
    },
  })),
  // A list without 'Not on payroll': refused, and the types stay as they are.
  'PUT /api/v1/leave/types/:yachtId{[0-9]{1,10}}': s((x) => ({
    path: `/leave/types/${x.vessel}`,
    body: {
      types: [
        { name: 'Shore leave', color: '3788CE', isOnBoard: false, effect: 1, isNil: false, isDefault: true },
      ],
    },
  })),
  // For someone who has a profile: refused ('has a leave profile already').
  'POST /api/v1/leave/profiles': s((x) => ({
    path: '/leave/profiles',
    body: {
      yachtId: x.vessel,
      profileId: freshId('01JLVP'),
      crewId: x.ids.crewIds[x.user] ?? 2_147_483_000,
      type: 'yearly',
      startDate: DAY,
      daysPerYear: 30,
    },
  })),
  [`PUT /api/v1/leave/profiles/:profileId${CID}`]: s((x) => ({
    path: `/leave/profiles/${profileOf(x)}`,
    body: {
      yachtId: x.vessel,
      startDate: '2026-09-01',
      initialLeave: 1,
      flightEntitlement: 2,
      changeDate: DAY,
      comment: 'Contract',
    },
  })),
  [`PUT /api/v1/leave/profiles/:profileId${CID}/rate`]: s((x) => ({
    path: `/leave/profiles/${profileOf(x)}/rate`,
    body: { yachtId: x.vessel, type: 'yearly', daysPerYear: 32, changeDate: DAY, comment: 'Raise' },
  })),
  [`DELETE /api/v1/leave/profiles/:profileId${CID}`]: s((x) => ({
    path: `/leave/profiles/${freshId('01JLVP')}?yachtId=${x.vessel}`,
  })),
  // An active profile: refused ('is active').
  [`POST /api/v1/leave/profiles/:profileId${CID}/reactivate`]: s((x) => ({
    path: `/leave/profiles/${profileOf(x)}/reactivate`,
    body: { yachtId: x.vessel },
  })),
  'POST /api/v1/leave/adjustments': s((x) => ({
    path: '/leave/adjustments',
    body: {
      yachtId: x.vessel,
      adjustmentId: freshId('01JLVA'),
      profileId: profileOf(x),
      kind: 'additional',
      date: DAY,
      days: 1,
      comment: 'Charter',
    },
  })),
  [`PUT /api/v1/leave/requests/:requestId${CID}`]: s((x) => ({
    path: `/leave/requests/${freshId('01JLVR')}`,
    body: {
      yachtId: x.vessel,
      profileId: profileOf(x),
      action: 'SAVE',
      startDate: '2027-01-11',
      endDate: '2027-01-12',
      days: days(x, ['2027-01-11', '2027-01-12']),
      comments: 'Family visit',
    },
  })),
  [`PUT /api/v1/leave/requests/:requestId${CID}/decide`]: s((x) => ({
    path: `/leave/requests/${requestOf(x)}/decide`,
    body: { yachtId: x.vessel, action: 'APPROVE', comments: 'Enjoy' },
  })),
  [`DELETE /api/v1/leave/requests/:requestId${CID}`]: s((x) => ({
    path: `/leave/requests/${freshId('01JLVR')}?yachtId=${x.vessel}`,
  })),
  [`POST /api/v1/leave/requests/:requestId${CID}/duplicate`]: s((x) => ({
    path: `/leave/requests/${requestOf(x)}/duplicate`,
    body: {
      yachtId: x.vessel,
      copies: [
        { profileId: x.ids.leaveProfiles[x.ids.captain] ?? freshId('01JLVP'), requestId: freshId('01JLVR') },
      ],
    },
  })),
  // A request's attachments and Notify people: the caller's own request (a file nobody uploaded
  // is refused; a notice to no one is invalid), so nothing is added or sent.
  [`POST /api/v1/leave/requests/:requestId${CID}/attachments`]: s((x) => ({
    path: `/leave/requests/${requestOf(x)}/attachments`,
    body: { yachtId: x.vessel, fileId: '01JR0000000000000000000299' },
  })),
  [`DELETE /api/v1/leave/requests/:requestId${CID}/attachments/:fileId{[0-9A-Za-z]{26}}`]: s((x) => ({
    path: `/leave/requests/${requestOf(x)}/attachments/01JR0000000000000000000299?yachtId=${x.vessel}`,
  })),
  [`POST /api/v1/leave/requests/:requestId${CID}/notify`]: s((x) => ({
    path: `/leave/requests/${requestOf(x)}/notify`,
    body: { yachtId: x.vessel, userIds: [] },
  })),
  [`GET /api/v1/leave/requests/:requestId${CID}/notify-users`]: s((x) => ({
    path: `/leave/requests/${requestOf(x)}/notify-users?yachtId=${x.vessel}`,
  })),
  'PUT /api/v1/leave/history/:id{[0-9]{1,10}}': s((x) => ({
    path: '/leave/history/2147483000',
    body: { yachtId: x.vessel, comment: 'Agreed with the captain' },
  })),
  // Reads and the entry.
  'GET /api/v1/leave/:yachtId{[0-9]{1,10}}/entry': s((x) => ({ path: `/leave/${x.vessel}/entry` })),
  'POST /api/v1/leave/:yachtId{[0-9]{1,10}}/visited': s((x) => ({ path: `/leave/${x.vessel}/visited` })),
  'GET /api/v1/leave/:yachtId{[0-9]{1,10}}/balances': s((x) => ({
    path: `/leave/${x.vessel}/balances?asOf=${DAY}`,
  })),
  'GET /api/v1/leave/:yachtId{[0-9]{1,10}}/x-employees': s((x) => ({
    path: `/leave/${x.vessel}/x-employees`,
  })),
  'GET /api/v1/leave/:yachtId{[0-9]{1,10}}/settings/history': s((x) => ({
    path: `/leave/${x.vessel}/settings/history`,
  })),
  [`GET /api/v1/leave/profiles/:profileId${CID}/calculations`]: s((x) => ({
    path: `/leave/profiles/${profileOf(x)}/calculations?year=2026&asOf=${DAY}`,
  })),
  [`GET /api/v1/leave/profiles/:profileId${CID}/history`]: s((x) => ({
    path: `/leave/profiles/${profileOf(x)}/history`,
  })),
  // The caller's own profile (without one: everyone the caller may see).
  'GET /api/v1/leave/:yachtId{[0-9]{1,10}}/reports/:report{history|summary|flights}': s((x) => ({
    path: `/leave/${x.vessel}/reports/summary?format=xlsx&from=2026-01-01&to=2026-12-31${
      x.ids.leaveProfiles[x.user] ? `&profileIds=${x.ids.leaveProfiles[x.user]}` : ''
    }`,
  })),
};
