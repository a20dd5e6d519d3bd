import { expect } from 'vitest';
import { deviceSigner } from './device-signer';
import { scratchVessel } from './scratch-vessel';
import type { TestServer } from './test-server';

/** What the tests of writes on a signed month share (hor-attack, hor-signed-month-writes). */
export const WATCH = '000000000000111111111111000011111111110000000000';
export const OTHER = '111111110000000000000000111111110000000000000000';
export const MONTH = '2026-10';

/** A crew member's month on a scratch vessel, and who signed it. */
export interface SignedMonth {
  vesselId: number;
  userId: number;
  /** The crew member's token. */
  crew: string;
  /** The vessel officer's token ('' unless the month was countersigned). */
  officer: string;
  officerId: number;
}

/**
 * A crew member's October on a new vessel with two days recorded (WATCH), signed off by them and,
 * with `countersigned`, countersigned by the vessel's officer: each signature a queued operation
 * with the signer's device key. `opId` gives each operation its id.
 */
export async function signedMonth(
  s: TestServer,
  opId: () => string,
  countersigned: boolean,
): Promise<SignedMonth> {
  const v = await scratchVessel(s);
  const crew = (await s.login(v.crew.email)).accessToken;
  const officer = countersigned ? (await s.login(v.officer.email)).accessToken : '';
  const saved = await s.post(
    `/hor/day/${v.crew.id}`,
    { yachtId: v.vesselId, dates: [`${MONTH}-05`, `${MONTH}-06`], binary: WATCH },
    crew,
  );
  expect(saved.status).toBe(200);
  const signs = [
    ['hor/month/sign', crew, v.crew.id, 'sign'],
    ['hor/month/countersign', officer, v.officer.id, 'countersign'],
  ] as const;
  for (const [op, token, signerId, kind] of countersigned ? signs : signs.slice(0, 1)) {
    const signer = await deviceSigner(s, token, signerId);
    const body = await signer.sign(kind, v.crew.id, v.vesselId, MONTH);
    const res = await s.post('/sync', { cursor: 0, ops: [{ id: opId(), op, body, baseVersion: 0 }] }, token);
    expect((await res.json()).results[0].status, op).toBe('applied');
  }
  return { vesselId: v.vesselId, userId: v.crew.id, crew, officer, officerId: v.officer.id };
}

/** The month's recorded days (not cleared), in order. */
export const recordedDays = (s: TestServer, m: { userId: number; vesselId: number }) =>
  s.db.query<{ day: string; work: string }>(
    `SELECT day::text AS day, work FROM rest_days WHERE user_id = $1 AND vessel_id = $2 AND NOT cleared ORDER BY day`,
    [m.userId, m.vesselId],
  );
