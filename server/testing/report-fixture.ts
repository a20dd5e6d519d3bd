import { COUNTRIES } from '@domain/reference/countries';
import { guestServer } from './guest-fixture';
import { shipmate } from './role-fixtures';

/**
 * The reports tests' server: the guest tests' demo fleet (M/Y Aurora with the reports module and
 * four guests; S/Y Meridian without it), plus a level 3 user on Aurora, passports on crew
 * records, former crew who left at a chosen time, and helpers to fetch report documents.
 */
export const TRIP = {
  portOfDeparture: 'Antibes',
  departureDate: '2026-11-20',
  portOfArrival: 'Palma',
  arrivalDate: '2026-11-22',
};
export const countryId = (code: string) => COUNTRIES.find((c) => c[1] === code)![0];

export async function reportServer() {
  const base = await guestServer();
  const { s, aurora, token } = base;

  // Level 3 is no demo role: a shipmate promoted to one.
  const [role] = await s.db.query<{ id: number }>(
    "INSERT INTO roles (name, permission_level, is_crew_role) VALUES ('Bosun', 3, true) RETURNING id",
  );
  const mateId = await shipmate(s);
  await s.db.query('UPDATE user_vessel_roles SET role_id = $1 WHERE user_id = $2 AND vessel_id = $3', [
    role!.id,
    mateId,
    aurora,
  ]);
  const [mate] = await s.db.query<{ email: string }>('SELECT email FROM users WHERE id = $1', [mateId]);
  token.level3 = (await s.login(mate!.email)).accessToken;

  let seq = 0;
  /** A passport on a crew record (its scan a stored file), as crew documents keep them. */
  const addPassport = async (
    crewId: number,
    p: { no: string; country: string; issued: string; expires: string; deleted?: boolean },
  ) => {
    const id = `01JREPORTPASSPORT${String(++seq).padStart(9, '0')}`;
    const [owner] = await s.db.query<{ user_id: number; vessel_id: number }>(
      'SELECT user_id, vessel_id FROM user_vessel_roles WHERE id = $1',
      [crewId],
    );
    await s.db.query(
      `INSERT INTO files (id, vessel_id, user_id, uploaded_by, purpose, name, size, state, mime)
       VALUES ($1, $2, $3, $3, 'crewDocument', 'passport.pdf', 10, 'stored', 'application/pdf')`,
      [id, owner!.vessel_id, owner!.user_id],
    );
    await s.db.query(
      `INSERT INTO crew_documents (id, crew_id, file_id, category_id, name, extension, issued_at, expiry_date,
          nationality, passport_no, uploaded_by, deleted_at)
       VALUES ($1, $2, $1, 1, 'Passport', 'pdf', $3, $4, $5, $6, $7, $8)`,
      [
        id,
        crewId,
        p.issued,
        p.expires,
        countryId(p.country),
        p.no,
        owner!.user_id,
        p.deleted ? new Date() : null,
      ],
    );
  };

  /** A former crew member of the vessel who left `daysAgo` days before the test day. */
  const formerCrew = async (first: string, last: string, daysAgo: number, vesselId = aurora) => {
    const [user] = await s.db.query<{ id: number }>(
      `INSERT INTO users (email, password_hash, first_name, last_name) VALUES ($1, 'x', $2, $3) RETURNING id`,
      [`${first.toLowerCase()}.${last.toLowerCase()}@former.example`, first, last],
    );
    const [crew] = await s.db.query<{ id: number }>(
      `INSERT INTO user_vessel_roles (user_id, vessel_id, role_id, start_date, end_date, crew_status, crew_order)
       VALUES ($1, $2, (SELECT id FROM roles WHERE permission_level = 2 LIMIT 1), '2020-01-01',
               DATE '2026-11-15' - $3::int, 2, 90) RETURNING id`,
      [user!.id, vesselId, daysAgo],
    );
    return crew!.id;
  };

  /** GET /cmspages/{page}.aspx with the query given; the bearer header unless `header` is false. */
  const page = async (
    who: string,
    query: Record<string, string>,
    name = 'yachtcrewreport',
    header = true,
  ) => {
    const qs = new URLSearchParams(query).toString();
    const res = await s.request(`/cmspages/${name}.aspx?${qs}`, header ? { token: token[who] } : {});
    const body = new Uint8Array(await res.arrayBuffer());
    const json = () => JSON.parse(Buffer.from(body).toString('utf8')) as Record<string, unknown>;
    return { status: res.status, headers: res.headers, body, json };
  };
  /** A crew and guest list's query for Aurora. */
  const listQuery = (crew: number[], guests: string[], extra: Record<string, string> = {}) => ({
    report: 'crewandguests',
    yachtid: String(aurora),
    crew: crew.join(','),
    guest: guests.join(','),
    pod: TRIP.portOfDeparture,
    poa: TRIP.portOfArrival,
    depDate: TRIP.departureDate,
    arrDate: TRIP.arrivalDate,
    ...extra,
  });
  /** A JSON call; `T` is the answer's shape as the test reads it. */
  const json = async <T = Record<string, unknown>>(who: string, path: string, init: RequestInit = {}) => {
    const res = await s.request(path, { ...init, token: token[who] });
    return { status: res.status, json: (await res.json()) as T };
  };
  return { ...base, addPassport, formerCrew, page, listQuery, json };
}
export type ReportTestServer = Awaited<ReturnType<typeof reportServer>>;
