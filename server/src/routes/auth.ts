import { getConnInfo } from '@hono/node-server/conninfo';
import { type Context, Hono } from 'hono';
import { z } from 'zod';
import { loginRequestSchema, refreshRequestSchema } from '../../../src/contracts/auth';
import { MSG } from '../../../src/contracts/messages';
import { deviceKeySchema } from '../../../src/contracts/rest-hours';
import type { ServerDeps } from '../deps';
import type { AppEnv } from '../http/env';
import { readJson } from '../http/errors';
import { requireAuth } from '../http/require-auth';
import { assertPassword } from '../services/auth/passwords';
import { login, logout, refresh, sessionInfo } from '../services/auth/session';
import { registerDeviceKey } from '../services/rest-hours/signatures';

const passwordSchema = z.object({
  password: z.string({ error: MSG.required }).min(1, MSG.required).max(200),
});

/** The peer address; behind a proxy set TRUST_PROXY=1 so X-Forwarded-For is believed. */
function addressOf(c: Context): string {
  if (process.env.TRUST_PROXY === '1') {
    const forwarded = c.req.header('x-forwarded-for')?.split(',')[0]?.trim();
    if (forwarded) return forwarded;
  }
  try {
    return getConnInfo(c).remote.address ?? 'unknown';
  } catch {
    return 'unknown';
  }
}

export function authRoutes(deps: ServerDeps) {
  const app = new Hono<AppEnv>();
  app.post('/login', async (c) => {
    const body = await readJson(c, loginRequestSchema);
    return c.json(await login(deps, body.username, body.password, addressOf(c)));
  });
  app.post('/refreshtoken', async (c) => {
    const body = await readJson(c, refreshRequestSchema);
    return c.json(await refresh(deps, body.refreshToken));
  });
  app.get('/logout', requireAuth(deps), async (c) => {
    await logout(deps, c.get('family'));
    return c.json({ message: "You're all safe and logged out." });
  });
  app.get('/me', requireAuth(deps), async (c) =>
    c.json(await sessionInfo(deps.db, c.get('actor').id, deps.clock())),
  );
  // Online check of the password before signing (offline, the device's verifier is used).
  app.post('/verifypassword', requireAuth(deps), async (c) => {
    await assertPassword(deps.db, c.get('actor').id, (await readJson(c, passwordSchema)).password);
    return c.json({ ok: true });
  });
  // The device registers the public half of its signing key.
  app.post('/devices/keys', requireAuth(deps), async (c) => {
    const { publicJwk } = await readJson(c, deviceKeySchema);
    return c.json({ keyId: await registerDeviceKey(deps.db, c.get('actor').id, publicJwk, deps.clock()) });
  });
  return app;
}
