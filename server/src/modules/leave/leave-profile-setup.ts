import type { leaveProfileSetupSchema } from '@contracts/leave';
import { LEAVE_TEXT, type LeaveRateRecord } from '@contracts/leave-records';
import { STALE_WHAT } from '@contracts/refusal-text';
import type { Moved } from '@contracts/sync';
import { enteredRate } from '@domain/leave/rates';
import type { z } from 'zod';
import type { Queryable } from '../../db/client';
import { auditedTombstone } from '../../kernel/audit';
import { takeChangeLock } from '../../kernel/change-numbers';
import { applied, fieldRefused, forbidden, type Outcome, refused, staleEdit } from '../../kernel/outcome';
import { type BasedEdit, baseOf, type WriteUseCase } from '../../kernel/use-case';
import { rateToLeaveDays } from './leave-days-link';
import { appendHistory, auditLeave } from './leave-history';
import { findProfile } from './leave-repo';
import { isRefusal, leaveScope, profileOn } from './leave-setup';
import { dayOf } from './leave-today';

type Setup = z.infer<typeof leaveProfileSetupSchema>;

/** The crew record's leave increment of a set-up at other leave days: why its days changed. */
export const SETUP_INCREMENT_COMMENT = 'Leave profile set up';

export const PROFILE_TEXT = {
  hasProfile: 'This crew member has a leave profile already.',
  exists: 'This leave profile has been set up already.',
  isActive: 'This leave profile is active.',
} as const;

/** The rate as entered (its type's value, the other blank) with its note for the history. */
export function rateOf(
  type: 'yearly' | 'accrued',
  value: { daysPerYear?: number | null | undefined; ratio?: number | null | undefined },
  from: string,
  note: { changeDate: string | null; comment: string | null },
): LeaveRateRecord {
  return { ...enteredRate(type, value, from), ...note };
}

/** A current crew member of the vessel (locked: their profiles change one at a time). */
async function currentCrew(tx: Queryable, crewId: number, vesselId: number, today: string) {
  await takeChangeLock(tx);
  const [crew] = await tx.query<{ id: number; user_id: number; leave_days: string | null }>(
    `SELECT id, user_id, leave_days FROM user_vessel_roles WHERE id = $1 AND vessel_id = $2 AND crew_status <> 2
        AND (end_date IS NULL OR end_date >= $3) FOR UPDATE`,
    [crewId, vesselId, today],
  );
  return crew ? { ...crew, leave_days: crew.leave_days === null ? null : Number(crew.leave_days) } : null;
}

async function hasActiveProfile(tx: Queryable, crewId: number) {
  const rows = await tx.query('SELECT 1 FROM leave_profiles WHERE crew_id = $1 AND active AND NOT deleted', [
    crewId,
  ]);
  return rows.length > 0;
}

const userMissing = (): Outcome => ({
  ...fieldRefused('crewId', LEAVE_TEXT.setupUserMissing),
  httpStatus: 404,
});

/** Leave profile setup (the wizard's Save): level 5, or the approval group when it edits leave. */
export const setupProfile: WriteUseCase<Setup> = async (tx, actor, body, now) => {
  const scope = await leaveScope(tx, actor, body.yachtId);
  if (!scope?.editsProfiles) return forbidden();
  const crew = await currentCrew(tx, body.crewId, body.yachtId, dayOf(now));
  if (!crew) return userMissing();
  if (Number(crew.user_id) === actor.id) return refused(LEAVE_TEXT.ownProfile, 403);
  if (await findProfile(tx, body.profileId)) return refused(PROFILE_TEXT.exists, 409);
  if (await hasActiveProfile(tx, crew.id)) return fieldRefused('crewId', PROFILE_TEXT.hasProfile);
  const rate = rateOf(body.type, body, body.startDate, { changeDate: null, comment: null });
  const [row] = await tx.query<{ version: number }>(
    `INSERT INTO leave_profiles (id, vessel_id, user_id, crew_id, type, start_date, initial_leave, flight_entitlement, rates)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9) RETURNING version`,
    [
      body.profileId,
      body.yachtId,
      crew.user_id,
      crew.id,
      body.type,
      body.startDate,
      body.initialLeave,
      body.flightEntitlement ?? null,
      JSON.stringify([rate]),
    ],
  );
  // Set up at other leave days than the crew record's: the crew record follows from the start.
  const moved: Moved[] = [];
  if (body.type === 'yearly' && crew.leave_days !== (body.daysPerYear ?? null)) {
    const refusal = await rateToLeaveDays(
      tx,
      actor,
      crew.id,
      body.type,
      body,
      {
        changeDate: body.startDate,
        comment: SETUP_INCREMENT_COMMENT,
      },
      dayOf(now),
      moved,
    );
    if (refusal) return refusal;
  }
  await appendHistory(tx, actor, now, {
    vesselId: body.yachtId,
    profileId: body.profileId,
    userId: crew.user_id,
    what: 'setup',
    changeDate: body.startDate,
    amount: rate.daysPerYear ?? rate.ratio,
  });
  await auditLeave(tx, actor, now, {
    vesselId: body.yachtId,
    action: 'leave.profile.setup',
    entity: 'leave-profile',
    key: body.profileId,
    after: { crewId: crew.id, type: body.type, startDate: body.startDate, rate },
  });
  return applied(Number(row!.version), moved);
};

type ProfileRef = { yachtId: number; profileId: string };

/** Delete ('CAUTION'): the profile and its requests and adjustments become tombstones. */
export const deleteProfile: WriteUseCase<ProfileRef, BasedEdit> = async (tx, actor, body, ctx) => {
  const found = await profileOn(tx, actor, body.yachtId, body.profileId, true);
  if (isRefusal(found)) return found;
  if (!found.scope.editsProfiles) return forbidden();
  const { profile } = found;
  if (profile.userId === actor.id) return refused(LEAVE_TEXT.ownProfile, 403);
  const stale = staleEdit(
    profile.version,
    baseOf(ctx, 'leaveProfiles', profile.id),
    STALE_WHAT.leaveProfile,
    {
      leaveProfiles: [profile],
    },
  );
  if (stale) return stale;
  const [row] = await tx.query<{ version: number }>(
    'UPDATE leave_profiles SET deleted = true, active = false, version = next_change() WHERE id = $1 RETURNING version',
    [profile.id],
  );
  for (const table of ['leave_requests', 'leave_adjustments'])
    await tx.query(
      `UPDATE ${table} SET deleted = true, version = next_change() WHERE profile_id = $1 AND NOT deleted`,
      [profile.id],
    );
  const before = { crewId: profile.crewId, type: profile.type, startDate: profile.startDate };
  const entry = {
    vesselId: profile.vesselId,
    action: 'leave.profile.delete',
    entity: 'leave-profile',
    key: profile.id,
  };
  return auditedTombstone(tx, actor, ctx.now, { ...entry, before }, Number(row!.version));
};

/**
 * Returning user, 'Activate old Leave Profile': leave runs on as if they had not left (the end
 * date goes). They must be current crew again, with no other active profile.
 */
export const reactivateProfile: WriteUseCase<ProfileRef> = async (tx, actor, body, now) => {
  const found = await profileOn(tx, actor, body.yachtId, body.profileId, true);
  if (isRefusal(found)) return found;
  if (!found.scope.editsProfiles) return forbidden();
  const { profile } = found;
  if (profile.userId === actor.id) return refused(LEAVE_TEXT.ownProfile, 403);
  if (profile.active) return refused(PROFILE_TEXT.isActive, 409);
  const crew = await currentCrew(tx, profile.crewId, profile.vesselId, dayOf(now));
  if (!crew) return userMissing();
  if (await hasActiveProfile(tx, crew.id)) return fieldRefused('crewId', PROFILE_TEXT.hasProfile);
  const [row] = await tx.query<{ version: number }>(
    'UPDATE leave_profiles SET active = true, end_date = NULL, version = next_change() WHERE id = $1 RETURNING version',
    [profile.id],
  );
  await appendHistory(tx, actor, now, {
    vesselId: profile.vesselId,
    profileId: profile.id,
    userId: profile.userId,
    what: 'reactivated',
    changeDate: dayOf(now),
  });
  await auditLeave(tx, actor, now, {
    vesselId: profile.vesselId,
    action: 'leave.profile.reactivate',
    entity: 'leave-profile',
    key: profile.id,
    before: { active: false, endDate: profile.endDate },
    after: { active: true, endDate: null },
  });
  return applied(Number(row!.version));
};

/**
 * A crew member who leaves the vessel leaves their leave profile behind: it ends on the day
 * they leave and is no longer active, so if they come back the officer chooses between
 * reactivating it and a new one (doc 3: returning user).
 */
export async function endLeaveProfiles(tx: Queryable, crewId: number, endDate: string): Promise<void> {
  await tx.query(
    `UPDATE leave_profiles SET active = false, version = next_change(),
        end_date = CASE WHEN end_date IS NULL OR end_date > $2::date THEN GREATEST($2::date, start_date) ELSE end_date END
      WHERE crew_id = $1 AND active AND NOT deleted`,
    [crewId, endDate],
  );
}
