import { Hono } from 'hono';
import { z } from 'zod';
import { idSchema, monthSchema } from '../../../src/contracts/common';
import { MSG } from '../../../src/contracts/messages';
import { commentSaveSchema, monthSignatureSchema, presetSaveSchema } from '../../../src/contracts/rest-hours';
import type { SyncOutcome } from '../../../src/contracts/sync';
import type { Queryable } from '../db/client';
import type { ServerDeps } from '../deps';
import type { AppEnv } from '../http/env';
import { HttpError, parseWith, readJson } from '../http/errors';
import { assertPassword } from '../services/auth/passwords';
import {
  deleteComment,
  deletePreset,
  saveComment,
  savePreset,
} from '../services/rest-hours/comments-presets';
import { checkNotify, sendNotify } from '../services/rest-hours/notify';
import { cancelSignatures, countersignMonth, signMonth } from '../services/rest-hours/signatures';

const notifyRestSchema = z.object({
  password: z.string({ error: MSG.required }).min(1, MSG.required).max(200),
  month: monthSchema,
  notify: z.array(idSchema).min(1, 'Select at least one user.').max(50),
});
const withPassword = monthSignatureSchema.extend({
  password: z.string({ error: MSG.required }).min(1, MSG.required).max(200),
});

/** The REST face of signing, comments and presets (under /hor); the same use cases run inside /sync. */
export function horSigningRoutes(deps: ServerDeps) {
  const app = new Hono<AppEnv>();

  const checkPassword = (userId: number, password: string) => assertPassword(deps.db, userId, password);
  const answer = (outcome: SyncOutcome) => {
    if (outcome.status === 'rejected') {
      throw new HttpError(outcome.message === MSG.status403 ? 403 : 400, { message: outcome.message });
    }
    return outcome;
  };
  const run = (fn: (tx: Queryable) => Promise<SyncOutcome>) => deps.db.transaction(fn).then(answer);

  // Spec: POST /hor/signoff/notify/{id} with password, month, notify (the users to tell).
  app.post('/signoff/notify/:yacht', async (c) => {
    const yachtId = parseWith(idSchema, c.req.param('yacht'));
    const body = await readJson(c, notifyRestSchema);
    await checkPassword(c.get('actor').id, body.password);
    const notice = { yachtId, month: body.month, userIds: body.notify };
    await run((tx) => checkNotify(tx, c.get('actor'), notice));
    await sendNotify(deps.db, deps.mail, c.get('actor'), notice);
    return c.json({ notified: body.notify.length });
  });
  app.post('/signoff/:yacht', async (c) => {
    const body = await readJson(c, withPassword);
    if (parseWith(idSchema, c.req.param('yacht')) !== body.yachtId)
      throw new HttpError(400, { message: MSG.status400 });
    await checkPassword(c.get('actor').id, body.password);
    const result = await run((tx) => signMonth(tx, c.get('actor'), body, deps.clock()));
    return c.json({ ...result, availableUsersToNotify: [] }, result.status === 'conflict' ? 409 : 200);
  });
  app.post('/countersign', async (c) => {
    const body = await readJson(c, withPassword);
    await checkPassword(c.get('actor').id, body.password);
    const result = await run((tx) => countersignMonth(tx, c.get('actor'), body, deps.clock()));
    return c.json(result, result.status === 'conflict' ? 409 : 200);
  });
  app.delete('/countersign/:yacht/:user/:month', async (c) => {
    const ref = {
      yachtId: parseWith(idSchema, c.req.param('yacht')),
      userId: parseWith(idSchema, c.req.param('user')),
      month: parseWith(monthSchema, c.req.param('month')),
    };
    return c.json(await run((tx) => cancelSignatures(tx, c.get('actor'), ref, deps.clock())));
  });

  app.post('/comment/new/:yacht/:user', async (c) => {
    const body = await readJson(c, commentSaveSchema);
    return c.json(await run((tx) => saveComment(tx, c.get('actor'), body, deps.clock())));
  });
  app.delete('/comment/:yacht/:id', async (c) => {
    const yachtId = parseWith(idSchema, c.req.param('yacht'));
    return c.json(
      await run((tx) => deleteComment(tx, c.get('actor'), c.req.param('id'), yachtId, deps.clock())),
    );
  });
  app.post('/preset/new', async (c) => {
    const body = await readJson(c, presetSaveSchema);
    return c.json(await run((tx) => savePreset(tx, c.get('actor'), body)));
  });
  app.delete('/preset/:id', async (c) =>
    c.json(await run((tx) => deletePreset(tx, c.get('actor'), c.req.param('id')))),
  );
  return app;
}
