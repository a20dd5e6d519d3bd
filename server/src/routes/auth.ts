import { getConnInfo } from '@hono/node-server/conninfo';
import { type Context, Hono } from 'hono';
import { loginRequestSchema, refreshRequestSchema } from '../../../src/contracts/auth';
import type { ServerDeps } from '../deps';
import type { AppEnv } from '../http/env';
import { readJson } from '../http/errors';
import { requireAuth } from '../http/require-auth';
import { login, logout, refresh, sessionInfo } from '../services/auth/session';

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
  return app;
}
