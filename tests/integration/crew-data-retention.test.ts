import type { LoginResponse } from '@contracts/auth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readStoredFile } from '../../server/src/files/file-storage';
import { queueDailyRuns } from '../../server/src/jobs/daily-jobs';
import { RETENTION_ACTION } from '../../server/src/modules/retention/crew-data-retention';
import { storeDemoFile } from '../../server/src/seed/demo-library';
import { startTestServer, type TestServer } from '../../server/testing/test-server';
import { DEVICE_REGISTRY } from '../../src/app/sync-registry';
import { type AppDb, openAppDb } from '../../src/db/app-db';
import type { Net } from '../../src/sync/auth-refresh';
import { runSync } from '../../src/sync/run-sync';

/**
 * Five-year retention (issue 30, section 5; doc 1, section 9), through the daily job as the
 * server runs it, with the server's clock moved on: the former crew member's personal records
 * go five years after they left the employer, not a day before; the hours-of-rest records stay;
 * the files cannot be read; the audit log says so; a second run changes nothing; and a purser's
 * device that held the records loses them at its next sync.
 */
let s: TestServer;
beforeAll(async () => {
  s = await startTestServer();
});
afterAll(() => s.close());

const DAY = 86_400_000;
const LEFT = '2026-11-14';
const WORK = '000000001111111100000000000000001111111100000000';
const FILE_ID = '01JRETENTNF000000000000001';
const ATTACHMENT_ID = '01JRETENTNF000000000000002';

async function person(vesselId: number, role: string, first: string, endDate: string | null) {
  const db = s.db;
  const [hash] = await db.query<{ password_hash: string }>(
    "SELECT password_hash FROM users WHERE email = 'crew@demo.yacht'",
  );
  const [user] = await db.query<{ id: number }>(
    `INSERT INTO users (email, password_hash, first_name, last_name, phone)
     VALUES ($1, $2, $3, 'Leaver', '+44 7700 900123') RETURNING id`,
    [`${first.toLowerCase()}@retention.yacht`, hash!.password_hash, first],
  );
  const [crew] = await db.query<{ id: number }>(
    `INSERT INTO user_vessel_roles (user_id, vessel_id, role_id, start_date, end_date, crew_status, custom_id)
     VALUES ($1, $2, (SELECT id FROM roles WHERE name = $3), '2024-01-01', $4, $5, 'C-17') RETURNING id`,
    [user!.id, vesselId, role, endDate, endDate ? 2 : 1],
  );
  return { userId: user!.id, crewId: crew!.id, email: `${first.toLowerCase()}@retention.yacht` };
}

/** Everything a crew record can hold, as the app writes it. */
async function fillRecords(vesselId: number, p: { userId: number; crewId: number }, tag: string) {
  const q = (sql: string, params: unknown[]) => s.db.query(sql, params);
  await q('INSERT INTO crew_details (crew_id, phone_number, dob, address) VALUES ($1, $2, $3, $4)', [
    p.crewId,
    '+44 1632 960000',
    '1990-04-01',
    '1 Harbour Row',
  ]);
  await q('INSERT INTO crew_private (crew_id, bank_iban, nok_name) VALUES ($1, $2, $3)', [
    p.crewId,
    'GB33BUKB20201555555555',
    'Ada Leaver',
  ]);
  await q(
    "INSERT INTO crew_salaries (id, crew_id, amount, currency_id, change_date) VALUES ($1, $2, 4200, 1, '2024-01-01')",
    [`SAL${tag}`, p.crewId],
  );
  await q(
    "INSERT INTO crew_leave_increments (id, crew_id, amount, change_date) VALUES ($1, $2, 30, '2024-01-01')",
    [`INC${tag}`, p.crewId],
  );
  await q(
    "INSERT INTO crew_photos (crew_id, content, file_name) VALUES ($1, 'data:image/png;base64,AA==', 'me.png')",
    [p.crewId],
  );
  await q(
    `INSERT INTO leave_profiles (id, vessel_id, user_id, crew_id, type, start_date) VALUES ($1, $2, $3, $4, 'yearly', '2024-01-01')`,
    [`PRO${tag}`, vesselId, p.userId, p.crewId],
  );
  await q(
    `INSERT INTO leave_requests (id, vessel_id, user_id, profile_id, status, start_date, end_date, comments, created_by)
     VALUES ($1, $2, $3, $4, 'Approved', '2025-06-01', '2025-06-10', 'Family wedding', $3)`,
    [`REQ${tag}`, vesselId, p.userId, `PRO${tag}`],
  );
  await q(
    `INSERT INTO leave_adjustments (id, vessel_id, user_id, profile_id, kind, date, days, created_by)
     VALUES ($1, $2, $3, $4, 'additional', '2025-01-01', 2, $3)`,
    [`ADJ${tag}`, vesselId, p.userId, `PRO${tag}`],
  );
  await q(
    `INSERT INTO leave_history (vessel_id, profile_id, user_id, what, change_date, amount) VALUES ($1, $2, $3, 'rate', '2024-01-01', 30)`,
    [vesselId, `PRO${tag}`, p.userId],
  );
  // Rest records: worked days and a month the crew member signed.
  await q(
    `INSERT INTO rest_days (user_id, vessel_id, day, work, version, updated_by, updated_at)
     VALUES ($1, $2, '2026-10-01', $3, next_change(), $1, now())`,
    [p.userId, vesselId, WORK],
  );
  await q(
    `INSERT INTO rest_months (user_id, vessel_id, month, signed_by, signed_at, version)
     VALUES ($1, $2, '2026-10', $1, '2026-11-01T09:00:00Z', next_change())`,
    [p.userId, vesselId],
  );
}

async function storedFile(
  vesselId: number,
  p: { userId: number; crewId: number },
  id: string,
  purpose: string,
) {
  const bytes = Buffer.from('%PDF-1.4 passport scan');
  await storeDemoFile(s.deps.files, id, bytes);
  await s.db.query(
    `INSERT INTO files (id, vessel_id, user_id, uploaded_by, purpose, name, size, state, mime, stored_at)
     VALUES ($1, $2, $3, $3, $4, 'passport.pdf', $5, 'stored', 'application/pdf', now())`,
    [id, vesselId, p.userId, purpose, bytes.length],
  );
}

const count = async (sql: string, params: unknown[]) =>
  Number((await s.db.query<{ n: string | number }>(`SELECT count(*) AS n FROM ${sql}`, params))[0]!.n);

/** What the retention job keeps or deletes of one crew record. */
async function recordsOf(p: { userId: number; crewId: number }, vesselId: number) {
  return {
    details: await count('crew_details WHERE crew_id = $1', [p.crewId]),
    private: await count('crew_private WHERE crew_id = $1', [p.crewId]),
    salaries: await count('crew_salaries WHERE crew_id = $1', [p.crewId]),
    increments: await count('crew_leave_increments WHERE crew_id = $1', [p.crewId]),
    photo: await count('crew_photos WHERE crew_id = $1', [p.crewId]),
    documents: await count('crew_documents WHERE crew_id = $1', [p.crewId]),
    leaveProfiles: await count('leave_profiles WHERE crew_id = $1', [p.crewId]),
    leaveRequests: await count('leave_requests WHERE user_id = $1 AND vessel_id = $2', [p.userId, vesselId]),
    leaveAdjustments: await count('leave_adjustments WHERE user_id = $1 AND vessel_id = $2', [
      p.userId,
      vesselId,
    ]),
    leaveHistory: await count('leave_history WHERE user_id = $1 AND vessel_id = $2', [p.userId, vesselId]),
    files: await count('files WHERE user_id = $1 AND vessel_id = $2', [p.userId, vesselId]),
    restDays: await count('rest_days WHERE user_id = $1 AND vessel_id = $2', [p.userId, vesselId]),
    signedMonths: await count('rest_months WHERE user_id = $1 AND vessel_id = $2 AND signed_by = $1', [
      p.userId,
      vesselId,
    ]),
  };
}
const FULL = {
  details: 1,
  private: 1,
  salaries: 1,
  increments: 1,
  photo: 1,
  documents: 1,
  leaveProfiles: 1,
  leaveRequests: 1,
  leaveAdjustments: 1,
  leaveHistory: 1,
  files: 2,
  restDays: 1,
  signedMonths: 1,
};

/** Moves the server's clock (and the devices') to noon UTC of `date`. */
function setDay(date: string) {
  s.advance(new Date(`${date}T12:00:00Z`).getTime() - s.clock().getTime());
}

/** The daily run as every server process ticks it, for the day the server's clock says. */
async function runDaily() {
  await queueDailyRuns(s.db, s.deps.jobs, s.clock().toISOString().slice(0, 10));
  await s.drainJobs();
}

async function openDevice(email: string) {
  const db = openAppDb(`retention-${Math.random()}`);
  const env = { incoming: { socket: { remoteAddress: '192.0.2.9', remotePort: 1, remoteFamily: 'IPv4' } } };
  const net: Net = {
    baseUrl: '/api/v1',
    now: () => s.clock().getTime(),
    fetch: (async (url: string, init: RequestInit) => s.app.request(url, init, env)) as typeof fetch,
  };
  const login = async () => {
    const answer = (await (
      await s.post('/login', { username: email, password: 'Demo1234' })
    ).json()) as LoginResponse;
    await db.session.put({ ...answer, key: 'current', needsLogin: false });
  };
  await login();
  const sync = async () => {
    for (let i = 0; i < 6 && (await runSync(db, net, DEVICE_REGISTRY)).outcome === 'synced'; i++)
      if (!(await db.meta.get('firstSync'))) break;
    await runSync(db, net, DEVICE_REGISTRY);
  };
  return { db, login, sync };
}

async function heldOnDevice(db: AppDb, crewId: number) {
  return {
    crewDetails: await db.crewDetails.where('crewId').equals(crewId).count(),
    crewPrivate: await db.crewPrivate.where('crewId').equals(crewId).count(),
    salaries: await db.salaries.where('crewId').equals(crewId).count(),
    leaveIncrements: await db.leaveIncrements.where('crewId').equals(crewId).count(),
    crewDocuments: await db.crewDocuments.where('crewId').equals(crewId).count(),
    leaveProfiles: await db.leaveProfiles.where('crewId').equals(crewId).count(),
  };
}

describe('the five-year retention job', () => {
  it('deletes a leaver’s personal records five years after they left, keeps the rest records, and devices follow', async () => {
    const [group] = await s.db.query<{ group_id: number }>(
      "SELECT group_id FROM vessels WHERE codename = 'aurora'",
    );
    const [vessel] = await s.db.query<{ id: number }>(
      `INSERT INTO vessels (group_id, name, codename, modules)
       VALUES ($1, 'M/Y Retention', 'retention', ARRAY['admin','hoursofrest','crew','leave']) RETURNING id`,
      [group!.group_id],
    );
    const v = vessel!.id;
    const leaver = await person(v, 'Crew', 'Nina', LEFT);
    // Left this vessel the same day but still works for the employer on M/Y Aurora.
    const stayer = await person(v, 'Crew', 'Rita', LEFT);
    await s.db.query(
      "INSERT INTO user_vessel_roles (user_id, vessel_id, role_id) VALUES ($1, (SELECT id FROM vessels WHERE codename = 'aurora'), (SELECT id FROM roles WHERE name = 'Crew'))",
      [stayer.userId],
    );
    const purser = await person(v, 'Purser', 'Paula', null);
    for (const [p, tag] of [
      [leaver, 'NINA'],
      [stayer, 'RITA'],
    ] as const) {
      await fillRecords(v, p, tag);
      const fileId = p === leaver ? FILE_ID : `01JRETENTNF${'0'.repeat(14)}${p === stayer ? 'R' : 'X'}`;
      await storedFile(v, p, fileId, 'crewDocument');
      await s.db.query(
        `INSERT INTO crew_documents (id, crew_id, file_id, category_id, name, extension, passport_no, uploaded_by)
         VALUES ($1, $2, $3, 1, 'Passport', 'pdf', 'P1234567', $4)`,
        [`DOC${tag}`, p.crewId, fileId, p.userId],
      );
    }
    await storedFile(v, leaver, ATTACHMENT_ID, 'leaveAttachment');
    await s.db.query('INSERT INTO leave_request_files (file_id, request_id, added_by) VALUES ($1, $2, $3)', [
      ATTACHMENT_ID,
      'REQNINA',
      leaver.userId,
    ]);

    // The purser's phone holds the leaver's records.
    const phone = await openDevice(purser.email);
    await phone.sync();
    expect(await heldOnDevice(phone.db, leaver.crewId)).toEqual({
      crewDetails: 1,
      crewPrivate: 1,
      salaries: 1,
      leaveIncrements: 1,
      crewDocuments: 1,
      leaveProfiles: 1,
    });

    // 4 years and 364 days after the last day of employment: nothing changes.
    setDay('2031-11-13');
    await runDaily();
    expect(await recordsOf(leaver, v)).toEqual(FULL);
    expect(await count('audit_log WHERE action = $1', [RETENTION_ACTION])).toBe(0);

    // Five years after it: gone, but for the hours of rest.
    setDay('2031-11-14');
    await runDaily();
    const zero = Object.fromEntries(Object.keys(FULL).map((k) => [k, 0]));
    expect(await recordsOf(leaver, v)).toEqual({ ...zero, restDays: 1, signedMonths: 1 });
    await expect(readStoredFile(s.deps.files, FILE_ID)).rejects.toThrow();
    await expect(readStoredFile(s.deps.files, ATTACHMENT_ID)).rejects.toThrow();
    const { accessToken } = await s.login(purser.email);
    expect((await s.request(`/files/${FILE_ID}`, { token: accessToken })).status).toBe(404);
    // The crew row stays for the rest records, with the name they carry; its own fields go.
    const [row] = await s.db.query<{ custom_id: string | null; erased_at: string | null }>(
      'SELECT custom_id, erased_at FROM user_vessel_roles WHERE id = $1',
      [leaver.crewId],
    );
    expect(row).toMatchObject({ custom_id: null, erased_at: expect.anything() });
    // No employer keeps anything of hers: the login details go, the name on the records stays.
    const [account] = await s.db.query<{ email: string; phone: string | null; first_name: string }>(
      'SELECT email, phone, first_name FROM users WHERE id = $1',
      [leaver.userId],
    );
    expect(account).toEqual({
      email: `erased-${leaver.userId}@erased.invalid`,
      phone: null,
      first_name: 'Nina',
    });
    expect((await s.post('/login', { username: leaver.email, password: 'Demo1234' })).status).not.toBe(200);

    // Still with the employer on another vessel: nothing of hers goes.
    expect(await recordsOf(stayer, v)).toEqual({ ...FULL, files: 1 });

    const audit = await s.db.query<{ entity_key: string; vessel_id: number; actor_id: number | null }>(
      'SELECT entity_key, vessel_id, actor_id FROM audit_log WHERE action = $1',
      [RETENTION_ACTION],
    );
    expect(audit).toEqual([{ entity_key: String(leaver.crewId), vessel_id: v, actor_id: null }]);

    // The purser's phone (a new login: the old session ran out years ago) loses the records.
    await phone.login();
    await phone.sync();
    expect(await heldOnDevice(phone.db, leaver.crewId)).toEqual({
      crewDetails: 0,
      crewPrivate: 0,
      salaries: 0,
      leaveIncrements: 0,
      crewDocuments: 0,
      leaveProfiles: 0,
    });
    expect(await phone.db.restDays.filter((d) => d.userId === leaver.userId).count()).toBe(1);
    expect((await heldOnDevice(phone.db, stayer.crewId)).crewPrivate).toBe(1);

    // A second run, the next day or the same, changes nothing more.
    const before = await s.db.query('SELECT count(*) AS n, max(version) AS v FROM sync_erasures');
    s.advance(DAY);
    await runDaily();
    expect(await s.db.query('SELECT count(*) AS n, max(version) AS v FROM sync_erasures')).toEqual(before);
    expect(await count('audit_log WHERE action = $1', [RETENTION_ACTION])).toBe(1);
  });
});
