import { idSchema, monthSchema, timestampSchema } from '@contracts/common';
import { MSG } from '@contracts/messages';
import {
  type CommentSave,
  clientIdSchema,
  commentSaveSchema,
  commentTextSchema,
  monthRefSchema,
  monthSignatureSchema,
  notifySchema,
  presetSaveSchema,
  restDatesSchema,
} from '@contracts/rest-hours';
import { LEVEL } from '@domain/access/permissions';
import { type Context, Hono } from 'hono';
import { ulid } from 'ulidx';
import { z } from 'zod';
import type { Queryable } from '../../../db/client';
import type { ServerDeps } from '../../../deps';
import { addressOf } from '../../../http/address';
import type { AppEnv } from '../../../http/env';
import { badRequest, HttpError, jsonBody, parseId, parseParam, readJson } from '../../../http/errors';
import { noBody } from '../../../http/no-body';
import { from, policies, type Source } from '../../../http/policy';
import { readSpecJson } from '../../../http/spec-names';
import { answerOutcome, inCallersNames, type Outcome, unlessRefused } from '../../../kernel/outcome';
import { todayOf } from '../../../kernel/today';
import { writeOutcome } from '../../../kernel/write-outcome';
import { passwordRefusal } from '../../auth/passwords';
import { queueRestAlert } from '../alert-queue';
import { deleteComment, deletePreset, saveComment, savePreset } from '../comments-presets';
import { issuesAround } from '../compliance';
import { COMMENT_SELECT, toComment } from '../hor-feed-repo';
import { notifyCandidates, notifyInbox, sendNotify } from '../notify';
import { signOnPassword } from '../server-signer';
import { cancelSignatures, countersignMonth, signMonth } from '../signatures';
import { passwordStamp, signingToken, signingTokenValid } from '../signing-token';
import { commentAnswer } from '../spec-answers';
import { presetVessel } from './preset-source';

const notifyRestSchema = z.object({
  password: z.string({ error: MSG.required }).min(1, MSG.required).max(200, MSG.maxLength(200)),
  month: monthSchema,
  notify: notifySchema.shape.userIds,
});
const passwordSchema = z.string({ error: MSG.required }).min(1, MSG.required).max(200, MSG.maxLength(200));
const withPassword = monthSignatureSchema.extend({ password: passwordSchema });
/** The spec's online sign-off: the caller's own month, the password, and whether they keep a watch. */
const signOnPasswordSchema = z.object({
  month: monthSchema,
  password: passwordSchema,
  watchkeeper: z.boolean().optional(),
});
/** The spec's countersign: whose month, and the countersigner's password or signing token. */
const countersignOnPasswordSchema = monthRefSchema
  .extend({ password: passwordSchema.optional(), token: z.string().max(2000).optional() })
  .refine((b) => (b.password === undefined) !== (b.token === undefined), {
    path: ['password'],
    message: MSG.required,
  });

/** The spec's new comment: dates, text, and who posted it when (the caller, now). */
const specCommentSchema = z.object({
  dates: restDatesSchema,
  text: commentTextSchema,
  postedBy: idSchema.optional(),
  postedWhen: timestampSchema.optional(),
});
/** How far a client's clock may be from the server's when it says when it posted. */
const POSTED_DRIFT_MS = 10 * 60_000;
/** A comment is posted by the caller, now: a body saying otherwise is refused, never ignored. */
function refuseOtherPoster(spec: z.infer<typeof specCommentSchema>, actorId: number, now: Date) {
  // not-ui-text: the spec API's callers only (the app never sends postedBy or postedWhen)
  if (spec.postedBy !== undefined && spec.postedBy !== actorId)
    throw badRequest([{ property: 'postedBy', message: 'A comment is posted by the signed-in user.' }]);
  if (
    spec.postedWhen !== undefined &&
    Math.abs(Date.parse(spec.postedWhen) - now.getTime()) > POSTED_DRIFT_MS
  )
    // not-ui-text: as above
    throw badRequest([
      { property: 'postedWhen', message: 'A comment is posted now: the server stamps its time.' },
    ]);
}
/** A preset made by the app (its id made on the device) or by the spec's call (no id: made here). */
const newPresetSchema = presetSaveSchema.extend({ presetId: clientIdSchema.optional() });
/** The spec's names of a preset's fields. */
const PRESET_NAMES = { presetName: 'name', presetID: 'presetId' } as const;

/** A body signed on the device carries its signature; one without is the spec's password-only call. */
const carries = async (c: Context<AppEnv>, field: string) => {
  const body = await jsonBody(c);
  return typeof body === 'object' && body !== null && field in body;
};
const deviceSigned = (c: Context<AppEnv>) => carries(c, 'signature');
/** The month's owner: the body's userId (signed on the device), else the caller (on password). */
const ownerOrCaller: Source = {
  ...from.body('userId'),
  read: async (c) => (await from.body('userId').read(c)) ?? c.var.actor.id,
};

/** The REST face of signing, comments and presets (under /hor); the same use cases run inside /sync. */
export function horSigningRoutes(deps: ServerDeps) {
  const app = new Hono<AppEnv>();
  const policy = policies(deps, { module: 'hoursofrest' });
  const yacht = from.param('yacht');

  // Throttled like login: a wrong password counts against the account and the address.
  const checkPassword = async (c: Context<AppEnv>, password: string) =>
    unlessRefused(
      await passwordRefusal(deps.db, c.get('actor').id, password, {
        address: addressOf(c),
        now: deps.clock(),
      }),
    );
  const yachtOf = (c: { req: { param: (k: string) => string } }) => parseId('yacht', c.req.param('yacht'));
  /** The spec's `token` of a sign-off or countersign answer: the password, for 20 minutes. */
  const tokenFor = async (userId: number) => ({
    token: await signingToken(deps.signingKey, userId, deps.clock(), await passwordStamp(deps.db, userId)),
  });
  const run = (fn: (tx: Queryable) => Promise<Outcome>) => writeOutcome(deps.db, fn);
  // The outcome is the answer (a conflict 409 with the server's copy; a refusal its error).
  const answer = async (c: Context<AppEnv>, fn: (tx: Queryable) => Promise<Outcome>, extra = {}) =>
    answerOutcome(c, await run(fn), extra);
  /** Several comments in one transaction: all saved, or none. */
  const answerComments = async (c: Context<AppEnv>, saves: CommentSave[]) => {
    const outcome = await run(async (tx) => {
      let last: Outcome = { status: 'applied', version: 0 };
      for (const save of saves) {
        last = await saveComment(tx, c.get('actor'), save, deps.clock());
        if (last.status !== 'applied') return last;
      }
      return last;
    });
    if (outcome.status !== 'applied') return answerOutcome(c, outcome);
    const ids = saves.map((x) => x.commentId);
    const rows = await deps.db.query<Record<string, unknown>>(
      `SELECT * FROM (${COMMENT_SELECT}) x WHERE x.id = ANY($1::text[]) ORDER BY x.day`,
      [ids],
    );
    return c.json(rows.map((r) => commentAnswer(toComment(r))));
  };

  // Spec: POST /hor/signoff/notify/{id} with password, month, notify (the users to tell).
  app.post('/signoff/notify/:yacht', policy.member(yacht), async (c) => {
    const yachtId = yachtOf(c);
    const body = await readJson(c, notifyRestSchema);
    await checkPassword(c, body.password);
    const notice = { yachtId, month: body.month, userIds: body.notify };
    const outcome = await run((tx) => notifyInbox(tx, c.get('actor'), notice, deps.clock()));
    if (outcome.status !== 'applied') return answerOutcome(c, inCallersNames(outcome, { userIds: 'notify' }));
    await sendNotify(
      { db: deps.db, mail: deps.mail, publicUrl: deps.config.publicUrl, now: deps.clock() },
      c.get('actor'),
      notice,
    );
    // The people told, each once (one named twice gets one e-mail, one message).
    return c.json({ notified: new Set(body.notify).size });
  });
  // Each signs their own month: signed on their device, or (the spec's call, online) by the
  // server on their password, which is throttled like login.
  app.post('/signoff/:yacht', policy.own(yacht, ownerOrCaller), async (c) => {
    const actor = c.get('actor');
    const yachtId = yachtOf(c);
    let outcome: Outcome;
    // Told as a sign-off through /sync is (the vessel's alert on sign-off), never the password.
    const told = (
      tx: Queryable,
      { yachtId, userId, month }: { yachtId: number; userId: number; month: string },
    ) => queueRestAlert(deps.jobs, tx, actor.id, { op: 'hor/month/sign', body: { yachtId, userId, month } });
    if (await deviceSigned(c)) {
      const { password, ...body } = await readJson(c, withPassword);
      if (yachtId !== body.yachtId) throw badRequest([{ property: 'yachtId', message: MSG.notTheAddress }]);
      await checkPassword(c, password);
      outcome = await run(async (tx) => {
        await told(tx, body);
        return signMonth(tx, actor, body, deps.clock());
      });
    } else {
      const body = await readJson(c, signOnPasswordSchema);
      await checkPassword(c, body.password);
      const ref = { yachtId, userId: actor.id, month: body.month };
      outcome = await run(async (tx) => {
        const signature = await signOnPassword(tx, 'sign', actor.id, ref, deps.clock());
        await told(tx, signature);
        return signMonth(tx, actor, signature, deps.clock(), body.watchkeeper ?? null);
      });
    }
    const availableUsersToNotify =
      outcome.status === 'applied' ? await notifyCandidates(deps.db, yachtId, actor.id, todayOf(deps)) : [];
    // The token stands in for the password only after a signature it made: none with a refusal.
    const token = outcome.status === 'applied' ? await tokenFor(actor.id) : {};
    return answerOutcome(c, outcome, { availableUsersToNotify, ...token });
  });
  // Those allowed to countersign today, the same way: on their device, or on their password
  // (or, for 20 minutes after, the signing token that answer gave them).
  app.post('/countersign', policy.supervisor(from.body('yachtId'), from.body('userId')), async (c) => {
    const actor = c.get('actor');
    if (await deviceSigned(c)) {
      const body = await readJson(c, withPassword);
      await checkPassword(c, body.password);
      return answer(c, (tx) => countersignMonth(tx, actor, body, deps.clock()));
    }
    const { password, token, ...ref } = await readJson(c, countersignOnPasswordSchema);
    if (password !== undefined) await checkPassword(c, password);
    else if (
      !(await signingTokenValid(
        deps.signingKey,
        token ?? '',
        actor.id,
        deps.clock(),
        await passwordStamp(deps.db, actor.id),
      ))
    )
      throw new HttpError(400, { message: MSG.credentialsInvalid });
    const signed = async (tx: Queryable) =>
      countersignMonth(
        tx,
        actor,
        await signOnPassword(tx, 'countersign', actor.id, ref, deps.clock()),
        deps.clock(),
      );
    const outcome = await run(signed);
    const fresh = password !== undefined && outcome.status === 'applied' ? await tokenFor(actor.id) : {};
    return answerOutcome(c, outcome, fresh);
  });
  // Officers cancel any; the seafarer their own until countersigned (the service checks that).
  const ownOrOfficer = () => policy.ownOrLevel(LEVEL.officer, yacht, from.param('user'));
  app.delete('/countersign/:yacht/:user/:month', ownOrOfficer(), noBody(), async (c) => {
    const ref = {
      yachtId: yachtOf(c),
      userId: parseId('user', c.req.param('user')),
      month: parseParam('month', monthSchema, c.req.param('month')),
    };
    return answer(c, (tx) => cancelSignatures(tx, c.get('actor'), ref, deps.clock()));
  });

  app.post('/comment/new/:yacht/:user', ownOrOfficer(), async (c) => {
    const ref = { yachtId: yachtOf(c), userId: parseId('user', c.req.param('user')) };
    // The spec's shape: the same text on each of `dates`, each comment with an id made here.
    if (await carries(c, 'dates')) {
      const spec = await readJson(c, specCommentSchema);
      refuseOtherPoster(spec, c.get('actor').id, deps.clock());
      // The spec keeps a day's rules and its comment (doc 3: "Per day: rules and a comment"): on a
      // day that breaks a rule, its comment is the reason sign-off asks for ("noncompliances (when
      // required) open a comment popup"), which this shape has no other way to give. Rule 3 is
      // not the crew member's to explain, as at sign-off.
      // A date named twice is one comment on it, not two.
      const dates = [...new Set(spec.dates)];
      const broken = new Set(
        (await issuesAround(deps.db, ref.userId, ref.yachtId, dates))
          .filter((i) => i.rule !== 3)
          .map((i) => i.date),
      );
      const saves = dates.map((date) => ({
        ...ref,
        date,
        kind: broken.has(date) ? ('noncompliance' as const) : ('comment' as const),
        text: spec.text,
      }));
      return answerComments(
        c,
        saves.map((s) => ({ ...s, commentId: ulid() })),
      );
    }
    const body = await readJson(c, commentSaveSchema);
    // The path names whose day it is, and the policy judged that: the body must agree.
    const clash = body.yachtId !== ref.yachtId ? 'yachtId' : body.userId !== ref.userId ? 'userId' : null;
    if (clash) throw badRequest([{ property: clash, message: MSG.notTheAddress }]);
    return answer(c, (tx) => saveComment(tx, c.get('actor'), body, deps.clock()));
  });
  // Its author or an officer removes a comment (the service checks which).
  app.delete('/comment/:yacht/:id', policy.member(yacht), noBody(), async (c) => {
    const yachtId = yachtOf(c);
    return answer(c, (tx) => deleteComment(tx, c.get('actor'), c.req.param('id'), yachtId, deps.clock()));
  });
  // The spec's body has no id: the server makes one, as a device would.
  app.post('/preset/new', policy.member(from.body('yachtId')), async (c) => {
    const { presetId, ...body } = await readSpecJson(c, newPresetSchema, PRESET_NAMES);
    const id = presetId ?? ulid();
    return answer(c, (tx) => savePreset(tx, c.get('actor'), { ...body, presetId: id }), { presetID: id });
  });
  // By id, on the preset's vessel: the service finds the preset's owner (only they remove it).
  app.delete('/preset/:id', policy.member(presetVessel(deps.db)), noBody(), async (c) =>
    answer(c, (tx) => deletePreset(tx, c.get('actor'), c.req.param('id'))),
  );
  return app;
}
