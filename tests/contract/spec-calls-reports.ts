import { expect } from 'vitest';
import type { ContractContext, SpecCall } from './spec-call-kit';

const CREW_ROW = ['crewID', 'firstName', 'lastName', 'hasLeaveProfile', 'order'];
/** The spec's guest (doc 3, section 3). */
const GUEST =
  `id firstName lastName gender dateOfBirth placeOfBirth nationality residenceAddress maritalStatus
  passportNo passportIssuedAt passportIssueDate passportExpDate portOfEmbarkation isOnBoard yachtId`.split(
    /\s+/,
  );
/**
 * The spec's vessel details (doc 3, section 3; draft and the colours: doc 2), unset ones as null; its do-not-show-again flag is
 * the device's own (see docs/api-differences/hours-of-rest-reports.md).
 */
const VESSEL_DETAILS =
  `registration registrationNo portOfRegistry insurer owningCompany ownerAddress imoNumber
  callSign mmsi grossTonnage netTonnage loa beam propulsion berths flagState codename id currentCrewStatus
  canAccessRequirements shipsStamp draft superstructureColour hullColour`.split(/\s+/);
const TRIP = {
  portOfDeparture: 'Antibes',
  departureDate: '2026-11-20',
  portOfArrival: 'Portofino',
  arrivalDate: '2026-11-21',
};
const guestsOf = async (x: ContractContext) => {
  const res = await x.s.request(`/guests/onyacht/${x.aurora}`, { token: x.token.captain });
  return (await res.json()) as { id: string; firstName: string; passportNo: string }[];
};
const A_GUEST = {
  firstName: 'Ada',
  lastName: 'Lovelace',
  gender: 'f',
  dateOfBirth: '1990-12-10',
  placeOfBirth: 'London',
  nationality: 'British',
  residenceAddress: '12 St James Square, London',
  maritalStatus: 'Married',
  passportNo: 'GB1234567',
  passportIssuedAt: 'London',
  passportIssueDate: '2020-01-15',
  passportExpDate: '2030-01-15',
  portOfEmbarkation: 'Antibes',
  isOnBoard: 1,
};

/** Reports and guests, doc 3 section 7. */
export const REPORT_CALLS: readonly SpecCall[] = [
  {
    call: 'GET /reportCrewList/{yachtId}',
    as: 'captain',
    request: (x) => ({ path: `/reportCrewList/${x.aurora}?wasCrewXMonthsAgo=12&reportName=crewandguests` }),
    fields: CREW_ROW,
    readBack: (x, answer) => {
      x.kept.crewList = (answer as { crewID: number }[]).slice(0, 2).map((r) => r.crewID);
    },
  },
  {
    call: 'GET /reportCrewList/{yachtId} (from, to)',
    as: 'captain',
    request: (x) => ({
      path: `/reportCrewList/${x.aurora}?from=2025-11-15&to=2026-11-15&reportName=crewandguests`,
    }),
    fields: CREW_ROW,
  },
  {
    call: 'POST /guests/onyacht/{yachtId}',
    as: 'captain',
    request: (x) => ({ method: 'POST', path: `/guests/onyacht/${x.aurora}`, body: A_GUEST }),
    fields: GUEST,
    readBack: async (x, answer) => {
      x.kept.guestId = (answer as { id: string }).id;
      expect((await guestsOf(x)).map((g) => g.id)).toContain(x.kept.guestId);
    },
  },
  {
    call: 'GET /guests/onyacht/{yachtId}',
    as: 'captain',
    request: (x) => ({ path: `/guests/onyacht/${x.aurora}` }),
    fields: GUEST,
  },
  {
    call: 'PUT /guests/onyacht/{yachtId}/{guestId}',
    as: 'captain',
    request: (x) => ({
      method: 'PUT',
      path: `/guests/onyacht/${x.aurora}/${x.kept.guestId}`,
      body: { ...A_GUEST, id: x.kept.guestId, yachtId: x.aurora, passportNo: 'GB7654321' },
    }),
    fields: GUEST,
    readBack: async (x) =>
      expect((await guestsOf(x)).find((g) => g.id === x.kept.guestId)?.passportNo).toBe('GB7654321'),
  },
  {
    call: 'GET /cmspages/{report page}.aspx (crew and guests)',
    as: 'captain',
    request: (x) => ({
      path:
        `/cmspages/yachtcrewreport.aspx?accessToken=${x.token.captain}&report=crewandguests&yachtid=${x.aurora}` +
        `&crew=${(x.kept.crewList as number[]).join(',')}&guest=${x.kept.guestId}` +
        `&pod=${TRIP.portOfDeparture}&poa=${TRIP.portOfArrival}&depDate=${TRIP.departureDate}&arrDate=${TRIP.arrivalDate}`,
    }),
    readBack: (_x, answer) => expect(typeof answer).toBe('string'),
  },
  {
    call: 'GET /cmspages/AccessCardReport.aspx',
    as: 'captain',
    request: (x) => ({
      path: `/cmspages/AccessCardReport.aspx?report=accesscards&yachtid=${x.aurora}&crew=${(x.kept.crewList as number[]).join(',')}`,
    }),
  },
  {
    call: 'GET /cmspages/CrewIssuesReport.aspx',
    as: 'captain',
    request: (x) => ({
      path: `/cmspages/CrewIssuesReport.aspx?report=crewissues&yachtid=${x.aurora}&crew=${(x.kept.crewList as number[]).join(',')}`,
    }),
  },
  {
    call: 'POST /emailreport',
    as: 'captain',
    request: (x) => ({
      method: 'POST',
      path: '/emailreport',
      body: {
        yachtId: x.aurora,
        reportType: 'crewandguests',
        crewList: x.kept.crewList,
        guestList: [x.kept.guestId],
        ...TRIP,
      },
    }),
    readBack: (x) => expect(x.s.mail.sent.at(-1)?.attachments?.length).toBe(1),
  },
  {
    call: 'GET /reportslastgenerated/{yachtId}',
    as: 'captain',
    request: (x) => ({ path: `/reportslastgenerated/${x.aurora}` }),
    readBack: (_x, answer) => expect(JSON.stringify(answer)).toContain('crewandguests'),
  },
  {
    call: 'DELETE /guests/onyacht/{yachtId}/{guestId}',
    as: 'captain',
    request: (x) => ({ method: 'DELETE', path: `/guests/onyacht/${x.aurora}/${x.kept.guestId}` }),
    readBack: async (x) => expect((await guestsOf(x)).map((g) => g.id)).not.toContain(x.kept.guestId),
  },
  {
    // Before any is set: every field answered, as null; the caller's flags (no crew role there).
    call: 'GET /yacht/{id}/details',
    as: 'fleet',
    request: (x) => ({ path: `/yacht/${x.meridian}/details` }),
    fields: VESSEL_DETAILS,
    readBack: (x, answer) => {
      expect(answer).toMatchObject({ currentCrewStatus: -1, canAccessRequirements: true, imoNumber: null });
      x.kept.meridianDetails = answer;
    },
  },
  {
    // What the GET answered, sent back with one field changed (its nulls, id, codename and flags).
    call: 'PUT /yacht/{id}/details',
    as: 'fleet',
    request: (x) => ({
      method: 'PUT',
      path: `/yacht/${x.meridian}/details`,
      body: { ...(x.kept.meridianDetails as object), callSign: 'ZCME4' },
    }),
    readBack: async (x) => {
      const res = await x.s.request(`/yacht/${x.meridian}/details`, { token: x.token.fleet });
      expect(await res.json()).toMatchObject({ callSign: 'ZCME4', registration: null });
    },
  },
  {
    // The caller's flags: crew, current crew, no requirements.
    call: 'GET /yacht/{id}/details',
    as: 'crew',
    request: (x) => ({ path: `/yacht/${x.aurora}/details` }),
    fields: VESSEL_DETAILS,
    readBack: (_x, answer) =>
      expect(answer).toMatchObject({ currentCrewStatus: 1, canAccessRequirements: false }),
  },
  {
    call: 'PUT /yacht/{id}/details',
    as: 'captain',
    request: (x) => ({
      method: 'PUT',
      path: `/yacht/${x.aurora}/details`,
      body: {
        registrationNo: '742531',
        portOfRegistry: 'George Town',
        berths: 12,
        shipsStamp: 'data:image/png;base64,AAAA',
      },
    }),
    readBack: async (x) => {
      const res = await x.s.request(`/yacht/${x.aurora}/details`, { token: x.token.captain });
      expect(await res.json()).toMatchObject({
        registrationNo: '742531',
        portOfRegistry: 'George Town',
        berths: 12,
      });
    },
  },
  {
    call: 'GET /yacht/{id}/details',
    as: 'captain',
    request: (x) => ({ path: `/yacht/${x.aurora}/details` }),
    fields: VESSEL_DETAILS,
    // The PUT before sent three fields: the ones it left out (the seeded MMSI) are kept.
    readBack: (_x, answer) =>
      expect(answer).toMatchObject({
        canAccessRequirements: true,
        registrationNo: '742531',
        mmsi: expect.any(Number),
      }),
  },
];
