import { describe, expect, it } from 'vitest';
import { openRestHoursServer, s } from '../../../../testing/rest-hours-kit';
import {
  MONTH,
  OTHER,
  recordedDays,
  signedMonth as signedMonthOf,
} from '../../../../testing/signed-month-kit';

/**
 * Issue 30, 2.2: only the user's explicit reopen clears a month's signatures. Every write that
 * touches rest days, by REST or as a queued operation, is tried on a signed month without the
 * flag (a conflict that changes nothing) and with it (the month reopens).
 */
openRestHoursServer();

let opNo = 0;
const opId = () => `01JSIGNEDWRITE${String(++opNo).padStart(12, '0')}`;

interface Signed {
  vesselId: number;
  userId: number;
  token: string;
}

/** A crew member's October with two days recorded, signed off by them. */
async function signedMonth(): Promise<Signed> {
  const m = await signedMonthOf(s, opId, false);
  return { vesselId: m.vesselId, userId: m.userId, token: m.crew };
}

async function monthState(m: Signed) {
  const [row] = await s.db.query<{ signed_by: number | null; version: string }>(
    'SELECT signed_by, version FROM rest_months WHERE user_id = $1 AND vessel_id = $2 AND month = $3',
    [m.userId, m.vesselId, MONTH],
  );
  return { signedBy: row?.signed_by ?? null, version: Number(row?.version ?? 0) };
}

async function daysOf(m: Signed) {
  const rows = await recordedDays(s, m);
  return rows.map((r) => `${r.day}:${r.work}`);
}

const sync = async (m: Signed, op: string, body: object, baseVersion = 0) => {
  const res = await s.post('/sync', { cursor: 0, ops: [{ id: opId(), op, body, baseVersion }] }, m.token);
  expect(res.status).toBe(200);
  const result = ((await res.json()).results as { status: string; message?: string }[])[0]!;
  return { status: result.status === 'applied' ? 200 : result.status === 'conflict' ? 409 : 400, result };
};
const rest = async (m: Signed, method: 'POST' | 'DELETE', path: string, body: object, extra = {}) => {
  const res = await s.request(path, { method, body: JSON.stringify(body), token: m.token, headers: extra });
  return { status: res.status, result: (await res.json()) as { status?: string; message?: string } };
};

/** Each write that touches rest days, aimed at October; `reopen` is the user's confirmation. */
const WRITES: Record<string, (m: Signed, reopen: boolean) => Promise<{ status: number; result: object }>> = {
  // The device knew the month's newest version (a base newer than the signature).
  'POST /hor/day/{user}, base version newer than the signature': async (m, reopen) =>
    rest(
      m,
      'POST',
      `/hor/day/${m.userId}`,
      { yachtId: m.vesselId, dates: [`${MONTH}-05`], binary: OTHER, ...(reopen ? { reopen } : {}) },
      { 'x-base-version': String((await monthState(m)).version + 1000) },
    ),
  'POST /hor/day/{user}, a range over two months (bulk)': (m, reopen) =>
    rest(m, 'POST', `/hor/day/${m.userId}`, {
      yachtId: m.vesselId,
      dates: [`${MONTH}-31`, '2026-11-01', '2026-11-02'],
      binary: OTHER,
      ...(reopen ? { reopen } : {}),
    }),
  'POST /hor/day/copy': (m, reopen) =>
    rest(m, 'POST', '/hor/day/copy', {
      yachtId: m.vesselId,
      fromUser: m.userId,
      fromDateBegin: `${MONTH}-05`,
      fromDateEnd: `${MONTH}-05`,
      toUser: m.userId,
      toDateBegin: `${MONTH}-10`,
      toDateEnd: `${MONTH}-12`,
      ...(reopen ? { reopen } : {}),
    }),
  'POST /hor/day/rest/{user} (a day off)': (m, reopen) =>
    rest(m, 'POST', `/hor/day/rest/${m.userId}`, {
      yachtId: m.vesselId,
      dates: [`${MONTH}-06`],
      ...(reopen ? { reopen } : {}),
    }),
  'DELETE /hor/day/rest/{user} (clear days)': (m, reopen) =>
    rest(m, 'DELETE', `/hor/day/rest/${m.userId}`, {
      yachtId: m.vesselId,
      dates: [`${MONTH}-06`],
      ...(reopen ? { reopen } : {}),
    }),
  "sync 'hor/day/save' (day, add break, preset applied), base version newer": async (m, reopen) =>
    sync(
      m,
      'hor/day/save',
      {
        userId: m.userId,
        yachtId: m.vesselId,
        dates: [`${MONTH}-05`],
        binary: OTHER,
        ...(reopen ? { reopen } : {}),
      },
      (await monthState(m)).version + 1000,
    ),
  "sync 'hor/day/clear'": (m, reopen) =>
    sync(m, 'hor/day/clear', {
      userId: m.userId,
      yachtId: m.vesselId,
      dates: [`${MONTH}-05`],
      ...(reopen ? { reopen } : {}),
    }),
};

describe('a signed month is reopened only when the user said so', () => {
  for (const [name, write] of Object.entries(WRITES)) {
    it(`${name}: without the reopen flag, a conflict that changes nothing`, async () => {
      const m = await signedMonth();
      const days = await daysOf(m);
      const { status, result } = await write(m, false);
      expect({ status, result }).toMatchObject({
        status: 409,
        result: {
          message: 'Signed off by Nina Scratch: this month must be signed off again after a change.',
        },
      });
      expect((await monthState(m)).signedBy).toBe(m.userId);
      expect(await daysOf(m)).toEqual(days);
    });

    it(`${name}: with it, the month reopens and the change is made`, async () => {
      const m = await signedMonth();
      const days = await daysOf(m);
      const { status } = await write(m, true);
      expect(status).toBe(200);
      expect((await monthState(m)).signedBy).toBeNull();
      expect(await daysOf(m)).not.toEqual(days);
    });
  }

  it('notes and presets never touch a signature', async () => {
    const m = await signedMonth();
    const comment = await sync(m, 'hor/comment/save', {
      commentId: '01JSIGNEDNOTE0000000000001',
      yachtId: m.vesselId,
      userId: m.userId,
      date: `${MONTH}-05`,
      kind: 'comment',
      text: 'Harbour watch',
    });
    const preset = await sync(m, 'hor/preset/save', {
      presetId: '01JSIGNEDPRESET00000000001',
      yachtId: m.vesselId,
      name: 'Harbour',
      binary: OTHER,
      isDefault: false,
    });
    expect([comment.status, preset.status]).toEqual([200, 200]);
    expect((await monthState(m)).signedBy).toBe(m.userId);
  });
});
