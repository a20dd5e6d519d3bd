import { groupDetailsSchema, moduleToggleSchema } from '@contracts/accounts';
import { LEVEL } from '@domain/access/permissions';
import { Hono } from 'hono';
import type { ServerDeps } from '../../../deps';
import type { AppEnv } from '../../../http/env';
import { parseId, readJson } from '../../../http/errors';
import { from, policies } from '../../../http/policy';
import { answerValue } from '../../../kernel/outcome';
import { groupDetails, saveGroupDetails, toggleModule, vesselModules } from '../accounts';

/** Accounts (level 4 and above, doc 1, section 6): GET and POST /modules, GET and PUT /groupdetails/{id}. */
export function accountRoutes(deps: ServerDeps) {
  const app = new Hono<AppEnv>();
  const policy = policies(deps);
  app.get('/modules', policy.level(LEVEL.officer, from.query('yachtId')), async (c) =>
    c.json(answerValue(await vesselModules(deps.db, parseId('yachtId', c.req.query('yachtId'))))),
  );
  app.post('/modules', policy.level(LEVEL.officer, from.body('yachtId')), async (c) =>
    c.json(answerValue(await toggleModule(deps, c.get('actor'), await readJson(c, moduleToggleSchema)))),
  );
  // The group is checked in the service: level 4+ on one of its vessels.
  app.get('/groupdetails/:id', policy.anyVessel(LEVEL.officer), async (c) =>
    c.json(answerValue(await groupDetails(deps.db, c.get('actor'), parseId('id', c.req.param('id'))))),
  );
  app.put('/groupdetails/:id', policy.anyVessel(LEVEL.officer), async (c) =>
    c.json(
      answerValue(
        await saveGroupDetails(
          deps,
          c.get('actor'),
          parseId('id', c.req.param('id')),
          await readJson(c, groupDetailsSchema),
        ),
      ),
    ),
  );
  return app;
}
