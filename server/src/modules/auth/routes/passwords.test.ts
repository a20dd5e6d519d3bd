import { hash } from '@node-rs/argon2';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { scratchVessel } from '../../../../testing/scratch-vessel';
import { startTestServer, type TestServer } from '../../../../testing/test-server';
import { DEMO_PASSWORD } from '../../../seed/demo-fleet';

let s: TestServer;
beforeAll(async () => {
  s = await startTestServer();
});
afterAll(() => s.close());

const NEW = 'Harbour2027';
const SENT = 'If an account uses this address, an e-mail with a link to reset the password is on its way.';
const DEAD = 'This link has expired or was already used. Ask for a new one from the login page.';

/** The reset link of the last e-mail to `to`: user id, hash and datetime. */
function lastLink(to: string) {
  const mail = s.mail.sent.filter((m) => m.to === to).at(-1);
  const url = new URL(/https?:\/\/\S+/.exec(mail?.text ?? '')![0]);
  return {
    userId: Number(url.pathname.split('/').at(-1)),
    hash: url.searchParams.get('hash')!,
    datetime: url.searchParams.get('datetime')!,
    url,
  };
}

describe('forgotten password', () => {
  it('answers the same for an unknown address and sends nothing', async () => {
    const before = s.mail.sent.length;
    const res = await s.post('/resetpassword', { email: 'nobody@nowhere.example' });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ message: SENT });
    expect(s.mail.sent.length).toBe(before);
  });

  it("validates the address with the spec's words", async () => {
    const res = await s.post('/resetpassword', { email: 'not-an-address' });
    expect(res.status).toBe(400);
    expect((await res.json()).errorList).toEqual([{ property: 'email', message: 'Invalid email address.' }]);
  });

  it('e-mails a link that sets a new password once; old sessions end and the new password logs in', async () => {
    const email = 'crew@demo.yacht';
    const before = await s.login(email);
    await s.post('/resetpassword', { email: email.toUpperCase() });
    const link = lastLink(email);
    expect(link.url.origin).toBe('http://localhost:8080'); // from the configuration, never the request
    expect(link.url.pathname).toBe(`/resetpassword/${before.user.id}`);

    const weak = await s.post(`/restresetpassword/${link.userId}`, { password: 'harbour', hash: link.hash });
    expect(weak.status).toBe(400);
    expect((await weak.json()).errorList).toEqual([
      { property: 'password', message: 'Min length is 8 characters.' },
    ]);
    const res = await s.post(`/restresetpassword/${link.userId}`, { password: NEW, hash: link.hash });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ username: email });

    const again = await s.post(`/restresetpassword/${link.userId}`, {
      password: 'Another2027',
      hash: link.hash,
    });
    expect(again.status).toBe(400);
    expect(await again.json()).toEqual({ message: DEAD });
    const refreshed = await s.post('/refreshtoken', { refreshToken: before.refreshToken });
    expect(refreshed.status).toBe(401);
    expect((await s.post('/login', { username: email, password: DEMO_PASSWORD })).status).toBe(401);
    await s.login(email, NEW);
  });

  it('refuses a link a day old, a link of another user and a made-up hash', async () => {
    const email = 'officer@demo.yacht';
    await s.post('/resetpassword', { email });
    const link = lastLink(email);
    const other = await s.idOf('captain@demo.yacht');
    for (const [userId, hash] of [
      [other, link.hash],
      [link.userId, 'made-up'],
    ] as const) {
      const res = await s.post(`/restresetpassword/${userId}`, { password: NEW, hash });
      expect(await res.json()).toEqual({ message: DEAD });
    }
    s.advance(24 * 3600_000 + 1000);
    const late = await s.post(`/restresetpassword/${link.userId}`, { password: NEW, hash: link.hash });
    expect(late.status).toBe(400);
    await s.login(email); // unchanged
  });

  it('sends at most three e-mails an hour to one account', async () => {
    const email = 'purser@demo.yacht';
    const count = () => s.mail.sent.filter((m) => m.to === email).length;
    const before = count();
    for (let i = 0; i < 5; i++) expect((await s.post('/resetpassword', { email })).status).toBe(200);
    expect(count() - before).toBe(3);
  });
});

describe('change password', () => {
  it('needs the old password, the four rules and an equal confirmation', async () => {
    const me = await s.login('captain@demo.yacht');
    const send = (body: object) => s.post('/changepassword', body, me.accessToken);
    const wrong = await send({ oldPassword: 'nope', newPassword: NEW, confirmPassword: NEW });
    expect(wrong.status).toBe(400);
    expect((await wrong.json()).errorList).toEqual([
      { property: 'oldPassword', message: 'Your credentials are invalid.' },
    ]);
    const mismatch = await send({
      oldPassword: DEMO_PASSWORD,
      newPassword: NEW,
      confirmPassword: 'Harbour2028',
    });
    expect((await mismatch.json()).errorList).toEqual([
      { property: 'confirmPassword', message: 'Field must be equal to New password.' },
    ]);
    const noUpper = await send({
      oldPassword: DEMO_PASSWORD,
      newPassword: 'harbour2027',
      confirmPassword: 'harbour2027',
    });
    expect((await noUpper.json()).errorList).toEqual([
      { property: 'newPassword', message: 'Field should contain at least one uppercase' },
    ]);
    const same = await send({
      oldPassword: DEMO_PASSWORD,
      newPassword: DEMO_PASSWORD,
      confirmPassword: DEMO_PASSWORD,
    });
    expect((await same.json()).errorList).toEqual([
      { property: 'newPassword', message: 'The new password must be different from the old one.' },
    ]);
    expect((await s.post('/changepassword', {})).status).toBe(401);
  });

  it('ends the reset links asked for before it: an old link cannot undo the change', async () => {
    const email = 'officer@demo.yacht';
    s.advance(2 * 3600_000); // past the hour of the earlier tests' mails
    await s.post('/resetpassword', { email });
    const link = lastLink(email);
    const me = await s.login(email);
    const res = await s.post(
      '/changepassword',
      { oldPassword: DEMO_PASSWORD, newPassword: NEW, confirmPassword: NEW },
      me.accessToken,
    );
    expect(res.status).toBe(200);
    const late = await s.post(`/restresetpassword/${link.userId}`, {
      password: 'Attacker2027',
      hash: link.hash,
    });
    expect(await late.json()).toEqual({ message: DEAD });
    await s.login(email, NEW);
  });

  it('changes it: this session goes on, the others end, the new password logs in', async () => {
    const other = await s.login('fleet@demo.yacht');
    const me = await s.login('fleet@demo.yacht');
    const res = await s.post(
      '/changepassword',
      { oldPassword: DEMO_PASSWORD, newPassword: NEW, confirmPassword: NEW },
      me.accessToken,
    );
    expect(res.status).toBe(200);
    expect((await s.post('/refreshtoken', { refreshToken: me.refreshToken })).status).toBe(200);
    expect((await s.post('/refreshtoken', { refreshToken: other.refreshToken })).status).toBe(401);
    await s.login('fleet@demo.yacht', NEW);
  });

  it('takes a password typed in another Unicode form as the same password (NFKC)', async () => {
    const { officer } = await scratchVessel(s);
    const demo = await hash(DEMO_PASSWORD);
    await s.db.query('UPDATE users SET password_hash = $1 WHERE id = $2', [demo, officer.id]);
    const me = await s.login(officer.email);
    // "Café" with é as one code point (a phone keyboard), then as e + combining accent (a Mac).
    const composed = 'Caf\u00e9Harbour27';
    const decomposed = 'Cafe\u0301Harbour27';
    const res = await s.post(
      '/changepassword',
      { oldPassword: DEMO_PASSWORD, newPassword: composed, confirmPassword: composed },
      me.accessToken,
    );
    expect(res.status).toBe(200);
    await s.login(officer.email, decomposed);
    await s.login(officer.email, composed);
    expect((await s.post('/login', { username: officer.email, password: 'CafeHarbour27' })).status).toBe(401);
  });

  it('judges the rules, the confirmation and "different from the old one" in the hashed form', async () => {
    const { officer } = await scratchVessel(s);
    const demo = await hash(DEMO_PASSWORD);
    await s.db.query('UPDATE users SET password_hash = $1 WHERE id = $2', [demo, officer.id]);
    const me = await s.login(officer.email);
    const send = (oldPassword: string, newPassword: string, confirmPassword = newPassword) =>
      s.post('/changepassword', { oldPassword, newPassword, confirmPassword }, me.accessToken);
    const short = '\u{1d400}\u0323\u0302\u{1d41e}\u0323\u03021'; // NFKC: "Ậệ1"
    expect((await send(DEMO_PASSWORD, short)).status).toBe(400);
    const unchanged = await send(DEMO_PASSWORD, '\uff24emo1234'); // full-width D: "Demo1234"
    expect(await unchanged.json()).toMatchObject({
      errorList: [
        { property: 'newPassword', message: 'The new password must be different from the old one.' },
      ],
    });
    const other = await send(DEMO_PASSWORD, 'Caf\u00e9Harbour29', 'Cafe\u0301Harbour29');
    expect(other.status).toBe(200);
  });

  it('still logs in a password hashed before passwords were normalised', async () => {
    const decomposed = 'Cafe\u0301Harbour28';
    const legacy = await hash(decomposed); // as stored before: the raw string
    const { crew } = await scratchVessel(s);
    await s.db.query('UPDATE users SET password_hash = $1 WHERE id = $2', [legacy, crew.id]);
    await s.login(crew.email, decomposed);
  });
});
