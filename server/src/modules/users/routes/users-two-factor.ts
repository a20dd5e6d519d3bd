import { twoFactorUsersSchema } from '@contracts/two-factor';
import { LEVEL } from '@domain/access/permissions';
import { Hono } from 'hono';
import type { ServerDeps } from '../../../deps';
import type { AppEnv } from '../../../http/env';
import { readJson } from '../../../http/errors';
import { from, policies } from '../../../http/policy';
import { answerValue } from '../../../kernel/outcome';
import { removeTwoFactor, setTwoFactorRequired } from '../users-two-factor';

/** The users page's two-factor actions (doc 1, section 7): the captain's, on the vessel named. */
const removeTwoFactorSchema = twoFactorUsersSchema.omit({ required: true });

export function usersTwoFactorRoutes(deps: ServerDeps) {
  const app = new Hono<AppEnv>();
  const captain = policies(deps).level(LEVEL.captain, from.body('yachtId'));
  app.put('/whatsapprequirements', captain, async (c) =>
    c.json(
      answerValue(await setTwoFactorRequired(deps, c.get('actor'), await readJson(c, twoFactorUsersSchema))),
    ),
  );
  // Removal takes no `required` (that is the requirement's call): sent here it is refused, not ignored.
  app.put('/removewhatsapp', captain, async (c) =>
    c.json(
      answerValue(await removeTwoFactor(deps, c.get('actor'), await readJson(c, removeTwoFactorSchema))),
    ),
  );
  return app;
}
