import { afterAll, beforeAll } from 'vitest';
import { reasonsNotAsked } from './reasons-not-asked';
import { startTestServer, type TestServer } from './test-server';

/** What the hours-of-rest route tests share (hor-day-notes, hor-signing, hor-records). */

/** A day of 15 hours' work from 06:00 (half-hour slots). */
export const LONG = '000000000000111111111111111111111111111111000000';

/**
 * The demo server, M/Y Aurora's id and the ids of its demo crew member and captain, for the test
 * file that calls `openRestHoursServer` at its top: opened before its tests, closed after. Live
 * bindings, set before the file's tests run (a file's tests run one after another, so one file's
 * values never meet another's).
 */
export let s: TestServer;
export let aurora: number;
export let crewId: number;
export let captainId: number;

export function openRestHoursServer() {
  beforeAll(async () => {
    s = await startTestServer();
    aurora = await s.vesselId('aurora');
    crewId = await s.idOf('crew@demo.yacht');
    captainId = await s.idOf('captain@demo.yacht');
    // The demo's months break rules with no reason given: the reasons a sign-off must give are
    // hor-sign-reasons.test.ts's, and every test here signs them as they are.
    await reasonsNotAsked(s, aurora);
  });
  afterAll(() => s.close());
}

/** Posts a batch of queued operations; answers the server's JSON. */
export const syncBatch = async (s: TestServer, token: string, ops: unknown[], cursor = 0) =>
  (await s.post('/sync', { cursor, ops }, token)).json();

/** Queued operations with ids of their own: `prefix` and a running number of 14 digits. */
export function opsWith(prefix: string) {
  let n = 0;
  return (name: string, body: unknown) => ({
    id: `${prefix}${String(++n).padStart(14, '0')}`,
    op: name,
    body,
    baseVersion: 0,
  });
}

/**
 * A month marked signed off by its owner, as a notice after sign-off needs it (the signature
 * itself is not what such a test is about).
 */
export async function markSignedOff(db: TestServer['db'], userId: number, vesselId: number, month: string) {
  await db.query(
    `INSERT INTO rest_months (user_id, vessel_id, month, signed_by, signed_at, version)
       VALUES ($1, $2, $3, $1, now(), next_change())
     ON CONFLICT (user_id, vessel_id, month) DO UPDATE SET signed_by = $1, signed_at = now(), version = next_change()`,
    [userId, vesselId, month],
  );
}
