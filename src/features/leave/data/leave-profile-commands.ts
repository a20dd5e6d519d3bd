import {
  type LeaveProfileEdit,
  type LeaveProfileRate,
  type LeaveProfileSetup,
  leaveProfileEditSchema,
  leaveProfileRateSchema,
  leaveProfileSetupSchema,
} from '../../../contracts/leave';
import type { LeaveProfileRecord } from '../../../contracts/leave-records';
import { effectiveFrom, enteredRate, withRatePeriod } from '../../../domain/leave/rates';
import { enqueue } from '../../../sync/outbox';

import type { Who } from './leave-commands';

/** Writes of leave profiles on the device, as leave-commands.ts writes the other leave records. */

export async function setupProfile(
  { db, userId, now }: Who,
  owner: { userId: number; crewId: number },
  input: Omit<LeaveProfileSetup, 'crewId'>,
) {
  const body = leaveProfileSetupSchema.parse({ ...input, crewId: owner.crewId });
  const local: LeaveProfileRecord = {
    id: body.profileId,
    vesselId: body.yachtId,
    userId: owner.userId,
    crewId: owner.crewId,
    type: body.type,
    startDate: body.startDate,
    endDate: null,
    initialLeave: body.initialLeave,
    flightEntitlement: body.flightEntitlement ?? null,
    rates: [{ ...enteredRate(body.type, body, body.startDate), changeDate: null, comment: null }],
    active: true,
    deleted: false,
    version: 0,
  };
  await db.transaction('rw', db.leaveProfiles, db.outbox, async () => {
    await db.leaveProfiles.put({ ...local, pending: 1 });
    await enqueue(db, { op: 'leave/profile/setup', body, baseVersion: 0, coalesceKey: null, userId }, now);
  });
}

export async function editProfile(
  { db, userId, now }: Who,
  profile: LeaveProfileRecord,
  input: LeaveProfileEdit,
) {
  const body = leaveProfileEditSchema.parse(input);
  await db.transaction('rw', db.leaveProfiles, db.outbox, async () => {
    await db.leaveProfiles.update(profile.id, {
      startDate: body.startDate,
      endDate: body.endDate ?? null,
      initialLeave: body.initialLeave,
      flightEntitlement: body.flightEntitlement ?? null,
      pending: 1,
    });
    await enqueue(
      db,
      { op: 'leave/profile/edit', body, baseVersion: profile.version, coalesceKey: null, userId },
      now,
    );
  });
}

/**
 * Change profile (its type) or its rate: a rate period of that type in force from the day after
 * the change date; the periods before it keep theirs (issue 30), as on the server.
 */
export async function changeRate(
  { db, userId, now }: Who,
  profile: LeaveProfileRecord,
  input: LeaveProfileRate,
) {
  const body = leaveProfileRateSchema.parse(input);
  const rate = {
    ...enteredRate(body.type, body, effectiveFrom(body.changeDate)),
    changeDate: body.changeDate,
    comment: body.comment.trim(),
  };
  const { type, rates } = withRatePeriod(profile, rate);
  await db.transaction('rw', db.leaveProfiles, db.outbox, async () => {
    await db.leaveProfiles.update(profile.id, { type, rates, pending: 1 });
    await enqueue(
      db,
      { op: 'leave/profile/rate', body, baseVersion: profile.version, coalesceKey: null, userId },
      now,
    );
  });
}

export async function deleteProfile({ db, userId, now }: Who, profile: LeaveProfileRecord) {
  const body = { yachtId: profile.vesselId, profileId: profile.id };
  await db.transaction('rw', db.leaveProfiles, db.outbox, async () => {
    await db.leaveProfiles.update(profile.id, { deleted: true, active: false, pending: 1 });
    await enqueue(
      db,
      { op: 'leave/profile/delete', body, baseVersion: profile.version, coalesceKey: null, userId },
      now,
    );
  });
}
