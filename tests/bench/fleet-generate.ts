import type { Db } from '../../server/src/db/client';

/**
 * A large fleet for measuring (issue 34): vessels of 30 crew and an officer, each crew member
 * with a year of rest days, signed months, a leave profile with six requests, five documents,
 * and forty certificates a vessel. Written in a few set-based statements (generate_series), so
 * 50 vessels take seconds; the demo fleet manager is given a role on every vessel.
 */
export const CREW_PER_VESSEL = 30;
const MODULES = ['admin', 'hoursofrest', 'crew', 'leave', 'certs', 'docs', 'reports'];
/** Watch patterns (48 half hours) the crew rotate through. */
const PATTERNS = [
  '000000000000111111111111000011111111110000000000',
  '111111110000000000000000111111110000000000000000',
  '000000001111111100000000000000001111111100000000',
  '000000000000001111111111110011111111000000000000',
];

/** Adds `count` vessels (named after `from`, so calls can grow a fleet); their ids. */
export async function addBenchVessels(db: Db, count: number, from: number, today: string): Promise<number[]> {
  const ids: number[] = [];
  const [group] = await db.query<{ group_id: number }>('SELECT group_id FROM vessels ORDER BY id LIMIT 1');
  const [hash] = await db.query<{ password_hash: string }>(
    "SELECT password_hash FROM users WHERE email = 'crew@demo.yacht'",
  );
  const role = async (name: string) =>
    (await db.query<{ id: number }>('SELECT id FROM roles WHERE name = $1', [name]))[0]!.id;
  const [crewRole, officerRole, fleetRole] = [
    await role('Crew'),
    await role('Officer'),
    await role('Fleet Manager'),
  ];
  const [fleet] = await db.query<{ id: number }>("SELECT id FROM users WHERE email = 'fleet@demo.yacht'");
  for (let n = from; n < from + count; n++) {
    await db.transaction(async (tx) => {
      const [vessel] = await tx.query<{ id: number }>(
        'INSERT INTO vessels (group_id, name, codename, modules) VALUES ($1, $2, $3, $4) RETURNING id',
        [group!.group_id, `M/Y Bench ${n}`, `bench-${n}`, MODULES],
      );
      const v = vessel!.id;
      ids.push(v);
      // Crew 1..30 and the officer (0): crew<n>-<i>@bench.yacht, officer<n>@bench.yacht.
      await tx.query(
        `INSERT INTO users (email, password_hash, first_name, last_name)
         SELECT CASE WHEN i = 0 THEN 'officer' || $1::text || '@bench.yacht' ELSE 'crew' || $1::text || '-' || i || '@bench.yacht' END,
                $2, CASE WHEN i = 0 THEN 'Officer' ELSE 'Crew ' || i END, 'Bench ' || $1::text
           FROM generate_series(0, $3::int) i`,
        [n, hash!.password_hash, CREW_PER_VESSEL],
      );
      await tx.query(
        `INSERT INTO user_vessel_roles (user_id, vessel_id, role_id)
         SELECT u.id, $1::int, CASE WHEN u.first_name = 'Officer' THEN $3::int ELSE $4::int END FROM users u WHERE u.last_name = 'Bench ' || $2::text
         UNION ALL SELECT $5::int, $1::int, $6::int`,
        [v, n, officerRole, crewRole, fleet!.id, fleetRole],
      );
      const crew = `SELECT r.id AS crew_id, r.user_id FROM user_vessel_roles r JOIN users u ON u.id = r.user_id
                     WHERE r.vessel_id = ${v} AND u.first_name LIKE 'Crew %'`;
      // A year of days, saved a week at a time (one change number a week, as the app saves ranges).
      await tx.query(
        `INSERT INTO rest_days (user_id, vessel_id, day, work, version, updated_by, updated_at)
         SELECT c.user_id, $1, d::date, ($2::text[])[1 + (c.user_id + wk.w) % 4], cv.version, c.user_id, now()
           FROM (${crew}) c CROSS JOIN generate_series(0, 51) wk(w)
           CROSS JOIN LATERAL (SELECT nextval('change_seq') + 0 * wk.w + 0 * c.user_id AS version) cv
           CROSS JOIN LATERAL generate_series($3::date - 364 + wk.w * 7, LEAST($3::date, $3::date - 364 + wk.w * 7 + 6), '1 day') d`,
        [v, PATTERNS, today],
      );
      await tx.query(
        `INSERT INTO rest_months (user_id, vessel_id, month, signed_by, signed_at, version)
         SELECT c.user_id, $1, to_char($2::date - m * 31, 'YYYY-MM'), c.user_id, now(), nextval('change_seq')
           FROM (${crew}) c CROSS JOIN generate_series(1, 11) m ON CONFLICT DO NOTHING`,
        [v, today],
      );
      await tx.query(
        `INSERT INTO leave_profiles (id, vessel_id, user_id, crew_id, type, start_date, version)
         SELECT 'bench-lp-' || c.crew_id, $1, c.user_id, c.crew_id, 'yearly', $2::date - 365, nextval('change_seq') FROM (${crew}) c`,
        [v, today],
      );
      await tx.query(
        `INSERT INTO leave_requests (id, vessel_id, user_id, profile_id, status, start_date, end_date, created_by, version)
         SELECT 'bench-lr-' || c.crew_id || '-' || k, $1, c.user_id, 'bench-lp-' || c.crew_id, 'Approved',
                $2::date - k * 60, $2::date - k * 60 + 5, c.user_id, nextval('change_seq')
           FROM (${crew}) c CROSS JOIN generate_series(1, 6) k`,
        [v, today],
      );
      await tx.query(
        `INSERT INTO files (id, vessel_id, user_id, uploaded_by, purpose, name, size, state, mime, stored_at)
         SELECT 'bench-f-' || c.crew_id || '-' || k, $1, c.user_id, c.user_id, 'crewDocument', 'doc' || k || '.pdf', 50000, 'stored', 'application/pdf', now()
           FROM (${crew}) c CROSS JOIN generate_series(1, 5) k`,
        [v],
      );
      await tx.query(
        `INSERT INTO crew_documents (id, crew_id, file_id, category_id, name, extension, uploaded_by, version)
         SELECT 'bench-d-' || c.crew_id || '-' || k, c.crew_id, 'bench-f-' || c.crew_id || '-' || k, 1, 'Document ' || k, 'pdf', c.user_id, nextval('change_seq')
           FROM (${crew}) c CROSS JOIN generate_series(1, 5) k`,
        [],
      );
      await tx.query(
        `INSERT INTO certificates (id, vessel_id, cert_type_id, section_id, section_number, expire_date, version)
         SELECT 'bench-c-' || $1::text || '-' || t.k, $1::int, t.id, t.section_id, t.number, $2::date + t.k::int * 9, nextval('change_seq')
           FROM (SELECT id, section_id, number, row_number() OVER (ORDER BY id) AS k FROM cert_types WHERE vessel_id IS NULL LIMIT 40) t`,
        [v, today],
      );
    });
  }
  return ids;
}
