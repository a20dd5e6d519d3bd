import type { CrewDetails, CrewRecord } from '../../../contracts/crew';
import type { CrewDocument } from '../../../contracts/crew-documents';
import type { GuestRecord } from '../../../contracts/guests';
import type { ReportTrip } from '../../../contracts/reports';
import type { AppDb } from '../../../db/app-db';
import { inCrewOrder } from '../../../domain/access/crew-order';
import { categoryOf } from '../../../domain/crew/document-categories';
import { countryName } from '../../../domain/reference/countries';
import {
  byFamilyName,
  type CrewGuestList,
  type FalCrewMember,
  type FalIdentity,
  type FalPassenger,
} from '../../../domain/reports/crew-guest-list';

/**
 * The crew and guest list built on the device from what the last sync brought (crew records,
 * personal details, passports, positions, guests), for a port official at the gangway with no
 * connection. It is the same model the server draws, so the offline PDF has the same columns.
 */

/** The vessel details as the device knows them (the server's last answer or a queued change). */
export interface DeviceVesselDetails {
  imoNumber?: string | number | null;
  callSign?: string | null;
  flagState?: string | null;
  portOfRegistry?: string | null;
  grossTonnage?: number | null;
  shipsStamp?: string | null;
}

export interface DeviceListAsk {
  vessel: { id: number; name: string };
  details: DeviceVesselDetails | null;
  crewIds: readonly number[];
  guestIds: readonly string[];
  trip: ReportTrip;
  /** Today (YYYY-MM-DD): the list's 'made on' date. */
  today: string;
}

const blank = (v: string | null | undefined) => (v?.trim() ? v.trim() : null);

/** The passport a port official asks for: the newest one on file (by issue, then upload). */
export function newestPassport(docs: readonly CrewDocument[]): CrewDocument | null {
  const passports = docs.filter((d) => !d.deleted && categoryOf(d.categoryId)?.kind === 'passport');
  const key = (d: CrewDocument) => `${d.issuedAt ?? ''}|${d.uploadedAt}`;
  return passports.sort((a, b) => key(b).localeCompare(key(a)))[0] ?? null;
}

function passportOf(doc: CrewDocument | null): FalIdentity | null {
  if (!doc) return null;
  return {
    type: 'Passport',
    number: blank(doc.passportNo),
    issuingState: doc.nationality === null ? null : countryName(doc.nationality),
    expiryDate: doc.expiryDate,
  };
}

/** Several nationalities are listed together, as a crew member may hold two passports. */
const nationalities = (ids: readonly number[]) =>
  ids
    .map((id) => countryName(id))
    .filter((n): n is string => Boolean(n))
    .join(', ') || null;

export function crewMember(
  crew: CrewRecord,
  details: CrewDetails | undefined,
  passport: CrewDocument | null,
  rank: string | null,
): FalCrewMember {
  return {
    familyName: crew.lastName,
    givenNames: crew.firstName,
    rank,
    nationality: details ? nationalities(details.nationality) : null,
    dateOfBirth: details?.dob ?? null,
    placeOfBirth: blank(details?.placeOfBirth),
    identity: passportOf(passport),
  };
}

export function passenger(g: GuestRecord): FalPassenger {
  const number = blank(g.passportNo);
  return {
    familyName: g.lastName,
    givenNames: g.firstName,
    nationality: blank(g.nationality),
    dateOfBirth: g.dateOfBirth,
    placeOfBirth: blank(g.placeOfBirth),
    identity:
      number || g.passportExpDate
        ? {
            type: 'Passport',
            number,
            issuingState: blank(g.passportIssuedAt),
            expiryDate: g.passportExpDate,
          }
        : null,
    portOfEmbarkation: blank(g.portOfEmbarkation),
    // The guest leaves where the trip ends unless the vessel knows otherwise.
    portOfDisembarkation: null,
    transit: false,
  };
}

const text = (v: string | number | null | undefined) =>
  v === null || v === undefined || String(v).trim() === '' ? null : String(v).trim();

/**
 * Reads the chosen crew and guests of this vessel only (an id of another vessel's record is
 * passed over, never listed) and builds the list: crew in the vessel's crew order (the master
 * first, as the crew list page orders them), guests by family name.
 */
export async function deviceCrewGuestList(db: AppDb, ask: DeviceListAsk): Promise<CrewGuestList> {
  const vesselId = ask.vessel.id;
  const crew = (await db.crew.bulkGet([...ask.crewIds])).filter(
    (c): c is CrewRecord => c !== undefined && c.vesselId === vesselId,
  );
  const ids = crew.map((c) => c.id);
  const [details, documents, positions, guests] = await Promise.all([
    db.crewDetails.bulkGet(ids),
    db.crewDocuments.where('crewId').anyOf(ids).toArray(),
    db.positions.where('vesselId').equals(vesselId).toArray(),
    db.guests.bulkGet([...ask.guestIds]),
  ]);
  const detailsOf = new Map(details.filter((d) => d !== undefined).map((d) => [d.crewId, d]));
  const members = inCrewOrder(crew).map((c) =>
    crewMember(
      c,
      detailsOf.get(c.id),
      newestPassport(documents.filter((d) => d.crewId === c.id && d.vesselId === vesselId)),
      positions.find((p) => p.id === c.positionId)?.name ?? null,
    ),
  );
  const passengers = guests
    .filter((g): g is GuestRecord => g !== undefined && g.vesselId === vesselId && !g.deleted)
    .map(passenger)
    .sort(byFamilyName);
  const d = ask.details;
  return {
    vessel: {
      name: ask.vessel.name,
      imoNumber: text(d?.imoNumber),
      callSign: text(d?.callSign),
      flagState: text(d?.flagState),
      portOfRegistry: text(d?.portOfRegistry),
      grossTonnage: typeof d?.grossTonnage === 'number' ? d.grossTonnage : null,
    },
    trip: ask.trip,
    crew: members,
    guests: passengers,
    shipsStamp: d?.shipsStamp ?? null,
    generatedOn: ask.today,
    source: 'device',
  };
}

/**
 * The PDF of a list built here. Its writer is loaded only now (a lazy chunk, kept for the reports
 * module after login): the first visit and every other screen stay small on a satellite link.
 */
export async function deviceCrewGuestPdf(list: CrewGuestList): Promise<Blob> {
  const { crewGuestListPdf } = await import('../../../reports/crew-guest-list-pdf');
  const bytes = await crewGuestListPdf(list);
  return new Blob([bytes as Uint8Array<ArrayBuffer>], { type: 'application/pdf' });
}

/**
 * Changes the server's list would print that are still on this device: chosen guests entered or
 * changed here, and the vessel details saved in the flow's own first steps.
 */
export async function unsentForList(
  db: AppDb,
  vesselId: number,
  guestIds: readonly string[],
): Promise<number> {
  const [rows, details] = await Promise.all([
    db.guests.bulkGet([...guestIds]),
    db.outbox
      .where('coalesceKey')
      .equals(`yacht/details/${vesselId}`)
      .filter((e) => e.status === 'pending' || e.status === 'sending')
      .count(),
  ]);
  return rows.filter((g) => g?.pending === 1).length + details;
}

/**
 * Waits (a few seconds at most) for those changes to reach the server, so the list it draws holds
 * a guest added on the way. True when all are there.
 */
export async function listReachesServer(
  db: AppDb,
  vesselId: number,
  guestIds: readonly string[],
  flush: () => void,
  timeoutMs = 10_000,
): Promise<boolean> {
  if ((await unsentForList(db, vesselId, guestIds)) === 0) return true;
  flush();
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    await new Promise((r) => setTimeout(r, 300));
    if ((await unsentForList(db, vesselId, guestIds)) === 0) return true;
  }
  return false;
}
