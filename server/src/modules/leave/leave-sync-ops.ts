import type { RecordMap } from '@contracts/sync';
import type { Queryable } from '../../db/client';
import type { Actor } from '../../kernel/actors';
import { applyAt, applyBased } from '../../kernel/op-apply';
import type { OpHandlers } from '../../kernel/sync-kit';
import { gatedOps } from '../../kernel/vessel-modules';
import { adjustLeave } from './leave-adjust';
import { decideRequest, duplicateRequest } from './leave-decide';
import { changeRate, editProfile } from './leave-profile-edit';
import { deleteProfile, reactivateProfile, setupProfile } from './leave-profile-setup';
import { deleteRequest, saveRequest, visibleRequest } from './leave-requests';
import { saveLeaveSettings } from './leave-settings';
import { isRefusal, leaveScope, profileOn } from './leave-setup';

/** The REST status stays out of a sync answer. */

/** The server's copy of a profile, as the caller may see it (for a refusal or conflict). */
async function profileCopy(
  tx: Queryable,
  actor: Actor,
  yachtId: number,
  profileId: string,
): Promise<RecordMap> {
  const found = await profileOn(tx, actor, yachtId, profileId);
  return isRefusal(found) ? {} : { leaveProfiles: [found.profile] };
}

async function requestCopy(
  tx: Queryable,
  actor: Actor,
  yachtId: number,
  requestId: string,
): Promise<RecordMap> {
  const scope = await leaveScope(tx, actor, yachtId);
  const request = scope ? await visibleRequest(tx, actor, scope, requestId) : null;
  return request ? { leaveRequests: [request] } : {};
}

/**
 * Leave queued offline: each operation runs the use case of its REST call, and is refused on a
 * vessel where the leave module is off. A refusal brings back the server's copy of the record.
 */
export const leaveOps = gatedOps(
  'leave',
  {
    'leave/settings/save': {
      apply: applyBased(saveLeaveSettings),
      current: async (tx, b, { actor }) => {
        const scope = await leaveScope(tx, actor, b.yachtId);
        return scope ? { leaveSettings: [scope.settings] } : {};
      },
    },
    'leave/profile/setup': {
      apply: applyAt(setupProfile),
      current: (tx, b, { actor }) => profileCopy(tx, actor, b.yachtId, b.profileId),
    },
    'leave/profile/edit': {
      apply: applyBased(editProfile),
      current: (tx, b, { actor }) => profileCopy(tx, actor, b.yachtId, b.profileId),
    },
    'leave/profile/rate': {
      apply: applyBased(changeRate),
      current: (tx, b, { actor }) => profileCopy(tx, actor, b.yachtId, b.profileId),
    },
    'leave/profile/delete': {
      apply: applyBased(deleteProfile),
      current: (tx, b, { actor }) => profileCopy(tx, actor, b.yachtId, b.profileId),
    },
    // Returning user, 'Activate old Leave Profile': queued so an officer can answer it at sea.
    'leave/profile/reactivate': {
      apply: applyAt(reactivateProfile),
      current: (tx, b, { actor }) => profileCopy(tx, actor, b.yachtId, b.profileId),
    },
    'leave/request/save': {
      apply: applyBased(saveRequest),
      current: (tx, b, { actor }) => requestCopy(tx, actor, b.yachtId, b.requestId),
    },
    'leave/request/decide': {
      apply: applyBased(decideRequest),
      current: (tx, b, { actor }) => requestCopy(tx, actor, b.yachtId, b.requestId),
    },
    'leave/request/delete': {
      apply: applyBased(deleteRequest),
      current: (tx, b, { actor }) => requestCopy(tx, actor, b.yachtId, b.requestId),
    },
    'leave/request/duplicate': {
      apply: applyAt(duplicateRequest),
    },
    'leave/adjust': {
      apply: applyAt(adjustLeave),
      current: (tx, b, { actor }) => profileCopy(tx, actor, b.yachtId, b.profileId),
    },
  } satisfies OpHandlers,
  [],
);
