import { BOOKING_STATUSES } from './from-records';

/** What the overlap rule reads of a request (the synced record satisfies it). */
export interface BookedLike {
  id: string;
  profileId: string;
  status: string;
  deleted: boolean;
  days: readonly { date: string }[];
}

/**
 * The profile's other requests that book any of these dates (approved, or approved and checked:
 * doc 3's conflict check). One rule for the device, which warns on the form, and the server,
 * which refuses a request or a decision that would book a day twice.
 */
export function bookedOnDates<R extends BookedLike>(
  requests: readonly R[],
  request: { profileId: string; exceptId: string | null; dates: readonly string[] },
): R[] {
  const dates = new Set(request.dates);
  return requests.filter(
    (r) =>
      r.id !== request.exceptId &&
      r.profileId === request.profileId &&
      !r.deleted &&
      BOOKING_STATUSES.includes(r.status) &&
      r.days.some((d) => dates.has(d.date)),
  );
}
