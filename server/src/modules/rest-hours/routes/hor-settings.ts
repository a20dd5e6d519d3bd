import { horAlertsSchema, horSettingsSchema } from '@contracts/rest-hours';
import { LEVEL } from '@domain/access/permissions';
import { Hono } from 'hono';
import type { ServerDeps } from '../../../deps';
import type { AppEnv } from '../../../http/env';
import { parseId, readJson } from '../../../http/errors';
import { from, policies } from '../../../http/policy';
import { readVesselSettings, writeVesselSettings } from '../vessel-settings';

/** GET and POST /hor/settings/{yacht} and /hor/alerts/{yacht}: anyone on board reads, officers change. */
export function horSettingsRoutes(deps: ServerDeps) {
  const app = new Hono<AppEnv>();
  const policy = policies(deps, { module: 'hoursofrest' });
  const yacht = from.param('yacht');
  const officer = () => policy.level(LEVEL.officer, yacht);
  const vessel = (c: { req: { param: (k: string) => string } }) => parseId('yacht', c.req.param('yacht'));

  app.get('/settings/:yacht', policy.member(yacht), async (c) =>
    c.json((await readVesselSettings(deps.db, vessel(c))).settings),
  );
  app.post('/settings/:yacht', officer(), async (c) => {
    const id = vessel(c);
    // Either setting may be sent alone; the other keeps its value.
    const patch = await readJson(c, horSettingsSchema.partial());
    const current = (await readVesselSettings(deps.db, id)).settings;
    return c.json(
      (await writeVesselSettings(deps.db, id, { settings: { ...current, ...patch } }, deps.clock())).settings,
    );
  });
  app.get('/alerts/:yacht', officer(), async (c) =>
    c.json((await readVesselSettings(deps.db, vessel(c))).alerts),
  );
  app.post('/alerts/:yacht', officer(), async (c) => {
    const alerts = await readJson(c, horAlertsSchema);
    return c.json((await writeVesselSettings(deps.db, vessel(c), { alerts }, deps.clock())).alerts);
  });
  return app;
}
