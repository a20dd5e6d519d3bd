import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MSG } from '../contracts/messages';
import { usersAnswerSchema } from '../contracts/users';
import { type AppDb, openAppDb } from '../db/app-db';
import type { Net } from '../sync/auth-refresh';
import { ApiError, authedJson } from './api-client';

/**
 * Issue 35, item 7: an answer is read through the schema the contract declares for it. One of
 * another shape is a failed call with the generic error, never data the screens go on with;
 * the failures the screens already know (offline, the server's own error) stay as they were.
 */
const NOW = Date.parse('2026-07-15T12:00:00Z');
const net: Net = { baseUrl: '/api/v1', now: () => NOW, fetch: () => Promise.reject(new Error('no refresh')) };
let db: AppDb;
beforeEach(async () => {
  db = openAppDb(`authed-json-${Math.random()}`);
  await db.session.put({
    key: 'current',
    needsLogin: false,
    accessToken: 'token',
    refreshToken: 'refresh',
    accessExpiresAt: NOW + 60_000,
    user: { id: 1, email: 'captain@demo.yacht', firstName: 'Ann', lastName: 'Hale' },
    roles: [],
    vessels: [],
  });
});
afterEach(() => db.close());

/** The server answers every call with this status and body. */
function serverAnswers(status: number, body: unknown) {
  const fetch = vi.fn(async () => Response.json(body, { status }));
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

const user = {
  id: 7,
  email: 'crew@demo.yacht',
  firstName: 'Sam',
  lastName: 'Reed',
  alertEmail: null,
  whatsAppNumber: null,
  twoFactor: null,
  twoFactorRequired: false,
  roleId: 2,
  roleName: 'Crew',
  permissionLevel: 2,
  departmentId: null,
  departmentName: null,
  positionId: null,
  positionName: null,
  crewOrder: 1,
  startDate: '2026-01-01',
  endDate: null,
  accountEditable: true,
};
const vessel = { id: 3, name: 'M/Y Aurora', codename: 'aurora', level: 6, departments: [], positions: [] };
const usersAnswer = { vessels: [{ ...vessel, users: [user] }], roles: [], assignTargets: [] };

describe('an answer read with its schema', () => {
  it('comes back as the contract types it, with the bearer token sent', async () => {
    const fetch = serverAnswers(200, usersAnswer);
    await expect(authedJson(usersAnswerSchema, db, net, '/users')).resolves.toEqual(usersAnswer);
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/v1/users');
    expect(new Headers(init.headers).get('authorization')).toBe('Bearer token');
  });

  it('of another shape is refused with the generic application error', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    // A user whose level comes as text, and an answer that is not the users list at all.
    const wrongLevel = {
      ...usersAnswer,
      vessels: [{ ...vessel, users: [{ ...user, permissionLevel: '2' }] }],
    };
    for (const body of [wrongLevel, { message: 'ok' }, []]) {
      serverAnswers(200, body);
      const failure = await authedJson(usersAnswerSchema, db, net, '/users').catch((e: unknown) => e);
      expect(failure).toBeInstanceOf(ApiError);
      expect(failure).toMatchObject({ status: 500, message: MSG.status500 });
    }
    expect(errors).toHaveBeenCalledWith('Unexpected answer from /users', expect.any(Array));
    errors.mockRestore();
  });

  it('still fails as before when the server refuses or cannot be reached', async () => {
    serverAnswers(403, {});
    await expect(authedJson(usersAnswerSchema, db, net, '/users')).rejects.toMatchObject({
      status: 403,
      message: MSG.status403,
    });
    serverAnswers(400, {
      message: 'Data you sent is wrong.',
      errorList: [{ property: 'email', message: 'No.' }],
    });
    await expect(authedJson(usersAnswerSchema, db, net, '/users')).rejects.toMatchObject({
      status: 400,
      message: 'Data you sent is wrong.',
      fieldErrors: [{ property: 'email', message: 'No.' }],
    });
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.reject(new TypeError('Failed to fetch'))),
    );
    await expect(authedJson(usersAnswerSchema, db, net, '/users')).rejects.toMatchObject({
      status: 0,
      message: MSG.status0,
    });
  });
});
