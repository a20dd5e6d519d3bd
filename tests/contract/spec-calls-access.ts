import { expect } from 'vitest';
import { issueSystemToken } from '../../server/src/modules/auth/system-token';
import { DEMO_PASSWORD } from '../../server/src/seed/demo-fleet';
import type { ContractContext, SpecCall } from './spec-call-kit';

/** Login, session, passwords, two-factor and registration (doc 1, section 7). */

const SESSION_FIELDS = [
  'accessToken',
  'refreshToken',
  'userId',
  'crewId',
  'trial',
  'whatsAppAuthEnabled',
  'modules',
  'redirectUrl',
  'autoLogout',
  'agreedWithTerms',
  'newNotifications',
  'permissions',
  'logo',
] as const;
const NEW_PASSWORD = 'Harbour2027';
const NUMBER = '+447700900123';

async function loginStatus(x: ContractContext, username: string, password: string) {
  return (await x.s.post('/login', { username, password })).status;
}

/** The reset link of the last e-mail to `to`: its user id and hash (the spec's token). */
function lastLink(x: ContractContext, to: string) {
  const mail = x.s.mail.sent.filter((m) => m.to === to).at(-1);
  const url = new URL(/https?:\/\/\S+/.exec(mail?.text ?? '')![0]);
  return { userId: Number(url.pathname.split('/').at(-1)), hash: url.searchParams.get('hash')! };
}

/** The last code messaged to the number. */
const lastCode = (x: ContractContext) => x.s.messages.sent.filter((m) => m.to === NUMBER).at(-1)?.code;

async function twoFactorOf(x: ContractContext, userId: number) {
  const [row] = await x.s.db.query<{ two_factor_method: string | null; two_factor_required: boolean }>(
    'SELECT two_factor_method, two_factor_required FROM users WHERE id = $1',
    [userId],
  );
  return row!;
}

/** The spec's body, and the password the session's setup asks for beside it (docs/api-differences). */
const setUpFor = (userId: number, password: string | null = DEMO_PASSWORD) => ({
  method: 'POST' as const,
  path: '/setUpWhatsApp',
  body: { userId, number: NUMBER, shouldSuspend: false, ...(password ? { password } : {}) },
});

export const ACCESS_CALLS: readonly SpecCall[] = [
  {
    call: 'POST /login',
    as: 'crew',
    request: () => ({
      method: 'POST',
      path: '/login',
      body: { username: 'crew@demo.yacht', password: DEMO_PASSWORD, enableWhatsAppAuth: false },
    }),
    fields: SESSION_FIELDS,
    readBack: async (x, answer) => {
      const a = answer as { refreshToken: string; userId: number; permissions: Record<string, number> };
      expect(a.userId).toBe(x.userId.crew);
      expect(a.permissions[x.aurora]).toBe(2);
      x.kept.refreshToken = a.refreshToken;
      x.kept.systemToken = await issueSystemToken(x.s.db, x.userId.crew, x.s.clock());
    },
  },
  {
    call: 'POST /loginuser',
    as: 'crew',
    request: (x) => ({ method: 'POST', path: '/loginuser', body: { token: x.kept.systemToken } }),
    fields: SESSION_FIELDS,
  },
  {
    call: 'POST /refreshtoken',
    as: 'crew',
    request: (x) => ({ method: 'POST', path: '/refreshtoken', body: { refreshToken: x.kept.refreshToken } }),
    fields: ['accessToken'],
  },
  {
    call: 'POST /resetpassword',
    as: 'crew',
    request: () => ({ method: 'POST', path: '/resetpassword', body: { email: 'purser@demo.yacht' } }),
    readBack: (x) => {
      expect(lastLink(x, 'purser@demo.yacht').userId).toBe(x.userId.purser);
    },
  },
  {
    call: 'POST /restresetpassword/{token}',
    as: 'crew',
    request: (x) => {
      const link = lastLink(x, 'purser@demo.yacht');
      return {
        method: 'POST',
        path: `/restresetpassword/${link.hash}`,
        body: {
          password: NEW_PASSWORD,
          hash: link.hash,
          time: new Date().toISOString(),
          userId: link.userId,
        },
      };
    },
    fields: ['username'],
    readBack: async (x) => {
      expect(await loginStatus(x, 'purser@demo.yacht', NEW_PASSWORD)).toBe(200);
    },
  },
  {
    call: 'POST /changepassword',
    as: 'captain',
    request: () => ({
      method: 'POST',
      path: '/changepassword',
      body: { oldPassword: DEMO_PASSWORD, newPassword: NEW_PASSWORD, confirmPassword: NEW_PASSWORD },
    }),
    readBack: async (x) => {
      expect(await loginStatus(x, 'captain@demo.yacht', NEW_PASSWORD)).toBe(200);
      expect(await loginStatus(x, 'captain@demo.yacht', DEMO_PASSWORD)).toBe(401);
    },
  },
  // Two-factor setup without the app's challenge: bound to the signed-in session.
  {
    call: "POST /setUpWhatsApp (the spec's body alone: refused on purpose, the password is asked)",
    as: 'officer',
    request: (x) => setUpFor(x.userId.officer, null),
    status: 400,
  },
  {
    call: 'POST /setUpWhatsApp',
    as: 'officer',
    request: (x) => setUpFor(x.userId.officer),
    fields: ['sentTo'],
    readBack: (x) => {
      expect(lastCode(x)).toMatch(/^\d{6}$/);
      x.s.advance(31_000); // a code is sent at most every 30 s
    },
  },
  {
    call: 'POST /setUpWhatsApp (another user)',
    as: 'officer',
    request: (x) => setUpFor(x.userId.crew),
    status: 403,
  },
  {
    call: 'POST /sendWhatsApp',
    as: 'officer',
    request: () => ({
      method: 'POST',
      path: '/sendWhatsApp',
      headers: { 'content-type': 'text/plain' },
      body: NUMBER,
    }),
    fields: ['sentTo'],
    readBack: (x) => {
      x.kept.code = lastCode(x);
      expect(x.s.messages.sent.filter((m) => m.to === NUMBER)).toHaveLength(2);
    },
  },
  {
    call: 'POST /verifyWhatsApp',
    as: 'officer',
    request: (x) => ({
      method: 'POST',
      path: '/verifyWhatsApp',
      body: { code: x.kept.code, userId: x.userId.officer, suspend: false },
    }),
    readBack: async (x) => {
      expect((await twoFactorOf(x, x.userId.officer)).two_factor_method).toBe('whatsapp');
    },
  },
  {
    call: 'PUT /whatsapprequirements',
    as: 'captain',
    request: (x) => ({
      method: 'PUT',
      path: '/whatsapprequirements',
      // The officer, who uses 2FA by now: requiring it of someone who does not ends their sessions
      // (users-two-factor.test.ts), and the crew member's calls below would be refused.
      body: { yachtId: x.aurora, users: [x.userId.officer], required: true },
    }),
    readBack: async (x) => {
      expect((await twoFactorOf(x, x.userId.officer)).two_factor_required).toBe(true);
    },
  },
  {
    call: 'PUT /removewhatsapp',
    as: 'captain',
    request: (x) => ({
      method: 'PUT',
      path: '/removewhatsapp',
      body: { yachtId: x.aurora, users: [x.userId.officer] },
    }),
    readBack: async (x) => {
      expect((await twoFactorOf(x, x.userId.officer)).two_factor_method).toBe(null);
    },
  },
  {
    call: 'POST /utils/checkemail',
    as: 'crew',
    request: () => ({ method: 'POST', path: '/utils/checkemail', body: { email: 'new.owner@example.com' } }),
  },
  {
    call: 'POST /utils/checkpassword',
    as: 'crew',
    request: () => ({ method: 'POST', path: '/utils/checkpassword', body: { password: NEW_PASSWORD } }),
  },
  {
    call: 'POST /users/register',
    as: 'crew',
    request: () => ({
      method: 'POST',
      path: '/users/register',
      body: {
        user: {
          firstName: 'Nora',
          lastName: 'Owner',
          email: 'new.owner@example.com',
          phone: '+44 20 7946 0000',
          newPassword: NEW_PASSWORD,
          agreedWithTerms: true,
        },
        yacht: { type: 1, yachtName: 'M/Y Trial', grossTonnage: 499, loa: 45 },
      },
    }),
    fields: SESSION_FIELDS,
    readBack: async (x, answer) => {
      expect((answer as { trial: boolean }).trial).toBe(true);
      expect(await loginStatus(x, 'new.owner@example.com', NEW_PASSWORD)).toBe(200);
    },
  },
  {
    call: 'POST /terms/accept',
    as: 'crew',
    request: () => ({ method: 'POST', path: '/terms/accept' }),
    readBack: async (x) => {
      const [row] = await x.s.db.query<{ terms_accepted_at: unknown }>(
        'SELECT terms_accepted_at FROM users WHERE id = $1',
        [x.userId.crew],
      );
      expect(row!.terms_accepted_at).not.toBe(null);
    },
  },
  {
    call: 'GET /logout',
    as: 'fleet',
    request: () => ({ path: '/logout' }),
    readBack: async (x) => {
      expect((await x.s.request('/me', { token: x.token.fleet })).status).toBe(401);
    },
  },
];
