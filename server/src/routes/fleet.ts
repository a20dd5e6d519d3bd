import { Hono } from 'hono';
import type { ServerDeps } from '../deps';
import type { AppEnv } from '../http/env';
import { policies } from '../http/policy';
import { sessionInfo } from '../services/auth/session';

export function fleetRoutes(deps: ServerDeps) {
  const app = new Hono<AppEnv>();
  const policy = policies(deps);
  // The caller's own vessels.
  app.get('/', policy.signedIn(), async (c) =>
    c.json((await sessionInfo(deps.db, c.get('actor').id, deps.clock())).vessels),
  );
  return app;
}
