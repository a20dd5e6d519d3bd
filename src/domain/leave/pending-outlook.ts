/**
 * A request's balance if the other requests still pending approval are approved too, and the
 * warning before a request is approved (or sent) that leaves the balance below 0. Only approved
 * leave books days (from-records.ts), so without these a crew member with two requests waiting
 * sees each one "fit" and learns only once both are approved that together they do not.
 */
import { type LeaveBalanceResult, leaveBalance } from './balance';
import { leaveInputOf } from './from-records';
import type { ProfileRecords } from './leave-figures';
import { type LeaveDay, leaveDaysTaken } from './request-days';

type Candidate = { id: string | null; days: readonly LeaveDay[]; endDate: string };

export interface PendingOutlook {
  /** Other requests of the profile pending approval. */
  count: number;
  /** The date of the figure: the last day of this request or of the last pending one (or today). */
  on: string;
  /** The balance on that date with this request and every pending one booked. */
  after: LeaveBalanceResult;
}

export interface Overdraw {
  /** The lowest balance after this request: below 0. */
  available: number;
  /** The date of that balance. */
  on: string;
  /** Other pending requests counted in it (0: this request alone takes it below 0). */
  pendingCounted: number;
}

/** The latest of ISO dates (they sort as text); '' for none. */
const latest = (dates: readonly string[]) => [...dates].sort().at(-1) ?? '';
const lastDay = (days: readonly LeaveDay[]) => latest(days.map((d) => d.date));

/** The profile's records with this request, and every other one pending, counted as approved. */
function withPending(r: ProfileRecords, request: Candidate) {
  const others = r.requests.filter((q) => q.id !== request.id);
  const pending = others.filter((q) => q.profileId === r.profile.id && !q.deleted && q.status === 'Pending');
  const mine = { id: request.id ?? '', profileId: r.profile.id, status: 'Approved', deleted: false };
  const booked = [
    ...others.map((q) => (q.status === 'Pending' ? { ...q, status: 'Approved' } : q)),
    { ...mine, days: request.days },
  ];
  const input = leaveInputOf(r.profile, r.types, booked, r.adjustments, r.settings);
  return { pending, at: (date: string) => leaveBalance(input, date) };
}

/** The first day the figures are on: the request's last day, or today once that has passed. */
const firstOn = (request: Candidate, today: string) =>
  request.endDate && request.endDate > today ? request.endDate : today;

/**
 * The balance "if all pending requests are approved": on the last day of this request or of the
 * last pending one, whichever is later. Null when no other request is pending.
 */
export function pendingOutlook(r: ProfileRecords, request: Candidate, today: string): PendingOutlook | null {
  const { pending, at } = withPending(r, request);
  if (pending.length === 0) return null;
  const on = latest([firstOn(request, today), ...pending.map((q) => lastDay(q.days))]);
  return { count: pending.length, on, after: at(on) };
}

/**
 * Whether approving (or sending) this request leaves the balance below 0, the other pending
 * requests counted as approved: the lowest balance on the request's last day and on the last
 * day of each pending request after it (a balance falls only on leave days, so it is lowest at
 * the end of one). Null when it stays at 0 or above, when the request takes no leave days (it
 * changes nothing), or when it cannot be worked out (the form says why).
 */
export function overdrawOf(r: ProfileRecords, request: Candidate, today: string): Overdraw | null {
  if (leaveDaysTaken(request.days, r.types) === 0) return null;
  const { pending, at } = withPending(r, request);
  const first = firstOn(request, today);
  const later = pending.map((q) => lastDay(q.days)).filter((d) => d > first);
  let lowest: { available: number; on: string } | null = null;
  for (const on of [first, ...new Set(later)].sort()) {
    const b = at(on);
    if (b.ok && (lowest === null || b.available < lowest.available)) lowest = { available: b.available, on };
  }
  // Rounded as shown: a balance of -0.001 shows as 0.00 and is not worth a question.
  if (lowest === null || Math.round(lowest.available * 100) >= 0) return null;
  const { available, on } = lowest;
  const counted = pending.filter((q) => q.days.some((d) => d.date <= on)).length;
  return { available, on, pendingCounted: counted };
}
