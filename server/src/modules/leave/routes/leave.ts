import {
  leaveAdjustSchema,
  leaveCommentSchema,
  leaveDecisionSchema,
  leaveDuplicateSchema,
  leaveProfileEditSchema,
  leaveProfileRateSchema,
  leaveProfileRefSchema,
  leaveProfileSetupSchema,
  leaveRequestRefSchema,
  leaveRequestSaveSchema,
  leaveSettingsSaveSchema,
} from '@contracts/leave';
import { leaveTypesSpecSchema } from '@contracts/leave-spec';
import { MSG } from '@contracts/messages';
import { LEVEL } from '@domain/access/permissions';
import { type Context, Hono } from 'hono';
import type { Queryable } from '../../../db/client';
import type { ServerDeps } from '../../../deps';
import { baseVersionOf } from '../../../http/base-version';
import type { AppEnv } from '../../../http/env';
import { badRequest, jsonBody, parseId, parseWith, readJsonWith } from '../../../http/errors';
import { noBody } from '../../../http/no-body';
import { from, policies } from '../../../http/policy';
import type { SpecNames } from '../../../http/spec-names';
import { inCallersNames, type Outcome, outcomeError } from '../../../kernel/outcome';
import { writeOutcome } from '../../../kernel/write-outcome';
import { adjustLeave } from '../leave-adjust';
import { decideRequest, duplicateRequest } from '../leave-decide';
import { updateHistoryComment } from '../leave-history-read';
import { changeRate, editProfile } from '../leave-profile-edit';
import { deleteProfile, reactivateProfile, setupProfile } from '../leave-profile-setup';
import { deleteRequest, saveRequest } from '../leave-requests';
import { saveLeaveSettings } from '../leave-settings';
import { LEAVE_GROUP } from '../leave-setup';
import { ADJUST_NAMES, PROFILE_NAMES, SETTINGS_NAMES } from '../leave-spec-shapes';
import { updateLeaveTypes } from '../leave-types-save';
import {
  callersNames,
  DUPLICATE_NAMES,
  leaveTypesAsSent,
  madeId,
  NO_MERGE,
  readLeaveSpec,
} from './leave-spec-kit';

/** A client-made id (ULID) in a path; the same bounds as the contract's clientIdSchema. */
export const CLIENT_ID = '{[0-9A-Za-z]{10,40}}';

/**
 * Runs a leave write in its transaction and answers it: the new version, or a refusal in the
 * spec's error shape, or (409) a conflict with the server's copy of the records it is about
 * (an overlapping approved request and this one), as a queued operation would get them. `names`
 * are the spec's names the body may use: a refusal names its field as the caller sent it.
 */
export async function answerLeave(
  deps: ServerDeps,
  c: Context<AppEnv>,
  run: (tx: Queryable) => Promise<Outcome>,
  names: SpecNames = {},
) {
  const callers = Object.keys(names).length ? callersNames(await jsonBody(c), names) : {};
  const outcome = inCallersNames(await writeOutcome(deps.db, run), callers);
  if (outcome.status === 'applied') return c.json({ version: outcome.version });
  if (outcome.status === 'conflict')
    return c.json({ message: outcome.message, records: outcome.records ?? {} }, 409);
  throw outcomeError(outcome);
}

/**
 * Leave writes (doc 3; the spec leaves the paths out, so these are ours, under /leave). Each
 * runs the use case its queued operation runs; the policy is the front door, the use case
 * holds every rule (full access, own request, editable fields, overlaps, the maths).
 */
export function leaveRoutes(deps: ServerDeps) {
  const app = new Hono<AppEnv>();
  const policy = policies(deps, { module: 'leave' });
  const yacht = from.param('yachtId');
  const bodyYacht = from.body('yachtId');
  const queryYacht = from.query('yachtId');
  /** Level 5, or the leave approval group (full access; the use case narrows it further). */
  const full = (vessel = bodyYacht) => policy.level(LEVEL.purser, vessel, { group: LEAVE_GROUP });
  const now = () => deps.clock();
  const base = (c: Context<AppEnv>) => baseVersionOf(c);
  const ctx = (c: Context<AppEnv>) => ({ now: now(), baseVersion: base(c) });
  const answer = (c: Context<AppEnv>, run: (tx: Queryable) => Promise<Outcome>, names?: SpecNames) =>
    answerLeave(deps, c, run, names);
  const yachtOf = (c: Context<AppEnv>) => parseId('yachtId', c.req.param('yachtId'));
  const queryYachtOf = (c: Context<AppEnv>) => parseId('yachtId', c.req.query('yachtId'));

  app.put('/leave/settings/:yachtId{[0-9]{1,10}}', policy.level(LEVEL.purser, yacht), async (c) => {
    const body = await readLeaveSpec(c, leaveSettingsSaveSchema, SETTINGS_NAMES, undefined, {
      yachtId: yachtOf(c),
    });
    return answer(c, (tx) => saveLeaveSettings(tx, c.get('actor'), body, ctx(c)), SETTINGS_NAMES);
  });
  app.put('/leave/types/:yachtId{[0-9]{1,10}}', policy.level(LEVEL.purser, yacht), async (c) => {
    // The spec's shape too: leaveTypes with their order, plus leaveTypesChanged.
    const spec = await readLeaveSpec(c, leaveTypesSpecSchema, { leaveTypes: 'types' });
    if (spec.yachtId !== undefined && spec.yachtId !== yachtOf(c))
      throw badRequest([{ property: 'yachtId', message: MSG.invalidId }]);
    const { body, outcomeAsSent } = leaveTypesAsSent(spec);
    return answer(c, async (tx) =>
      outcomeAsSent(
        await updateLeaveTypes(tx, c.get('actor'), yachtOf(c), body, now(), spec.leaveTypesChanged),
      ),
    );
  });

  // Profiles: level 5, or the approval group when the settings let it edit leave.
  app.post('/leave/profiles', full(), async (c) => {
    // The spec's client names no profile id: the server makes one.
    const body = await readLeaveSpec(c, leaveProfileSetupSchema, PROFILE_NAMES, () => ({
      profileId: madeId(),
    }));
    return answer(c, (tx) => setupProfile(tx, c.get('actor'), body, now()), PROFILE_NAMES);
  });
  app.put(`/leave/profiles/:profileId${CLIENT_ID}`, full(), async (c) => {
    const body = await readLeaveSpec(c, leaveProfileEditSchema, PROFILE_NAMES, undefined, {
      profileId: c.req.param('profileId'),
    });
    return answer(c, (tx) => editProfile(tx, c.get('actor'), body, ctx(c)), PROFILE_NAMES);
  });
  app.put(`/leave/profiles/:profileId${CLIENT_ID}/rate`, full(), async (c) => {
    const body = await readLeaveSpec(c, leaveProfileRateSchema, PROFILE_NAMES, undefined, {
      profileId: c.req.param('profileId'),
    });
    return answer(c, (tx) => changeRate(tx, c.get('actor'), body, ctx(c)), PROFILE_NAMES);
  });
  app.delete(`/leave/profiles/:profileId${CLIENT_ID}`, full(queryYacht), noBody(), async (c) => {
    const body = parseWith(leaveProfileRefSchema, {
      yachtId: queryYachtOf(c),
      profileId: c.req.param('profileId'),
    });
    return answer(c, (tx) => deleteProfile(tx, c.get('actor'), body, ctx(c)));
  });
  app.post(`/leave/profiles/:profileId${CLIENT_ID}/reactivate`, full(), async (c) => {
    const body = await readJsonWith(c, leaveProfileRefSchema, { profileId: c.req.param('profileId') });
    return answer(c, (tx) => reactivateProfile(tx, c.get('actor'), body, now()));
  });
  app.post('/leave/adjustments', full(), async (c) => {
    const body = await readLeaveSpec(c, leaveAdjustSchema, ADJUST_NAMES, () => ({ adjustmentId: madeId() }));
    return answer(c, (tx) => adjustLeave(tx, c.get('actor'), body, now()), ADJUST_NAMES);
  });

  // Requests: anyone on board may ask (the use case checks whose profile and the settings).
  app.put(`/leave/requests/:requestId${CLIENT_ID}`, policy.member(bodyYacht), async (c) => {
    const body = await readJsonWith(c, leaveRequestSaveSchema, { requestId: c.req.param('requestId') });
    return answer(c, (tx) => saveRequest(tx, c.get('actor'), body, ctx(c)));
  });
  app.put(`/leave/requests/:requestId${CLIENT_ID}/decide`, full(), async (c) => {
    const body = await readJsonWith(c, leaveDecisionSchema, { requestId: c.req.param('requestId') });
    return answer(c, (tx) => decideRequest(tx, c.get('actor'), body, ctx(c)));
  });
  app.delete(`/leave/requests/:requestId${CLIENT_ID}`, policy.member(queryYacht), noBody(), async (c) => {
    const body = parseWith(leaveRequestRefSchema, {
      yachtId: queryYachtOf(c),
      requestId: c.req.param('requestId'),
    });
    return answer(c, (tx) => deleteRequest(tx, c.get('actor'), body, ctx(c)));
  });
  app.post(`/leave/requests/:requestId${CLIENT_ID}/duplicate`, full().taking('allowMerge'), async (c) => {
    // '?allowMerge' (doc 3): copies never merge into the crew member's own requests (days they
    // have approved already are a conflict), so a merge asked for is refused, never ignored.
    if (!['false', undefined].includes(c.req.query('allowMerge')))
      throw badRequest([{ property: 'allowMerge', message: NO_MERGE }]);
    // The spec's client names the employees only: each copy's id is then the server's.
    const body = await readLeaveSpec(c, leaveDuplicateSchema, DUPLICATE_NAMES, undefined, {
      requestId: c.req.param('requestId'),
    });
    return answer(c, (tx) => duplicateRequest(tx, c.get('actor'), body, now()));
  });

  // updateComment: a history entry's comment (the use case tells profile entries from the settings').
  // The same use case as the queued 'leave/history/comment'.
  app.put('/leave/history/:id{[0-9]{1,10}}', full(), async (c) => {
    const body = await readJsonWith(c, leaveCommentSchema, { entryId: parseId('id', c.req.param('id')) });
    const outcome = await writeOutcome(deps.db, (tx) =>
      updateHistoryComment(tx, c.get('actor'), body, now()),
    );
    if (outcome.status !== 'applied') throw outcomeError(outcome);
    return c.json(outcome.entry);
  });
  return app;
}
