import { Hono } from 'hono';
import { isoDateSchema } from '../../../src/contracts/common';
import { MSG } from '../../../src/contracts/messages';
import { copyDaysSchema, restDayGetSchema, restDaySaveSchema } from '../../../src/contracts/rest-hours';
import { LEVEL } from '../../../src/domain/access/permissions';
import { addDays } from '../../../src/domain/calendar/iso-date';
import { planCopy } from '../../../src/domain/rest-hours/copy-days';
import { EMPTY_DAY } from '../../../src/domain/rest-hours/timeline';
import type { ServerDeps } from '../deps';
import type { AppEnv } from '../http/env';
import { HttpError, parseId, parseWith, readJson } from '../http/errors';
import { from, policies, type Source } from '../http/policy';
import { readAudit } from '../services/audit';
import { issuesAround } from '../services/rest-hours/compliance';
import { findDays } from '../services/rest-hours/rest-repo';
import { clearRestDays, saveRestDays } from '../services/rest-hours/save-rest-days';
import { applyOnce } from '../services/sync/apply-batch';
import { writeOutcome } from '../services/sync/write-outcome';

const daysSchema = restDaySaveSchema.pick({ yachtId: true, dates: true });

/** Days of rest: save, read, non-compliances and the audit trail (doc 3, section 7). */
export function horDayRoutes(deps: ServerDeps) {
  const app = new Hono<AppEnv>();
  const policy = policies(deps, { module: 'hoursofrest' });
  // A crew member works on their own days; an officer (level 4+) on anyone's on that vessel.
  const ownOrOfficer = (vessel: Source, user: Source) => policy.ownOrLevel(LEVEL.officer, vessel, user);
  const daysOfPathUser = () => ownOrOfficer(from.body('yachtId'), from.param('user'));
  const userOf = (c: { req: { param: (k: string) => string } }) => parseId('user', c.req.param('user'));

  // Copy one user's days onto another range (or user); each target day is saved as usual
  // (which checks the target user). Registered before /day/:user, which would take 'copy'.
  app.post('/day/copy', ownOrOfficer(from.body('yachtId'), from.body('fromUser')), async (c) => {
    const body = await readJson(c, copyDaysSchema);
    const actor = c.get('actor');
    const span: string[] = [];
    for (let d = body.fromDateBegin; d <= body.fromDateEnd && span.length < 62; d = addDays(d, 1))
      span.push(d);
    const source = await findDays(deps.db, body.fromUser, body.yachtId, span);
    const plan = planCopy(
      source,
      { begin: body.fromDateBegin, end: body.fromDateEnd },
      { begin: body.toDateBegin, end: body.toDateEnd },
    );
    if ('error' in plan) throw new HttpError(400, { message: plan.error });
    const results = [];
    for (const item of plan) {
      const { httpStatus, ...result } = await writeOutcome(deps.db, (tx) =>
        saveRestDays(tx, {
          actor,
          userId: body.toUser,
          body: { yachtId: body.yachtId, dates: [item.date], binary: item.work },
          baseVersion: Number.MAX_SAFE_INTEGER,
          now: deps.clock(),
        }),
      );
      if (result.status === 'rejected') throw new HttpError(httpStatus, { message: result.message });
      results.push({ date: item.date, ...result });
    }
    return c.json({ copied: results });
  });

  // Mark days as all rest (a day off), or clear them: spec POST and DELETE /hor/day/rest/{user}.
  // Registered before /day/:user for the same reason as copy.
  app.post('/day/rest/:user', daysOfPathUser(), async (c) => {
    const body = await readJson(c, daysSchema);
    const outcome = await writeOutcome(deps.db, (tx) =>
      saveRestDays(tx, {
        actor: c.get('actor'),
        userId: userOf(c),
        body: { ...body, binary: EMPTY_DAY },
        baseVersion: Number.MAX_SAFE_INTEGER,
        now: deps.clock(),
      }),
    );
    const { httpStatus, ...result } = outcome;
    if (result.status === 'rejected') throw new HttpError(httpStatus, { message: result.message });
    return c.json(result, httpStatus);
  });
  app.delete('/day/rest/:user', daysOfPathUser(), async (c) => {
    const body = await readJson(c, daysSchema);
    const cleared = await deps.db.transaction((tx) =>
      clearRestDays(tx, c.get('actor'), userOf(c), body.yachtId, body.dates, deps.clock()),
    );
    if (cleared === 'countersigned') throw new HttpError(409, { message: MSG.monthCountersigned });
    return c.json({ cleared });
  });

  // Save a day (or several). An Idempotency-Key header makes a retried call safe.
  app.post('/day/:user', daysOfPathUser(), async (c) => {
    const userId = userOf(c);
    const body = await readJson(c, restDaySaveSchema);
    const baseVersion = Number(c.req.header('x-base-version') ?? 0) || 0;
    const actor = c.get('actor');
    const run = (tx: Parameters<typeof saveRestDays>[0]) =>
      saveRestDays(tx, { actor, userId, body, baseVersion, now: deps.clock() });
    const key = c.req.header('idempotency-key');
    const outcome = key
      ? await applyOnce(deps.db, actor, key, 'hor/day/save', run)
      : await writeOutcome(deps.db, run);
    const { httpStatus, ...result } = outcome;
    if (result.status === 'rejected') throw new HttpError(httpStatus, { message: result.message });
    // The rules run again here on what was accepted, with the week before as context.
    const issues =
      result.status === 'applied' ? await issuesAround(deps.db, userId, body.yachtId, body.dates) : [];
    return c.json({ ...result, issues }, httpStatus);
  });

  // Non-compliances a timeline would have on the given dates, before saving it.
  app.post('/compliance/noncompliances/:user', daysOfPathUser(), async (c) => {
    const body = await readJson(c, restDaySaveSchema);
    return c.json({ issues: await issuesAround(deps.db, userOf(c), body.yachtId, body.dates, body.binary) });
  });

  // Spec path: /hor/day/get/{yacht-user}.
  const yachtUser = (part: number) => from.param('yachtUser', part);
  app.post('/day/get/:yachtUser', ownOrOfficer(yachtUser(0), yachtUser(1)), async (c) => {
    const [yacht, user] = c.req.param('yachtUser').split('-');
    const userId = parseId('yachtUser', user);
    const body = await readJson(c, restDayGetSchema);
    if (Number(yacht) !== body.yachtId) throw new HttpError(400, { message: MSG.status400 });
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

  // Who changed a day and when: the audit trail, for the user themselves and officers.
  app.get('/audit/:yacht/:user/:date', ownOrOfficer(from.param('yacht'), from.param('user')), async (c) => {
    const vesselId = parseId('yacht', c.req.param('yacht'));
    const date = parseWith(isoDateSchema, c.req.param('date'));
    const entries = await readAudit(deps.db, 'rest_day', `${vesselId}/${userOf(c)}/${date}`);
    return c.json({ entries });
  });
  return app;
}
