import { MAX_IDEMPOTENCY_KEY } from '@contracts/limits';
import { MSG } from '@contracts/messages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../../testing/test-server';

/**
 * The Idempotency-Key header of a REST write is kept (idempotency_keys), so it is bounded as any
 * input is (the attack review): a key of 100 000 characters was stored, and an empty one was read
 * as none, the guarded retry made twice. Too long, empty or not printable ASCII: 400, naming the
 * header, nothing saved. A ULID, a UUID, one of exactly MAX_IDEMPOTENCY_KEY characters: taken.
 */
let s: TestServer;
let token: string;
let crew: number;
let aurora: number;
beforeAll(async () => {
  s = await startTestServer();
  const login = await s.login('crew@demo.yacht');
  token = login.accessToken;
  crew = login.user.id;
  aurora = await s.vesselId('aurora');
});
afterAll(() => s.close());

const WORK = `${'0'.repeat(12)}${'1'.repeat(30)}${'0'.repeat(6)}`;
const send = (date: string, key: string) =>
  s.post(`/hor/day/${crew}`, { yachtId: aurora, dates: [date], binary: WORK }, token, {
    headers: { 'idempotency-key': key },
  });
const saved = async (date: string) =>
  (
    await s.db.query('SELECT 1 FROM rest_days WHERE user_id = $1 AND vessel_id = $2 AND day = $3', [
      crew,
      aurora,
      date,
    ])
  ).length;
const keysKept = async () =>
  Number(
    (
      await s.db.query<{ n: string }>('SELECT count(*) AS n FROM idempotency_keys WHERE user_id = $1', [crew])
    )[0]?.n,
  );

describe('Idempotency-Key on POST /hor/day/{user}', () => {
  it('too long, empty or not printable: 400 naming the header, nothing saved or kept', async () => {
    const before = await keysKept();
    const cases: [string, string][] = [
      ['k'.repeat(MAX_IDEMPOTENCY_KEY + 1), MSG.maxLength(MAX_IDEMPOTENCY_KEY)],
      ['k'.repeat(8000), MSG.maxLength(MAX_IDEMPOTENCY_KEY)],
      ['', MSG.required],
      ['   ', MSG.required],
      ['caf\u00e9-key-1', MSG.badText],
    ];
    for (const [key, message] of cases) {
      const res = await send('2027-05-03', key);
      expect([key.slice(0, 20), res.status, await res.json()]).toEqual([
        key.slice(0, 20),
        400,
        { message: MSG.status400, errorList: [{ property: 'Idempotency-Key', message }] },
      ]);
    }
    expect(await saved('2027-05-03')).toBe(0);
    expect(await keysKept()).toBe(before);
  });

  it('a ULID, a UUID and a key of exactly the bound are taken, and a retry is answered once', async () => {
    const keys = [
      '01JIDEMKEY0000000000000001',
      '3f2a1c9e-8b7d-4e6f-a5b4-c3d2e1f0a9b8',
      'k'.repeat(MAX_IDEMPOTENCY_KEY),
    ];
    for (const [i, key] of keys.entries()) {
      const date = `2027-05-1${i}`;
      const first = await send(date, key);
      expect([key, first.status]).toEqual([key, 200]);
      const again = await send(date, key);
      expect([key, again.status, (await again.json()).version]).toEqual([
        key,
        200,
        (await first.json()).version,
      ]);
      expect(await saved(date)).toBe(1);
    }
  });
});

/**
 * POST and DELETE /hor/day/rest/{user} and POST /hor/day/copy take the key as well
 * (docs/api-differences/hours-of-rest-reports.md): it was read on the day save alone, and on
 * these accepted and ignored, a retry made again and another call under a used key applied.
 */
describe('Idempotency-Key on the day off, its clearing and the copy', () => {
  const call = (method: string, path: string, body: unknown, key: string) =>
    s.request(path, { method, token, body: JSON.stringify(body), headers: { 'idempotency-key': key } });
  const rest = (method: string, date: string, key: string) =>
    call(method, `/hor/day/rest/${crew}`, { yachtId: aurora, dates: [date] }, key);
  const copy = (toDateBegin: string, key: string) =>
    call(
      'POST',
      '/hor/day/copy',
      {
        yachtId: aurora,
        fromUser: crew,
        toUser: crew,
        fromDateBegin: '2027-05-10',
        fromDateEnd: '2027-05-10',
        toDateBegin,
        toDateEnd: toDateBegin,
      },
      key,
    );
  const kinds: [string, (date: string, key: string) => Promise<Response> | Response][] = [
    ['mark as rest', (date, key) => rest('POST', date, key)],
    ['clear', (date, key) => rest('DELETE', date, key)],
    ['copy', (date, key) => copy(date, key)],
  ];

  it('the same call again gets the first answer; another call under the key is refused, not made', async () => {
    expect((await send('2027-05-10', '01JIDEMKEYSOURCE000000001')).status).toBe(200);
    for (const [i, [kind, make]] of kinds.entries()) {
      const key = `01JIDEMKEYREST00000000000${i}`;
      const [date, other] = [`2027-05-2${i}`, `2027-05-2${i + 5}`];
      // A day to clear, for the clear.
      if (kind === 'clear') expect((await send(date, `01JIDEMKEYCLEARSETUP00000${i}`)).status).toBe(200);
      const first = await make(date, key);
      expect([kind, first.status]).toEqual([kind, 200]);
      const firstBody = await first.json();
      const again = await make(date, key);
      expect([kind, again.status, await again.json()]).toEqual([kind, 200, firstBody]);
      const reused = await make(other, key);
      expect([kind, reused.status, (await reused.json()).message]).toEqual([kind, 400, MSG.keyReused]);
      expect([kind, await saved(other)]).toEqual([kind, 0]);
    }
  });

  it('a bad key is refused on each, nothing made', async () => {
    for (const [kind, make] of kinds) {
      for (const key of ['', 'k'.repeat(MAX_IDEMPOTENCY_KEY + 1)]) {
        const res = await make('2027-05-30', key);
        expect([kind, res.status, (await res.json()).errorList?.[0]?.property]).toEqual([
          kind,
          400,
          'Idempotency-Key',
        ]);
      }
    }
    expect(await saved('2027-05-30')).toBe(0);
  });
});
