import type { LeaveProfileSetup } from '../../../contracts/leave';
import { leaveProfileRefSchema } from '../../../contracts/leave';
import type { LeaveProfileRecord } from '../../../contracts/leave-records';
import { enqueue } from '../../../sync/outbox';
import type { Who } from './leave-commands';
import { deleteProfile, setupProfile } from './leave-profile-commands';

/**
 * The writes of the returning-user popup (doc 3, section 4). Like every leave command, each
 * changes the local copy and queues the same change in one Dexie transaction.
 */

/** 'Activate old Leave Profile': the profile runs on with no end date (the server recalculates as if they had not left). */
export async function reactivateProfile({ db, userId, now }: Who, profile: LeaveProfileRecord) {
  const body = leaveProfileRefSchema.parse({ yachtId: profile.vesselId, profileId: profile.id });
  await db.transaction('rw', db.leaveProfiles, db.outbox, async () => {
    await db.leaveProfiles.update(profile.id, { active: true, endDate: null, pending: 1 });
    await enqueue(
      db,
      { op: 'leave/profile/reactivate', body, baseVersion: profile.version, coalesceKey: null, userId },
      now,
    );
  });
}

/**
 * 'Set up a new Leave Profile': the old profile is deleted (with its requests and additional
 * leave, as the server deletes them) and the new one set up, queued in that order. Nothing is
 * deleted until the new profile is saved, so closing the setup popup loses nothing.
 */
export async function replaceProfile(
  who: Who,
  old: LeaveProfileRecord,
  owner: { userId: number; crewId: number },
  input: Omit<LeaveProfileSetup, 'crewId'>,
) {
  await who.db.transaction('rw', [who.db.leaveProfiles, who.db.outbox], async () => {
    await deleteProfile(who, old);
    await setupProfile(who, owner, input);
  });
}
