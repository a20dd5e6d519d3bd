import { showFullDate } from '../dates/format';
/**
 * The crew and guest list of a trip (report type 'crewandguests'), in the layout a port authority
 * expects: the IMO FAL Form 5 crew list and FAL Form 6 passenger list. The same model is drawn on
 * the server (download, e-mail) and on the device (offline, at the gangway), so both give the
 * same columns and rows. Pure: dates in, text out.
 */

export interface FalVessel {
  name: string;
  imoNumber: string | null;
  callSign: string | null;
  flagState: string | null;
  portOfRegistry: string | null;
  grossTonnage: number | null;
}

export interface FalTrip {
  portOfDeparture: string;
  departureDate: string;
  portOfArrival: string;
  arrivalDate: string;
}

/** An identity document (a passport, most often). */
export interface FalIdentity {
  type: string;
  number: string | null;
  issuingState: string | null;
  expiryDate: string | null;
}

export interface FalCrewMember {
  familyName: string;
  givenNames: string;
  rank: string | null;
  nationality: string | null;
  dateOfBirth: string | null;
  placeOfBirth: string | null;
  identity: FalIdentity | null;
}

export interface FalPassenger {
  familyName: string;
  givenNames: string;
  nationality: string | null;
  dateOfBirth: string | null;
  placeOfBirth: string | null;
  identity: FalIdentity | null;
  portOfEmbarkation: string | null;
  /** Where the guest leaves the vessel; the trip's port of arrival when not known. */
  portOfDisembarkation: string | null;
  transit: boolean;
}

export interface CrewGuestList {
  vessel: FalVessel;
  trip: FalTrip;
  crew: FalCrewMember[];
  guests: FalPassenger[];
  /** The ships stamp as a data URL (PNG or JPEG are drawn; other kinds are left out). */
  shipsStamp: string | null;
  /** The day the list was made (YYYY-MM-DD). */
  generatedOn: string;
  /** Where it was made: the server, or this device from its last sync. */
  source: 'server' | 'device';
}

/** FAL Form 5 boxes 6 to 14, one column each (box numbers as the form prints them). */
// not-ui-text: FAL Form 5 prints its boxes' headings in English (IMO FAL Convention)
export const FAL5_COLUMNS = [
  'No.',
  'Family name',
  'Given names',
  'Rank or rating',
  'Nationality',
  'Date and place of birth',
  'Identity document (type, No.)',
  'Issuing State',
  'Expiry date',
] as const;

/** FAL Form 6 boxes 5 to 16. */
// not-ui-text: FAL Form 6 prints its boxes' headings in English (IMO FAL Convention)
export const FAL6_COLUMNS = [
  'No.',
  'Family name',
  'Given names',
  'Nationality',
  'Date of birth',
  'Place of birth',
  'Identity document type',
  'Identity document No.',
  'Issuing State',
  'Expiry date',
  'Port of embarkation',
  'Port of disembarkation',
  'Transit passenger',
] as const;

/** Relative column widths for a landscape A4 page, in the columns' order. */
export const FAL5_WIDTHS = [4, 13, 14, 12, 10, 15, 14, 11, 8] as const;
export const FAL6_WIDTHS = [4, 11, 11, 8, 8, 9, 8, 9, 7, 7, 9, 9, 6] as const;

/** 'YYYY-MM-DD' as '26 Nov 2026' (unambiguous in every port, births and passports need all four digits); other text as it is. */
export function falDate(iso: string | null): string {
  if (!iso) return '';
  const m = /^(\d{4})-(\d{2})-(\d{2})/.exec(iso);
  if (!m) return iso;
  return showFullDate(iso);
}

const text = (v: string | null | undefined) => (v ?? '').trim();

/** FAL 5 rows, numbered from 1, in the list's order. */
export function falCrewRows(list: Pick<CrewGuestList, 'crew'>): string[][] {
  return list.crew.map((c, i) => {
    const born = [falDate(c.dateOfBirth), text(c.placeOfBirth)].filter(Boolean).join(', ');
    const id = c.identity ? [c.identity.type, text(c.identity.number)].filter(Boolean).join(' ') : '';
    return [
      String(i + 1),
      text(c.familyName),
      text(c.givenNames),
      text(c.rank),
      text(c.nationality),
      born,
      id,
      text(c.identity?.issuingState),
      falDate(c.identity?.expiryDate ?? null),
    ];
  });
}

/** FAL 6 rows, numbered from 1; disembarkation defaults to the trip's port of arrival. */
export function falGuestRows(list: Pick<CrewGuestList, 'guests' | 'trip'>): string[][] {
  return list.guests.map((g, i) => [
    String(i + 1),
    text(g.familyName),
    text(g.givenNames),
    text(g.nationality),
    falDate(g.dateOfBirth),
    text(g.placeOfBirth),
    g.identity ? text(g.identity.type) : '',
    text(g.identity?.number),
    text(g.identity?.issuingState),
    falDate(g.identity?.expiryDate ?? null),
    text(g.portOfEmbarkation),
    text(g.portOfDisembarkation) || text(list.trip.portOfArrival),
    g.transit ? 'Yes' : 'No',
  ]);
}

/** The header lines both forms share (boxes 1 to 5), as label and value. */
// not-ui-text: the FAL forms print their boxes' labels in English (IMO FAL Convention)
export function falHeader(list: Pick<CrewGuestList, 'vessel' | 'trip'>): [string, string][] {
  const { vessel, trip } = list;
  return [
    ['Name of ship', vessel.name],
    ['IMO number', text(vessel.imoNumber)],
    ['Call sign', text(vessel.callSign)],
    ['Flag State of ship', text(vessel.flagState)],
    ['Port of departure', text(trip.portOfDeparture)],
    ['Date of departure', falDate(trip.departureDate)],
    ['Port of arrival', text(trip.portOfArrival)],
    ['Date of arrival', falDate(trip.arrivalDate)],
  ];
}

/** Orders people as a list officer expects: by family name, then given names. */
export function byFamilyName<T extends { familyName: string; givenNames: string }>(a: T, b: T): number {
  return (
    a.familyName.localeCompare(b.familyName, 'en', { sensitivity: 'base' }) ||
    a.givenNames.localeCompare(b.givenNames, 'en', { sensitivity: 'base' })
  );
}
