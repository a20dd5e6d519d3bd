import { DAY, freshId, type RouteSample, type SampleContext, s } from './route-sample-kit';

/** The crew routes' sample requests (doc 2), part of ROUTE_SAMPLES. */

/** The crew-on-yacht id of the user the request is about, or an id no one has. */
const crewOf = (x: SampleContext) => x.ids.crewIds[x.user] ?? 2_147_483_000;

export const CREW_ROUTE_SAMPLES: Record<string, RouteSample> = {
  // Crew records (doc 2). A crew id nobody has leads to no vessel: the caller is an outsider.
  'GET /api/v1/crew/statuses': s(() => ({ path: '/crew/statuses' })),
  'GET /api/v1/currencies': s(() => ({ path: '/currencies' })),
  'GET /api/v1/nationality': s(() => ({ path: '/nationality' })),
  'GET /api/v1/countries': s(() => ({ path: '/countries' })),
  'GET /api/v1/crew/onyacht/:yachtId{[0-9]{1,10}}': s((x) => ({ path: `/crew/onyacht/${x.vessel}` })),
  'GET /api/v1/xcrew/onyacht/:yachtId{[0-9]{1,10}}': s((x) => ({
    path: `/xcrew/onyacht/${x.vessel}?months=24`,
  })),
  'GET /api/v1/crew/onyacht/:yachtId{[0-9]{1,10}}/export': s((x) => ({
    path: `/crew/onyacht/${x.vessel}/export`,
  })),
  'GET /api/v1/crew/:yachtId{[0-9]{1,10}}/:crewId{[0-9]{1,10}}': s((x) => ({
    path: `/crew/${x.vessel}/${crewOf(x)}`,
  })),
  'PUT /api/v1/crew/isOnBoard/:yachtId{[0-9]{1,10}}/:crewId{[0-9]{1,10}}/:value{[Tt][Rr][Uu][Ee]|[Ff][Aa][Ll][Ss][Ee]}':
    s((x) => ({
      path: `/crew/isOnBoard/${x.vessel}/${crewOf(x)}/true`,
    })),
  'POST /api/v1/crew/onyacht/:yachtId{[0-9]{1,10}}/order': s((x) => ({
    path: `/crew/onyacht/${x.vessel}/order`,
    body: { orders: [] },
  })),
  'PUT /api/v1/crewonyacht/:id{[0-9]{1,10}}/personalinformations': s((x) => ({
    path: `/crewonyacht/${crewOf(x)}/personalinformations`,
    body: { firstName: 'Sam', lastName: 'Taylor', phoneNumber: '+44 20 7946 0000', nationality: [1] },
  })),
  'PUT /api/v1/crewonyacht/:id{[0-9]{1,10}}/nok': s((x) => ({
    path: `/crewonyacht/${crewOf(x)}/nok`,
    body: { nokName: 'Alex Taylor', nokEmail: 'alex@example.com' },
  })),
  'PUT /api/v1/crewonyacht/:id{[0-9]{1,10}}/bankdetails': s((x) => ({
    path: `/crewonyacht/${crewOf(x)}/bankdetails`,
    body: { bankName: 'Harbour Bank', bankIban: 'GB00HRBK0000' },
  })),
  'PUT /api/v1/crewonyacht/:id{[0-9]{1,10}}/positiondetails': s((x) => ({
    path: `/crewonyacht/${crewOf(x)}/positiondetails`,
    body: { departmentId: x.ids.department, customId: 'SW-1' },
  })),
  // Prospective without force, for someone who has started: refused with the spec's warning.
  'PUT /api/v1/crewonyacht/:id{[0-9]{1,10}}/assignstate': s((x) => ({
    path: `/crewonyacht/${crewOf(x)}/assignstate`,
    body: { stateId: -1 },
  })),
  'GET /api/v1/salary/:id{[0-9]{1,10}}/history': s((x) => ({ path: `/salary/${crewOf(x)}/history` })),
  'POST /api/v1/salary/crewonyacht/:id{[0-9]{1,10}}': s((x) => ({
    path: `/salary/crewonyacht/${crewOf(x)}`,
    body: { salaryId: freshId('01JSAL'), amount: '4200.00', currencyId: 1, isBonus: false, changeDate: DAY },
  })),
  'GET /api/v1/leaveincrement/:id{[0-9]{1,10}}/history': s((x) => ({
    path: `/leaveincrement/${crewOf(x)}/history`,
  })),
  'POST /api/v1/leaveincrement/crewonyacht/:id{[0-9]{1,10}}': s((x) => ({
    path: `/leaveincrement/crewonyacht/${crewOf(x)}`,
    body: { incrementId: freshId('01JLVE'), amount: 30, changeDate: DAY },
  })),
  'GET /api/v1/departments/onyacht/:yachtId{[0-9]{1,10}}': s((x) => ({
    path: `/departments/onyacht/${x.vessel}`,
  })),
  'GET /api/v1/positions/onyacht/:yachtId{[0-9]{1,10}}': s((x) => ({
    path: `/positions/onyacht/${x.vessel}`,
  })),
  'POST /api/v1/departments': s((x) => ({
    path: '/departments',
    body: { name: freshId('Dept '), yachtId: x.vessel },
  })),
  'POST /api/v1/positions': s((x) => ({
    path: '/positions',
    body: { name: freshId('Position '), yachtId: x.vessel, departmentId: x.ids.department },
  })),
  'PUT /api/v1/departments/:id{[0-9]{1,10}}/:yachtId{[0-9]{1,10}}': s((x) => ({
    path: `/departments/${x.ids.department}/${x.vessel}`,
    body: { name: 'Deck' },
  })),
  'PUT /api/v1/positions/:id{[0-9]{1,10}}/:yachtId{[0-9]{1,10}}': s((x) => ({
    path: `/positions/${x.ids.position}/${x.vessel}`,
    body: { name: 'Captain', departmentId: x.ids.department },
  })),
  // In use by crew: refused with the spec's message, and kept.
  'DELETE /api/v1/departments/:id{[0-9]{1,10}}/:yachtId{[0-9]{1,10}}': s((x) => ({
    path: `/departments/${x.ids.department}/${x.vessel}`,
  })),
  'DELETE /api/v1/positions/:id{[0-9]{1,10}}/:yachtId{[0-9]{1,10}}': s((x) => ({
    path: `/positions/${x.ids.position}/${x.vessel}`,
  })),
  'PUT /api/v1/DeparmentAndPosition/:yachtId{[0-9]{1,10}}': s((x) => ({
    path: `/DeparmentAndPosition/${x.vessel}`,
    body: { departments: [x.ids.department], positions: [x.ids.position] },
  })),
  // The add-crew wizard: a new person on each call (a known address would be 'already on this vessel').
  'POST /api/v1/crew/wizard/checkifexists': s((x) => ({
    path: '/crew/wizard/checkifexists',
    body: { email: 'crew@demo.yacht', yachtId: x.vessel },
  })),
  'POST /api/v1/crew/wizard/step1': s((x) => {
    const key = freshId('01JWIZ');
    return {
      path: '/crew/wizard/step1',
      body: {
        wizardKey: key,
        yachtId: x.vessel,
        email: `${key.toLowerCase()}@example.com`,
        firstName: 'Robin',
        lastName: 'Hale',
        // The demo's first role, Crew.
        level: 1,
        departmentsId: x.ids.department,
        positionId: x.ids.position,
        status: 1,
        startDate: DAY,
      },
    };
  }),
  // A crew record no wizard made: 404 for those allowed (the profile's popups edit it).
  'POST /api/v1/crew/wizard/step2/:crewOnYachtId{[0-9]{1,10}}': s((x) => ({
    path: `/crew/wizard/step2/${crewOf(x)}`,
    body: { customId: 'SW-9', salary: '3000', salaryId: freshId('01JSAL') },
  })),
  'POST /api/v1/crew/wizard/step3/:crewOnYachtId{[0-9]{1,10}}': s((x) => ({
    path: `/crew/wizard/step3/${crewOf(x)}`,
    body: { phoneNumber: '+44 20 7946 0000', nokName: 'Alex Hale', bankName: 'Harbour Bank' },
  })),
  // Requirements (doc 2): a position's and the vessel's, read and set by level 4.
  'GET /api/v1/requirements/types': s(() => ({ path: '/requirements/types' })),
  'GET /api/v1/requirements/forposition/:positionId{[0-9]{1,10}}': s((x) => ({
    path: `/requirements/forposition/${x.ids.position}`,
  })),
  'PUT /api/v1/requirements/forposition/:positionId{[0-9]{1,10}}': s((x) => ({
    path: `/requirements/forposition/${x.ids.position}`,
    body: [{ requirementTypeId: 1, positionId: x.ids.position, yachtId: x.vessel }],
  })),
  'GET /api/v1/requirements/foryacht/:yachtId{[0-9]{1,10}}': s((x) => ({
    path: `/requirements/foryacht/${x.vessel}`,
  })),
  'PUT /api/v1/requirements/foryacht/:yachtId{[0-9]{1,10}}': s((x) => ({
    path: `/requirements/foryacht/${x.vessel}`,
    body: [{ requirementTypeId: 3, yachtId: x.vessel }],
  })),
  'GET /api/v1/crewonyacht/:id{[0-9]{1,10}}/photo': s((x) => ({ path: `/crewonyacht/${crewOf(x)}/photo` })),
  'POST /api/v1/crewonyacht/:id{[0-9]{1,10}}/photo': s((x) => ({
    path: `/crewonyacht/${crewOf(x)}/photo`,
    body: { fileName: 'me.png', content: 'data:image/png;base64,iVBORw0KGgo=' },
  })),
  // Crew documents (doc 2). A document id nobody has passes the policy and is not found.
  'GET /api/v1/documents/categories': s(() => ({ path: '/documents/categories' })),
  'GET /api/v1/documents/onyacht/:yachtId{[0-9]{1,10}}': s((x) => ({
    path: `/documents/onyacht/${x.vessel}`,
  })),
  'GET /api/v1/xdocuments/onyacht/:yachtId{[0-9]{1,10}}': s((x) => ({
    path: `/xdocuments/onyacht/${x.vessel}`,
  })),
  'GET /api/v1/documents/history/onyacht/:yachtId{[0-9]{1,10}}': s((x) => ({
    path: `/documents/history/onyacht/${x.vessel}`,
  })),
  'GET /api/v1/documents/history/restore/:yachtId{[0-9]{1,10}}/:id': s((x) => ({
    path: `/documents/history/restore/${x.vessel}/${freshId('01JDOC')}`,
  })),
  'GET /api/v1/documents/crewonyacht/:id{[0-9]{1,10}}': s((x) => ({
    path: `/documents/crewonyacht/${crewOf(x)}`,
  })),
  'GET /api/v1/documents/zip/:id{[0-9]{1,10}}': s((x) => ({ path: `/documents/zip/${crewOf(x)}` })),
  'POST /api/v1/documents/crew/:yachtId{[0-9]{1,10}}/:crewId{[0-9]{1,10}}': s((x) => ({
    path: `/documents/crew/${x.vessel}/${crewOf(x)}`,
    body: {
      documentId: freshId('01JDOC'),
      fileId: x.ids.files[x.user] ?? freshId('01JF'),
      fileName: 'scan.png',
      categoryId: 102,
    },
  })),
  'PUT /api/v1/documents/detail/:yachtId{[0-9]{1,10}}/:id': s((x) => ({
    path: `/documents/detail/${x.vessel}/${freshId('01JDOC')}`,
    body: { categoryId: 102, name: 'References' },
  })),
  'PUT /api/v1/documents/:yachtId{[0-9]{1,10}}/:id': s((x) => ({
    path: `/documents/${x.vessel}/${freshId('01JDOC')}`,
    body: { isVerified: true },
  })),
  'DELETE /api/v1/documents/:yachtId{[0-9]{1,10}}/:id': s((x) => ({
    path: `/documents/${x.vessel}/${freshId('01JDOC')}`,
  })),
  // The rest of the crew calls (crew-more.ts). A salary id nobody has leads to no vessel.
  'PUT /api/v1/crewonyacht/:id{[0-9]{1,10}}/assignposition/:positionId{[0-9]{1,10}}': s((x) => ({
    path: `/crewonyacht/${crewOf(x)}/assignposition/${x.ids.position}`,
  })),
  'PUT /api/v1/crewonyacht/:id{[0-9]{1,10}}/assigndepartment/:departmentId{[0-9]{1,10}}': s((x) => ({
    path: `/crewonyacht/${crewOf(x)}/assigndepartment/${x.ids.department}`,
  })),
  'PUT /api/v1/salary/:id{[^/]{10,200}}': s((x) => ({
    path: `/salary/${x.ids.salaries[x.user] ?? freshId('01JSAL')}`,
    body: { amount: '4300.00', currencyId: 1, isBonus: false, changeDate: DAY, comment: 'Review' },
  })),
  // Steps 1 and 2 of the form in one call; no pay (level 4 adds crew, pay is level 5's).
  'POST /api/v1/crew': s((x) => {
    const key = freshId('01JADD');
    return {
      path: '/crew',
      body: {
        yachtId: x.vessel,
        email: `${key.toLowerCase()}@example.com`,
        firstName: 'Robin',
        lastName: 'Hale',
        level: 1,
        departmentsId: x.ids.department,
        positionId: x.ids.position,
        status: 1,
        startDate: DAY,
        customId: 'SW-7',
        portOfEmbarkation: 'Palma',
      },
    };
  }),
  // To the vessel they are on: refused ('Choose another vessel.'), so the crew stays as it is.
  'POST /api/v1/crewonyacht/:id{[0-9]{1,10}}/transfer': s((x) => ({
    path: `/crewonyacht/${crewOf(x)}/transfer`,
    body: { yachtId: x.vessel, positionId: x.ids.position, salary: '3000', leave: 30, currency: 1 },
  })),
  'PUT /api/v1/crew/:yachtId{[0-9]{1,10}}/:crewId{[0-9]{1,10}}/EditUserAccessLevel/:level{[0-9]{1,10}}': s(
    (x) => ({ path: `/crew/${x.vessel}/${crewOf(x)}/EditUserAccessLevel/2147483000` }),
  ),
};
