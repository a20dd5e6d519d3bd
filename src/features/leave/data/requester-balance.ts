import type { LeaveRequestRecord } from '../../../contracts/leave-records';
import {
  balanceNow,
  type ProfileRecords,
  type RequestOutlook,
  requestOutlook,
} from '../../../domain/leave/leave-figures';
import { type PendingOutlook, pendingOutlook } from '../../../domain/leave/pending-outlook';
import { countedRequests, type LeaveVessel } from './use-leave';

type VesselLeave = Pick<
  LeaveVessel,
  'profiles' | 'types' | 'requests' | 'adjustments' | 'settings' | 'refused'
>;

/** One profile and the vessel's leave records its maths reads; null when it is not on the device. */
export function profileRecords(data: VesselLeave, profileId: string): ProfileRecords | null {
  const profile = data.profiles.find((p) => p.id === profileId);
  if (!profile) return null;
  const { types, adjustments, settings } = data;
  // A request the shore refused counts in no balance (field test s58: it still counted as pending).
  return { profile, types, requests: countedRequests(data), adjustments, settings };
}

/**
 * The balance of whoever a request is for, as their own leave screen shows it (balanceNow:
 * available today and by the end of the month, approved and checked leave booked), from what
 * the device holds, so an approver sees whether they have the days before deciding, offline too.
 * null when the request's profile is not on the device.
 */
export function requesterBalance(
  data: VesselLeave,
  profileId: string,
  today: string,
): ReturnType<typeof balanceNow> | null {
  const records = profileRecords(data, profileId);
  return records && balanceNow(records, today);
}

/**
 * The balance the request leaves on its last day (or today, once that has passed), counted as if
 * approved, as the request's own form shows it: what APPROVE on a list row commits to.
 */
export function requestLeaves(
  data: VesselLeave,
  request: Pick<LeaveRequestRecord, 'id' | 'profileId' | 'days' | 'endDate'>,
  today: string,
): RequestOutlook | null {
  const records = profileRecords(data, request.profileId);
  return records && requestOutlook(records, request, today);
}

/**
 * The balance if this request and every other one of the profile still pending are approved, on
 * the last day of the latest of them (pendingOutlook, as the request's form shows it): each
 * request alone may fit while together they do not. null when no other request is pending.
 */
export function requestLeavesWithPending(
  data: VesselLeave,
  request: Pick<LeaveRequestRecord, 'id' | 'profileId' | 'days' | 'endDate'>,
  today: string,
): PendingOutlook | null {
  const records = profileRecords(data, request.profileId);
  return records && pendingOutlook(records, request, today);
}
