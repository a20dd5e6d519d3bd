import { balanceNow } from '../../../domain/leave/leave-figures';
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
