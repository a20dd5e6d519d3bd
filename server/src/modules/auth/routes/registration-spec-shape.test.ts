import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../../testing/test-server';

/**
 * POST /users/register as the spec describes its payload, 'user plus yacht object' (doc 1,
 * section 7): the user form's fields with the yacht beside them, taken as our { user, yacht }
 * is, by the same rules; a refusal names the field as it was sent.
 */
let s: TestServer;
beforeAll(async () => {
  s = await startTestServer();
});
afterAll(() => s.close());

const flat = (extra: Record<string, unknown> = {}) => ({
  firstName: 'Marta',
  lastName: 'Lind',
  email: 'flat@new-fleet.example',
  phone: '+46 70 123 45 67',
  newPassword: 'Harbour2027',
  agreedWithTerms: true,
  yacht: { type: 2, yachtName: 'S/Y Flat Calm' },
  ...extra,
});
const register = (body: unknown) =>
  s.request('/users/register', { method: 'POST', body: JSON.stringify(body), address: '198.51.100.77' });

describe('registration with the user fields beside the yacht', () => {
  it('refuses under the names sent, then registers and logs in', async () => {
    const weak = await register(flat({ newPassword: 'harbour', nickname: 'M' }));
    expect(weak.status).toBe(400);
    expect((await weak.json()).errorList).toEqual([
      { property: 'nickname', message: 'This call does not take this field.' },
    ]);
    const noTerms = await register(flat({ agreedWithTerms: false }));
    expect((await noTerms.json()).errorList).toEqual([
      { property: 'agreedWithTerms', message: 'Field is required.' },
    ]);
    const res = await register(flat());
    expect(res.status, await res.clone().text()).toBe(200);
    const session = await res.json();
    expect(session.user).toMatchObject({ email: 'flat@new-fleet.example', firstName: 'Marta' });
    expect(session.vessels).toEqual([expect.objectContaining({ name: 'S/Y Flat Calm' })]);
  });
});
