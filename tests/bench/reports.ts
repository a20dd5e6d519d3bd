import { performance } from 'node:perf_hooks';
import type { ReportChoice, ReportType } from '@contracts/reports';
import { loadActor } from '../../server/src/kernel/actors';
import { answerValue } from '../../server/src/kernel/outcome';
import { REPORT_BUILDERS } from '../../server/src/modules/reports/report-builders';
import { startTestServer, TEST_TODAY, type TestServer } from '../../server/testing/test-server';

/**
 * Reports drawn on the server through the builders map (as the download and e-mail calls do):
 * a crew and guest list of 40 crew and 20 guests, all with passports, as a PDF, and the salary
 * history of 60 crew with five years of changes (a raise each quarter and a yearly bonus) as a
 * workbook. Each is drawn a few times; the median time and the file's size are printed.
 */

const CREW = 60;
const LIST_CREW = 40;
const GUESTS = 20;
const RUNS = 5;

/** Fills M/Y Aurora up to 60 crew, each with details, a passport and five years of salary. */
async function fillVessel(s: TestServer, vesselId: number) {
  const [{ n }] = (await s.db.query<{ n: number }>(
    'SELECT count(*)::int AS n FROM user_vessel_roles WHERE vessel_id = $1',
    [vesselId],
  )) as [{ n: number }];
  await s.db.query(
    `WITH u AS (
       INSERT INTO users (email, password_hash, first_name, last_name)
       SELECT 'bench' || i || '@bench.example', 'x', 'Given' || i, 'Family' || i FROM generate_series(1, $2::int) i
       RETURNING id)
     INSERT INTO user_vessel_roles (user_id, vessel_id, role_id, start_date, crew_status, crew_order, position_id)
     SELECT u.id, $1, (SELECT id FROM roles WHERE permission_level = 2 LIMIT 1), '2020-01-01', 1, 50 + u.id,
            (SELECT id FROM positions WHERE vessel_id = $1 ORDER BY id LIMIT 1)
       FROM u`,
    [vesselId, Math.max(0, CREW - n)],
  );
  const crew = (
    await s.db.query<{ id: number; user_id: number }>(
      'SELECT id, user_id FROM user_vessel_roles WHERE vessel_id = $1 ORDER BY id LIMIT $2',
      [vesselId, CREW],
    )
  ).map((r) => ({ id: Number(r.id), userId: Number(r.user_id) }));
  for (const [i, c] of crew.entries()) {
    await s.db.query(
      `INSERT INTO crew_details (crew_id, dob, place_of_birth, nationality) VALUES ($1, '1988-05-04', 'Southampton', '{77}')
       ON CONFLICT (crew_id) DO NOTHING`,
      [c.id],
    );
    const fileId = `01JBENCHPASSPORT${String(i).padStart(10, '0')}`;
    await s.db.query(
      `INSERT INTO files (id, vessel_id, user_id, uploaded_by, purpose, name, size, state)
       VALUES ($1, $2, $3, $3, 'crewDocument', 'passport.pdf', 10, 'stored')`,
      [fileId, vesselId, c.userId],
    );
    await s.db.query(
      `INSERT INTO crew_documents (id, crew_id, file_id, category_id, name, extension, issued_at, expiry_date,
          nationality, passport_no, uploaded_by)
       VALUES ($1, $2, $1, 1, 'Passport', 'pdf', '2022-01-01', '2032-01-01', 77, $3, $4)`,
      [fileId, c.id, `P${100000 + i}`, c.userId],
    );
    // Five years: a raise each quarter and a bonus each December.
    await s.db.query(
      `INSERT INTO crew_salaries (id, crew_id, amount, currency_id, change_date, is_bonus, comment)
       SELECT 'BENCHSAL' || $1::int || '-' || q, $1, 4000 + q * 75, 1,
              DATE '2021-11-01' + (q * 3) * INTERVAL '1 month', false, 'Quarterly review'
         FROM generate_series(0, 19) q
       UNION ALL
       SELECT 'BENCHBONUS' || $1::int || '-' || y, $1, 1000, 1, make_date(y, 12, 15), true, 'Season bonus'
         FROM generate_series(2021, 2025) y`,
      [c.id],
    );
  }
  await s.db.query(
    `INSERT INTO guests (id, vessel_id, first_name, last_name, gender, date_of_birth, place_of_birth, nationality,
        passport_no, passport_issued_at, passport_issue_date, passport_exp_date, port_of_embarkation, is_on_board)
     SELECT '01JBENCHGUEST' || lpad(i::text, 13, '0'), $1, 'Guest' || i, 'Passenger' || i, 'f', '1970-01-01',
            'Geneva', 'Swiss', 'G' || (700000 + i), 'Geneva', '2024-01-01', '2034-01-01', 'Antibes', true
       FROM generate_series(1, $2::int) i`,
    [vesselId, GUESTS],
  );
  const guests = (
    await s.db.query<{ id: string }>("SELECT id FROM guests WHERE id LIKE '01JBENCHGUEST%' ORDER BY id")
  ).map((r) => r.id);
  return { crew: crew.map((c) => c.id), guests };
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

export async function benchReports() {
  const s = await startTestServer();
  try {
    const vesselId = await s.vesselId('aurora');
    const { crew, guests } = await fillVessel(s, vesselId);
    const actor = (await loadActor(s.db, await s.idOf('captain@demo.yacht'), TEST_TODAY))!;
    const time = async (type: ReportType, choice: Partial<ReportChoice>, format: 'pdf' | 'xlsx') => {
      const full: ReportChoice = {
        yachtId: vesselId,
        reportType: type,
        crewList: [],
        guestList: [],
        format,
        ...choice,
      };
      const times: number[] = [];
      let bytes = 0;
      for (let i = 0; i < RUNS; i++) {
        const start = performance.now();
        const doc = answerValue(
          await REPORT_BUILDERS[type]({ db: s.db, actor, choice: full, today: TEST_TODAY }, format),
        );
        times.push(performance.now() - start);
        bytes = doc.body.byteLength;
      }
      return { ms: median(times), bytes };
    };
    const list = await time(
      'crewandguests',
      {
        crewList: crew.slice(0, LIST_CREW),
        guestList: guests,
        portOfDeparture: 'Antibes',
        departureDate: '2026-11-20',
        portOfArrival: 'Palma',
        arrivalDate: '2026-11-22',
      },
      'pdf',
    );
    const salary = await time('salaryhistory', { crewList: crew }, 'xlsx');
    const salaryRows = Number(
      (
        await s.db.query<{ n: number }>(
          'SELECT count(*)::int AS n FROM crew_salaries WHERE crew_id = ANY($1::int[])',
          [crew],
        )
      )[0]!.n,
    );
    return { list, salary, listPeople: LIST_CREW + guests.length, salaryCrew: crew.length, salaryRows };
  } finally {
    await s.close();
  }
}

// `npx tsx tests/bench/reports.ts` runs this bench alone.
if (import.meta.url === `file://${process.argv[1]}`) {
  const r = await benchReports();
  printReports(r);
}

export function printReports(r: Awaited<ReturnType<typeof benchReports>>) {
  const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;
  console.log(`\nReports drawn on the server (PGlite, median of ${RUNS} runs, reading included)`);
  console.log(
    `  crew and guest list PDF, ${LIST_CREW} crew + ${r.listPeople - LIST_CREW} guests with passports: ${r.list.ms.toFixed(0)} ms, ${kb(r.list.bytes)}`,
  );
  console.log(
    `  salary history xlsx, ${r.salaryCrew} crew, ${r.salaryRows} salary entries over 5 years:   ${r.salary.ms.toFixed(0)} ms, ${kb(r.salary.bytes)}`,
  );
}
