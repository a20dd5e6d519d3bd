import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoTokens } from '../../../../testing/role-fixtures';
import { startTestServer, type TestServer } from '../../../../testing/test-server';

/**
 * A clock change recorded again as it is (Save pressed twice, a replay under a new key) answers
 * the record as stored and writes nothing: no new version, no audit line, its recorder kept.
 */
let s: TestServer;
let aurora: number;
let token: Record<string, string>;
beforeAll(async () => {
  s = await startTestServer();
  aurora = await s.vesselId('aurora');
  token = await demoTokens(s, ['captain', 'fleet']);
});
afterAll(() => s.close());

const path = () => `/hor/clock-changes/${aurora}`;
const stored = async () => ({
  row: JSON.stringify(
    await s.db.query('SELECT * FROM clock_changes WHERE vessel_id = $1 ORDER BY day', [aurora]),
  ),
  audit: (
    await s.db.query<{ n: number }>("SELECT count(*)::int AS n FROM audit_log WHERE entity = 'clock-change'")
  )[0]!.n,
});

describe('a clock change recorded as it is', () => {
  it('answers as recorded and writes nothing; another time still writes', async () => {
    const change = { date: '2026-11-08', at: '02:00', minutes: -60 };
    expect((await s.post(path(), change, token.captain)).status).toBe(200);
    const before = await stored();
    for (const who of ['captain', 'fleet']) {
      const res = await s.post(path(), change, token[who]);
      expect(res.status).toBe(200);
      expect(await res.json()).toMatchObject({ ...change, vesselId: aurora });
    }
    expect(await stored()).toEqual(before);
    expect((await s.post(path(), { ...change, at: '03:00' }, token.captain)).status).toBe(200);
    expect((await stored()).audit).toBe(before.audit + 1);
  });
});
