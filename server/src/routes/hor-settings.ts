import { type Context, Hono } from 'hono';
import { idSchema } from '../../../src/contracts/common';
import { horAlertsSchema, horSettingsSchema } from '../../../src/contracts/rest-hours';
import { LEVEL, levelOn, reaches } from '../../../src/domain/access/permissions';
import type { ServerDeps } from '../deps';
import type { AppEnv } from '../http/env';
import { forbidden, parseWith, readJson } from '../http/errors';
import { readVesselSettings, writeVesselSettings } from '../services/rest-hours/vessel-settings';

/** GET and POST /hor/settings/{yacht} and /hor/alerts/{yacht}: anyone on board reads, officers change. */
export function horSettingsRoutes(deps: ServerDeps) {
  const app = new Hono<AppEnv>();
  const vessel = (c: { req: { param: (k: string) => string } }) => parseWith(idSchema, c.req.param('yacht'));
  const mayRead = (c: Context<AppEnv>, id: number) => {
    if (levelOn(c.get('actor').roles, id) === null) throw forbidden();
  };
  const mayWrite = (c: Context<AppEnv>, id: number) => {
    if (!reaches(levelOn(c.get('actor').roles, id), LEVEL.officer)) throw forbidden();
  };

  app.get('/settings/:yacht', async (c) => {
    const id = vessel(c);
    mayRead(c, id);
    return c.json((await readVesselSettings(deps.db, id)).settings);
  });
  app.post('/settings/:yacht', async (c) => {
    const id = vessel(c);
    mayWrite(c, id);
    // Either setting may be sent alone; the other keeps its value.
    const patch = await readJson(c, horSettingsSchema.partial());
    const current = (await readVesselSettings(deps.db, id)).settings;
    return c.json(
      (await writeVesselSettings(deps.db, id, { settings: { ...current, ...patch } }, deps.clock())).settings,
    );
  });
  app.get('/alerts/:yacht', async (c) => {
    const id = vessel(c);
    mayWrite(c, id);
    return c.json((await readVesselSettings(deps.db, id)).alerts);
  });
  app.post('/alerts/:yacht', async (c) => {
    const id = vessel(c);
    mayWrite(c, id);
    const alerts = await readJson(c, horAlertsSchema);
    return c.json((await writeVesselSettings(deps.db, id, { alerts }, deps.clock())).alerts);
  });
  return app;
}
