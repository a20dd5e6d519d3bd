import type { OwnTwoFactor, TotpSetup, TwoFactorStep } from '@contracts/two-factor';
import { generate } from 'otplib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { scratchVessel } from '../../../../testing/scratch-vessel';
import { startTestServer, type TestServer } from '../../../../testing/test-server';
import { DEMO_PASSWORD } from '../../../seed/demo-fleet';

/** A signed-in user's own two-factor login: see it, change method, renew codes, turn it off. */
let s: TestServer;
beforeAll(async () => {
  s = await startTestServer();
});
afterAll(() => s.close());

const totpNow = (secret: string) => generate({ secret, epoch: Math.floor(s.clock().getTime() / 1000) });
const own = async (token: string) =>
  (await (await s.request('/me/twofactor', { token })).json()) as OwnTwoFactor;
const withPassword = (path: string, token: string, password = DEMO_PASSWORD) =>
  s.post(`/me/twofactor/${path}`, { password }, token);

/** Sets up the authenticator app on a setup challenge; answers the secret and the login. */
async function setUpApp(step: TwoFactorStep) {
  const setup = (await (
    await s.post('/setUpTotp', { challenge: step.challenge, userId: step.userId })
  ).json()) as TotpSetup;
  const res = await s.post('/verifyWhatsApp', {
    challenge: step.challenge,
    userId: step.userId,
    code: await totpNow(setup.secret),
  });
  expect(res.status).toBe(200);
  return { secret: setup.secret, login: (await res.json()) as { recoveryCodes: string[] } };
}

describe('one’s own two-factor login', () => {
  it('starts off; setting up the app from the settings asks for the password and gives codes', async () => {
    const { crew } = await scratchVessel(s);
    const { accessToken } = await s.login(crew.email);
    expect(await own(accessToken)).toEqual({
      method: null,
      required: false,
      sentTo: null,
      recoveryCodesLeft: 0,
    });

    const wrong = await withPassword('setup', accessToken, 'Wrong1234');
    expect(wrong.status).toBe(400);
    expect(await wrong.json()).toEqual({ message: 'Your credentials are invalid.' });

    const step = (await (await withPassword('setup', accessToken)).json()) as TwoFactorStep;
    expect(step).toMatchObject({ step: 'setup', method: null, required: false });
    const { login } = await setUpApp(step);
    expect(login.recoveryCodes).toHaveLength(10);
    expect(await own(accessToken)).toMatchObject({ method: 'totp', recoveryCodesLeft: 10 });

    // The next login asks for the app's code.
    const next = await (await s.post('/login', { username: crew.email, password: DEMO_PASSWORD })).json();
    expect(next.twoFactor).toMatchObject({ step: 'verify', method: 'totp' });
  });

  it('new recovery codes replace the old ones; only with the app method', async () => {
    const { crew } = await scratchVessel(s);
    const { accessToken } = await s.login(crew.email);
    const none = await withPassword('recovery', accessToken);
    expect(none.status).toBe(400);
    expect(await none.json()).toEqual({ message: 'Recovery codes come with the authenticator app method.' });

    const step = (await (await withPassword('setup', accessToken)).json()) as TwoFactorStep;
    const { login } = await setUpApp(step);
    const renewed = await withPassword('recovery', accessToken);
    const { recoveryCodes } = (await renewed.json()) as { recoveryCodes: string[] };
    expect(recoveryCodes).toHaveLength(10);
    expect(recoveryCodes).not.toContain(login.recoveryCodes[0]);

    // An old code no longer logs in; a new one does, once.
    const verifyWith = async (code: string) => {
      const again = (await (await s.post('/login', { username: crew.email, password: DEMO_PASSWORD })).json())
        .twoFactor as TwoFactorStep;
      return s.post('/verifyWhatsApp', { challenge: again.challenge, userId: again.userId, code });
    };
    expect((await verifyWith(login.recoveryCodes[0]!)).status).toBe(400);
    expect((await verifyWith(recoveryCodes[0]!)).status).toBe(200);
    expect(await own(accessToken)).toMatchObject({ recoveryCodesLeft: 9 });
  });

  it('changing the method keeps the old one until the new one is confirmed', async () => {
    const { crew } = await scratchVessel(s);
    const { accessToken } = await s.login(crew.email);
    const first = (await (await withPassword('setup', accessToken)).json()) as TwoFactorStep;
    await setUpApp(first);
    const change = (await (await withPassword('setup', accessToken)).json()) as TwoFactorStep;
    s.advance(60_000);
    const sent = await s.post('/setUpWhatsApp', {
      challenge: change.challenge,
      userId: change.userId,
      number: '+447700900456',
    });
    expect(sent.status).toBe(200);
    // Not confirmed yet: still the app.
    expect(await own(accessToken)).toMatchObject({ method: 'totp', sentTo: null });
    const code = /\b(\d{6})\b/.exec(s.messages.sent.at(-1)!.text)![1]!;
    const done = await s.post('/verifyWhatsApp', {
      challenge: change.challenge,
      userId: change.userId,
      code,
    });
    expect(done.status).toBe(200);
    expect(await own(accessToken)).toEqual({
      method: 'whatsapp',
      required: false,
      sentTo: '+44 ••• 456',
      recoveryCodesLeft: 0,
    });
  });

  it('turns off with the password, unless an administrator requires it', async () => {
    const { crew } = await scratchVessel(s);
    const { accessToken } = await s.login(crew.email);
    const step = (await (await withPassword('setup', accessToken)).json()) as TwoFactorStep;
    await setUpApp(step);
    expect((await withPassword('off', accessToken, 'Wrong1234')).status).toBe(400);
    expect(await own(accessToken)).toMatchObject({ method: 'totp' });

    const off = await withPassword('off', accessToken);
    expect(await off.json()).toEqual({ message: 'Two-factor login is off.' });
    expect(await own(accessToken)).toMatchObject({ method: null, recoveryCodesLeft: 0 });
    const plain = await (await s.post('/login', { username: crew.email, password: DEMO_PASSWORD })).json();
    expect(plain.accessToken).toBeTruthy();

    // Required by an administrator ('2FA as Required', tested in two-factor.test.ts): the
    // settings may change the method but not turn it off.
    await s.db.query('UPDATE users SET two_factor_required = true WHERE id = $1', [crew.id]);
    expect(await own(accessToken)).toMatchObject({ required: true });
    const refused = await withPassword('off', accessToken);
    expect(refused.status).toBe(400);
    expect(await refused.json()).toEqual({
      message: 'Your administrator requires two-factor login, so it cannot be turned off.',
    });
    const setupStep = (await (await withPassword('setup', accessToken)).json()) as TwoFactorStep;
    expect(setupStep).toMatchObject({ step: 'setup', required: true });
  });

  it('needs a session', async () => {
    expect((await s.request('/me/twofactor')).status).toBe(401);
    expect((await s.post('/me/twofactor/off', { password: DEMO_PASSWORD })).status).toBe(401);
  });
});
