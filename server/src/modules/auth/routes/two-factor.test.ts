import type { TwoFactorStep } from '@contracts/two-factor';
import { generate } from 'otplib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { scratchVessel } from '../../../../testing/scratch-vessel';
import { startTestServer, type TestServer } from '../../../../testing/test-server';
import { DEMO_PASSWORD } from '../../../seed/demo-fleet';

let s: TestServer;
beforeAll(async () => {
  s = await startTestServer();
});
afterAll(() => s.close());

const NUMBER = '+447700900123';
const WRONG = 'Your 2FA code is not correct.';
const EXPIRED_LOGIN = 'This login has expired. Please log in again.';

async function logIn(email: string, extra: Record<string, unknown> = {}) {
  const res = await s.post('/login', { username: email, password: DEMO_PASSWORD, ...extra });
  expect(res.status).toBe(200);
  return (await res.json()) as { twoFactor?: TwoFactorStep; accessToken?: string; bypassToken?: string };
}
const lastCode = (to = NUMBER) =>
  /\b(\d{6})\b/.exec(s.messages.sent.filter((m) => m.to === to).at(-1)!.text)![1]!;
const verify = (step: TwoFactorStep, code: string, suspend = false) =>
  s.post('/verifyWhatsApp', { challenge: step.challenge, userId: step.userId, code, suspend });
const totpNow = (secret: string) => generate({ secret, epoch: Math.floor(s.clock().getTime() / 1000) });

/** A fresh user who has set up 2FA by message (through the opt-in box of the login form). */
async function withWhatsApp(number = NUMBER) {
  const { crew } = await scratchVessel(s);
  const setup = (await logIn(crew.email, { enableWhatsAppAuth: true })).twoFactor!;
  expect(setup).toMatchObject({ step: 'setup', required: false });
  s.advance(60_000); // past the resend wait of any earlier test's number
  expect(
    (await s.post('/setUpWhatsApp', { challenge: setup.challenge, userId: setup.userId, number })).status,
  ).toBe(200);
  expect((await verify(setup, lastCode(number))).status).toBe(200);
  return crew;
}

describe('2FA by messaging-app code', () => {
  it('a user without 2FA logs in with the password alone; the opt-in box leads to setup', async () => {
    const { crew } = await scratchVessel(s);
    expect((await logIn(crew.email)).accessToken).toBeTruthy();
    const opted = await logIn(crew.email, { enableWhatsAppAuth: true });
    expect(opted.accessToken).toBeUndefined();
    expect(opted.twoFactor).toMatchObject({ step: 'setup', method: null, required: false });
  });

  it('setup checks the number, sends a code and makes the method the user’s', async () => {
    const { crew } = await scratchVessel(s);
    const step = (await logIn(crew.email, { enableWhatsAppAuth: true })).twoFactor!;
    const bad = await s.post('/setUpWhatsApp', {
      challenge: step.challenge,
      userId: step.userId,
      number: '0044 77',
    });
    expect(bad.status).toBe(400);
    expect(JSON.stringify(await bad.json())).toContain(
      'Incorrect number format. Use + plus international code.',
    );
    const ok = await s.post('/setUpWhatsApp', {
      challenge: step.challenge,
      userId: step.userId,
      number: '+44 7700 900999',
    });
    expect(await ok.json()).toEqual({ sentTo: '+44 ••• 999' });
    expect((await verify(step, '000000' === lastCode('+447700900999') ? '111111' : '000000')).status).toBe(
      400,
    );
    const done = await verify(step, lastCode('+447700900999'));
    expect(done.status).toBe(200);
    expect((await done.json()).accessToken).toBeTruthy();
    const next = (await logIn(crew.email)).twoFactor!;
    expect(next).toMatchObject({ step: 'verify', method: 'whatsapp', sentTo: '+44 ••• 999' });
  });

  it('a login code works once and only for 10 minutes', async () => {
    const crew = await withWhatsApp();
    const step = (await logIn(crew.email)).twoFactor!;
    const code = lastCode();
    const wrong = await verify(step, code === '123456' ? '654321' : '123456');
    expect(await wrong.json()).toMatchObject({ message: WRONG });
    expect((await verify(step, code)).status).toBe(200);
    const again = await verify(step, code);
    expect(again.status).toBe(400);
    expect(await again.json()).toMatchObject({ message: EXPIRED_LOGIN });

    s.advance(60_000);
    const late = (await logIn(crew.email)).twoFactor!;
    const lateCode = lastCode();
    s.advance(10 * 60_000 + 1000);
    const res = await verify(late, lateCode);
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ message: 'This code has expired. Send a new one.' });
  });

  it('five wrong codes end the login; sends wait 30 s between them', async () => {
    const crew = await withWhatsApp();
    s.advance(60_000);
    const step = (await logIn(crew.email)).twoFactor!;
    const code = lastCode();
    const soon = await s.post('/sendWhatsApp', { challenge: step.challenge });
    expect(soon.status).toBe(429);
    expect((await soon.json()).message).toMatch(
      /^A code was just sent\. You can ask for another in \d+ seconds\.$/,
    );
    const wrong = code === '000001' ? '000002' : '000001';
    for (let i = 0; i < 4; i++)
      expect(await (await verify(step, wrong)).json()).toMatchObject({ message: WRONG });
    expect(await (await verify(step, wrong)).json()).toMatchObject({
      message: 'Too many wrong codes. Please log in again.',
    });
    expect((await verify(step, code)).status).toBe(400);
  });

  it('a code sent again replaces the earlier one', async () => {
    const crew = await withWhatsApp();
    s.advance(60_000);
    const step = (await logIn(crew.email)).twoFactor!;
    const first = lastCode();
    s.advance(31_000);
    expect((await s.post('/sendWhatsApp', { challenge: step.challenge })).status).toBe(200);
    const second = lastCode();
    if (first !== second) expect((await verify(step, first)).status).toBe(400);
    expect((await verify(step, second)).status).toBe(200);
  });

  it("a challenge is bound to its user: another user's id is refused", async () => {
    const crew = await withWhatsApp();
    s.advance(60_000);
    const step = (await logIn(crew.email)).twoFactor!;
    const res = await s.post('/verifyWhatsApp', {
      challenge: step.challenge,
      userId: step.userId + 1,
      code: lastCode(),
    });
    expect(res.status).toBe(400);
    expect((await verify(step, lastCode())).status).toBe(200);
  });

  it('Bypass 2FA for 30 days skips the code on that device only, for 30 days', async () => {
    const crew = await withWhatsApp();
    s.advance(60_000);
    const step = (await logIn(crew.email)).twoFactor!;
    const { bypassToken } = await (await verify(step, lastCode(), true)).json();
    expect(bypassToken).toBeTruthy();
    expect((await logIn(crew.email, { bypassToken })).accessToken).toBeTruthy();
    expect((await logIn(crew.email, { bypassToken: 'another-device' })).twoFactor?.step).toBe('verify');
    const other = await withWhatsApp('+447700900555');
    expect((await logIn(other.email, { bypassToken })).twoFactor?.step).toBe('verify');
    s.advance(30 * 86_400_000 + 1000);
    expect((await logIn(crew.email, { bypassToken })).twoFactor?.step).toBe('verify');
  });

  it("a provider failure says 'Something went wrong' and the code can be sent again", async () => {
    const crew = await withWhatsApp();
    s.advance(60_000);
    s.messages.fail = true;
    const step = (await logIn(crew.email)).twoFactor!;
    expect(step.sendError).toBe('Something went wrong');
    s.advance(31_000);
    const again = await s.post('/sendWhatsApp', { challenge: step.challenge });
    expect(again.status).toBe(502);
    expect(await again.json()).toMatchObject({ message: 'Something went wrong' });
    s.messages.fail = false;
    s.advance(31_000);
    expect((await s.post('/sendWhatsApp', { challenge: step.challenge })).status).toBe(200);
    expect((await verify(step, lastCode())).status).toBe(200);
  });

  it('ten wrong codes in 15 minutes lock the user’s 2FA for 15 minutes', async () => {
    const crew = await withWhatsApp();
    for (let round = 0; round < 2; round++) {
      s.advance(31_000);
      const step = (await logIn(crew.email)).twoFactor!;
      const wrong = lastCode() === '999999' ? '999998' : '999999';
      for (let i = 0; i < 5; i++) await verify(step, wrong);
    }
    s.advance(31_000);
    const step = (await logIn(crew.email)).twoFactor!;
    const locked = await verify(step, lastCode());
    expect(locked.status).toBe(429);
    expect((await locked.json()).message).toMatch(
      /^Too many wrong codes\. Please wait \d+ minutes? and try again\.$/,
    );
  });
});

describe('2FA by authenticator app', () => {
  async function withTotp() {
    const { crew } = await scratchVessel(s);
    const step = (await logIn(crew.email, { enableWhatsAppAuth: true })).twoFactor!;
    const setup = await (
      await s.post('/setUpTotp', { challenge: step.challenge, userId: step.userId })
    ).json();
    expect(setup.qrSvg).toContain('<svg');
    expect(setup.uri).toMatch(/^otpauth:\/\/totp\/Seaworthy:/);
    const done = await verify(step, await totpNow(setup.secret));
    expect(done.status).toBe(200);
    const { recoveryCodes } = await done.json();
    return { crew, secret: setup.secret as string, recoveryCodes: recoveryCodes as string[] };
  }

  it('sets up with a QR code, gives 10 recovery codes and then asks for the app’s code', async () => {
    const sent = s.messages.sent.length;
    const { crew, secret, recoveryCodes } = await withTotp();
    expect(recoveryCodes).toHaveLength(10);
    expect(new Set(recoveryCodes).size).toBe(10);
    const step = (await logIn(crew.email)).twoFactor!;
    expect(step).toMatchObject({ step: 'verify', method: 'totp' });
    expect(s.messages.sent.length).toBe(sent); // nothing to deliver: it works without a signal
    // The setup's code was for this time step: it is not accepted a second time.
    expect(await (await verify(step, await totpNow(secret))).json()).toMatchObject({ message: WRONG });
    s.advance(30_000);
    expect((await verify(step, await totpNow(secret))).status).toBe(200);
  });

  it('a recovery code logs in once', async () => {
    const { crew, recoveryCodes } = await withTotp();
    const step = (await logIn(crew.email)).twoFactor!;
    expect((await verify(step, recoveryCodes[3]!.toUpperCase())).status).toBe(200);
    const next = (await logIn(crew.email)).twoFactor!;
    expect(await (await verify(next, recoveryCodes[3]!)).json()).toMatchObject({ message: WRONG });
    expect((await verify(next, recoveryCodes[4]!)).status).toBe(200);
  });
});

describe('2FA on the users page (level 6)', () => {
  async function onBoard(vesselId: number, who: string) {
    const id = await s.idOf(`${who}@demo.yacht`);
    const [role] = await s.db.query<{ role_id: number }>(
      'SELECT role_id FROM user_vessel_roles WHERE user_id = $1 LIMIT 1',
      [id],
    );
    await s.db.query('INSERT INTO user_vessel_roles (user_id, vessel_id, role_id) VALUES ($1, $2, $3)', [
      id,
      vesselId,
      role!.role_id,
    ]);
    return (await s.login(`${who}@demo.yacht`)).accessToken;
  }
  const put = (path: string, body: unknown, token: string) =>
    s.request(path, { method: 'PUT', body: JSON.stringify(body), token });

  it('2FA as Required sends the user to setup at the next login, and cannot be skipped', async () => {
    const { vesselId, crew } = await scratchVessel(s);
    const captain = await onBoard(vesselId, 'captain');
    const res = await put(
      '/whatsapprequirements',
      { yachtId: vesselId, users: [crew.id], required: true },
      captain,
    );
    expect(res.status).toBe(200);
    expect((await logIn(crew.email)).twoFactor).toMatchObject({ step: 'setup', required: true });
    await put('/whatsapprequirements', { yachtId: vesselId, users: [crew.id], required: false }, captain);
    expect((await logIn(crew.email)).accessToken).toBeTruthy();
  });

  it('Remove 2FA turns it off; an officer may not, nor a captain for a user not on the vessel', async () => {
    const crew = await withWhatsApp('+447700900777');
    const [{ vessel_id: vesselId }] = (await s.db.query<{ vessel_id: number }>(
      'SELECT vessel_id FROM user_vessel_roles WHERE user_id = $1',
      [crew.id],
    )) as [{ vessel_id: number }];
    const officer = (await s.login(`omar.${crew.email.split('.')[1]!.split('@')[0]}@scratch.yacht`))
      .accessToken;
    expect((await put('/removewhatsapp', { yachtId: vesselId, users: [crew.id] }, officer)).status).toBe(403);
    const aurora = await s.vesselId('aurora');
    const captainToken = (await s.login('captain@demo.yacht')).accessToken;
    expect((await put('/removewhatsapp', { yachtId: aurora, users: [crew.id] }, captainToken)).status).toBe(
      404,
    );
    const captain = await onBoard(vesselId, 'fleet');
    expect((await put('/removewhatsapp', { yachtId: vesselId, users: [crew.id] }, captain)).status).toBe(200);
    expect((await logIn(crew.email)).accessToken).toBeTruthy();
  });

  it('Remove 2FA is refused when the user holds a higher level on another vessel', async () => {
    const { vesselId, crew } = await scratchVessel(s);
    const captain = await onBoard(vesselId, 'captain');
    const other = await scratchVessel(s);
    const [fleetRole] = await s.db.query<{ id: number }>(
      'SELECT id FROM roles WHERE permission_level = 8 LIMIT 1',
    );
    await s.db.query('INSERT INTO user_vessel_roles (user_id, vessel_id, role_id) VALUES ($1, $2, $3)', [
      crew.id,
      other.vesselId,
      fleetRole!.id,
    ]);
    expect((await put('/removewhatsapp', { yachtId: vesselId, users: [crew.id] }, captain)).status).toBe(403);
  });
});
