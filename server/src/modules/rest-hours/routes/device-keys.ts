import { deviceKeySchema } from '@contracts/rest-hours';
import { Hono } from 'hono';
import type { ServerDeps } from '../../../deps';
import type { AppEnv } from '../../../http/env';
import { readJson } from '../../../http/errors';
import { policies } from '../../../http/policy';
import { registerDeviceKey } from '../signatures';

/** The device registers the public half of the key it signs months with, offline. */
export function deviceKeyRoutes(deps: ServerDeps) {
  const app = new Hono<AppEnv>();
  app.post('/devices/keys', policies(deps).signedIn(), async (c) => {
    const { publicJwk } = await readJson(c, deviceKeySchema);
    return c.json({ keyId: await registerDeviceKey(deps.db, c.get('actor').id, publicJwk, deps.clock()) });
  });
  return app;
}
