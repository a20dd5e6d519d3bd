import { workingLanguageSettingSchema } from '@contracts/rest-hours-language';
import { LEVEL } from '@domain/access/permissions';
import { Hono } from 'hono';
import type { ServerDeps } from '../../../deps';
import type { AppEnv } from '../../../http/env';
import { parseId, readJson } from '../../../http/errors';
import { from, policies } from '../../../http/policy';
import { readWorkingLanguage, writeWorkingLanguage } from '../working-language';

/**
 * GET and POST /hor/language/{yacht}: the vessel's working language, in which the records
 * print their headings beside the English. Anyone on board reads it; the master (level 6+) sets it.
 */
export function horLanguageRoutes(deps: ServerDeps) {
  const app = new Hono<AppEnv>();
  const policy = policies(deps, { module: 'hoursofrest' });
  const yacht = from.param('yacht');
  const vessel = (c: { req: { param: (k: string) => string } }) => parseId('yacht', c.req.param('yacht'));

  app.get('/language/:yacht', policy.member(yacht), async (c) =>
    c.json({ language: await readWorkingLanguage(deps.db, vessel(c)) }),
  );
  app.post('/language/:yacht', policy.level(LEVEL.captain, yacht), async (c) => {
    const { language } = await readJson(c, workingLanguageSettingSchema);
    return c.json({ language: await writeWorkingLanguage(deps.db, vessel(c), language, deps.clock()) });
  });
  return app;
}
