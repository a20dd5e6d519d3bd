import { Hono } from 'hono';
import { z } from 'zod';
import { syncRequestSchema } from '../../../src/contracts/sync';
import type { ServerDeps } from '../deps';
import type { AppEnv } from '../http/env';
import { parseWith, readJson } from '../http/errors';
import { requireAuth } from '../http/require-auth';
import { alertsAfter } from '../services/rest-hours/alerts';
import { applyBatch } from '../services/sync/apply-batch';
import { changesSince } from '../services/sync/changes-since';

const sinceSchema = z.object({ since: z.coerce.number().int().min(0).default(0) });

/** Push and pull in one round trip: satellite round trips cost 600 ms and more. */
export function syncRoutes(deps: ServerDeps) {
  const app = new Hono<AppEnv>();
  app.use('*', requireAuth(deps));
  app.post('/', async (c) => {
    const body = await readJson(c, syncRequestSchema);
    const actor = c.get('actor');
    const results = await applyBatch(deps.db, actor, body.ops, deps.clock(), deps.log, (op) =>
      alertsAfter(deps, actor, op),
    );
    return c.json({ results, changes: await changesSince(deps.db, actor, body.cursor) });
  });
  app.get('/changes', async (c) => {
    const { since } = parseWith(sinceSchema, c.req.query());
    return c.json(await changesSince(deps.db, c.get('actor'), since));
  });
  return app;
}
