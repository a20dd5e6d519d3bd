import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../../testing/test-server';
import { verifyVesselChain } from '../chain/chain-verify';

/** Issue 6, defect 6: no request may make the server walk a span nobody's screen needs. */
let s: TestServer;
let aurora: number;
let crewId: number;
let crew: string;
let officer: string;

beforeAll(async () => {
  s = await startTestServer();
  aurora = await s.vesselId('aurora');
  crewId = await s.idOf('crew@demo.yacht');
  crew = (await s.login('crew@demo.yacht')).accessToken;
  officer = (await s.login('officer@demo.yacht')).accessToken;
});
afterAll(() => s.close());

const WATCH = '111111110000000000000000111111110000000000000000';
const SPREAD = 'The dates of one save must fall within 62 days.';
const timed = async (run: () => Promise<Response> | Response) => {
  const started = performance.now();
  const res = await run();
  return { res, ms: performance.now() - started };
};

describe('the dates of one save or check fall within 62 days', () => {
  it('a non-compliance check from 0100-01-01 to 9999-12-29 is refused at once', async () => {
    const { res, ms } = await timed(() =>
      s.post(
        `/hor/compliance/noncompliances/${crewId}`,
        { yachtId: aurora, dates: ['0100-01-01', '9999-12-29'], binary: WATCH },
        crew,
      ),
    );
    expect(res.status).toBe(400);
    expect(ms).toBeLessThan(1000);
  });

  it('dates in range but a year apart are refused with a clear message, on save and check alike', async () => {
    const body = { yachtId: aurora, dates: ['2026-01-01', '2026-12-31'], binary: WATCH };
    for (const path of [`/hor/compliance/noncompliances/${crewId}`, `/hor/day/${crewId}`]) {
      const res = await s.post(path, body, crew);
      expect(res.status).toBe(400);
      expect(await res.json()).toEqual({
        message: "Data you've entered are invalid.",
        errorList: [{ property: 'dates', message: SPREAD }],
      });
    }
    const sync = await s.post(
      '/sync',
      {
        cursor: 0,
        ops: [
          {
            id: '01JSPANTEST00000000000001',
            op: 'hor/day/save',
            body: { ...body, userId: crewId },
            baseVersion: 0,
          },
        ],
      },
      crew,
    );
    expect((await sync.json()).results[0]).toMatchObject({
      status: 'rejected',
      errorList: [{ message: SPREAD }],
    });
  });

  it('a whole month (the day page range save) still goes through', async () => {
    const dates = Array.from({ length: 31 }, (_, i) => `2026-10-${String(i + 1).padStart(2, '0')}`);
    const res = await s.post(
      `/hor/compliance/noncompliances/${crewId}`,
      { yachtId: aurora, dates, binary: WATCH },
      crew,
    );
    expect(res.status).toBe(200);
    const edges = ['2026-08-01', '2026-10-02']; // 62 days apart
    expect(
      (
        await s.post(
          `/hor/compliance/noncompliances/${crewId}`,
          { yachtId: aurora, dates: edges, binary: WATCH },
          crew,
        )
      ).status,
    ).toBe(200);
  });

  it('clearing days has the same bound', async () => {
    const res = await s.request(`/hor/day/rest/${crewId}`, {
      method: 'DELETE',
      body: JSON.stringify({ yachtId: aurora, dates: ['1900-01-01', '2100-12-31'] }),
      token: crew,
    });
    expect(res.status).toBe(400);
  });
});

describe('copying days', () => {
  const copy = (fromDateBegin: string, fromDateEnd: string, toDateBegin: string, toDateEnd: string) =>
    s.post(
      '/hor/day/copy',
      {
        yachtId: aurora,
        fromUser: crewId,
        toUser: crewId,
        fromDateBegin,
        fromDateEnd,
        toDateBegin,
        toDateEnd,
      },
      officer,
    );

  it('refuses a source range of more than 62 days rather than copying part of it', async () => {
    const res = await copy('1900-01-01', '2100-12-31', '2026-12-01', '2026-12-07');
    expect(res.status).toBe(400);
    expect(JSON.stringify(await res.json())).toContain('At most 62 days can be copied at once.');
  });

  it('refuses dates out of range', async () => {
    expect((await copy('2026-10-01', '2026-10-07', '9999-12-25', '9999-12-31')).status).toBe(400);
  });

  it('refuses a range that ends before it begins, naming the end', async () => {
    const res = await copy('2026-10-07', '2026-10-01', '2026-12-01', '2026-12-07');
    expect(res.status).toBe(400);
    expect((await res.json()).errorList).toEqual([
      { property: 'fromDateEnd', message: 'Must not be before the start date.' },
    ]);
  });
});

// Issue 33: a rest day on a date with a recorded clock change is saved on elapsed time (one
// cell per half hour that passed), over REST and through sync alike; any other length is refused
// naming the field, and 48 cells (a device that logged ship's time) are still taken. The same
// changes in two months with no days yet: one for the REST saves, one for the queued ones.
const REST = '2027-02';
const SYNC = '2027-03';
beforeAll(async () => {
  const captain = (await s.login('captain@demo.yacht')).accessToken;
  for (const month of [REST, SYNC])
    for (const [d, minutes] of [
      ['04', -60],
      ['05', -30],
      ['06', 30],
      ['07', 60],
      ['08', -1440],
      ['09', 1440],
    ] as const) {
      const at = Math.abs(minutes) === 1440 ? '00:00' : '02:00';
      const body = { date: `${month}-${d}`, at, minutes };
      expect((await s.post(`/hor/clock-changes/${aurora}`, body, captain)).status).toBe(200);
    }
});

const day = (cells: number) => '1'.repeat(16) + '0'.repeat(cells - 16);
const stored = async (date: string) =>
  (
    await s.db.query<{ work: string }>(
      'SELECT work FROM rest_days WHERE user_id = $1 AND vessel_id = $2 AND day = $3',
      [crewId, aurora, date],
    )
  )[0]?.work;
const saveRest = (date: string, binary: string) =>
  s.post(`/hor/day/${crewId}`, { yachtId: aurora, dates: [date], binary }, crew);
let opId = 0;
const saveSync = async (date: string, binary: string) => {
  const id = `01JELAPSEDDAY0000000000${String(++opId).padStart(3, '0')}`;
  const body = { userId: crewId, yachtId: aurora, dates: [date], binary };
  const res = await s.post(
    '/sync',
    { cursor: 0, ops: [{ id, op: 'hor/day/save', body, baseVersion: 0 }] },
    crew,
  );
  return ((await res.json()) as { results: { status: string; errorList?: unknown }[] }).results[0]!;
};

// Each day of the month, the length its day takes and a length it refuses, with the refusal's
// text after the date.
const CASES = [
  ['04', 50, 46, ' has a clock change: its day has 50 half-hour cells (25 hours).'],
  ['05', 49, 50, ' has a clock change: its day has 49 half-hour cells (24.5 hours).'],
  ['06', 47, 49, ' has a clock change: its day has 47 half-hour cells (23.5 hours).'],
  ['07', 46, 47, ' has a clock change: its day has 46 half-hour cells (23 hours).'],
  ['08', 96, 50, ' has a clock change: its day has 96 half-hour cells (48 hours).'],
  ['09', null, 50, ' was skipped across the date line: it has no hours to record.'],
  ['10', null, 50, ' has no clock change recorded: its day has 48 half-hour cells.'],
] as const;

describe('a day on elapsed time, saved over REST', () => {
  it.each(CASES)('day %s takes %s cells and refuses %s', async (d, cells, wrong, text) => {
    const date = `${REST}-${d}`;
    const message = date + text;
    const refused = await saveRest(date, day(wrong));
    expect(refused.status).toBe(400);
    expect(await refused.json()).toEqual({
      message: "Data you've entered are invalid.",
      errorList: [{ property: 'binary', message }],
    });
    expect(await stored(date)).toBeUndefined();
    if (cells === null) return;
    const res = await saveRest(date, day(cells));
    expect(res.status).toBe(200);
    expect(await stored(date)).toBe(day(cells));
  });

  it('48 cells are still taken on a change date (a device that logged ship’s time)', async () => {
    expect((await saveRest(`${REST}-09`, day(48))).status).toBe(200);
    expect((await saveRest(`${REST}-04`, day(48))).status).toBe(200);
    expect(await stored(`${REST}-04`)).toBe(day(48));
  });

  it('one timeline on several dates must fit every one of them', async () => {
    const res = await s.post(
      `/hor/day/${crewId}`,
      { yachtId: aurora, dates: [`${REST}-04`, `${REST}-10`], binary: day(50) },
      crew,
    );
    expect(res.status).toBe(400);
    expect(await stored(`${REST}-10`)).toBeUndefined();
  });

  it('the hash chain takes the longer days and stays intact', async () => {
    expect(await verifyVesselChain(s.db, aurora)).toMatchObject({ intact: true });
  });
});

describe('a day on elapsed time, queued through sync', () => {
  it.each(CASES)('day %s takes %s cells and refuses %s', async (d, cells, wrong, text) => {
    const date = `${SYNC}-${d}`;
    expect(await saveSync(date, day(wrong))).toMatchObject({
      status: 'rejected',
      errorList: [{ property: 'binary', message: date + text }],
    });
    expect(await stored(date)).toBeUndefined();
    if (cells === null) return;
    expect(await saveSync(date, '0'.repeat(cells))).toMatchObject({ status: 'applied' });
    expect(await stored(date)).toBe('0'.repeat(cells));
  });
});
