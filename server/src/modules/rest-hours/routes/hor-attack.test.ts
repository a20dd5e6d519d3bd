import { beforeAll, describe, expect, it } from 'vitest';
import { openRestHoursServer, s } from '../../../../testing/rest-hours-kit';
import { scratchVessel } from '../../../../testing/scratch-vessel';
import {
  MONTH,
  OTHER,
  recordedDays,
  type SignedMonth,
  signedMonth,
} from '../../../../testing/signed-month-kit';

/**
 * Issue 30, 2.2 attacked: the reopen flag is the user's confirmation, not a key. A crew member
 * cannot reopen their countersigned month with it, nor reach another person's or another
 * vessel's month, by any write that touches days.
 */
openRestHoursServer();

let opNo = 0;
const opId = () => `01JHORATTACK${String(++opNo).padStart(14, '0')}`;

type Month = SignedMonth;
/** A crew member's October, signed off by them and countersigned by the vessel's officer. */
const countersignedMonth = () => signedMonth(s, opId, true);

async function state(m: Month) {
  const [row] = await s.db.query<{ signed_by: number | null; countersigned_by: number | null }>(
    'SELECT signed_by, countersigned_by FROM rest_months WHERE user_id = $1 AND vessel_id = $2 AND month = $3',
    [m.userId, m.vesselId, MONTH],
  );
  const days = await recordedDays(s, m);
  return {
    signedBy: row?.signed_by,
    counterSignedBy: row?.countersigned_by,
    days: days.map((d) => d.day + d.work),
  };
}

/** Each write that touches days, with the reopen flag, by the holder of `token`. */
const WRITES: Record<string, (m: Month, token: string) => Promise<{ status: number; body: unknown }>> = {
  'POST /hor/day/{user}': (m, token) =>
    rest(token, 'POST', `/hor/day/${m.userId}`, {
      yachtId: m.vesselId,
      dates: [`${MONTH}-05`],
      binary: OTHER,
      reopen: true,
    }),
  'POST /hor/day/copy': (m, token) =>
    rest(token, 'POST', '/hor/day/copy', {
      yachtId: m.vesselId,
      fromUser: m.userId,
      fromDateBegin: `${MONTH}-05`,
      fromDateEnd: `${MONTH}-05`,
      toUser: m.userId,
      toDateBegin: `${MONTH}-10`,
      toDateEnd: `${MONTH}-11`,
      reopen: true,
    }),
  'POST /hor/day/rest/{user}': (m, token) =>
    rest(token, 'POST', `/hor/day/rest/${m.userId}`, {
      yachtId: m.vesselId,
      dates: [`${MONTH}-06`],
      reopen: true,
    }),
  'DELETE /hor/day/rest/{user}': (m, token) =>
    rest(token, 'DELETE', `/hor/day/rest/${m.userId}`, {
      yachtId: m.vesselId,
      dates: [`${MONTH}-06`],
      reopen: true,
    }),
  "sync 'hor/day/save'": (m, token) =>
    sync(token, 'hor/day/save', {
      userId: m.userId,
      yachtId: m.vesselId,
      dates: [`${MONTH}-05`],
      binary: OTHER,
      reopen: true,
    }),
  "sync 'hor/day/clear'": (m, token) =>
    sync(token, 'hor/day/clear', {
      userId: m.userId,
      yachtId: m.vesselId,
      dates: [`${MONTH}-05`],
      reopen: true,
    }),
};

async function rest(token: string, method: string, path: string, body: object) {
  const res = await s.request(path, { method, body: JSON.stringify(body), token });
  return { status: res.status, body: await res.json() };
}
async function sync(token: string, op: string, body: object) {
  const res = await s.post('/sync', { cursor: 0, ops: [{ id: opId(), op, body, baseVersion: 0 }] }, token);
  expect(res.status).toBe(200);
  const result = (await res.json()).results[0] as { status: string };
  return { status: result.status === 'applied' ? 200 : 403, body: result };
}

describe('a countersigned month, written to with the reopen flag', () => {
  let m: Month;
  let elsewhere: { officer: string };
  beforeAll(async () => {
    m = await countersignedMonth();
    const other = await scratchVessel(s);
    elsewhere = { officer: (await s.login(other.officer.email)).accessToken };
  });

  for (const [name, write] of Object.entries(WRITES)) {
    it(`${name}: the crew member cannot reopen it; the signatures and days stay`, async () => {
      const before = await state(m);
      expect(before.counterSignedBy).toBe(m.officerId);
      const { status } = await write(m, m.crew);
      expect(status).toBeGreaterThanOrEqual(400);
      expect(await state(m)).toEqual(before);
    });

    it(`${name}: another vessel's officer cannot reach it`, async () => {
      const before = await state(m);
      const { status } = await write(m, elsewhere.officer);
      expect(status).toBeGreaterThanOrEqual(400);
      expect(await state(m)).toEqual(before);
    });
  }
});
