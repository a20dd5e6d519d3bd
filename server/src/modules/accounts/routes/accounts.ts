import { groupDetailsSchema, moduleToggleSchema } from '@contracts/accounts';
import { idSchema } from '@contracts/common';
import { MSG } from '@contracts/messages';
import { LEVEL } from '@domain/access/permissions';
import { Hono } from 'hono';
import type { ServerDeps } from '../../../deps';
import type { AppEnv } from '../../../http/env';
import { badRequest, parseId, readJson } from '../../../http/errors';
import { from, policies } from '../../../http/policy';
import { answerValue } from '../../../kernel/outcome';
import { groupDetails, saveGroupDetails, toggleModule, vesselModules } from '../accounts';

const groupAsReadSchema = groupDetailsSchema.extend({ id: idSchema.optional() });

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
  // The spec's Group carries its id (doc 1, section 3): sent back as read, it is the path's or refused.
  app.put('/groupdetails/:id', policy.anyVessel(LEVEL.officer), async (c) => {
    const groupId = parseId('id', c.req.param('id'));
    const { id: sentId, ...details } = await readJson(c, groupAsReadSchema);
    if (sentId !== undefined && sentId !== groupId)
      throw badRequest([{ property: 'id', message: MSG.invalidId }]);
    return c.json(answerValue(await saveGroupDetails(deps, c.get('actor'), groupId, details)));
  });
  return app;
}
