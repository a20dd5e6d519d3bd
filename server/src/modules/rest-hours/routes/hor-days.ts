import { isoDateSchema } from '@contracts/common';
import { MSG } from '@contracts/messages';
import {
  copyDaysSchema,
  restDayGetSchema,
  restDaySaveSchema,
  restDaysClearSchema,
  restDaysSchema,
} from '@contracts/rest-hours';
import type { SyncOutcome } from '@contracts/sync';
import { LEVEL } from '@domain/access/permissions';
import { addDays } from '@domain/calendar/iso-date';
import { planCopy } from '@domain/rest-hours/copy-days';
import { EMPTY_DAY } from '@domain/rest-hours/timeline';
import { type Context, Hono } from 'hono';
import type { Queryable } from '../../../db/client';
import type { ServerDeps } from '../../../deps';
import { baseVersionOf } from '../../../http/base-version';
import type { AppEnv } from '../../../http/env';
import { badRequest, HttpError, parseId, parseParam, readJson } from '../../../http/errors';
import { idempotencyKeyOf } from '../../../http/idempotency-key';
import { from, policies, type Source } from '../../../http/policy';
import { readAudit } from '../../../kernel/audit';
import { answerOutcome, notFound, type Refusal } from '../../../kernel/outcome';
import { writeOutcome } from '../../../kernel/write-outcome';
import { applyOnce } from '../../../sync/apply-batch';
import { fingerprintOf } from '../../../sync/op-fingerprint';
import { queueRestAlert } from '../alert-queue';
import { clockChangesOn } from '../clock-changes';
import { issuesAround } from '../compliance';
import { findDays } from '../rest-repo';
import { clearRestDays, crewOfVessel, saveRestDays, unreadableLengthRefusal } from '../save-rest-days';

/** Days of rest: save, read, non-compliances and the audit trail (doc 3, section 7). */
export function horDayRoutes(deps: ServerDeps) {
  const app = new Hono<AppEnv>();
  const policy = policies(deps, { module: 'hoursofrest' });
  // A crew member works on their own days; an officer (level 4+) on anyone's on that vessel.
  const ownOrOfficer = (vessel: Source, user: Source) => policy.ownOrLevel(LEVEL.officer, vessel, user);
  const daysOfPathUser = () => ownOrOfficer(from.body('yachtId'), from.param('user'));
  const userOf = (c: { req: { param: (k: string) => string } }) => parseId('user', c.req.param('user'));
  /**
   * A write made once per Idempotency-Key, when one is sent: a retry gets the first answer, and
   * another call under the key is refused (op-fingerprint). Without one, made as it comes.
   */
  const once = <T extends SyncOutcome>(
    c: Context<AppEnv>,
    op: string,
    call: unknown,
    run: (tx: Queryable) => Promise<T>,
  ): Promise<T> => {
    const key = idempotencyKeyOf(c);
    if (!key) return writeOutcome(deps.db, run);
    return applyOnce(deps.db, c.get('actor'), key, { op, fingerprint: fingerprintOf(op, call) }, run);
  };

  // Copy one user's days onto another range (or user); each target day is saved as usual
  // (which checks the target user). Registered before /day/:user, which would take 'copy'.
  app.post('/day/copy', ownOrOfficer(from.body('yachtId'), from.body('fromUser')), async (c) => {
    const body = await readJson(c, copyDaysSchema);
    const actor = c.get('actor');
    idempotencyKeyOf(c); // a bad key is refused before anything is read
    // Either user never on the vessel: the save's 404 (a copy from no days used to answer 200).
    for (const user of [body.fromUser, body.toUser])
      if (!(await crewOfVessel(deps.db, user, body.yachtId))) return answerOutcome(c, notFound());
    const span: string[] = [];
    for (let d = body.fromDateBegin; d <= body.fromDateEnd && span.length < 62; d = addDays(d, 1))
      span.push(d);
    const source = await findDays(deps.db, body.fromUser, body.yachtId, span);
    const targets: string[] = [];
    for (let d = body.toDateBegin; d <= body.toDateEnd && targets.length < 63; d = addDays(d, 1))
      targets.push(d);
    // Each day is laid on its target date's length by ship's clock time (issue 33).
    const changes = await clockChangesOn(deps.db, body.yachtId, [...span, ...targets]);
    const plan = planCopy(
      source,
      { begin: body.fromDateBegin, end: body.fromDateEnd },
      { begin: body.toDateBegin, end: body.toDateEnd },
      new Map(changes.map((c) => [c.date, c])),
    );
    if ('error' in plan) throw new HttpError(400, { message: plan.error });
    // All the days or none: a conflict (a signed month not reopened) or a refusal on one of
    // them leaves the others as they were.
    type Copied = { status: 'applied'; version: number; copied: { date: string; version: number }[] };
    const outcome = await once<Copied | Refusal>(c, 'hor/day/copy', body, async (tx) => {
      // The copied days are judged (and told) as a save of them all would be.
      const dates = plan.map((item) => item.date);
      if (plan[0]) {
        const saved = { yachtId: body.yachtId, userId: body.toUser, dates, binary: plan[0].work };
        await queueRestAlert(deps.jobs, tx, actor.id, { op: 'hor/day/save', body: saved });
      }
      const copied: Copied['copied'] = [];
      for (const item of plan) {
        const saved = await saveRestDays(tx, {
          actor,
          userId: body.toUser,
          body: {
            yachtId: body.yachtId,
            dates: [item.date],
            binary: item.work,
            reopen: body.reopen,
            reopenCountersigned: body.reopenCountersigned,
          },
          now: deps.clock(),
        });
        if (saved.status !== 'applied') return saved;
        copied.push({ date: item.date, version: saved.version });
      }
      return { status: 'applied', version: copied.at(-1)?.version ?? 0, copied };
    });
    if (!('copied' in outcome)) return answerOutcome(c, outcome);
    return c.json({ copied: outcome.copied.map((d) => ({ ...d, status: 'applied' })) });
  });

  // Mark days as all rest (a day off), or clear them: spec POST and DELETE /hor/day/rest/{user}.
  // Registered before /day/:user for the same reason as copy.
  app.post('/day/rest/:user', daysOfPathUser(), async (c) => {
    const body = await readJson(c, restDaysSchema);
    // X-Base-Version, as for a save: a day someone else changed after that copy is a 409.
    const baseVersion = baseVersionOf(c);
    const call = { ...body, userId: userOf(c) };
    const outcome = await once(c, 'hor/day/rest', call, (tx) =>
      saveRestDays(tx, {
        actor: c.get('actor'),
        userId: userOf(c),
        body: { ...body, binary: EMPTY_DAY },
        now: deps.clock(),
        baseVersion,
      }),
    );
    return answerOutcome(c, outcome);
  });
  app.delete('/day/rest/:user', daysOfPathUser(), async (c) => {
    const body = await readJson(c, restDaysClearSchema);
    const baseVersion = baseVersionOf(c);
    const call = { ...body, userId: userOf(c) };
    const outcome = await once(c, 'hor/day/clear/rest', call, (tx) =>
      clearRestDays(tx, {
        actor: c.get('actor'),
        userId: userOf(c),
        vesselId: body.yachtId,
        dates: body.dates,
        reopen: body.reopen === true,
        now: deps.clock(),
        baseVersion,
      }),
    );
    if (outcome.status !== 'applied') return answerOutcome(c, outcome);
    return c.json({ cleared: outcome.cleared ?? 0 });
  });

  // Save a day (or several). An Idempotency-Key header makes a retried call safe.
  app.post('/day/:user', daysOfPathUser(), async (c) => {
    const userId = userOf(c);
    const body = await readJson(c, restDaySaveSchema);
    const actor = c.get('actor');
    const key = idempotencyKeyOf(c);
    // X-Base-Version: a day someone else changed after that copy is a 409 with the server's copy.
    const baseVersion = baseVersionOf(c);
    const run = async (tx: Parameters<typeof saveRestDays>[0]) => {
      await queueRestAlert(deps.jobs, tx, actor.id, { op: 'hor/day/save', body: { ...body, userId }, key });
      return saveRestDays(tx, { actor, userId, body, now: deps.clock(), baseVersion });
    };
    const outcome = key
      ? await applyOnce(
          deps.db,
          actor,
          key,
          { op: 'hor/day/save', fingerprint: fingerprintOf('hor/day/save', { ...body, userId }) },
          run,
        )
      : await writeOutcome(deps.db, run);
    // The rules run again here on what was accepted, with the week before as context.
    const issues =
      outcome.status === 'applied' ? await issuesAround(deps.db, userId, body.yachtId, body.dates) : [];
    return answerOutcome(c, outcome, { issues });
  });

  // Non-compliances a timeline would have on the given dates, before saving it.
  app.post('/compliance/noncompliances/:user', daysOfPathUser(), async (c) => {
    const body = await readJson(c, restDaySaveSchema);
    // Someone who was never on the vessel has no days there: the save's 404, nothing judged.
    if (!(await crewOfVessel(deps.db, userOf(c), body.yachtId))) return answerOutcome(c, notFound());
    // Each date is judged at its own length; a length no date's change gives is not judged.
    const refusal = await unreadableLengthRefusal(
      deps.db,
      body.yachtId,
      [...new Set(body.dates)],
      body.binary.length,
    );
    if (refusal) return answerOutcome(c, refusal);
    return c.json({ issues: await issuesAround(deps.db, userOf(c), body.yachtId, body.dates, body.binary) });
  });

  // Spec path: /hor/day/get/{yacht-user}.
  const yachtUser = (part: number) => from.param('yachtUser', part);
  app.post('/day/get/:yachtUser', ownOrOfficer(yachtUser(0), yachtUser(1)), async (c) => {
    // The vessel and the user, nothing more: '1-5-7' was read as 1-5, the rest ignored.
    const [yacht, user, ...more] = c.req.param('yachtUser').split('-');
    if (more.length > 0) throw badRequest([{ property: 'yachtUser', message: MSG.invalidId }]);
    const userId = parseId('yachtUser', user);
    const body = await readJson(c, restDayGetSchema);
    if (Number(yacht) !== body.yachtId)
      throw badRequest([{ property: 'yachtId', message: MSG.notTheAddress }]);
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
    const date = parseParam('date', isoDateSchema, c.req.param('date'));
    const entries = await readAudit(deps.db, 'rest_day', `${vesselId}/${userOf(c)}/${date}`);
    return c.json({ entries });
  });
  return app;
}
