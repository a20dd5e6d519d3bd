import { Hono } from 'hono';
import type { ServerDeps } from '../deps';
import type { AppEnv } from '../http/env';
import { requireAuth } from '../http/require-auth';
import { sessionInfo } from '../services/auth/session';

export function fleetRoutes(deps: ServerDeps) {
  const app = new Hono<AppEnv>();
  app.use('*', requireAuth(deps));
  app.get('/', async (c) => c.json((await sessionInfo(deps.db, c.get('actor').id, deps.clock())).vessels));
  return app;
}
