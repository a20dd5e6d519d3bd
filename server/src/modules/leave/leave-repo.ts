import type { LeaveAttachment } from '@contracts/leave-attachments';
import type {
  LeaveAdjustmentRecord,
  LeaveProfileRecord,
  LeaveRateRecord,
  LeaveRequestRecord,
  LeaveSettings,
  LeaveType,
} from '@contracts/leave-records';
import { typeOfRate } from '@domain/leave/rates';
import type { Queryable } from '../../db/client';
import { takeChangeLock } from '../../kernel/change-numbers';

/**
 * The leave kinds as the feed and the use cases read them. Each select exposes `vessel_id`,
 * `user_id` and `version` (the change number) beside its fields, as the feed engine needs.
 */

type Row = Record<string, unknown>;
const num = (v: unknown) => (v === null || v === undefined ? null : Number(v));
const day = (v: unknown) => String(v).slice(0, 10);
const json = <T>(v: unknown): T => (typeof v === 'string' ? (JSON.parse(v) as T) : (v as T));

/**
 * A rule's history (a changed effect, nil mark or 'Nil days') only once it has one: a setting or
 * type never changed reads as it did before the history was kept.
 */
const earlier = <K extends string, T>(key: K, list: T[] | undefined): { [k in K]?: T[] } =>
  list && list.length > 0 ? ({ [key]: list } as { [k in K]: T[] }) : {};

export const SETTINGS_SELECT = `SELECT s.vessel_id, NULL::int AS user_id, s.request_own_leave, s.delete_own_requests,
    s.hide_calculations, s.nil_days, s.nil_days_before, s.rollover, s.edit_by_approval_group, s.visited, s.version,
    ARRAY(SELECT m.user_id FROM leave_approval_members m WHERE m.vessel_id = s.vessel_id ORDER BY m.user_id)
      AS approval_group,
    COALESCE((SELECT jsonb_agg(jsonb_build_object('userId', m.user_id, 'name', u.first_name || ' ' || u.last_name)
        ORDER BY m.user_id)
      FROM leave_approval_members m JOIN users u ON u.id = m.user_id WHERE m.vessel_id = s.vessel_id), '[]'::jsonb)
      AS approvers
  FROM leave_settings s`;

export const toSettings = (r: Row): LeaveSettings => ({
  vesselId: Number(r.vessel_id),
  requestOwnLeave: Boolean(r.request_own_leave),
  deleteOwnRequests: Boolean(r.delete_own_requests),
  hideCalculations: Boolean(r.hide_calculations),
  nilDays: Boolean(r.nil_days),
  ...earlier('nilDaysBefore', json<LeaveSettings['nilDaysBefore']>(r.nil_days_before ?? '[]')),
  rollover: Boolean(r.rollover),
  editByApprovalGroup: Boolean(r.edit_by_approval_group),
  visited: Boolean(r.visited),
  approvalGroup: ((r.approval_group as unknown[] | null) ?? []).map(Number),
  approvers: json<{ userId: number; name: string }[]>(r.approvers ?? '[]').map((a) => ({
    userId: Number(a.userId),
    name: String(a.name),
  })),
  version: Number(r.version),
});

export const TYPE_SELECT = `SELECT t.id, t.vessel_id, NULL::int AS user_id, t.name, t.color, t.is_on_board, t.effect,
    t.is_nil, t.rules_before, t.sort_order, t.is_default, t.view_only, t.deleted, t.version
  FROM leave_types t`;

export const toLeaveType = (r: Row): LeaveType => ({
  id: Number(r.id),
  vesselId: Number(r.vessel_id),
  name: String(r.name),
  color: String(r.color),
  isOnBoard: Boolean(r.is_on_board),
  effect: Number(r.effect) as 0 | 1 | 2,
  isNil: Boolean(r.is_nil),
  ...earlier('rulesBefore', json<LeaveType['rulesBefore']>(r.rules_before ?? '[]')),
  order: Number(r.sort_order),
  isDefault: Boolean(r.is_default),
  viewOnly: Boolean(r.view_only),
  deleted: Boolean(r.deleted),
  version: Number(r.version),
});

export const PROFILE_SELECT = `SELECT p.id, p.vessel_id, p.user_id, p.crew_id, p.type, p.start_date::text AS start_date,
    p.end_date::text AS end_date, p.initial_leave, p.flight_entitlement, p.rates, p.active, p.deleted, p.version
  FROM leave_profiles p`;

export const toProfile = (r: Row): LeaveProfileRecord => {
  const type = r.type === 'accrued' ? 'accrued' : 'yearly';
  return {
    id: String(r.id),
    vesselId: Number(r.vessel_id),
    userId: Number(r.user_id),
    crewId: Number(r.crew_id),
    type,
    startDate: day(r.start_date),
    endDate: r.end_date === null || r.end_date === undefined ? null : day(r.end_date),
    initialLeave: Number(r.initial_leave),
    flightEntitlement: num(r.flight_entitlement),
    // Every rate names its type since migration 0034; one written without (an older server on
    // the same database) counts by the profile's type, as the maths would count it.
    rates: json<(Omit<LeaveRateRecord, 'type'> & Partial<LeaveRateRecord>)[]>(r.rates).map((rate) => ({
      ...rate,
      type: typeOfRate(rate, type),
    })),
    active: Boolean(r.active),
    deleted: Boolean(r.deleted),
    version: Number(r.version),
  };
};

// The attachments come with the request (name, size and the type sniffed on arrival), so the
// list shows offline; oldest first, as they were added.
export const REQUEST_SELECT = `SELECT q.id, q.vessel_id, q.user_id, q.profile_id, q.status,
    q.start_date::text AS start_date, q.end_date::text AS end_date, q.days, q.travel_days, q.flights, q.comments,
    q.decision_comment,
    COALESCE((SELECT jsonb_agg(jsonb_build_object('id', f.id, 'name', f.name, 'size', f.size,
        'type', COALESCE(f.mime, '')) ORDER BY a.added_at, f.id)
      FROM leave_request_files a JOIN files f ON f.id = a.file_id WHERE a.request_id = q.id), '[]'::jsonb)
      AS attachments,
    q.created_by, q.decided_by, q.deleted, q.version
  FROM leave_requests q`;

export const toRequest = (r: Row): LeaveRequestRecord => ({
  id: String(r.id),
  vesselId: Number(r.vessel_id),
  userId: Number(r.user_id),
  profileId: String(r.profile_id),
  status: String(r.status) as LeaveRequestRecord['status'],
  startDate: day(r.start_date),
  endDate: day(r.end_date),
  days: json<LeaveRequestRecord['days']>(r.days),
  travelDays: Number(r.travel_days),
  flights: json<LeaveRequestRecord['flights']>(r.flights),
  comments: r.comments === null || r.comments === undefined ? null : String(r.comments),
  decisionComment:
    r.decision_comment === null || r.decision_comment === undefined ? null : String(r.decision_comment),
  attachments: json<LeaveAttachment[]>(r.attachments).map((f) => ({ ...f, size: Number(f.size) })),
  createdBy: Number(r.created_by),
  decidedBy: num(r.decided_by),
  deleted: Boolean(r.deleted),
  version: Number(r.version),
});

export const ADJUSTMENT_SELECT = `SELECT a.id, a.vessel_id, a.user_id, a.profile_id, a.kind, a.date::text AS date,
    a.days, a.comment, a.created_by, a.deleted, a.version
  FROM leave_adjustments a`;

export const toAdjustment = (r: Row): LeaveAdjustmentRecord => ({
  id: String(r.id),
  vesselId: Number(r.vessel_id),
  userId: Number(r.user_id),
  profileId: String(r.profile_id),
  kind: r.kind === 'rollover' ? 'rollover' : 'additional',
  date: day(r.date),
  days: Number(r.days),
  comment: r.comment === null || r.comment === undefined ? null : String(r.comment),
  createdBy: Number(r.created_by),
  deleted: Boolean(r.deleted),
  version: Number(r.version),
});

export async function findSettings(db: Queryable, vesselId: number): Promise<LeaveSettings | null> {
  const [row] = await db.query<Row>(`${SETTINGS_SELECT} WHERE s.vessel_id = $1`, [vesselId]);
  return row ? toSettings(row) : null;
}

/** The vessel's leave types, deleted ones too (a request made before keeps its days' effect). */
export async function vesselTypes(db: Queryable, vesselId: number): Promise<LeaveType[]> {
  const rows = await db.query<Row>(`${TYPE_SELECT} WHERE t.vessel_id = $1 ORDER BY t.sort_order, t.id`, [
    vesselId,
  ]);
  return rows.map(toLeaveType);
}

/** A profile by id; `lock` holds it until the transaction ends, so writes about it queue up. */
export async function findProfile(
  db: Queryable,
  id: string,
  lock = false,
): Promise<LeaveProfileRecord | null> {
  // The change-number lock before the row's: the order every write keeps, so none deadlock.
  if (lock) await takeChangeLock(db);
  const [row] = await db.query<Row>(`${PROFILE_SELECT} WHERE p.id = $1${lock ? ' FOR UPDATE' : ''}`, [id]);
  return row ? toProfile(row) : null;
}

export async function findRequest(db: Queryable, id: string): Promise<LeaveRequestRecord | null> {
  const [row] = await db.query<Row>(`${REQUEST_SELECT} WHERE q.id = $1`, [id]);
  return row ? toRequest(row) : null;
}

export async function profileRequests(db: Queryable, profileId: string): Promise<LeaveRequestRecord[]> {
  const rows = await db.query<Row>(`${REQUEST_SELECT} WHERE q.profile_id = $1 AND NOT q.deleted`, [
    profileId,
  ]);
  return rows.map(toRequest);
}

export async function profileAdjustments(db: Queryable, profileId: string): Promise<LeaveAdjustmentRecord[]> {
  const rows = await db.query<Row>(`${ADJUSTMENT_SELECT} WHERE a.profile_id = $1 AND NOT a.deleted`, [
    profileId,
  ]);
  return rows.map(toAdjustment);
}

/** Active profiles of a vessel with a live request booking any of the leave types named. */
export async function profilesBooking(db: Queryable, vesselId: number, typeIds: number[]) {
  if (!typeIds.length) return [];
  const rows = await db.query<Row>(
    `${PROFILE_SELECT} WHERE p.vessel_id = $1 AND NOT p.deleted AND EXISTS (
       SELECT 1 FROM leave_requests q, jsonb_array_elements(q.days) d
        WHERE q.profile_id = p.id AND NOT q.deleted AND (d->>'leaveTypeId')::int = ANY($2::int[]))`,
    [vesselId, typeIds],
  );
  return rows.map(toProfile);
}
