import type { GuestRecord } from '@contracts/guests';
import { REFUSAL_TEXT } from '@contracts/refusal-text';
import { REPORT_TEXT, type ReportTrip } from '@contracts/reports';
import { LEVEL, levelOn, reaches } from '@domain/access/permissions';
import { DOCUMENT_CATEGORIES } from '@domain/crew/document-categories';
import { countryName } from '@domain/reference/countries';
import {
  byFamilyName,
  type CrewGuestList,
  type FalCrewMember,
  type FalPassenger,
  type FalVessel,
} from '@domain/reports/crew-guest-list';
import type { Queryable } from '../../db/client';
import type { Actor } from '../../kernel/actors';
import { type Answer, answered, refused } from '../../kernel/outcome';
import { GUEST_SELECT, toGuest } from '../guests/guest-repo';

/**
 * Reads what the crew and guest list (report type 'crewandguests') prints: the vessel with its
 * details and stamp, the chosen crew of THIS vessel (current or former) and its chosen guests.
 * An id of another vessel's crew or guest (or of none) refuses the whole list with a 404: a port
 * authority's list never quietly drops someone, nor lists someone else's people.
 */

const PASSPORT_CATEGORIES = DOCUMENT_CATEGORIES.filter((c) => c.kind === 'passport').map((c) => c.id);

type Row = Record<string, unknown>;
const text = (v: unknown) => (v === null || v === undefined || String(v).trim() === '' ? null : String(v));
const day = (v: unknown) => (v === null || v === undefined ? null : String(v).slice(0, 10));
const numberOrNull = (v: unknown) => {
  const n = typeof v === 'number' ? v : typeof v === 'string' && v.trim() !== '' ? Number(v) : Number.NaN;
  return Number.isFinite(n) ? n : null;
};

export interface VesselForList {
  vessel: FalVessel;
  shipsStamp: string | null;
}

/** The vessel's name, its details (IMO number, call sign, flag ...) and its ships stamp. */
export async function readVesselForList(db: Queryable, vesselId: number): Promise<Answer<VesselForList>> {
  const [row] = await db.query<{ name: string; details: unknown; ships_stamp: string | null }>(
    'SELECT name, details, ships_stamp FROM vessels WHERE id = $1',
    [vesselId],
  );
  if (!row) return refused(REFUSAL_TEXT.vesselNotFound, 404);
  // PGlite hands JSONB back parsed, node-postgres too; text only from an older driver.
  const raw = typeof row.details === 'string' ? JSON.parse(row.details) : row.details;
  const d = (raw && typeof raw === 'object' ? raw : {}) as Record<string, unknown>;
  return answered({
    vessel: {
      name: row.name,
      imoNumber: text(d.imoNumber),
      callSign: text(d.callSign),
      flagState: text(d.flagState),
      portOfRegistry: text(d.portOfRegistry),
      grossTonnage: numberOrNull(d.grossTonnage),
    },
    shipsStamp: row.ships_stamp,
  });
}

/**
 * The chosen crew records of the vessel in crew order, each with rank (position), nationalities,
 * birth and the newest passport not deleted. A private passport scan is read only by its owner
 * and from level 5, as everywhere else (domain/crew/crew-access).
 */
export async function readListCrew(
  db: Queryable,
  actor: Actor,
  vesselId: number,
  crewIds: readonly number[],
): Promise<Answer<FalCrewMember[]>> {
  const ids = [...new Set(crewIds)];
  if (!ids.length) return answered([]);
  const seesPrivateScans = reaches(levelOn(actor.roles, vesselId), LEVEL.purser);
  const rows = await db.query<Row>(
    `SELECT uvr.id, u.first_name, u.last_name, p.name AS position, cd.nationality,
            cd.dob::text AS dob, cd.place_of_birth,
            pp.passport_no, pp.nationality AS passport_state, pp.expiry_date::text AS passport_expiry
       FROM user_vessel_roles uvr JOIN users u ON u.id = uvr.user_id
       LEFT JOIN positions p ON p.id = uvr.position_id
       LEFT JOIN crew_details cd ON cd.crew_id = uvr.id
       LEFT JOIN LATERAL (
         SELECT d.passport_no, d.nationality, d.expiry_date FROM crew_documents d
          WHERE d.crew_id = uvr.id AND d.deleted_at IS NULL AND d.category_id = ANY($3::int[])
            AND (NOT d.is_private OR $4::boolean OR uvr.user_id = $5)
          ORDER BY d.issued_at DESC NULLS LAST, d.uploaded_at DESC, d.id DESC LIMIT 1
       ) pp ON true
      WHERE uvr.vessel_id = $1 AND uvr.id = ANY($2::int[])
      ORDER BY uvr.crew_order NULLS LAST, lower(u.last_name), lower(u.first_name), uvr.id`,
    [vesselId, ids, PASSPORT_CATEGORIES, seesPrivateScans, actor.id],
  );
  if (rows.length !== ids.length) return refused(REPORT_TEXT.crewNotOnVessel, 404);
  return answered(
    rows.map((r) => ({
      familyName: String(r.last_name),
      givenNames: String(r.first_name),
      rank: text(r.position),
      nationality: nationalities(r.nationality),
      dateOfBirth: day(r.dob),
      placeOfBirth: text(r.place_of_birth),
      identity:
        r.passport_no || r.passport_expiry
          ? {
              type: 'Passport',
              number: text(r.passport_no),
              issuingState: r.passport_state === null ? null : countryName(Number(r.passport_state)),
              expiryDate: day(r.passport_expiry),
            }
          : null,
    })),
  );
}

/** crew_details.nationality holds country ids; a dual national shows both names. */
function nationalities(v: unknown): string | null {
  const ids = Array.isArray(v) ? v : typeof v === 'string' ? v.replace(/[{}]/g, '').split(',') : [];
  const names = ids.map((id) => countryName(Number(id))).filter((n): n is string => !!n);
  return names.length ? names.join(', ') : null;
}

/** The chosen guests of the vessel (not deleted), by family name. */
export async function readListGuests(
  db: Queryable,
  vesselId: number,
  guestIds: readonly string[],
): Promise<Answer<FalPassenger[]>> {
  const ids = [...new Set(guestIds)];
  if (!ids.length) return answered([]);
  const rows = await db.query<Row>(
    `${GUEST_SELECT} WHERE g.vessel_id = $1 AND g.id = ANY($2::text[]) AND NOT g.deleted`,
    [vesselId, ids],
  );
  if (rows.length !== ids.length) return refused(REPORT_TEXT.guestsNotOnVessel, 404);
  return answered(rows.map(toGuest).map(toPassenger).sort(byFamilyName));
}

const toPassenger = (g: GuestRecord): FalPassenger => ({
  familyName: g.lastName,
  givenNames: g.firstName,
  nationality: g.nationality,
  dateOfBirth: g.dateOfBirth,
  placeOfBirth: g.placeOfBirth,
  identity:
    g.passportNo || g.passportExpDate
      ? {
          type: 'Passport',
          number: g.passportNo,
          // The guest record keeps where the passport was issued; that is what the form can say.
          issuingState: g.passportIssuedAt,
          expiryDate: g.passportExpDate,
        }
      : null,
  portOfEmbarkation: g.portOfEmbarkation,
  portOfDisembarkation: null,
  transit: false,
});

/** The whole list as the renderers draw it. */
export async function readCrewGuestList(
  db: Queryable,
  actor: Actor,
  input: { vesselId: number; crewIds: readonly number[]; guestIds: readonly string[]; trip: ReportTrip },
  today: string,
): Promise<Answer<CrewGuestList>> {
  const listed = await readVesselForList(db, input.vesselId);
  if (listed.status !== 'applied') return listed;
  const crew = await readListCrew(db, actor, input.vesselId, input.crewIds);
  if (crew.status !== 'applied') return crew;
  const guests = await readListGuests(db, input.vesselId, input.guestIds);
  if (guests.status !== 'applied') return guests;
  return answered({
    vessel: listed.value.vessel,
    trip: input.trip,
    crew: crew.value,
    guests: guests.value,
    shipsStamp: listed.value.shipsStamp,
    generatedOn: today,
    source: 'server',
  });
}
