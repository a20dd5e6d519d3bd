import type { leaveProfileEditSchema, leaveProfileRateSchema } from '@contracts/leave';
import type { LeaveProfileRecord } from '@contracts/leave-records';
import { LEAVE_TEXT } from '@contracts/leave-text';
import { MSG } from '@contracts/messages';
import { STALE_WHAT } from '@contracts/refusal-text';
import type { Moved } from '@contracts/sync';
import { effectiveFrom, withRatePeriod } from '@domain/leave/rates';
import type { z } from 'zod';
import type { Queryable } from '../../db/client';
import type { Actor } from '../../kernel/actors';
import { applied, fieldRefused, forbidden, type Outcome, refused, staleEdit } from '../../kernel/outcome';
import { type BasedEdit, baseOf, type WriteUseCase } from '../../kernel/use-case';
import { rateToLeaveDays } from './leave-days-link';
import { appendHistory, auditLeave } from './leave-history';
import { mathsRefusal } from './leave-maths';
import { rateOf } from './leave-profile-setup';
import { findProfile } from './leave-repo';
import { isRefusal, type ProfileScope, profileOn } from './leave-setup';
import { dayOf } from './leave-today';

type Edit = z.infer<typeof leaveProfileEditSchema>;
type Rate = z.infer<typeof leaveProfileRateSchema>;

/** A profile the caller may change: level 5, or the approval group when it edits leave. */
async function editable(
  tx: Queryable,
  actor: Actor,
  body: { yachtId: number; profileId: string },
  ctx: BasedEdit,
): Promise<ProfileScope | Outcome> {
  const found = await profileOn(tx, actor, body.yachtId, body.profileId, true);
  if (isRefusal(found)) return found;
  if (!found.scope.editsProfiles) return forbidden();
  const { profile } = found;
  if (profile.userId === actor.id) return refused(LEAVE_TEXT.ownProfile, 403);
  return (
    staleEdit(profile.version, baseOf(ctx, 'leaveProfiles', profile.id), STALE_WHAT.leaveProfile, {
      leaveProfiles: [profile],
    }) ?? found
  );
}

/** Writes the profile's new values, then checks that the maths still hold (else nothing is kept). */
async function rewrite(
  tx: Queryable,
  profile: LeaveProfileRecord,
  next: Pick<
    LeaveProfileRecord,
    'type' | 'startDate' | 'endDate' | 'initialLeave' | 'flightEntitlement' | 'rates'
  >,
  now: Date,
): Promise<Outcome> {
  const [row] = await tx.query<{ version: number }>(
    `UPDATE leave_profiles SET type = $2, start_date = $3, end_date = $4, initial_leave = $5, flight_entitlement = $6,
        rates = $7, version = next_change() WHERE id = $1 RETURNING version`,
    [
      profile.id,
      next.type,
      next.startDate,
      next.endDate,
      next.initialLeave,
      next.flightEntitlement,
      JSON.stringify(next.rates),
    ],
  );
  const refusal = await mathsRefusal(tx, (await findProfile(tx, profile.id))!, dayOf(now));
  return refusal ?? applied(Number(row!.version));
}

/**
 * Edit profile: dates, initial leave and flight entitlement, with a change date and comment for
 * the history. A rate that ran from the old start date runs from the new one (else days before
 * it would earn nothing). Fields not sent stay as they are.
 */
export const editProfile: WriteUseCase<Edit, BasedEdit> = async (tx, actor, body, ctx) => {
  const found = await editable(tx, actor, body, ctx);
  if (isRefusal(found)) return found;
  const { profile } = found;
  const rates = profile.rates.map((r, i) =>
    i === 0 && r.from === profile.startDate ? { ...r, from: body.startDate } : r,
  );
  const next = {
    type: profile.type,
    startDate: body.startDate,
    endDate: body.endDate === undefined ? profile.endDate : body.endDate,
    initialLeave: body.initialLeave,
    flightEntitlement:
      body.flightEntitlement === undefined ? profile.flightEntitlement : body.flightEntitlement,
    rates,
  };
  if (next.endDate !== null && next.endDate < next.startDate)
    return fieldRefused('endDate', MSG.endBeforeStart);
  const outcome = await rewrite(tx, profile, next, ctx.now);
  if (outcome.status !== 'applied') return outcome;
  await appendHistory(tx, actor, ctx.now, {
    vesselId: profile.vesselId,
    profileId: profile.id,
    userId: profile.userId,
    what: 'edit',
    changeDate: body.changeDate,
    amount: body.initialLeave,
    comment: body.comment,
  });
  await auditLeave(tx, actor, ctx.now, {
    vesselId: profile.vesselId,
    action: 'leave.profile.edit',
    entity: 'leave-profile',
    key: profile.id,
    before: { startDate: profile.startDate, endDate: profile.endDate, initialLeave: profile.initialLeave },
    after: { startDate: next.startDate, endDate: next.endDate, initialLeave: next.initialLeave },
  });
  return outcome;
};

/**
 * Change profile (its type) or its rate, in force from the day after the change date ('Changes
 * will take effect after this date'): a rate period of its own type (issue 30), so no balance
 * before it moves. Earlier rates stay as the history with their types; one from the same day is
 * replaced.
 */
export const changeRate: WriteUseCase<Rate, BasedEdit> = async (tx, actor, body, ctx) => {
  const found = await editable(tx, actor, body, ctx);
  if (isRefusal(found)) return found;
  const { profile } = found;
  const from = effectiveFrom(body.changeDate);
  // A period before the profile starts earns nothing: the change would be accepted and do nothing
  // but relabel the profile's type. The day before the start changes it from the start.
  if (from < profile.startDate) return fieldRefused('changeDate', MSG.endBeforeStart);
  const rate = rateOf(body.type, body, from, { changeDate: body.changeDate, comment: body.comment.trim() });
  const outcome = await rewrite(tx, profile, withRatePeriod(profile, rate), ctx.now);
  if (outcome.status !== 'applied') return outcome;
  // The crew record's leave days follow a yearly rate, with the same change date and comment.
  const moved: Moved[] = [];
  const refusal = await rateToLeaveDays(
    tx,
    actor,
    profile.crewId,
    body.type,
    body,
    { changeDate: body.changeDate, comment: body.comment.trim() },
    dayOf(ctx.now),
    moved,
  );
  if (refusal) return refusal;
  await appendHistory(tx, actor, ctx.now, {
    vesselId: profile.vesselId,
    profileId: profile.id,
    userId: profile.userId,
    what: body.type === profile.type ? 'rate' : 'type',
    changeDate: body.changeDate,
    amount: rate.daysPerYear ?? rate.ratio,
    comment: body.comment,
  });
  await auditLeave(tx, actor, ctx.now, {
    vesselId: profile.vesselId,
    action: 'leave.profile.rate',
    entity: 'leave-profile',
    key: profile.id,
    before: { type: profile.type, rates: profile.rates },
    after: { type: body.type, rate },
  });
  return applied(outcome.version, moved);
};
