import type { LeaveRequestRecord } from '../../../contracts/leave-records';
import { balanceNow, type RequestOutlook, requestOutlook } from '../../../domain/leave/leave-figures';
import type { LeaveVessel } from './use-leave';

/**
 * The balance of whoever a request is for, as their own leave screen shows it (balanceNow:
 * available today and by the end of the month, approved and checked leave booked), from what
 * the device holds, so an approver sees whether they have the days before deciding, offline too.
 * null when the request's profile is not on the device.
 */
export function requesterBalance(
  data: Pick<LeaveVessel, 'profiles' | 'types' | 'requests' | 'adjustments' | 'settings'>,
  profileId: string,
  today: string,
): ReturnType<typeof balanceNow> | null {
  const profile = data.profiles.find((p) => p.id === profileId);
  if (!profile) return null;
  const { types, requests, adjustments, settings } = data;
  return balanceNow({ profile, types, requests, adjustments, settings }, today);
}

/**
 * The balance the request leaves on its last day (or today, once that has passed), counted as if
 * approved, as the request's own form shows it: what APPROVE on a list row commits to.
 */
export function requestLeaves(
  data: Pick<LeaveVessel, 'profiles' | 'types' | 'requests' | 'adjustments' | 'settings'>,
  request: Pick<LeaveRequestRecord, 'id' | 'profileId' | 'days' | 'endDate'>,
  today: string,
): RequestOutlook | null {
  const profile = data.profiles.find((p) => p.id === request.profileId);
  if (!profile) return null;
  const { types, requests, adjustments, settings } = data;
  return requestOutlook({ profile, types, requests, adjustments, settings }, request, today);
}
