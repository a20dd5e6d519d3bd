import { afterEach, describe, expect, it, vi } from 'vitest';
import { MSG } from '../contracts/messages';
import { loginResultSchema } from '../contracts/two-factor';
import { ApiError, MalformedAnswerError, publicJson } from './api-client';

/**
 * Issue 35, item 7: the calls made without a session (login, registration, two-factor, text
 * pages) read their answers through the contract's schema too, the login screen with a schema
 * that is still loading (zod stays off its first visit). A wrong shape is the generic error.
 */
// Stubbed globals go after each test (vitest.config's unstubGlobals); spies go too.
afterEach(() => vi.restoreAllMocks());

/** The server answers every call with this status and body. */
function serverAnswers(status: number, body: unknown) {
  const fetch = vi.fn(async () => Response.json(body, { status }));
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

const step = { step: 'verify', challenge: 'c', userId: 7, method: 'totp', required: false };
const session = {
  accessToken: 'a',
  refreshToken: 'r',
  accessExpiresAt: 1,
  user: { id: 7, email: 'crew@demo.yacht', firstName: 'Sam', lastName: 'Reed' },
  roles: [],
  vessels: [],
};

describe('a public answer read with its schema', () => {
  it('comes back as the contract types it, posted as JSON', async () => {
    const fetch = serverAnswers(200, session);
    await expect(publicJson(loginResultSchema, '/login', { username: 'u', password: 'p' })).resolves.toEqual(
      session,
    );
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/v1/login');
    expect(init).toMatchObject({ method: 'POST', body: JSON.stringify({ username: 'u', password: 'p' }) });
  });

  it('takes a schema still loading, as the login screen does', async () => {
    serverAnswers(200, { twoFactor: step });
    const loading = Promise.resolve().then(() => loginResultSchema);
    await expect(publicJson(loading, '/login', {})).resolves.toEqual({ twoFactor: step });
  });

  it('of another shape is refused with the generic application error', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    for (const body of [{ twoFactor: { ...step, userId: '7' } }, { ...session, user: null }, []]) {
      serverAnswers(200, body);
      const failure = await publicJson(loginResultSchema, '/login', {}).catch((e: unknown) => e);
      expect(failure).toBeInstanceOf(MalformedAnswerError);
      expect(failure).toMatchObject({ status: 500, message: MSG.status500 });
    }
    expect(errors).toHaveBeenCalledWith('Unexpected answer from /login', expect.any(Array));
  });

  it("still fails with the server's text, or offline, as before", async () => {
    serverAnswers(401, { message: 'Invalid username or password' });
    await expect(publicJson(loginResultSchema, '/login', {})).rejects.toMatchObject({
      status: 401,
      message: 'Invalid username or password',
    });
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.reject(new TypeError('Failed to fetch'))),
    );
    const offline = await publicJson(loginResultSchema, '/login', {}).catch((e: unknown) => e);
    expect(offline).toBeInstanceOf(ApiError);
    expect(offline).toMatchObject({ status: 0, message: MSG.status0 });
  });
});
