import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../../testing/test-server';
import { verifyVesselChain } from '../chain/chain-verify';

/**
 * Issue 33: a rest day on a date with a recorded clock change is saved on elapsed time (one cell
 * per half hour that passed), over REST and through sync alike; any other length is refused
 * naming the field, and 48 cells (a device that logged ship's time) are still taken.
 */
const REST = '2027-02';
const SYNC = '2027-03';
let s: TestServer;
let aurora: number;
let crewId: number;
let crew: string;
beforeAll(async () => {
  s = await startTestServer();
  aurora = await s.vesselId('aurora');
  crewId = await s.idOf('crew@demo.yacht');
  crew = (await s.login('crew@demo.yacht')).accessToken;
  const captain = (await s.login('captain@demo.yacht')).accessToken;
  // The same changes in two months with no days yet: one for REST, one for sync.
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
afterAll(() => s.close());

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
