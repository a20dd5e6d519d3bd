import { MSG } from '@contracts/messages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../testing/test-server';

/**
 * X-Base-Version on a REST edit: a newer server copy makes it a 409. A value that is not a whole
 * number from 0 ('abc', '-1', '1.5') was read as 0, 'no check', and the edit went through over
 * whatever changed meanwhile: the guard the client asked for, dropped unseen. It is refused now.
 */
let s: TestServer;
let token: string;
let aurora: number;
beforeAll(async () => {
  s = await startTestServer();
  aurora = await s.vesselId('aurora');
  token = (await s.login('fleet@demo.yacht')).accessToken;
});
afterAll(() => s.close());

/** The library settings as stored (docsCheck is turned by level 6+ other than the Captain: the fleet manager). */
const settings = async () =>
  (
    await s.db.query<{ docs_check: boolean; version: number }>(
      'SELECT docs_check, version FROM doc_settings WHERE vessel_id = $1',
      [aurora],
    )
  )[0]!;
const save = (docsCheck: boolean, base: string) =>
  s.request(`/docs/settings/${aurora}`, {
    method: 'PUT',
    token,
    headers: { 'x-base-version': base },
    body: JSON.stringify({ yachtID: aurora, docsCheck }),
  });

describe('X-Base-Version', () => {
  it('refuses what is not a whole number from 0, naming it, and saves nothing', async () => {
    const before = await settings();
    for (const odd of ['abc', '-1', '1.5', '1e3', 'NaN', '0x10', '9'.repeat(20)]) {
      const res = await save(!before.docs_check, odd);
      expect([odd, res.status, (await res.json()).errorList]).toEqual([
        odd,
        400,
        [{ property: 'X-Base-Version', message: MSG.numeric }],
      ]);
    }
    expect(await settings()).toEqual(before);
  });

  it('a stale number is a conflict; none sent (or empty) saves without the check', async () => {
    const before = await settings();
    expect((await save(!before.docs_check, '1')).status).toBe(409);
    expect((await settings()).docs_check).toBe(before.docs_check);
    const res = await save(!before.docs_check, '');
    expect(res.status).toBe(200);
    expect((await settings()).docs_check).toBe(!before.docs_check);
  });
});
