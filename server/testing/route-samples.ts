import { freshId, type RouteSample, type SampleRequest, s } from './route-sample-kit';
import { CERT_ROUTE_SAMPLES } from './route-samples-certs';
import { CREW_ROUTE_SAMPLES } from './route-samples-crew';
import { DOCS_ROUTE_SAMPLES } from './route-samples-docs';
import { GUEST_ROUTE_SAMPLES } from './route-samples-guests';
import { HOR_ROUTE_SAMPLES } from './route-samples-hor';
import { LEAVE_ROUTE_SAMPLES } from './route-samples-leave';
import { LEAVE_SPEC_ROUTE_SAMPLES } from './route-samples-leave-spec';
import { REPORT_ROUTE_SAMPLES } from './route-samples-reports';

export type { RouteSample, SampleContext, SampleIds, SampleRequest } from './route-sample-kit';

const PASSWORD = 'Demo1234';

/**
 * One well-formed request per API route, keyed as the route table lists it, for the route ×
 * role test and the fuzz test. A new route without an entry here fails both.
 */
export const ROUTE_SAMPLES: Record<string, RouteSample> = {
  // Account and session
  'GET /api/v1/health': s(() => ({ path: '/health' })),
  'POST /api/v1/login': s(() => ({ path: '/login', body: { username: 'nobody@demo.yacht', password: 'x' } })),
  'POST /api/v1/loginuser': s(() => ({ path: '/loginuser', body: { token: 'no-such-token' } })),
  'POST /api/v1/refreshtoken': s(() => ({ path: '/refreshtoken', body: { refreshToken: 'not-a-token' } })),
  'GET /api/v1/logout': s(() => ({ path: '/logout' }), { endsSession: true }),
  'GET /api/v1/me': s(() => ({ path: '/me' })),
  'POST /api/v1/verifypassword': s(() => ({ path: '/verifypassword', body: { password: PASSWORD } })),
  'POST /api/v1/resetpassword': s(() => ({
    path: '/resetpassword',
    body: { email: 'nobody@nowhere.example' },
  })),
  'POST /api/v1/restresetpassword/:target{[A-Za-z0-9_-]{1,200}}': s((x) => ({
    path: `/restresetpassword/${x.user}`,
    body: { password: 'Harbour2027', hash: 'not-a-link' },
  })),
  // A confirmation that differs: checked before the old password, so the demo passwords stay.
  'POST /api/v1/changepassword': s(() => ({
    path: '/changepassword',
    body: { oldPassword: PASSWORD, newPassword: 'Harbour2027', confirmPassword: 'Harbour2028' },
  })),
  'POST /api/v1/devices/keys': s(() => ({
    path: '/devices/keys',
    body: { publicJwk: { kty: 'EC', crv: 'P-256', x: 'x'.repeat(43), y: 'y'.repeat(43) } },
  })),
  // Two-factor: a challenge nobody was given answers 400; the 2FA actions name the user.
  'POST /api/v1/setUpWhatsApp': s((x) => ({
    path: '/setUpWhatsApp',
    body: { challenge: 'not-a-challenge', userId: x.user, number: '+447700900123' },
  })),
  // One's own 2FA: the demo users have none, so 'off' changes nothing and 'recovery' answers 400.
  'GET /api/v1/me/twofactor': s(() => ({ path: '/me/twofactor' })),
  'POST /api/v1/me/twofactor/setup': s(() => ({ path: '/me/twofactor/setup', body: { password: PASSWORD } })),
  'POST /api/v1/me/twofactor/off': s(() => ({ path: '/me/twofactor/off', body: { password: PASSWORD } })),
  'POST /api/v1/me/twofactor/recovery': s(() => ({
    path: '/me/twofactor/recovery',
    body: { password: PASSWORD },
  })),
  'POST /api/v1/sendWhatsApp': s(() => ({ path: '/sendWhatsApp', body: { challenge: 'not-a-challenge' } })),
  'POST /api/v1/setUpTotp': s((x) => ({
    path: '/setUpTotp',
    body: { challenge: 'not-a-challenge', userId: x.user },
  })),
  'POST /api/v1/verifyWhatsApp': s((x) => ({
    path: '/verifyWhatsApp',
    body: { challenge: 'not-a-challenge', userId: x.user, code: '123456' },
  })),
  'PUT /api/v1/whatsapprequirements': s((x) => ({
    path: '/whatsapprequirements',
    body: { yachtId: x.vessel, users: [x.ids.shipmate], required: false },
  })),
  'PUT /api/v1/removewhatsapp': s((x) => ({
    path: '/removewhatsapp',
    body: { yachtId: x.vessel, users: [x.ids.shipmate] },
  })),
  // Registration: an address already registered answers 400, and nothing is created.
  'POST /api/v1/utils/checkemail': s(() => ({
    path: '/utils/checkemail',
    body: { email: 'crew@demo.yacht' },
  })),
  'POST /api/v1/utils/checkpassword': s(() => ({
    path: '/utils/checkpassword',
    body: { password: 'Harbour2027' },
  })),
  'POST /api/v1/users/register': s(() => ({
    path: '/users/register',
    body: {
      user: {
        firstName: 'Reg',
        lastName: 'Istered',
        email: 'crew@demo.yacht',
        phone: '+44 20 7946 0000',
        newPassword: 'Harbour2027',
        agreedWithTerms: true,
      },
      yacht: { type: 1, yachtName: 'M/Y Sample' },
    },
  })),
  'GET /api/v1/yacht/getvesseltypes': s(() => ({ path: '/yacht/getvesseltypes' })),
  'POST /api/v1/terms/accept': s(() => ({ path: '/terms/accept' })),
  'GET /api/v1/fleet': s(() => ({ path: '/fleet' })),
  'GET /api/v1/fleet/welcome': s(() => ({ path: '/fleet/welcome' })),
  'GET /api/v1/yacht/:id/welcome': s((x) => ({ path: `/yacht/${x.vessel}/welcome` })),
  'GET /api/v1/yacht/:id/leave-fleet': s((x) => ({ path: `/yacht/${x.vessel}/leave-fleet` })),
  // An id no one has: the policy lets the caller through and validation stops there (a real
  // leave would end the caller's role for the rest of the run).
  'POST /api/v1/yacht/leave-fleet': s((x) => ({
    path: '/yacht/leave-fleet',
    body: { yachtId: x.vessel, userIds: [0] },
  })),
  'POST /api/v1/yacht/request': s(() => ({
    path: '/yacht/request',
    body: {
      vesselType: 1,
      vesselName: 'M/Y Sample',
      crewNumber: 12,
      loaMT: 45.5,
      comment: 'Refit ends in May',
    },
  })),
  'GET /api/v1/modules': s((x) => ({ path: `/modules?yachtId=${x.vessel}` })),
  // Hours of rest stays on (switching it off would close the module for the routes after).
  'POST /api/v1/modules': s((x) => ({
    path: '/modules',
    body: { yachtId: x.vessel, moduleId: 1, isActive: true },
  })),
  'GET /api/v1/groupdetails/:id': s((x) => ({ path: `/groupdetails/${x.ids.group}` })),
  'PUT /api/v1/groupdetails/:id': s((x) => ({
    path: `/groupdetails/${x.ids.group}`,
    body: {
      name: 'Blue Water Yachting Ltd',
      contact: 'Fiona Grant',
      email: 'accounts@bluewater.example',
      addressLine1: '1 Harbour Road',
      city: 'Southampton',
      zip: 'SO14 2AQ',
      state: 'Hampshire',
      country: 'United Kingdom',
      vatID: 'GB123456789',
    },
  })),
  // A message id no one may have: signed in, the caller gets 404 for another's or a missing one.
  'GET /api/v1/notifications': s(() => ({ path: '/notifications' })),
  'GET /api/v1/notifications/viewed/:id': s(() => ({ path: '/notifications/viewed/999999' })),
  'DELETE /api/v1/notifications/:id': s(() => ({ path: '/notifications/999999' })),
  'POST /api/v1/notification': s((x) => ({
    path: '/notification',
    body: { yachtId: x.vessel, header: 'Drill at 14:00', text: 'Muster at the tender garage.' },
  })),
  'GET /api/v1/status': s(() => ({ path: '/status' })),
  'GET /api/v1/status/foryacht/:yachtId': s((x) => ({ path: `/status/foryacht/${x.vessel}` })),
  'POST /api/v1/support': s((x) => ({
    path: '/support',
    body: {
      yachtId: x.vessel,
      name: 'Sam Crew',
      phoneNumber: '+441234567',
      message: 'The printer is offline.',
    },
  })),
  'GET /api/v1/textpage/:codename{[a-z0-9-]{1,60}}': s(() => ({ path: '/textpage/privacy-policy' })),
  // Users administration. The crew member stays on board: a removal names a far end date.
  'GET /api/v1/issues/:yachtId{[0-9]{1,10}}': s((x) => ({ path: `/issues/${x.vessel}` })),
  'GET /api/v1/issues/:yachtId{[0-9]{1,10}}/:crewId{[0-9]{1,10}}': s((x) => ({
    // A crew record id (GET /crew/{yachtId}/{crewId}'s), not a user id.
    path: `/issues/${x.vessel}/${x.ids.crewIds[x.user] ?? 2_147_483_000}`,
  })),
  'GET /api/v1/issues/:yachtId{[0-9]{1,10}}/export': s((x) => ({ path: `/issues/${x.vessel}/export` })),
  ...CREW_ROUTE_SAMPLES,
  ...LEAVE_ROUTE_SAMPLES,
  ...LEAVE_SPEC_ROUTE_SAMPLES,
  ...CERT_ROUTE_SAMPLES,
  ...DOCS_ROUTE_SAMPLES,
  ...GUEST_ROUTE_SAMPLES,
  ...REPORT_ROUTE_SAMPLES,
  'GET /api/v1/users': s(() => ({ path: '/users' })),
  'GET /api/v1/users/overview': s(() => ({ path: '/users/overview' })),
  'POST /api/v1/users/checkifexists': s((x) => ({
    path: '/users/checkifexists',
    body: { email: 'crew@demo.yacht', yachtId: x.vessel },
  })),
  'POST /api/v1/users/removefromyacht': s((x) => ({
    path: '/users/removefromyacht',
    body: { userID: x.user, yachtID: x.vessel, endDate: '2099-12-31' },
  })),
  'POST /api/v1/users/removefromallyachts': s((x) => ({
    path: '/users/removefromallyachts',
    body: { yachtId: x.vessel, users: [x.user], endDate: '2099-12-31' },
  })),
  'POST /api/v1/users/assigntoyacht': s((x) => ({
    path: '/users/assigntoyacht',
    body: { users: [x.user], yachtId: x.vessel, role: 1 },
  })),
  // A transfer to the same vessel is refused (400); the policy before it is what this tests.
  'POST /api/v1/users/transfer': s((x) => ({
    path: '/users/transfer',
    body: { userId: x.user, fromYachtId: x.vessel, yachtId: x.vessel },
  })),
  'GET /api/v1/users/:id{[0-9]{1,10}}': s((x) => ({ path: `/users/${x.user}` })),
  'DELETE /api/v1/users/:id{[0-9]{1,10}}': s((x) => ({ path: `/users/${x.user}?endDate=2099-12-31` })),
  'POST /api/v1/users/resetpassword': s((x) => ({
    path: '/users/resetpassword',
    body: { userId: x.user, yachtId: x.vessel },
  })),
  'PUT /api/v1/users/crew-order': s((x) => ({
    path: '/users/crew-order',
    body: { yachtId: x.vessel, users: [x.user] },
  })),
  'PUT /api/v1/users': s((x) => ({
    path: '/users',
    body: {
      userId: x.user,
      yachtId: x.vessel,
      email: `user${x.user}@demo.example`,
      firstName: 'Sam',
      lastName: 'Taylor',
      role: 1,
      departmentId: x.ids.department,
    },
  })),
  'POST /api/v1/users/:yacht{[0-9]{1,10}}': s((x) => ({
    path: `/users/${x.vessel}`,
    body: {
      email: `${freshId('new').toLowerCase()}@demo.example`,
      firstName: 'New',
      lastName: 'Sailor',
      role: 1,
      departmentId: x.ids.department,
      yachts: [x.vessel],
    },
  })),
  'POST /api/v1/sync': s(() => ({ path: '/sync', body: { cursor: 0, ops: [] } })),
  'GET /api/v1/sync/changes': s(() => ({ path: '/sync/changes?since=0' })),

  ...HOR_ROUTE_SAMPLES,

  // Files (tus): start an upload for a record, go on with one's own, download a stored file
  'POST /api/v1/files/uploads': s((x) => ({
    path: '/files/uploads',
    headers: {
      'tus-resumable': '1.0.0',
      'upload-length': '12',
      'upload-metadata': tusMetadata({
        id: freshId('01JFA'),
        vesselId: x.vessel,
        userId: x.user,
        purpose: 'photo',
        name: 'deck.png',
      }),
    },
  })),
  'GET /api/v1/files/uploads/:id': s(
    (x) => ({
      path: `/files/uploads/${x.ids.crewUpload}`,
      headers: { 'tus-resumable': '1.0.0' },
    }),
    { ownerOnly: true },
  ),
  'PATCH /api/v1/files/uploads/:id': s(
    (x) => ({
      path: `/files/uploads/${x.ids.crewUpload}`,
      raw: new Uint8Array([0x89]),
      headers: {
        'tus-resumable': '1.0.0',
        'upload-offset': '0',
        'content-type': 'application/offset+octet-stream',
      },
    }),
    { ownerOnly: true },
  ),
  'GET /api/v1/files/:id': s((x) => ({
    path: `/files/${x.ids.files[x.user] ?? '01JN0000000000000000000000'}`,
  })),
  'GET /api/v1/files/:id/meta': s((x) => ({
    path: `/files/${x.ids.files[x.user] ?? '01JN0000000000000000000000'}/meta`,
  })),
};

/** tus Upload-Metadata: "key base64value,...". */
export const tusMetadata = (m: Record<string, string | number>) =>
  Object.entries(m)
    .map(([k, v]) => `${k} ${Buffer.from(String(v)).toString('base64')}`)
    .join(',');

/** The method of a route key ("POST /api/v1/...") and its sample as a fetch init. */
export function sampleInit(key: string, req: SampleRequest): RequestInit {
  const method = key.slice(0, key.indexOf(' '));
  const headers = req.headers ?? {};
  if (req.raw) return { method, body: req.raw, headers: { 'content-type': 'image/png', ...headers } };
  return req.body === undefined ? { method, headers } : { method, body: JSON.stringify(req.body), headers };
}
