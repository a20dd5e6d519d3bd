import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { scratchVessel } from '../../../../testing/scratch-vessel';
import { MONTH, OTHER, signedMonth, WATCH } from '../../../../testing/signed-month-kit';
import { startTestServer, type TestServer } from '../../../../testing/test-server';

/**
 * A day save that stores what the days already hold writes nothing (kernel/unchanged.ts): the
 * stored version comes back, no change number is taken (no device is sent a "change" over the
 * satellite link), no audit line shows an edit that did not happen, and a signed month keeps its
 * signature. Through REST, with X-Base-Version, and queued, alone or in a batch.
 */
let s: TestServer;
beforeAll(async () => {
  s = await startTestServer();
});
afterAll(() => s.close());

let n = 0;
const opId = () => `01JUNCHANGED${String(++n).padStart(14, '0')}`;

/** Everything a save could have written: the days' versions, audit lines, change numbers, chain. */
const state = async (userId: number, vesselId: number) => ({
  days: await s.db.query<{ day: string; work: string; version: string; updated_at: string }>(
    `SELECT day::text AS day, work, version::text AS version, updated_at::text AS updated_at
       FROM rest_days WHERE user_id = $1 AND vessel_id = $2 ORDER BY day`,
    [userId, vesselId],
  ),
  audit: (
    await s.db.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM audit_log WHERE entity = 'rest_day' AND entity_key LIKE $1",
      [`${vesselId}/${userId}/%`],
    )
  )[0]!.n,
  change: (await s.db.query<{ v: string }>('SELECT last_value::text AS v FROM change_seq'))[0]!.v,
  months: await s.db.query(
    'SELECT month, signed_by, countersigned_by, version::text AS version FROM rest_months WHERE user_id = $1 AND vessel_id = $2',
    [userId, vesselId],
  ),
});

const versionOf = async (res: Response) => {
  expect(res.status, await res.clone().text()).toBe(200);
  return Number(((await res.json()) as { version: number }).version);
};

/** A crew member's two days on a new vessel, saved by them. */
async function savedDays() {
  const v = await scratchVessel(s);
  const token = (await s.login(v.crew.email)).accessToken;
  const dates = [`${MONTH}-05`, `${MONTH}-06`];
  const version = await versionOf(
    await s.post(`/hor/day/${v.crew.id}`, { yachtId: v.vesselId, dates, binary: WATCH }, token),
  );
  return { ...v, token, dates, version };
}

const queue = async (token: string, bodies: object[], baseVersion = 0) => {
  const ops = bodies.map((body) => ({ id: opId(), op: 'hor/day/save', body, baseVersion }));
  const res = await s.post('/sync', { cursor: 0, ops }, token);
  expect(res.status).toBe(200);
  const results = (await res.json()).results as { status: string; version?: number }[];
  return results.map(({ status, version }) => ({ status, version }));
};

describe('a day save that changes nothing', () => {
  it('over REST: the stored version, nothing written', async () => {
    const d = await savedDays();
    const before = await state(d.crew.id, d.vesselId);
    const body = { yachtId: d.vesselId, dates: d.dates, binary: WATCH };
    expect(await versionOf(await s.post(`/hor/day/${d.crew.id}`, body, d.token))).toBe(d.version);
    // One of the dates only, and with a base version: the same.
    const one = { ...body, dates: [d.dates[1]] };
    expect(await versionOf(await s.post(`/hor/day/${d.crew.id}`, one, d.token))).toBe(d.version);
    const based = await s.request(`/hor/day/${d.crew.id}`, {
      method: 'POST',
      body: JSON.stringify(body),
      token: d.token,
      headers: { 'x-base-version': String(d.version) },
    });
    expect(await versionOf(based)).toBe(d.version);
    expect(await state(d.crew.id, d.vesselId)).toEqual(before);

    // A real change still writes, and a day not yet recorded is a change.
    const changed = await versionOf(
      await s.post(`/hor/day/${d.crew.id}`, { ...body, binary: OTHER }, d.token),
    );
    expect(changed).toBeGreaterThan(d.version);
    const more = { ...body, binary: OTHER, dates: [...d.dates, `${MONTH}-07`] };
    expect(await versionOf(await s.post(`/hor/day/${d.crew.id}`, more, d.token))).toBeGreaterThan(changed);
  });

  it('of days recorded at different changes: the oldest, which a device that holds them keeps for each', async () => {
    const d = await savedDays();
    const newer = await versionOf(
      await s.post(
        `/hor/day/${d.crew.id}`,
        { yachtId: d.vesselId, dates: [d.dates[1]], binary: OTHER },
        d.token,
      ),
    );
    const again = await versionOf(
      await s.post(
        `/hor/day/${d.crew.id}`,
        { yachtId: d.vesselId, dates: [d.dates[1]], binary: WATCH },
        d.token,
      ),
    );
    expect(again).toBeGreaterThan(newer);
    const before = await state(d.crew.id, d.vesselId);
    const body = { yachtId: d.vesselId, dates: d.dates, binary: WATCH };
    expect(await versionOf(await s.post(`/hor/day/${d.crew.id}`, body, d.token))).toBe(d.version);
    expect(await state(d.crew.id, d.vesselId)).toEqual(before);
  });

  it('queued, alone and in a batch, with or without a base: applied on the stored version', async () => {
    const d = await savedDays();
    const before = await state(d.crew.id, d.vesselId);
    const body = { userId: d.crew.id, yachtId: d.vesselId, dates: d.dates, binary: WATCH };
    for (const base of [0, d.version]) {
      expect(await queue(d.token, [body], base)).toEqual([{ status: 'applied', version: d.version }]);
      const batch = await queue(d.token, [body, { ...body, dates: [d.dates[0]] }], base);
      expect(batch.map((r) => [r.status, r.version])).toEqual([
        ['applied', d.version],
        ['applied', d.version],
      ]);
    }
    expect(await state(d.crew.id, d.vesselId)).toEqual(before);
  });

  it('into a signed month: nothing written, the signature kept; a change is a conflict as before', async () => {
    for (const countersigned of [false, true]) {
      const m = await signedMonth(s, opId, countersigned);
      const before = await state(m.userId, m.vesselId);
      const days = before.days.map((x) => x.day);
      const body = { yachtId: m.vesselId, dates: days, binary: WATCH };
      const version = Number(before.days[0]!.version);
      expect(await versionOf(await s.post(`/hor/day/${m.userId}`, body, m.crew))).toBe(version);
      const queued = await queue(m.crew, [{ ...body, userId: m.userId }]);
      expect(queued).toEqual([{ status: 'applied', version }]);
      expect(await state(m.userId, m.vesselId)).toEqual(before);

      const changed = await s.post(`/hor/day/${m.userId}`, { ...body, binary: OTHER }, m.crew);
      expect(changed.status).toBe(409);
      // As before this change: the conflict's transaction is undone (a sequence number aside).
      expect({ ...(await state(m.userId, m.vesselId)), change: '' }).toEqual({ ...before, change: '' });
    }
  });

  it('into a signed month with the reopen the user confirmed: the month is reopened, as asked', async () => {
    const signedOf = async (m: { userId: number; vesselId: number }) =>
      (await state(m.userId, m.vesselId)).months.map((x) => [x.signed_by, x.countersigned_by]);
    // Over REST, queued alone, and queued in a batch (which applies a reopen on its own).
    const ways = [
      async (m: Awaited<ReturnType<typeof signedMonth>>, body: object) =>
        (await versionOf(await s.post(`/hor/day/${m.userId}`, body, m.crew))) > 0 ? 'applied' : 'none',
      async (m: Awaited<ReturnType<typeof signedMonth>>, body: object) =>
        (await queue(m.crew, [{ ...body, userId: m.userId }]))[0]!.status,
      async (m: Awaited<ReturnType<typeof signedMonth>>, body: object) =>
        (
          await queue(m.crew, [
            { ...body, userId: m.userId },
            { ...body, userId: m.userId },
          ])
        )[0]!.status,
    ];
    for (const way of ways) {
      const m = await signedMonth(s, opId, false);
      const before = await state(m.userId, m.vesselId);
      expect(await signedOf(m)).toEqual([[m.userId, null]]);
      const body = { yachtId: m.vesselId, dates: before.days.map((x) => x.day), binary: WATCH, reopen: true };
      expect(await way(m, body)).toBe('applied');
      expect(await signedOf(m)).toEqual([[null, null]]);
      const after = await state(m.userId, m.vesselId);
      // The month's reopen is a change devices are sent; the days hold what they held.
      expect(Number(after.months[0]!.version)).toBeGreaterThan(Number(before.months[0]!.version));
      expect(after.days.map((x) => x.work)).toEqual(before.days.map((x) => x.work));
    }
  });

  it('a clear of days with nothing recorded, with the reopen the user confirmed: the month is reopened', async () => {
    const rest = await signedMonth(s, opId, false);
    const res = await s.request(`/hor/day/rest/${rest.userId}`, {
      method: 'DELETE',
      token: rest.crew,
      body: JSON.stringify({ yachtId: rest.vesselId, dates: [`${MONTH}-20`], reopen: true }),
    });
    expect([res.status, (await res.json()).cleared]).toEqual([200, 0]);
    const queued = await signedMonth(s, opId, false);
    const op = { userId: queued.userId, yachtId: queued.vesselId, dates: [`${MONTH}-20`], reopen: true };
    const sent = await s.post(
      '/sync',
      { cursor: 0, ops: [{ id: opId(), op: 'hor/day/clear', body: op, baseVersion: 0 }] },
      queued.crew,
    );
    expect((await sent.json()).results[0].status).toBe('applied');
    for (const m of [rest, queued])
      expect((await state(m.userId, m.vesselId)).months.map((x) => x.signed_by)).toEqual([null]);
  });
});
