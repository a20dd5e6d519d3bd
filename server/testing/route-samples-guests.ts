import { demoGuestId } from '../src/seed/demo-guests';
import { type RouteSample, s } from './route-sample-kit';

/**
 * The guest routes' sample requests (doc 3: reports/guest-details), part of ROUTE_SAMPLES. The
 * add makes a new guest; the edit saves the demo guest Helena Whitmore as she is (on the vessel
 * with the demo guests; elsewhere it is not found); the delete is about a guest nobody has, so
 * those let in get a 404 and the demo guests stay.
 */
const YACHT = '{[0-9]{1,10}}';
const GUEST = '{[0-9A-Za-z]{10,40}}';
const LIST = `/api/v1/guests/onyacht/:yachtId${YACHT}`;
const ONE = `${LIST}/:guestId${GUEST}`;
const NO_GUEST = '01JG0000000000000000000000';

const guest = {
  firstName: 'Helena',
  lastName: 'Whitmore',
  gender: 'f',
  dateOfBirth: '1965-09-02T12:00:00Z',
  placeOfBirth: 'Geneva',
  nationality: 'Swiss',
  residenceAddress: '12 Cheyne Walk, London SW3, United Kingdom',
  maritalStatus: 'Married',
  passportNo: 'X1234567',
  passportIssuedAt: 'Geneva',
  passportIssueDate: '2024-05-10T12:00:00Z',
  passportExpDate: '2034-05-10T12:00:00Z',
  portOfEmbarkation: 'Antibes',
  isOnBoard: true,
};

export const GUEST_ROUTE_SAMPLES: Record<string, RouteSample> = {
  [`GET ${LIST}`]: s((x) => ({ path: `/guests/onyacht/${x.vessel}` })),
  [`POST ${LIST}`]: s((x) => ({
    path: `/guests/onyacht/${x.vessel}`,
    body: { ...guest, firstName: 'Sample', lastName: 'Guest', passportNo: 'S1234567' },
  })),
  [`PUT ${ONE}`]: s((x) => ({ path: `/guests/onyacht/${x.vessel}/${demoGuestId(2)}`, body: guest })),
  [`DELETE ${ONE}`]: s((x) => ({ path: `/guests/onyacht/${x.vessel}/${NO_GUEST}` })),
};
