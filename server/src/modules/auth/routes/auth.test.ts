import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../../testing/test-server';

let s: TestServer;
beforeAll(async () => {
  s = await startTestServer();
});
afterAll(() => s.close());

describe('login', () => {
  it('answers tokens, the user, roles and vessels for a demo login', async () => {
    const session = await s.login('crew@demo.yacht');
    expect(session.accessToken).toBeTruthy();
    expect(session.roles.map((r) => r.permissionLevel)).toEqual([2, 2]);
  });

  it("refuses a wrong password with the spec's text", async () => {
    const res = await s.post('/login', { username: 'crew@demo.yacht', password: 'wrong' }, undefined, {});
    expect(res.status).toBe(401);
    expect(await res.json()).toEqual({ message: 'Your credentials are invalid.' });
  });

  it('validates the form with field errors', async () => {
    const res = await s.post('/login', { username: 'not-an-email', password: '' });
    expect(res.status).toBe(400);
    const body = await res.json();
    expect(body.errorList).toEqual([
      { property: 'username', message: 'Invalid email address.' },
      { property: 'password', message: 'Field is required.' },
    ]);
  });

  it('stores passwords as argon2id hashes, never in clear', async () => {
    const rows = await s.db.query<{ password_hash: string }>('SELECT password_hash FROM users LIMIT 3');
    for (const r of rows) expect(r.password_hash).toMatch(/^\$argon2id\$/);
  });
});

describe('throttling', () => {
  it('locks an account after 5 failures with a clear message, even for the right password', async () => {
    for (let i = 0; i < 5; i++) {
      const res = await s.request('/login', {
        method: 'POST',
        body: JSON.stringify({ username: 'purser@demo.yacht', password: 'nope' }),
        address: `198.51.100.${i}`,
      });
      expect(res.status).toBe(401);
    }
    const locked = await s.post('/login', { username: 'purser@demo.yacht', password: 'Demo1234' });
    expect(locked.status).toBe(429);
    expect((await locked.json()).message).toMatch(/Too many failed login attempts\. Please wait 15 minutes/);
    s.advance(16 * 60_000);
    expect((await s.post('/login', { username: 'purser@demo.yacht', password: 'Demo1234' })).status).toBe(
      200,
    );
  });

  it('locks an address after 20 failures across accounts', async () => {
    const address = '203.0.113.9';
    for (let i = 0; i < 20; i++) {
      await s.request('/login', {
        method: 'POST',
        body: JSON.stringify({ username: `nobody${i}@demo.yacht`, password: 'x' }),
        address,
      });
    }
    const res = await s.request('/login', {
      method: 'POST',
      body: JSON.stringify({ username: 'officer@demo.yacht', password: 'Demo1234' }),
      address,
    });
    expect(res.status).toBe(429);
    const other = await s.request('/login', {
      method: 'POST',
      body: JSON.stringify({ username: 'officer@demo.yacht', password: 'Demo1234' }),
      address: '203.0.113.10',
    });
    expect(other.status).toBe(200);
  });
});

describe('tokens', () => {
  it('rejects a missing or bad token with a bare 401 (the client refreshes)', async () => {
    expect((await s.request('/me')).status).toBe(401);
    const bad = await s.request('/me', { token: 'garbage' });
    expect(bad.status).toBe(401);
    expect(await bad.json()).toEqual({});
  });

  it('expires access tokens after about 15 minutes', async () => {
    const { accessToken } = await s.login('captain@demo.yacht');
    expect((await s.request('/me', { token: accessToken })).status).toBe(200);
    s.advance(16 * 60_000);
    expect((await s.request('/me', { token: accessToken })).status).toBe(401);
  });

  it('rotates refresh tokens, and reusing one whose successor was used revokes the whole family', async () => {
    const first = await s.login('officer@demo.yacht');
    const r1 = await s.post('/refreshtoken', { refreshToken: first.refreshToken });
    expect(r1.status).toBe(200);
    const second = await r1.json();
    expect(second.refreshToken).not.toEqual(first.refreshToken);
    expect((await s.request('/me', { token: second.accessToken })).status).toBe(200);
    const third = await (await s.post('/refreshtoken', { refreshToken: second.refreshToken })).json();

    const reuse = await s.post('/refreshtoken', { refreshToken: first.refreshToken });
    expect(reuse.status).toBe(401);
    // The thief's replay also ended the legitimate session.
    expect((await s.post('/refreshtoken', { refreshToken: third.refreshToken })).status).toBe(401);
    expect((await s.request('/me', { token: third.accessToken })).status).toBe(401);
  });

  it('renews again when the answer carrying the new token was lost (its successor never used)', async () => {
    const first = await s.login('crew@demo.yacht');
    const lost = await (await s.post('/refreshtoken', { refreshToken: first.refreshToken })).json();
    s.advance(3 * 3_600_000); // the link came back hours later; the device still holds the old token
    const retry = await s.post('/refreshtoken', { refreshToken: first.refreshToken });
    expect(retry.status).toBe(200);
    const kept = await retry.json();
    expect((await s.request('/me', { token: kept.accessToken })).status).toBe(200);
    const next = await s.post('/refreshtoken', { refreshToken: kept.refreshToken });
    expect(next.status).toBe(200);
    expect((await s.request('/me', { token: (await next.json()).accessToken })).status).toBe(200);
    // The lost token never reached the device: whoever shows it later holds a leaked copy.
    expect((await s.post('/refreshtoken', { refreshToken: lost.refreshToken })).status).toBe(401);
    expect((await s.request('/me', { token: kept.accessToken })).status).toBe(401);
  });

  it('counts the day of grace from the first replacement, not from each retry', async () => {
    const first = await s.login('captain@demo.yacht');
    await s.post('/refreshtoken', { refreshToken: first.refreshToken });
    s.advance(20 * 3_600_000);
    expect((await s.post('/refreshtoken', { refreshToken: first.refreshToken })).status).toBe(200);
    s.advance(5 * 3_600_000); // that answer lost too: 25 h since the token was first replaced
    expect((await s.post('/refreshtoken', { refreshToken: first.refreshToken })).status).toBe(401);
  });

  it('does not renew a replaced token a day after its replacement, and ends the family', async () => {
    const first = await s.login('purser@demo.yacht');
    const second = await (await s.post('/refreshtoken', { refreshToken: first.refreshToken })).json();
    s.advance(25 * 3_600_000);
    expect((await s.post('/refreshtoken', { refreshToken: first.refreshToken })).status).toBe(401);
    expect((await s.post('/refreshtoken', { refreshToken: second.refreshToken })).status).toBe(401);
  });

  it('logout ends the session', async () => {
    const session = await s.login('crew@demo.yacht');
    expect((await s.request('/logout', { token: session.accessToken })).status).toBe(200);
    expect((await s.request('/me', { token: session.accessToken })).status).toBe(401);
    expect((await s.post('/refreshtoken', { refreshToken: session.refreshToken })).status).toBe(401);
  });
});

describe('error shapes', () => {
  it('answers invalid JSON with 400 and a message', async () => {
    const res = await s.request('/login', { method: 'POST', body: '{not json' });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ message: 'The request body is not valid JSON.' });
  });

  it('answers a body over 1 MB with 413', async () => {
    const res = await s.request('/login', {
      method: 'POST',
      body: JSON.stringify({ username: 'x'.repeat(1_100_000) }),
    });
    expect(res.status).toBe(413);
    expect((await res.json()).message).toMatch(/under 1 MB/);
    // The unread rest of the body must not be taken for the next request on the connection.
    expect(res.headers.get('connection')).toBe('close');
  });

  it('closes the connection after refusing a body it did not read, and only then', async () => {
    const refused = await s.post('/sync', { cursor: 0, ops: [] });
    expect(refused.status).toBe(401);
    expect(refused.headers.get('connection')).toBe('close');
    const { accessToken } = await s.login('crew@demo.yacht');
    const answered = await s.post('/sync', { cursor: 0, ops: [] }, accessToken);
    expect(answered.status).toBe(200);
    expect(answered.headers.get('connection')).toBeNull();
  });

  it("answers an unknown route with 404 and the spec's text", async () => {
    const res = await s.request('/no/such/thing');
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ message: 'Requested resource could not be found.' });
  });

  it('sends security headers and no open CORS', async () => {
    const res = await s.request('/health', { headers: { origin: 'https://evil.example' } });
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('content-security-policy')).toBe("default-src 'none'; frame-ancestors 'none'");
    expect(res.headers.get('cross-origin-resource-policy')).toBe('same-origin');
    expect(res.headers.get('strict-transport-security')).toContain('max-age=');
    expect(res.headers.get('access-control-allow-origin')).toBeNull();
  });

  it("answers the app's own calls (never a document) without the page headers", async () => {
    const { accessToken } = await s.login('crew@demo.yacht');
    const res = await s.post('/sync', { cursor: 0, ops: [] }, accessToken);
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('cache-control')).toBe('no-store');
    for (const name of [
      'content-security-policy',
      'cross-origin-resource-policy',
      'strict-transport-security',
    ])
      expect(res.headers.get(name)).toBeNull();
    // The same call without its token (a form another site posts) is answered with them all.
    const refused = await s.post('/sync', { cursor: 0, ops: [] });
    expect(refused.status).toBe(401);
    expect(refused.headers.get('content-security-policy')).toBe("default-src 'none'; frame-ancestors 'none'");
    expect(refused.headers.get('strict-transport-security')).toContain('max-age=');
    // A token refresh the page fetches (the browser says so) is lean too; its tokens are not stored.
    const { refreshToken } = await s.login('crew@demo.yacht');
    const fetched = { 'sec-fetch-mode': 'cors', 'sec-fetch-dest': 'empty' };
    const renewed = await s.post('/refreshtoken', { refreshToken }, undefined, { headers: fetched });
    expect(renewed.status).toBe(200);
    expect(renewed.headers.get('cache-control')).toBe('no-store');
    expect(renewed.headers.get('x-content-type-options')).toBe('nosniff');
    expect(renewed.headers.get('content-security-policy')).toBeNull();
    const opened = await s.request('/health', {
      headers: { 'sec-fetch-mode': 'navigate', 'sec-fetch-dest': 'document' },
    });
    expect(opened.headers.get('content-security-policy')).toBe("default-src 'none'; frame-ancestors 'none'");
  });

  it('keeps JSON answers lean (they cross a satellite link) and pages fully guarded', async () => {
    const json = await s.request('/health');
    expect(json.headers.get('x-frame-options')).toBeNull();
    expect(json.headers.get('x-xss-protection')).toBeNull();
    // No `Vary` on an answer no cache keeps (issue 34: the idle poll is mostly headers).
    expect(json.headers.get('cache-control')).toBe('no-store');
    expect(json.headers.get('vary')).toBeNull();
    const headerBytes = [...json.headers].reduce((n, [k, v]) => n + k.length + v.length + 4, 0);
    expect(headerBytes).toBeLessThan(300);
    const page = await s.app.request('/login');
    expect(page.headers.get('x-frame-options')).toBe('DENY');
    expect(page.headers.get('content-security-policy')).toContain("default-src 'self'");
  });
});

describe('re-checking the password of a signed-in user (issue 6, defect 7)', () => {
  const address = '198.51.100.77';
  const verify = (token: string, password: string) =>
    s.request('/verifypassword', { method: 'POST', body: JSON.stringify({ password }), token, address });

  it('POST /verifypassword locks after 5 failures like login, even for the right password', async () => {
    s.advance(16 * 60_000); // clear of the locks of the tests above
    const { accessToken } = await s.login('officer@demo.yacht');
    const statuses: number[] = [];
    for (let i = 0; i < 25; i++) statuses.push((await verify(accessToken, `wrong${i}`)).status);
    expect(statuses.slice(0, 5)).toEqual([400, 400, 400, 400, 400]);
    expect(new Set(statuses.slice(5))).toEqual(new Set([429]));
    const right = await verify(accessToken, 'Demo1234');
    expect(right.status).toBe(429);
    expect((await right.json()).message).toBe(
      'Too many failed login attempts. Please wait 15 minutes and try again.',
    );
    // The same lock holds for the routes that sign with a password.
    const aurora = await s.vesselId('aurora');
    const notify = await s.request(`/hor/signoff/notify/${aurora}`, {
      method: 'POST',
      body: JSON.stringify({
        password: 'Demo1234',
        month: '2026-11',
        notify: [await s.idOf('captain@demo.yacht')],
      }),
      token: accessToken,
      address,
    });
    expect(notify.status).toBe(429);
    s.advance(16 * 60_000); // the lock is over (and so is that access token's life)
    expect((await verify((await s.login('officer@demo.yacht')).accessToken, 'Demo1234')).status).toBe(200);
  });

  it('the signing routes count failures too', async () => {
    s.advance(16 * 60_000);
    const { accessToken } = await s.login('captain@demo.yacht');
    const aurora = await s.vesselId('aurora');
    const crewId = await s.idOf('crew@demo.yacht');
    const countersign = (password: string) =>
      s.request('/hor/countersign', {
        method: 'POST',
        body: JSON.stringify({
          yachtId: aurora,
          userId: crewId,
          month: '2026-10',
          hash: 'a'.repeat(64),
          signedAt: '2026-11-15T12:00:00.000Z',
          keyId: '00000000-0000-0000-0000-000000000000',
          signature: 'A'.repeat(86),
          password,
        }),
        token: accessToken,
        address: '198.51.100.78',
      });
    for (let i = 0; i < 5; i++) expect((await countersign('nope')).status).toBe(400);
    expect((await countersign('Demo1234')).status).toBe(429);
    expect((await verify(accessToken, 'Demo1234')).status).toBe(429);
    s.advance(16 * 60_000);
  });
});
