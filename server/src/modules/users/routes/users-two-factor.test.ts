import { MSG } from '@contracts/messages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../../testing/test-server';

/**
 * PUT /removewhatsapp removes the users' method; whether 2FA is required is PUT
 * /whatsapprequirements' (doc 1, section 7). A `required` sent to the removal was taken and
 * ignored (a 200 that left the requirement as it was): it is refused, naming the field.
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

const put = (path: string, body: object) =>
  s.request(path, { method: 'PUT', token: captain, body: JSON.stringify(body) });
const requiredOf = async (id: number) =>
  (await s.db.query<{ r: boolean }>('SELECT two_factor_required AS r FROM users WHERE id = $1', [id]))[0]!.r;

describe('PUT /removewhatsapp', () => {
  it('refuses a required flag, which is the requirement call’s, and changes nothing', async () => {
    expect(
      (await put('/whatsapprequirements', { yachtId: aurora, users: [officer], required: true })).status,
    ).toBe(200);
    const res = await put('/removewhatsapp', { yachtId: aurora, users: [officer], required: false });
    expect(res.status).toBe(400);
    expect((await res.json()) as unknown).toMatchObject({
      errorList: [{ property: 'required', message: MSG.unknownField }],
    });
    expect(await requiredOf(officer)).toBe(true);
  });

  it('still removes the method without it', async () => {
    expect((await put('/removewhatsapp', { yachtId: aurora, users: [officer] })).status).toBe(200);
  });
});

describe('PUT /whatsapprequirements', () => {
  const renew = (refreshToken: string) => s.post('/refreshtoken', { refreshToken });
  const require = (user: number) =>
    put('/whatsapprequirements', { yachtId: aurora, users: [user], required: true });

  it('ends the sessions of a user who logs in without 2FA: a renewal is refused, the next login asks for it', async () => {
    const purser = await s.idOf('purser@demo.yacht');
    const session = await s.login('purser@demo.yacht');
    expect((await renew(session.refreshToken)).status).toBe(200);
    const again = await s.login('purser@demo.yacht');
    expect((await require(purser)).status).toBe(200);
    expect((await renew(again.refreshToken)).status).toBe(401);
  });

  it('ends no sessions when the captain does not hold the account (the user is also on a vessel they are not)', async () => {
    // Anyone may register a trial and add a known e-mail: requiring 2FA there must not log its
    // owner out everywhere. The crew member is on Meridian too, where this captain is not.
    const crew = await s.idOf('crew@demo.yacht');
    const session = await s.login('crew@demo.yacht');
    expect((await require(crew)).status).toBe(200);
    expect(await requiredOf(crew)).toBe(true);
    expect((await renew(session.refreshToken)).status).toBe(200);
  });

  it('never ends the sessions of the captain who ticks themselves', async () => {
    const me = await s.idOf('captain@demo.yacht');
    const session = await s.login('captain@demo.yacht');
    expect((await require(me)).status).toBe(200);
    expect((await renew(session.refreshToken)).status).toBe(200);
  });

  it('leaves the sessions of a user who already uses 2FA', async () => {
    const officerId = await s.idOf('officer@demo.yacht');
    await s.db.query('UPDATE users SET two_factor_required = false, two_factor_method = NULL WHERE id = $1', [
      officerId,
    ]);
    const session = await s.login('officer@demo.yacht');
    // Set up since that login: their next login asks for it already.
    await s.db.query(
      `UPDATE users SET two_factor_method = 'whatsapp', whatsapp_number = '+35699000000' WHERE id = $1`,
      [officerId],
    );
    expect((await require(officerId)).status).toBe(200);
    expect((await renew(session.refreshToken)).status).toBe(200);
  });
});
