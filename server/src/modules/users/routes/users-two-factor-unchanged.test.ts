import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../../testing/test-server';

/**
 * The users page's 2FA actions that change nothing (the requirement as it is, 'Remove 2FA' of
 * someone without it) answer as done and write no audit line of a change that did not happen.
 */
let s: TestServer;
let captain: string;
let aurora: number;
let officer: number;
beforeAll(async () => {
  s = await startTestServer();
  captain = (await s.login('captain@demo.yacht')).accessToken;
  aurora = await s.vesselId('aurora');
  officer = await s.idOf('officer@demo.yacht');
});
afterAll(() => s.close());

const put = async (path: string, body: object) => {
  const res = await s.request(path, { method: 'PUT', token: captain, body: JSON.stringify(body) });
  expect(res.status, await res.clone().text()).toBe(200);
};
const lines = async (action: string) =>
  (
    await s.db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM audit_log WHERE action = $1 AND entity_key = $2',
      [action, String(officer)],
    )
  )[0]!.n;

describe('2FA actions that change nothing', () => {
  it('the requirement as it is already: one audit line for the change, none for the repeats', async () => {
    const require = (required: boolean) =>
      put('/whatsapprequirements', { yachtId: aurora, users: [officer], required });
    await require(false);
    const optional = await lines('user.2fa-optional');
    await require(false);
    expect(await lines('user.2fa-optional')).toBe(optional);
    await require(true);
    await require(true);
    expect(await lines('user.2fa-required')).toBe(1);
  });

  it("'Remove 2FA' of someone without any: no audit line", async () => {
    await put('/removewhatsapp', { yachtId: aurora, users: [officer] });
    await put('/removewhatsapp', { yachtId: aurora, users: [officer] });
    expect(await lines('user.2fa-removed')).toBe(0);
  });
});
