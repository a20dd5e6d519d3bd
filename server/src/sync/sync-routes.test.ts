import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deviceSigner } from '../../testing/device-signer';
import { reasonsNotAsked } from '../../testing/reasons-not-asked';
import { startTestServer, TEST_TODAY, type TestServer } from '../../testing/test-server';

let s: TestServer;
let aurora: number;
let meridian: number;
let crewId: number;
let captainId: number;
const WATCH = '111111110000000000000000111111110000000000000000';
const LONG = '000000000000111111111111111111111111111111000000';

beforeAll(async () => {
  s = await startTestServer();
  aurora = await s.vesselId('aurora');
  meridian = await s.vesselId('meridian');
  crewId = await s.idOf('crew@demo.yacht');
  captainId = await s.idOf('captain@demo.yacht');
  // The demo's months break rules with no reason given; the reasons are hor-sign-reasons.test.ts's.
  await reasonsNotAsked(s, aurora);
});
afterAll(() => s.close());

const op = (
  id: string,
  userId: number,
  yachtId: number,
  date: string,
  binary: string,
  baseVersion = 0,
  /** The user's answer: reopen a signed month, or a countersigned one too. */
  reopen?: true | 'countersigned',
) => ({
  id,
  op: 'hor/day/save',
  body: {
    userId,
    yachtId,
    dates: [date],
    binary,
    ...(reopen ? { reopen: true } : {}),
    ...(reopen === 'countersigned' ? { reopenCountersigned: true } : {}),
  },
  baseVersion,
});
const dayOf = async (token: string, userId: number, yachtId: number, date: string) =>
  (await s.post(`/hor/day/get/${yachtId}-${userId}`, { yachtId, date }, token)).json();
const auditOf = async (token: string, userId: number, yachtId: number, date: string) =>
  (
    (await (await s.request(`/hor/audit/${yachtId}/${userId}/${date}`, { token })).json()) as {
      entries: unknown[];
    }
  ).entries;

describe('saving a rest day', () => {
  it('a crew member saves their own day and reads it back', async () => {
    const { accessToken } = await s.login('crew@demo.yacht');
    const res = await s.post(
      `/hor/day/${crewId}`,
      { yachtId: aurora, dates: [TEST_TODAY], binary: WATCH },
      accessToken,
    );
    expect(res.status).toBe(200);
    expect((await res.json()).status).toBe('applied');
    expect((await dayOf(accessToken, crewId, aurora, TEST_TODAY)).binary).toBe(WATCH);
  });

  it("refuses a crew member saving someone else's day", async () => {
    const { accessToken } = await s.login('crew@demo.yacht');
    const res = await s.post(
      `/hor/day/${captainId}`,
      { yachtId: aurora, dates: [TEST_TODAY], binary: WATCH },
      accessToken,
    );
    expect(res.status).toBe(403);
    expect(await res.json()).toEqual({ message: "You don't have access to requested resource." });
  });

  it("lets an officer (level 4) save a crew member's day on their vessel, not on another", async () => {
    const { accessToken } = await s.login('officer@demo.yacht');
    const mine = await s.post(
      `/hor/day/${crewId}`,
      { yachtId: aurora, dates: ['2026-11-14'], binary: WATCH },
      accessToken,
    );
    expect(mine.status).toBe(200);
    const other = await s.post(
      `/hor/day/${crewId}`,
      { yachtId: meridian, dates: ['2026-11-14'], binary: WATCH },
      accessToken,
    );
    expect(other.status).toBe(403);
    expect(
      (await s.request(`/hor/audit/${meridian}/${crewId}/2026-11-14`, { token: accessToken })).status,
    ).toBe(403);
  });

  it('validates the body with field errors', async () => {
    const { accessToken } = await s.login('crew@demo.yacht');
    const res = await s.post(
      `/hor/day/${crewId}`,
      { yachtId: aurora, dates: ['2026-02-30'], binary: '01' },
      accessToken,
    );
    expect(res.status).toBe(400);
    const props = (await res.json()).errorList.map((e: { property: string }) => e.property);
    expect(props).toEqual(['dates.0', 'binary']);
  });
});

describe('POST /sync', () => {
  it('applies an operation once per idempotency key, however often it is replayed', async () => {
    const { accessToken } = await s.login('crew@demo.yacht');
    const batch = { cursor: 0, ops: [op('01JTESTKEY000000000000001', crewId, aurora, '2026-11-10', LONG)] };
    const [a, b] = await Promise.all([
      s.post('/sync', batch, accessToken),
      s.post('/sync', batch, accessToken),
    ]);
    const again = await s.post('/sync', batch, accessToken);
    const results = await Promise.all([a, b, again].map(async (r) => (await r.json()).results[0]));
    expect(results.map((r) => r.status)).toEqual(['applied', 'applied', 'applied']);
    expect(new Set(results.map((r) => r.version)).size).toBe(1);
    const saves = (await auditOf(accessToken, crewId, aurora, '2026-11-10')).filter(
      (e) => (e as { action: string }).action === 'save',
    );
    expect(saves).toHaveLength(1);
  });

  it('answers each operation; a bad one does not stop the others', async () => {
    const { accessToken } = await s.login('crew@demo.yacht');
    const res = await s.post(
      '/sync',
      {
        cursor: 0,
        ops: [
          op('01JTESTKEY000000000000002', crewId, aurora, '2026-11-11', WATCH),
          { id: '01JTESTKEY000000000000003', op: 'hor/day/save', body: { nonsense: true }, baseVersion: 0 },
          op('01JTESTKEY000000000000004', captainId, aurora, '2026-11-11', WATCH),
          op('01JTESTKEY000000000000005', crewId, aurora, '2026-11-12', WATCH),
        ],
      },
      accessToken,
    );
    const { results } = await res.json();
    expect(results.map((r: { status: string }) => r.status)).toEqual([
      'applied',
      'rejected',
      'rejected',
      'applied',
    ]);
    expect(results[2].message).toBe("You don't have access to requested resource.");
  });

  it('carries the changes since the cursor, only those the caller may see', async () => {
    const crew = await s.login('crew@demo.yacht');
    const first = await (await s.post('/sync', { cursor: 0, ops: [] }, crew.accessToken)).json();
    const owners = new Set(first.changes.restDays.map((d: { userId: number }) => d.userId));
    expect([...owners]).toEqual([crewId]);
    expect(first.changes.restDays.length).toBeGreaterThan(60);

    const captain = await s.login('captain@demo.yacht');
    const all = await (await s.request('/sync/changes?since=0', { token: captain.accessToken })).json();
    const vessels = new Set(all.restDays.map((d: { vesselId: number }) => d.vesselId));
    expect([...vessels]).toEqual([aurora]);
    expect(new Set(all.restDays.map((d: { userId: number }) => d.userId)).size).toBeGreaterThan(5);

    // Nothing new: the same cursor comes back with no rows.
    const none = await (
      await s.post('/sync', { cursor: first.changes.cursor, ops: [] }, crew.accessToken)
    ).json();
    expect(none.changes.restDays ?? []).toEqual([]);
    expect(none.changes.cursor).toBe(first.changes.cursor);
  });

  it('answers a compressed body when the client accepts it', async () => {
    const { accessToken } = await s.login('captain@demo.yacht');
    const res = await s.request('/sync/changes?since=0', {
      token: accessToken,
      headers: { 'accept-encoding': 'gzip, br' },
    });
    expect(res.headers.get('content-encoding')).toBe('br');
  });
});

describe('odd operations', () => {
  it('an empty list of dates, or an id with a NUL, is refused; the other operations still apply', async () => {
    const { accessToken } = await s.login('crew@demo.yacht');
    const res = await s.post(
      '/sync',
      {
        cursor: 0,
        ops: [
          {
            id: '01JODDOPS0000000000000001',
            op: 'hor/day/save',
            body: { userId: crewId, yachtId: aurora, dates: [], binary: WATCH },
            baseVersion: 0,
          },
          {
            id: '01JODDOPS\u0000000000000002',
            op: 'hor/signature/optout',
            body: { optOut: false },
            baseVersion: 0,
          },
          op('01JODDOPS0000000000000003', crewId, aurora, '2026-11-05', WATCH),
        ],
      },
      accessToken,
    );
    expect(res.status).toBe(200);
    const { results } = await res.json();
    expect(results.map((r: { status: string }) => r.status)).toEqual(['rejected', 'rejected', 'applied']);
    expect(results[0].errorList).toEqual([{ property: 'body.dates', message: 'Field is required.' }]);
  });
});

describe('a module that is off', () => {
  it('refuses queued hours-of-rest operations on a vessel without the module, and changes nothing', async () => {
    const solstice = await s.vesselId('solstice');
    const { accessToken, user } = await s.login('fleet@demo.yacht');
    const month = {
      yachtId: solstice,
      userId: user.id,
      month: '2026-10',
      hash: 'a'.repeat(64),
      signedAt: '2026-11-01T10:00:00Z',
      keyId: 'device-key-1',
      signature: 's'.repeat(40),
    };
    const ops = [
      op('01JTESTMODULE000000000001', user.id, solstice, '2026-10-05', WATCH),
      { id: '01JTESTMODULE000000000002', op: 'hor/month/sign', body: month, baseVersion: 0 },
      {
        id: '01JTESTMODULE000000000003',
        op: 'hor/guide/save',
        body: { yachtId: solstice, text: 'Log daily.' },
        baseVersion: 0,
      },
    ];
    const { results } = await (await s.post('/sync', { cursor: 0, ops }, accessToken)).json();
    expect(results.map((r: { status: string; message?: string }) => [r.status, r.message])).toEqual(
      Array(3).fill(['rejected', 'The Hours of rest module is not enabled for this vessel.']),
    );
    const rows = await s.db.query(
      'SELECT 1 FROM rest_days WHERE vessel_id = $1 UNION ALL SELECT 1 FROM rest_months WHERE vessel_id = $1',
      [solstice],
    );
    expect(rows).toEqual([]);
  });
});

describe('conflicts on signed months', () => {
  const month = '2026-11';
  const date = '2026-11-03';

  it('an offline edit reaching the server after the month was countersigned is a conflict, not applied', async () => {
    const crew = await s.login('crew@demo.yacht');
    const before = await dayOf(crew.accessToken, crewId, aurora, date);
    // Made offline on the device, based on the version it had:
    const offlineEdit = op('01JTESTKEY000000000000010', crewId, aurora, date, LONG, before.version);

    const crewDevice = await deviceSigner(s, crew.accessToken, crewId);
    const signed = await s.post(
      `/hor/signoff/${aurora}`,
      { ...(await crewDevice.sign('sign', crewId, aurora, month)), password: 'Demo1234' },
      crew.accessToken,
    );
    expect(signed.status).toBe(200);
    const captain = await s.login('captain@demo.yacht');
    const captainDevice = await deviceSigner(s, captain.accessToken, captainId);
    const cs = await s.post(
      '/hor/countersign',
      { ...(await captainDevice.sign('countersign', crewId, aurora, month)), password: 'Demo1234' },
      captain.accessToken,
    );
    expect(cs.status).toBe(200);

    const { results } = await (
      await s.post('/sync', { cursor: 0, ops: [offlineEdit] }, crew.accessToken)
    ).json();
    expect(results[0].status).toBe('conflict');
    const server = results[0].records;
    expect(server.restMonths[0].counterSignedByName).toBe('James Whitfield');
    expect(server.restMonths[0].counterSignedAt).toBeTruthy();
    expect(server.restDays[0].work).toBe(before.binary);
    expect((await dayOf(crew.accessToken, crewId, aurora, date)).binary).toBe(before.binary);

    // A crew member may not reopen a countersigned month.
    const retry = op(
      '01JTESTKEY000000000000011',
      crewId,
      aurora,
      date,
      LONG,
      server.restMonths[0].version,
      'countersigned',
    );
    const crewRetry = await (await s.post('/sync', { cursor: 0, ops: [retry] }, crew.accessToken)).json();
    expect(crewRetry.results[0].status).toBe('rejected');
  });

  it('an officer may resubmit, which reopens the month for signing again', async () => {
    const officer = await s.login('officer@demo.yacht');
    const state = await dayOf(officer.accessToken, crewId, aurora, date);
    // A reopen confirmed on the month as signed only (queued offline before the countersign):
    // the countersign is not undone unseen, the officer is shown it.
    const seenSigned = op('01JTESTKEY000000000000013', crewId, aurora, date, LONG, state.version, true);
    const met = await (await s.post('/sync', { cursor: 0, ops: [seenSigned] }, officer.accessToken)).json();
    expect(met.results[0].status).toBe('conflict');
    expect(met.results[0].records.restMonths[0].counterSignedByName).toBe('James Whitfield');
    expect((await dayOf(officer.accessToken, crewId, aurora, date)).binary).toBe(state.binary);
    const resubmit = op(
      '01JTESTKEY000000000000012',
      crewId,
      aurora,
      date,
      LONG,
      state.version,
      'countersigned',
    );
    const { results, changes } = await (
      await s.post('/sync', { cursor: 0, ops: [resubmit] }, officer.accessToken)
    ).json();
    expect(results[0].status).toBe('applied');
    const m = changes.restMonths.find(
      (x: { userId: number; month: string }) => x.userId === crewId && x.month === month,
    );
    expect(m.signedBy).toBeNull();
    expect(m.counterSignedBy).toBeNull();
    expect((await dayOf(officer.accessToken, crewId, aurora, date)).binary).toBe(LONG);
  });

  it('countersigning needs level 4 on the vessel and the right password', async () => {
    const crew = await s.login('crew@demo.yacht');
    const crewDevice = await deviceSigner(s, crew.accessToken, crewId);
    const byCrew = await s.post(
      '/hor/countersign',
      { ...(await crewDevice.sign('countersign', crewId, aurora, month)), password: 'Demo1234' },
      crew.accessToken,
    );
    expect(byCrew.status).toBe(403);
    const captain = await s.login('captain@demo.yacht');
    const captainDevice = await deviceSigner(s, captain.accessToken, captainId);
    const wrong = await s.post(
      '/hor/countersign',
      { ...(await captainDevice.sign('countersign', crewId, aurora, month)), password: 'nope' },
      captain.accessToken,
    );
    expect(wrong.status).toBe(400);
    expect((await wrong.json()).message).toBe('Your credentials are invalid.');
  });
});
