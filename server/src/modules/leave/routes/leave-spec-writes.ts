import { leaveProfileEditSchema, leaveProfileRateSchema, leaveProfileRefSchema } from '@contracts/leave';
import {
  leaveAdditionalSchema,
  leaveReactivationSchema,
  leaveRolloverSchema,
  leaveTypesSpecSchema,
  leaveUpdateCommentSchema,
  postAdditionalLeavesSchema,
} from '@contracts/leave-spec';
import { MSG } from '@contracts/messages';
import { LEVEL } from '@domain/access/permissions';
import { type Context, Hono } from 'hono';
import type { Queryable } from '../../../db/client';
import type { ServerDeps } from '../../../deps';
import { baseVersionOf } from '../../../http/base-version';
import type { AppEnv } from '../../../http/env';
import { badRequest, jsonBody } from '../../../http/errors';
import { from, policies, type Source } from '../../../http/policy';
import type { SpecNames } from '../../../http/spec-names';
import { applied, inCallersNames, type Outcome, outcomeError } from '../../../kernel/outcome';
import { todayOf } from '../../../kernel/today';
import { writeOutcome } from '../../../kernel/write-outcome';
import { adjustLeave } from '../leave-adjust';
import { updateHistoryComment } from '../leave-history-read';
import { changeRate, editProfile } from '../leave-profile-edit';
import { deleteProfile, reactivateProfile } from '../leave-profile-setup';
import { LEAVE_GROUP } from '../leave-setup';
import { ADJUST_NAMES, PROFILE_NAMES } from '../leave-spec-shapes';
import { updateLeaveTypes } from '../leave-types-save';
import { answerLeave } from './leave';
import {
  bodyHistoryVessel,
  bodyProfileVessel,
  callersNames,
  leaveTypesAsSent,
  madeId,
  readLeaveSpec,
  vesselRead,
} from './leave-spec-kit';

/**
 * The spec's named leave operations (doc 3, section 7: updateLeaveTypes, manualRollover,
 * addAdditionalLeave, postAdditionalLeaves, updateComment, updateProfile, deleteProfile,
 * changeType, reactivation), at /leave/{name}. Each runs the use case of the app's own call and
 * of its queued operation; the vessel judged is the one the profile (or entry) named is on.
 */
export function leaveSpecWriteRoutes(deps: ServerDeps) {
  const app = new Hono<AppEnv>();
  const policy = policies(deps, { module: 'leave' });
  const byProfile = bodyProfileVessel(deps.db);
  const full = (vessel: Source) => policy.level(LEVEL.purser, vessel, { group: LEAVE_GROUP });
  const now = () => deps.clock();
  const ctx = (c: Context<AppEnv>) => ({
    now: now(),
    baseVersion: baseVersionOf(c),
  });
  /** Every call here may use the spec's names: a refusal names its field as the caller sent it. */
  const answer = (c: Context<AppEnv>, names: SpecNames, run: (tx: Queryable) => Promise<Outcome>) =>
    answerLeave(deps, c, run, names);
  /** What the spec's profile bodies leave out: the vessel, from the profile they name. */
  const onProfile = (c: Context<AppEnv>) => async () => ({ yachtId: await vesselRead(c, byProfile) });

  // manualRollover (profile id, rolledOver, comment): on the change date, or today.
  app.post('/leave/manualRollover', full(byProfile), async (c) => {
    const body = await readLeaveSpec(c, leaveRolloverSchema, ADJUST_NAMES, async () => ({
      ...(await onProfile(c)()),
      adjustmentId: madeId(),
      kind: 'rollover',
      date: todayOf(deps),
    }));
    return answer(c, ADJUST_NAMES, (tx) => adjustLeave(tx, c.get('actor'), body, now()));
  });
  // addAdditionalLeave (profile id, noOfDays, comment, changeDate).
  app.post('/leave/addAdditionalLeave', full(byProfile), async (c) => {
    const body = await readLeaveSpec(c, leaveAdditionalSchema, ADJUST_NAMES, async () => ({
      ...(await onProfile(c)()),
      adjustmentId: madeId(),
      kind: 'additional',
    }));
    return answer(c, ADJUST_NAMES, (tx) => adjustLeave(tx, c.get('actor'), body, now()));
  });
  // postAdditionalLeaves: the whole group in one transaction (one refusal keeps none of it).
  app.post('/leave/postAdditionalLeaves', full(from.body('yachtId')), async (c) => {
    const body = await readLeaveSpec(c, postAdditionalLeavesSchema, {});
    return answer(c, {}, async (tx) => {
      let version = 0;
      for (const [i, one] of body.additionalLeaves.entries()) {
        const outcome = await adjustLeave(
          tx,
          c.get('actor'),
          {
            yachtId: body.yachtId,
            adjustmentId: madeId(),
            profileId: one.leaveProfileID,
            kind: 'additional',
            date: body.changeDate,
            days: one.leaveAdded,
            comment: body.comment,
          },
          now(),
        );
        if (outcome.status !== 'applied') return atItem(outcome, i);
        version = outcome.version;
      }
      return applied(version);
    });
  });

  // updateLeaveTypes (the types, in their order, plus leaveTypesChanged): level 5.
  app.post('/leave/updateLeaveTypes', policy.level(LEVEL.purser, from.body('yachtId')), async (c) => {
    const body = await readLeaveSpec(c, leaveTypesSpecSchema, { leaveTypes: 'types' });
    const { body: types, outcomeAsSent } = leaveTypesAsSent(body);
    return answer(c, {}, async (tx) =>
      outcomeAsSent(
        await updateLeaveTypes(
          tx,
          c.get('actor'),
          Number(body.yachtId),
          types,
          now(),
          body.leaveTypesChanged,
        ),
      ),
    );
  });

  // updateComment (id, comment): a history entry's comment; answers the entry.
  const byEntry = bodyHistoryVessel(deps.db);
  app.post('/leave/updateComment', full(byEntry), async (c) => {
    const names = { id: 'entryId' };
    const body = await readLeaveSpec(c, leaveUpdateCommentSchema, names, async () => ({
      yachtId: await vesselRead(c, byEntry),
    }));
    const outcome = await writeOutcome(deps.db, (tx) =>
      updateHistoryComment(tx, c.get('actor'), body, now()),
    );
    if (outcome.status !== 'applied')
      throw outcomeError(inCallersNames(outcome, callersNames(await jsonBody(c), names)));
    return c.json(outcome.entry);
  });

  app.post('/leave/updateProfile', full(byProfile), async (c) => {
    const body = await readLeaveSpec(c, leaveProfileEditSchema, PROFILE_NAMES, onProfile(c));
    return answer(c, PROFILE_NAMES, (tx) => editProfile(tx, c.get('actor'), body, ctx(c)));
  });
  app.post('/leave/changeType', full(byProfile), async (c) => {
    const body = await readLeaveSpec(c, leaveProfileRateSchema, PROFILE_NAMES, onProfile(c));
    return answer(c, PROFILE_NAMES, (tx) => changeRate(tx, c.get('actor'), body, ctx(c)));
  });
  app.post('/leave/deleteProfile', full(byProfile), async (c) => {
    const body = await readLeaveSpec(c, leaveProfileRefSchema, PROFILE_NAMES, onProfile(c));
    return answer(c, PROFILE_NAMES, (tx) => deleteProfile(tx, c.get('actor'), body, ctx(c)));
  });
  // reactivation (profile id and user id): the user named must be the profile's.
  app.post('/leave/reactivation', full(byProfile), async (c) => {
    const { userId, ...body } = await readLeaveSpec(c, leaveReactivationSchema, PROFILE_NAMES, onProfile(c));
    const [row] = await deps.db.query<{ user_id: number }>(
      'SELECT user_id FROM leave_profiles WHERE id = $1',
      [body.profileId],
    );
    if (userId !== undefined && Number(row?.user_id) !== userId)
      throw badRequest([{ property: 'userId', message: MSG.invalidId }]);
    return answer(c, PROFILE_NAMES, (tx) => reactivateProfile(tx, c.get('actor'), body, now()));
  });
  return app;
}

/** A refusal of one person of the group, named by their place in the list. */
function atItem(outcome: Outcome, i: number): Outcome {
  if (outcome.status !== 'rejected' || !outcome.errorList) return outcome;
  return {
    ...outcome,
    errorList: outcome.errorList.map((e) => ({ ...e, property: `additionalLeaves.${i}.${e.property}` })),
  };
}
