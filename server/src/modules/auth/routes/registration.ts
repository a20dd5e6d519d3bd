import {
  checkEmailSchema,
  checkPasswordSchema,
  registerSchema,
  type VesselType,
} from '@contracts/registration';
import { type Context, Hono } from 'hono';
import { z } from 'zod';
import type { ServerDeps } from '../../../deps';
import { addressOf } from '../../../http/address';
import type { AppEnv } from '../../../http/env';
import { HttpError, parseWhole, readJson } from '../../../http/errors';
import { noBody } from '../../../http/no-body';
import { policies } from '../../../http/policy';
import { answerValue } from '../../../kernel/outcome';
import { acceptTerms, checkEmailFree, register } from '../registration';

const anyObject = z.record(z.string(), z.unknown());

/**
 * POST /users/register's body: ours ({ user, yacht }), or the spec's 'user plus yacht object' (doc
 * 1, section 7): the user form's fields with the yacht beside them. Refusals name the fields as sent.
 */
async function registerBody(c: Context<AppEnv>) {
  const raw = await readJson(c, anyObject);
  if (Object.hasOwn(raw, 'user')) return parseWhole(registerSchema, raw);
  const { yacht, ...user } = raw;
  try {
    return parseWhole(registerSchema, { user, yacht });
  } catch (error) {
    if (!(error instanceof HttpError) || !error.body.errorList) throw error;
    const errorList = error.body.errorList.map((e) => ({
      ...e,
      property: e.property.replace(/^user\./, ''),
    }));
    throw new HttpError(error.status, { ...error.body, errorList });
  }
}

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
    c.json(answerValue(await register(deps, await registerBody(c), addressOf(c)))),
  );
  app.get('/yacht/getvesseltypes', policy.public(), async (c) =>
    c.json(await deps.db.query<VesselType>('SELECT id, name FROM vessel_types ORDER BY id')),
  );
  app.post('/terms/accept', policy.signedIn(), noBody(), async (c) =>
    c.json(await acceptTerms(deps, c.get('actor').id)),
  );
  return app;
}
