import {
  checkEmailSchema,
  checkPasswordSchema,
  registerSchema,
  type VesselType,
} from '@contracts/registration';
import { Hono } from 'hono';
import type { ServerDeps } from '../../../deps';
import { addressOf } from '../../../http/address';
import type { AppEnv } from '../../../http/env';
import { readJson } from '../../../http/errors';
import { noBody } from '../../../http/no-body';
import { policies } from '../../../http/policy';
import { answerValue } from '../../../kernel/outcome';
import { acceptTerms, checkEmailFree, register } from '../registration';

/** Registration ('Try it Free') and the terms (doc 1, section 7). */
export function registrationRoutes(deps: ServerDeps) {
  const app = new Hono<AppEnv>();
  const policy = policies(deps);
  app.post('/utils/checkemail', policy.public(), async (c) => {
    const { email } = await readJson(c, checkEmailSchema);
    return c.json(answerValue(await checkEmailFree(deps.db, email)));
  });
  // The password rules, checked as the server will check them (the answer is 400 with the rule).
  app.post('/utils/checkpassword', policy.public(), async (c) => {
    await readJson(c, checkPasswordSchema);
    return c.json({ ok: true });
  });
  app.post('/users/register', policy.public(), async (c) =>
    c.json(answerValue(await register(deps, await readJson(c, registerSchema), addressOf(c)))),
  );
  app.get('/yacht/getvesseltypes', policy.public(), async (c) =>
    c.json(await deps.db.query<VesselType>('SELECT id, name FROM vessel_types ORDER BY id')),
  );
  app.post('/terms/accept', policy.signedIn(), noBody(), async (c) =>
    c.json(await acceptTerms(deps, c.get('actor').id)),
  );
  return app;
}
