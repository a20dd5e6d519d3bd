import { type RouteSample, s } from './route-sample-kit';

/**
 * The reports routes' sample requests (doc 3, section 7), part of ROUTE_SAMPLES: the captain's
 * crew record on a crew and guest list of a short trip, its e-mail, the crew list, the last
 * generated and a report failed message.
 */
const YACHT = '{[0-9]{1,10}}';
const TRIP = {
  portOfDeparture: 'Antibes',
  departureDate: '2026-11-20',
  portOfArrival: 'Palma',
  arrivalDate: '2026-11-22',
};

export const REPORT_ROUTE_SAMPLES: Record<string, RouteSample> = {
  'GET /api/v1/cmspages/:page{[A-Za-z]{1,40}\\.aspx}': s((x) => ({
    path: `/cmspages/yachtcrewreport.aspx?report=crewandguests&yachtid=${x.vessel}&crew=${x.ids.crewIds[x.ids.captain] ?? 1}&pod=Antibes&poa=Palma&depDate=2026-11-20&arrDate=2026-11-22`,
  })),
  [`GET /api/v1/reportCrewList/:yachtId${YACHT}`]: s((x) => ({ path: `/reportCrewList/${x.vessel}` })),
  'POST /api/v1/emailreport': s((x) => ({
    path: '/emailreport',
    body: {
      yachtId: x.vessel,
      reportType: 'crewandguests',
      crewList: [x.ids.crewIds[x.ids.captain] ?? 1],
      ...TRIP,
    },
  })),
  [`GET /api/v1/reportslastgenerated/:yachtId${YACHT}`]: s((x) => ({
    path: `/reportslastgenerated/${x.vessel}`,
  })),
  'POST /api/v1/reports/failed': s((x) => ({
    path: '/reports/failed',
    body: { yachtId: x.vessel, reportType: 'salaryhistory', message: 'The download stopped half way.' },
  })),
};
