import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deviceSigner } from '../../../../testing/device-signer';
import { scratchVessel } from '../../../../testing/scratch-vessel';
import { startTestServer, type TestServer } from '../../../../testing/test-server';

/**
 * The vessel's nonComplianceCommentsRequired on the server (doc 3, section 5: before sign-off,
 * "noncompliances (when required) open a comment popup"): once only the app asked, so a client
 * that skipped the popup signed a month whose broken days had no reason. A sign-off made at sea
 * is judged by the setting as it was when it was signed, not as it is when it reaches the shore.
 */
const ALL_WORK = '1'.repeat(48); // no rest at all: rule 1 (10 hours of rest in 24) broken
let s: TestServer;
let n = 0;
const opId = () => `01JSIGNREASON${String(++n).padStart(13, '0')}`;

beforeAll(async () => {
  s = await startTestServer();
});
afterAll(() => s.close());

/** A crew member on a vessel of their own with one day of October broken; their officer. */
async function brokenOctober() {
  const v = await scratchVessel(s);
  const crew = (await s.login(v.crew.email)).accessToken;
  const officer = (await s.login(v.officer.email)).accessToken;
  for (const month of ['2026-09', '2026-10']) {
    const saved = await s.post(
      `/hor/day/${v.crew.id}`,
      { yachtId: v.vesselId, dates: [`${month}-05`], binary: ALL_WORK },
      crew,
    );
    expect(saved.status).toBe(200);
  }
  const signer = await deviceSigner(s, crew, v.crew.id);
  const sign = (month = '2026-10', signedAt?: string) =>
    signer.sign('sign', v.crew.id, v.vesselId, month, undefined, signedAt);
  const reason = (date: string) => ({
    commentId: opId(),
    yachtId: v.vesselId,
    userId: v.crew.id,
    date,
    kind: 'noncompliance',
    text: 'Engine failure at sea',
  });
  const sync = async (...ops: { op: string; body: unknown }[]) => {
    const res = await s.post(
      '/sync',
      { cursor: 0, ops: ops.map((o) => ({ id: opId(), ...o, baseVersion: 0 })) },
      crew,
    );
    return ((await res.json()) as { results: { status: string; message?: string }[] }).results;
  };
  const setting = (required: boolean) =>
    s.post(`/hor/settings/${v.vesselId}`, { nonComplianceCommentsRequired: required }, officer);
  const signedBy = async (month: string) =>
    (
      await s.db.query<{ signed_by: number | null }>(
        'SELECT signed_by FROM rest_months WHERE user_id = $1 AND vessel_id = $2 AND month = $3',
        [v.crew.id, v.vesselId, month],
      )
    )[0]?.signed_by ?? null;
  return { v, crew, sign, reason, sync, setting, signedBy };
}

describe('sign-off with non-compliance comments required', () => {
  it('refuses a month with a broken day and no reason (the default), and signs nothing', async () => {
    const m = await brokenOctober();
    const [result] = await m.sync({ op: 'hor/month/sign', body: await m.sign() });
    expect(result).toMatchObject({ status: 'rejected', message: 'Invalid comment.' });
    expect(await m.signedBy('2026-10')).toBeNull();
  });

  it('signs when the reason comes first in the same batch, as the app sends it', async () => {
    const m = await brokenOctober();
    const results = await m.sync(
      { op: 'hor/comment/save', body: m.reason('2026-10-05') },
      { op: 'hor/month/sign', body: await m.sign() },
    );
    expect(results.map((r) => r.status)).toEqual(['applied', 'applied']);
    expect(await m.signedBy('2026-10')).toBe(m.v.crew.id);
  });

  it('a reason given on another day does not do', async () => {
    const m = await brokenOctober();
    const results = await m.sync(
      { op: 'hor/comment/save', body: m.reason('2026-10-06') },
      { op: 'hor/month/sign', body: await m.sign() },
    );
    expect(results.map((r) => r.status)).toEqual(['applied', 'rejected']);
  });

  it('refuses the spec’s online sign-off on the password too, with the spec’s text', async () => {
    const m = await brokenOctober();
    const res = await s.post(
      `/hor/signoff/${m.v.vesselId}`,
      { month: '2026-10', password: 'Demo1234' },
      m.crew,
    );
    expect([res.status, await res.json()]).toEqual([400, { message: 'Invalid comment.' }]);
    expect(await m.signedBy('2026-10')).toBeNull();
  });

  it('a client written to the spec gives the reason as the day’s comment (POST /hor/comment/new), then signs', async () => {
    const m = await brokenOctober();
    const post = (dates: string[], text: string) =>
      s.post(`/hor/comment/new/${m.v.vesselId}/${m.v.crew.id}`, { dates, text }, m.crew);
    // A comment on a day that keeps the rules is a plain comment: no reason for the broken day.
    expect((await post(['2026-10-06'], 'Shore leave')).status).toBe(200);
    const early = await s.post(
      `/hor/signoff/${m.v.vesselId}`,
      { month: '2026-10', password: 'Demo1234' },
      m.crew,
    );
    expect(early.status).toBe(400);
    // On the broken day it is its reason: before, stored as a plain comment, and the month could
    // never be signed through the spec's calls.
    expect((await post(['2026-10-05', '2026-10-05'], 'Engine failure, all hands')).status).toBe(200);
    const kinds = await s.db.query<{ day: string; kind: string }>(
      `SELECT day::text AS day, kind FROM rest_comments WHERE user_id = $1 AND vessel_id = $2 ORDER BY day`,
      [m.v.crew.id, m.v.vesselId],
    );
    expect(kinds).toEqual([
      { day: '2026-10-05', kind: 'noncompliance' },
      { day: '2026-10-06', kind: 'comment' },
    ]);
    const res = await s.post(
      `/hor/signoff/${m.v.vesselId}`,
      { month: '2026-10', password: 'Demo1234' },
      m.crew,
    );
    expect(res.status).toBe(200);
    expect(await m.signedBy('2026-10')).toBe(m.v.crew.id);
  });
});

describe('sign-off with non-compliance comments not required', () => {
  it('signs a month with a broken day and no reason', async () => {
    const m = await brokenOctober();
    expect((await m.setting(false)).status).toBe(200);
    const [result] = await m.sync({ op: 'hor/month/sign', body: await m.sign() });
    expect(result).toMatchObject({ status: 'applied' });
  });

  it('a sign-off made at sea before the officer began to ask is signed when it arrives; one made after is refused', async () => {
    const m = await brokenOctober();
    await m.setting(false);
    // Signed offline under the old setting; it reaches the server after the setting changed.
    const atSea = await m.sign('2026-10');
    s.advance(60_000);
    expect((await m.setting(true)).status).toBe(200);
    const [replayed] = await m.sync({ op: 'hor/month/sign', body: atSea });
    expect(replayed).toMatchObject({ status: 'applied' });
    expect(await m.signedBy('2026-10')).toBe(m.v.crew.id);
    // September, signed now that the vessel asks: refused without its reason.
    const [now] = await m.sync({ op: 'hor/month/sign', body: await m.sign('2026-09') });
    expect(now).toMatchObject({ status: 'rejected', message: 'Invalid comment.' });
    // Turned off and on again: the new "since" is when it was turned on again.
    await m.setting(false);
    const between = await m.sign('2026-09');
    s.advance(60_000);
    await m.setting(true);
    const [late] = await m.sync({ op: 'hor/month/sign', body: between });
    expect(late).toMatchObject({ status: 'applied' });
  });
});
