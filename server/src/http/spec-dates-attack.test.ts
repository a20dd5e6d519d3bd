import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { crewServer } from '../../testing/crew-fixture';
import type { TestServer } from '../../testing/test-server';

/**
 * The spec's wire dates read in REST bodies (spec-dates.ts), attacked through a day save: odd
 * values of a date field are a 400 naming it, never a 500 nor a day saved unasked.
 */
const WATCH = '111111110000000000000000111111110000000000000000';
let s: TestServer;
let path: string;
let token: string;
let aurora: number;
let userId: number;
beforeAll(async () => {
  const f = await crewServer();
  s = f.s;
  aurora = f.aurora;
  userId = f.userId.crew!;
  token = f.token.crew!;
  path = `/hor/day/${userId}`;
});
afterAll(() => s?.close());

const save = (dates: unknown, binary = WATCH) =>
  s.request(path, { method: 'POST', token, body: JSON.stringify({ yachtId: aurora, dates, binary }) });
const dayBody = (yachtId: number) => ({
  method: 'POST',
  token,
  body: JSON.stringify({ yachtId, dates: ['2026-11-14T00:00:00Z'], binary: WATCH }),
});
const savedDays = async () =>
  (
    await s.db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM rest_days WHERE user_id = $1 AND vessel_id = $2',
      [userId, aurora],
    )
  )[0]!.n;

describe('odd dates in a REST day save', () => {
  it.each([
    ['the sentinel in the list', ['0001-01-01T00:00:00Z']],
    ['the sentinel as the list', '0001-01-01T00:00:00Z'],
    ['a day past the calendar', ['9999-12-31T23:00:00Z']],
    ['a date-time of no day', ['2026-02-29T00:00:00Z']],
    ['hour 24', ['2026-11-14T24:00:00Z']],
    ['an object', [JSON.parse('{"__proto__":{"date":"2026-11-14T00:00:00Z"}}')]],
    ['a nested list', [['2026-11-14T00:00:00Z']]],
    ['a number', [20261114]],
    ['a NUL after a date-time', ['2026-11-14T00:00:00Z\u0000']],
    ['a NUL inside a day', ['2026-11-1\u00004']],
    ['a year-9999 date-time', ['9999-06-01T00:00:00Z']],
    ['30 February', ['2026-02-30T00:00:00Z']],
    ['month 13', ['2026-13-01T00:00:00Z']],
    ['an offset of +25:00', ['2026-11-14T00:00:00+25:00']],
    ['junk after a date-time', ['2026-11-14T00:00:00Zjunk']],
    ['the sentinel with junk', ['0001-01-01Tjunk']],
  ])('%s is a 400 naming dates, and saves nothing', async (_what, dates) => {
    const before = await savedDays();
    const errors = s.errors.length;
    const res = await save(dates);
    const body = await res.json();
    expect([res.status, JSON.stringify(body.errorList ?? [])]).toEqual([
      400,
      expect.stringContaining('dates'),
    ]);
    expect(s.errors.length).toBe(errors);
    expect(await savedDays()).toBe(before);
  });

  it.each([
    ['a user id past 2^31', () => s.request('/hor/day/2147483648', dayBody(aurora))],
    ['a vessel id past 2^31', () => s.request(path, dayBody(2 ** 31))],
  ])('%s is refused (4xx), never a 500, and saves nothing', async (_what, send) => {
    const before = await savedDays();
    const errors = s.errors.length;
    const res = await send();
    expect(res.status).toBeGreaterThanOrEqual(400);
    expect(res.status).toBeLessThan(500);
    expect(s.errors.length).toBe(errors);
    expect(await savedDays()).toBe(before);
  });

  it('a spec date-time is read as its day', async () => {
    // A pattern no seed writes: the day saved is this call's.
    const own = '000000001111111100000000111111110000000000000000';
    const res = await save(['2026-11-08T23:00:00Z'], own);
    expect(res.status).toBe(200);
    const [row] = await s.db.query<{ work: string }>(
      "SELECT work FROM rest_days WHERE user_id = $1 AND vessel_id = $2 AND day = '2026-11-09'",
      [userId, aurora],
    );
    expect(row?.work).toBe(own);
  });
});
