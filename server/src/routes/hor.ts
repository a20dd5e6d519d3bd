import { Hono } from 'hono';
import { idSchema } from '../../../src/contracts/common';
import { MSG } from '../../../src/contracts/messages';
import {
  countersignSchema,
  restDayGetSchema,
  restDaySaveSchema,
  signOffSchema,
} from '../../../src/contracts/rest-hours';
import { LEVEL, levelOn, reaches, seesAllRestRecords } from '../../../src/domain/access/permissions';
import { addDays } from '../../../src/domain/calendar/iso-date';
import { EMPTY_DAY } from '../../../src/domain/rest-hours/timeline';
import type { ServerDeps } from '../deps';
import type { AppEnv } from '../http/env';
import { forbidden, HttpError, parseWith, readJson } from '../http/errors';
import { requireAuth } from '../http/require-auth';
import { readAudit } from '../services/audit';
import { verifyPassword } from '../services/auth/passwords';
import { findDays } from '../services/rest-hours/rest-repo';
import { saveRestDays } from '../services/rest-hours/save-rest-days';
import { countersignMonth, signOffMonth } from '../services/rest-hours/sign-month';
import { applyOnce } from '../services/sync/apply-batch';

export function horRoutes(deps: ServerDeps) {
  const app = new Hono<AppEnv>();
  app.use('*', requireAuth(deps));

  const checkPassword = async (userId: number, password: string) => {
    const [row] = await deps.db.query<{ password_hash: string }>(
      'SELECT password_hash FROM users WHERE id = $1',
      [userId],
    );
    if (!row || !(await verifyPassword(row.password_hash, password))) {
      throw new HttpError(400, { message: MSG.credentialsInvalid });
    }
  };
  const mayRead = (actorId: number, userId: number, level: number | null) =>
    level !== null && (actorId === userId || seesAllRestRecords(level));

  // Save a day (or several). An Idempotency-Key header makes a retried call safe.
  app.post('/day/:user', async (c) => {
    const userId = parseWith(idSchema, c.req.param('user'));
    const body = await readJson(c, restDaySaveSchema);
    const baseVersion = Number(c.req.header('x-base-version') ?? 0) || 0;
    const actor = c.get('actor');
    const run = (tx: Parameters<typeof saveRestDays>[0]) =>
      saveRestDays(tx, { actor, userId, body, baseVersion, now: deps.clock() });
    const key = c.req.header('idempotency-key');
    const outcome = key
      ? await applyOnce(deps.db, actor, key, 'hor/day/save', run)
      : await deps.db.transaction(run);
    const { httpStatus, ...result } = outcome;
    if (result.status === 'rejected') throw new HttpError(httpStatus, { message: result.message });
    return c.json(result, httpStatus);
  });

  // Spec path: /hor/day/get/{yacht-user}.
  app.post('/day/get/:yachtUser', async (c) => {
    const [yacht, user] = c.req.param('yachtUser').split('-');
    const userId = parseWith(idSchema, user);
    const body = await readJson(c, restDayGetSchema);
    if (Number(yacht) !== body.yachtId) throw new HttpError(400, { message: MSG.status400 });
    const actor = c.get('actor');
    if (!mayRead(actor.id, userId, levelOn(actor.roles, body.yachtId))) throw forbidden();
    const days = await findDays(deps.db, userId, body.yachtId, [
      addDays(body.date, -1),
      body.date,
      addDays(body.date, 1),
    ]);
    const at = (d: string) => days.find((x) => x.date === d);
    const day = at(body.date);
    return c.json({
      binary: day?.work ?? EMPTY_DAY,
      version: day?.version ?? 0,
      restContinueBefore: at(addDays(body.date, -1))?.work.endsWith('0') ?? false,
      restContinueAfter: at(addDays(body.date, 1))?.work.startsWith('0') ?? false,
    });
  });

  app.post('/signoff/:yacht', async (c) => {
    const vesselId = parseWith(idSchema, c.req.param('yacht'));
    const body = await readJson(c, signOffSchema);
    const actor = c.get('actor');
    if (levelOn(actor.roles, vesselId) === null) throw forbidden();
    await checkPassword(actor.id, body.password);
    const month = await deps.db.transaction((tx) =>
      signOffMonth(tx, {
        actorId: actor.id,
        userId: actor.id,
        vesselId,
        month: body.month,
        now: deps.clock(),
      }),
    );
    return c.json({ month, availableUsersToNotify: [] });
  });

  app.post('/countersign', async (c) => {
    const body = await readJson(c, countersignSchema);
    const actor = c.get('actor');
    if (!reaches(levelOn(actor.roles, body.yachtId), LEVEL.officer)) throw forbidden();
    await checkPassword(actor.id, body.password);
    const month = await deps.db.transaction((tx) =>
      countersignMonth(tx, {
        actorId: actor.id,
        userId: body.userId,
        vesselId: body.yachtId,
        month: body.month,
        now: deps.clock(),
      }),
    );
    if (month === 'not-signed')
      throw new HttpError(409, { message: 'This month has not been signed off yet.' });
    return c.json({ month });
  });

  // Who changed a day and when: the audit trail, for the user themselves and officers.
  app.get('/audit/:yacht/:user/:date', async (c) => {
    const vesselId = parseWith(idSchema, c.req.param('yacht'));
    const userId = parseWith(idSchema, c.req.param('user'));
    const actor = c.get('actor');
    if (!mayRead(actor.id, userId, levelOn(actor.roles, vesselId))) throw forbidden();
    const entries = await readAudit(deps.db, 'rest_day', `${vesselId}/${userId}/${c.req.param('date')}`);
    return c.json({ entries });
  });
  return app;
}
