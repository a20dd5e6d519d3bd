import type { LeaveProfileRecord, LeaveRequestRecord, LeaveType } from '@contracts/leave-records';
import { LEAVE_TEXT } from '@contracts/leave-records';
import { showDate } from '@domain/dates/format';
import { withinEmployment } from '@domain/leave/employment';
import { BOOKING_STATUSES } from '@domain/leave/from-records';
import { bookedOnDates } from '@domain/leave/overlap';
import type { Queryable } from '../../db/client';
import { conflict, fieldRefused, type Outcome } from '../../kernel/outcome';
import { REQUEST_SELECT, toRequest } from './leave-repo';

/** What a request's rules need of its days: a date and a leave type each. */
export type Day = { date: string; leaveTypeId: number };

export const REQUEST_TEXT = {
  unknownType: 'Choose a leave type of this vessel.',
  viewOnlyType: "Only the senior team can book 'Not on payroll' days.",
  outsideEmployment: (p: LeaveProfileRecord) =>
    `Every day must be within the leave profile's employment (from ${showDate(p.startDate)}${p.endDate ? ` to ${showDate(p.endDate)}` : ''}).`,
  inactiveProfile: 'This leave profile is no longer active.',
  own: 'You cannot decide on your own leave request.',
} as const;

export const sortedDays = (days: readonly Day[]) =>
  [...days]
    .map((d) => ({ date: d.date, leaveTypeId: d.leaveTypeId }))
    .sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0));

/**
 * The leave types of a request's days: the vessel's, not deleted; 'Not on payroll' (view-only)
 * only for those with full access, so crew cannot book themselves off the payroll.
 */
export function typesRefusal(
  types: readonly LeaveType[],
  days: readonly Day[],
  full: boolean,
): Outcome | null {
  const byId = new Map(types.map((t) => [t.id, t]));
  for (const [i, d] of days.entries()) {
    const type = byId.get(d.leaveTypeId);
    if (!type || type.deleted) return fieldRefused(`days.${i}.leaveTypeId`, REQUEST_TEXT.unknownType);
    if (type.viewOnly && !full) return fieldRefused(`days.${i}.leaveTypeId`, REQUEST_TEXT.viewOnlyType);
  }
  return null;
}

/** Every day within the profile's employment: a day outside it would count for nothing. */
export function employmentRefusal(profile: LeaveProfileRecord, days: readonly Day[]): Outcome | null {
  const outside = days.some((d) => !withinEmployment(d.date, profile));
  return outside ? fieldRefused('days', REQUEST_TEXT.outsideEmployment(profile)) : null;
}

/**
 * The profile's approved (or checked) requests, other than `exceptId`, that share a day with
 * `days`: the rule is the device's (domain/leave/overlap), over the profile's booked requests
 * (a crew member's few dozen).
 */
export async function approvedOverlapping(
  tx: Queryable,
  profileId: string,
  days: readonly Day[],
  exceptId: string,
): Promise<LeaveRequestRecord[]> {
  const rows = await tx.query<Record<string, unknown>>(
    `${REQUEST_SELECT} WHERE q.profile_id = $1 AND NOT q.deleted AND q.status = ANY($2::text[]) ORDER BY q.start_date`,
    [profileId, [...BOOKING_STATUSES]],
  );
  return bookedOnDates(rows.map(toRequest), { profileId, exceptId, dates: days.map((d) => d.date) });
}

/**
 * A request whose days overlap leave approved meanwhile: a conflict that carries both, the
 * server's copy of this request (when it has one) and the approved ones, for the device to show.
 */
export async function overlapConflict(
  tx: Queryable,
  profileId: string,
  days: readonly Day[],
  request: { id: string; server: LeaveRequestRecord | null },
): Promise<Outcome | null> {
  const approved = await approvedOverlapping(tx, profileId, days, request.id);
  if (approved.length === 0) return null;
  return conflict(LEAVE_TEXT.overlap, {
    leaveRequests: [...(request.server ? [request.server] : []), ...approved],
  });
}

export interface RequestRow {
  id: string;
  vesselId: number;
  userId: number;
  profileId: string;
  status: string;
  startDate: string;
  endDate: string;
  days: Day[];
  travelDays: number;
  flights: { kind: string; destination: string; date: string }[];
  comments: string | null;
  createdBy: number;
}

/**
 * Inserts a request, or rewrites one (a draft saved again); its author stays who made it. Its
 * attachments are rows of their own (leave-attachments.ts): a save never touches them.
 */
export async function upsertRequest(tx: Queryable, r: RequestRow): Promise<number> {
  const [row] = await tx.query<{ version: number }>(
    `INSERT INTO leave_requests (id, vessel_id, user_id, profile_id, status, start_date, end_date, days, travel_days,
        flights, comments, created_by)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12)
     ON CONFLICT (id) DO UPDATE SET status = $5, start_date = $6, end_date = $7, days = $8, travel_days = $9,
       flights = $10, comments = $11, version = next_change()
     RETURNING version`,
    [
      r.id,
      r.vesselId,
      r.userId,
      r.profileId,
      r.status,
      r.startDate,
      r.endDate,
      JSON.stringify(r.days),
      r.travelDays,
      JSON.stringify(r.flights),
      r.comments,
      r.createdBy,
    ],
  );
  return Number(row!.version);
}
