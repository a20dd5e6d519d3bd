import { DAY, freshId, type RouteSample, type SampleContext, s } from './route-sample-kit';

const PASSWORD = 'Demo1234';
const WATCH = '111111110000000000000000111111110000000000000000';
const MONTH = '2026-11';
const CLOCK = '/api/v1/hor/clock-changes/:yacht{[0-9]{1,10}}';
const signature = (x: SampleContext) => ({
  yachtId: x.vessel,
  userId: x.user,
  month: '2026-10',
  hash: 'a'.repeat(64),
  signedAt: '2026-11-15T12:00:00.000Z',
  keyId: '00000000-0000-0000-0000-000000000000',
  signature: 'A'.repeat(86),
  password: PASSWORD,
});
const PNG: Uint8Array<ArrayBuffer> = new Uint8Array([
  0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0,
]);

/** The hours-of-rest routes' sample requests (days, records, signing, presets, the vessel's
 * settings and approval group), part of ROUTE_SAMPLES in its order. */
export const HOR_ROUTE_SAMPLES: Record<string, RouteSample> = {
  // Days
  'POST /api/v1/hor/day/copy': s((x) => ({
    path: '/hor/day/copy',
    body: {
      yachtId: x.vessel,
      fromUser: x.user,
      toUser: x.user,
      fromDateBegin: '2026-10-01',
      fromDateEnd: '2026-10-01',
      toDateBegin: DAY,
      toDateEnd: DAY,
    },
  })),
  'POST /api/v1/hor/day/rest/:user': s((x) => ({
    path: `/hor/day/rest/${x.user}`,
    body: { yachtId: x.vessel, dates: [DAY] },
  })),
  'DELETE /api/v1/hor/day/rest/:user': s((x) => ({
    path: `/hor/day/rest/${x.user}`,
    body: { yachtId: x.vessel, dates: [DAY] },
  })),
  'POST /api/v1/hor/day/:user': s((x) => ({
    path: `/hor/day/${x.user}`,
    body: { yachtId: x.vessel, dates: [DAY], binary: WATCH },
  })),
  'POST /api/v1/hor/compliance/noncompliances/:user': s((x) => ({
    path: `/hor/compliance/noncompliances/${x.user}`,
    body: { yachtId: x.vessel, dates: [DAY], binary: WATCH },
  })),
  'POST /api/v1/hor/day/get/:yachtUser': s((x) => ({
    path: `/hor/day/get/${x.vessel}-${x.user}`,
    body: { yachtId: x.vessel, date: DAY },
  })),
  'GET /api/v1/hor/audit/:yacht/:user/:date': s((x) => ({ path: `/hor/audit/${x.vessel}/${x.user}/${DAY}` })),

  // Records
  'GET /api/v1/hor/records/users/:yacht': s((x) => ({ path: `/hor/records/users/${x.vessel}` })),
  'GET /api/v1/hor/records/download/:yacht/:user/:month': s((x) => ({
    path: `/hor/records/download/${x.vessel}/${x.user}/2026-10?format=xlsx`,
  })),
  'GET /api/v1/hor/records/downloadYacht/:yacht/:month': s((x) => ({
    path: `/hor/records/downloadYacht/${x.vessel}/2026-10?format=xlsx`,
  })),
  'POST /api/v1/hor/records/email/:yacht/:user/:month': s((x) => ({
    path: `/hor/records/email/${x.vessel}/${x.user}/2026-10`,
    body: { format: 'xlsx' },
  })),
  'POST /api/v1/hor/records/emailYacht/:yacht/:month': s((x) => ({
    path: `/hor/records/emailYacht/${x.vessel}/2026-10`,
    body: { format: 'xlsx' },
  })),
  'GET /api/v1/hor/records/:yacht/:user': s((x) => ({ path: `/hor/records/${x.vessel}/${x.user}` })),
  // The log's checks (issue 33, part 3): level 6+ of the vessel.
  'GET /api/v1/hor/chain/verify/:yacht': s((x) => ({ path: `/hor/chain/verify/${x.vessel}` })),
  'GET /api/v1/hor/chain/code/:yacht/:code': s((x) => ({ path: `/hor/chain/code/${x.vessel}/ABCDE-12345` })),

  // Reads of the day page and calendar
  'POST /api/v1/hor/signoff/signState': s((x) => ({
    path: '/hor/signoff/signState',
    body: { date: DAY, userID: x.user, yachtID: x.vessel },
  })),
  'GET /api/v1/hor/signoff/check/:yacht/:month': s((x) => ({
    path: `/hor/signoff/check/${x.vessel}/${MONTH}`,
  })),
  'GET /api/v1/hor/compliance/daily/:yacht/:user/:date': s((x) => ({
    path: `/hor/compliance/daily/${x.vessel}/${x.user}/${DAY}`,
  })),
  'GET /api/v1/hor/compliance/weekly/:yacht/:user/:month': s((x) => ({
    path: `/hor/compliance/weekly/${x.vessel}/${x.user}/${MONTH}`,
  })),
  'GET /api/v1/hor/comment/:yacht/:user/:date': s((x) => ({
    path: `/hor/comment/${x.vessel}/${x.user}/${DAY}`,
  })),
  'GET /api/v1/hor/preset/all/:yacht/:user': s((x) => ({ path: `/hor/preset/all/${x.vessel}/${x.user}` })),
  'GET /api/v1/hor/preset/getHours/:id': s((x) => ({ path: `/hor/preset/getHours/${x.ids.crewPreset}` }), {
    ownerOnly: true,
  }),
  'GET /api/v1/hor/preset/:id': s((x) => ({ path: `/hor/preset/${x.ids.crewPreset}` }), { ownerOnly: true }),
  'POST /api/v1/hor/comment/:yacht/:id': s(
    (x) => ({ path: `/hor/comment/${x.vessel}/${x.ids.crewComment}`, body: { text: 'Edited' } }),
    { ownerOnly: true },
  ),

  // Signing, comments and presets
  'POST /api/v1/hor/signoff/notify/:yacht': s((x) => ({
    path: `/hor/signoff/notify/${x.vessel}`,
    body: { password: PASSWORD, month: MONTH, notify: [x.ids.captain] },
  })),
  'POST /api/v1/hor/signoff/:yacht': s((x) => ({ path: `/hor/signoff/${x.vessel}`, body: signature(x) })),
  'POST /api/v1/hor/countersign': s((x) => ({ path: '/hor/countersign', body: signature(x) })),
  'DELETE /api/v1/hor/countersign/:yacht/:user/:month': s((x) => ({
    path: `/hor/countersign/${x.vessel}/${x.user}/2026-08`,
  })),
  'POST /api/v1/hor/comment/new/:yacht/:user': s((x) => ({
    path: `/hor/comment/new/${x.vessel}/${x.user}`,
    body: {
      commentId: freshId('01JSAMPLECOMMENT'),
      yachtId: x.vessel,
      userId: x.user,
      date: DAY,
      kind: 'comment',
      text: 'Sample',
    },
  })),
  // Its author or an officer removes it.
  'DELETE /api/v1/hor/comment/:yacht/:id': s((x) => ({
    path: `/hor/comment/${x.vessel}/${x.ids.crewComment}`,
  })),
  'POST /api/v1/hor/preset/new': s((x) => ({
    path: '/hor/preset/new',
    body: {
      presetId: freshId('01JSAMPLEPRESET'),
      yachtId: x.vessel,
      name: 'Sample',
      binary: WATCH,
      isDefault: false,
    },
  })),
  'DELETE /api/v1/hor/preset/:id': s((x) => ({ path: `/hor/preset/${x.ids.crewPreset}` }), {
    ownerOnly: true,
  }),
  'POST /api/v1/hor/preset/:id': s(
    (x) => ({
      path: `/hor/preset/${x.ids.crewPreset}`,
      body: { yachtId: x.vessel, name: 'Renamed', binary: WATCH, isDefault: false },
    }),
    { ownerOnly: true },
  ),

  // Vessel-wide hours of rest
  'POST /api/v1/hor/countersign/check': s((x) => ({
    path: '/hor/countersign/check',
    body: { userId: x.user, yachtId: x.vessel, month: '2026-10' },
  })),
  'POST /api/v1/hor/countersign/check/': s((x) => ({
    path: '/hor/countersign/check/',
    body: { userId: x.user, yachtId: x.vessel, month: '2026-10' },
  })),
  'POST /api/v1/hor/compliance/weekly/:yacht': s((x) => ({
    path: `/hor/compliance/weekly/${x.vessel}`,
    body: { Date: '2026-10-15' },
  })),
  'GET /api/v1/hor/compliance/daily/:yacht/:date': s((x) => ({
    path: `/hor/compliance/daily/${x.vessel}/${DAY}`,
  })),
  'GET /api/v1/hor/guide/:yacht': s((x) => ({ path: `/hor/guide/${x.vessel}` })),
  'POST /api/v1/hor/guide/:yacht': s((x) => ({
    path: `/hor/guide/${x.vessel}`,
    body: { text: 'Log by 10:00.' },
  })),
  'GET /api/v1/yacht/:id/details': s((x) => ({ path: `/yacht/${x.vessel}/details` })),
  'PUT /api/v1/yacht/:id/details': s((x) => ({
    path: `/yacht/${x.vessel}/details`,
    body: { flagState: 'Malta' },
  })),
  // Clock changes on passage (issue 33): the delete is of a date with none, so the allowed get a 404.
  [`GET ${CLOCK}`]: s((x) => ({ path: `/hor/clock-changes/${x.vessel}` })),
  [`POST ${CLOCK}`]: s((x) => ({
    path: `/hor/clock-changes/${x.vessel}`,
    body: { date: DAY, at: '02:00', minutes: -60 },
  })),
  [`DELETE ${CLOCK}/:date{[0-9]{4}-[0-9]{2}-[0-9]{2}}`]: s((x) => ({
    path: `/hor/clock-changes/${x.vessel}/2026-01-01`,
  })),
  'GET /api/v1/hor/settings/:yacht': s((x) => ({ path: `/hor/settings/${x.vessel}` })),
  'POST /api/v1/hor/settings/:yacht': s((x) => ({
    path: `/hor/settings/${x.vessel}`,
    body: { nonComplianceCommentsRequired: true },
  })),
  'GET /api/v1/hor/exception/:yacht': s((x) => ({ path: `/hor/exception/${x.vessel}` })),
  'POST /api/v1/hor/exception/:yacht': s((x) => ({
    path: `/hor/exception/${x.vessel}`,
    body: { periods: [{ from: '2026-11-02', to: '2026-11-15', userIds: [x.user] }] },
  })),
  'GET /api/v1/hor/language/:yacht': s((x) => ({ path: `/hor/language/${x.vessel}` })),
  'POST /api/v1/hor/language/:yacht': s((x) => ({
    path: `/hor/language/${x.vessel}`,
    body: { language: 'es' },
  })),
  'GET /api/v1/hor/alerts/:yacht': s((x) => ({ path: `/hor/alerts/${x.vessel}` })),
  'POST /api/v1/hor/alerts/:yacht': s((x) => ({
    path: `/hor/alerts/${x.vessel}`,
    body: { onSignOff: false, onNonCompliance: false, emails: [] },
  })),

  // The caller's own signature image
  'GET /api/v1/hor/digital-signature': s(() => ({ path: '/hor/digital-signature' })),
  'POST /api/v1/hor/digital-signature': s(() => ({ path: '/hor/digital-signature', raw: PNG })),
  'POST /api/v1/hor/digital-signature/opt-out': s(() => ({
    path: '/hor/digital-signature/opt-out',
    body: { optOut: false },
  })),

  // Approval group (the captain as the member: the demo crew member must stay out of it)
  'GET /api/v1/hor/approvalGroup/list/:yacht': s((x) => ({ path: `/hor/approvalGroup/list/${x.vessel}` })),
  'GET /api/v1/hor/approvalGroup/isMember/:yacht': s((x) => ({
    path: `/hor/approvalGroup/isMember/${x.vessel}`,
  })),
  'GET /api/v1/hor/approvalGroup/eligible/:yacht': s((x) => ({
    path: `/hor/approvalGroup/eligible/${x.vessel}?searchStr=a&maxResults=5`,
  })),
  'PUT /api/v1/hor/approvalGroup/department/:yacht': s((x) => ({
    path: `/hor/approvalGroup/department/${x.vessel}`,
    body: { userID: x.ids.captain, departmentID: x.ids.department },
  })),
  'DELETE /api/v1/hor/approvalGroup/department/:yacht': s((x) => ({
    path: `/hor/approvalGroup/department/${x.vessel}`,
    body: { userID: x.ids.captain, departmentID: x.ids.department },
  })),
  'DELETE /api/v1/hor/approvalGroup/departments/:yacht': s((x) => ({
    path: `/hor/approvalGroup/departments/${x.vessel}?userID=${x.ids.captain}`,
  })),
  'PUT /api/v1/hor/approvalGroup/:yacht/:user': s((x) => ({
    path: `/hor/approvalGroup/${x.vessel}/${x.ids.captain}`,
    body: { watchkeeper: false },
  })),
  'DELETE /api/v1/hor/approvalGroup/:yacht/:user': s((x) => ({
    path: `/hor/approvalGroup/${x.vessel}/${x.ids.captain}`,
  })),
};
