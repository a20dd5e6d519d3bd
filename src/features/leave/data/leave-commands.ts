import {
  type LeaveAdjust,
  type LeaveRequestSave,
  type LeaveSettingsSave,
  leaveAdjustSchema,
  leaveDecisionSchema,
  leaveDuplicateSchema,
  leaveRequestSaveSchema,
  leaveSettingsSaveSchema,
} from '../../../contracts/leave';
import type {
  LeaveAdjustmentRecord,
  LeaveDecision,
  LeaveProfileRecord,
  LeaveRequestRecord,
  LeaveSettings,
  LeaveStatus,
} from '../../../contracts/leave-records';
import type { AppDb } from '../../../db/app-db';
import { takesEffect, withEarlier } from '../../../domain/leave/dated-rules';
import { DECISION_STEPS } from '../../../domain/leave/leave-access';
import { opId } from '../../../sync/op-id';
import { enqueue } from '../../../sync/outbox';

/**
 * Writes of leave records on the device: each checks its input with the shared schema, then in
 * one transaction changes the local copy (marked pending) and queues the same change for the
 * server. Offline it waits in the outbox; the screens (and the balance) show it at once.
 */

type SaveBody = ReturnType<typeof leaveRequestSaveSchema.parse>;

export type Who = { db: AppDb; userId: number; now: number };
export const newLeaveId = (now = Date.now()) => opId(now);

/**
 * Save (a draft) or Request (pending) a leave request, new or changed. A request already sent
 * keeps its status: only its comments and attachments change (the server holds that rule too).
 */
export async function saveRequest(
  { db, userId, now }: Who,
  owner: { userId: number },
  current: LeaveRequestRecord | undefined,
  input: LeaveRequestSave,
) {
  const body = leaveRequestSaveSchema.parse(input);
  const open = !current || current.status === 'Draft' || current.status === 'Empty';
  const status: LeaveStatus = open ? (body.action === 'REQUEST' ? 'Pending' : 'Draft') : current.status;
  const local: LeaveRequestRecord = {
    id: body.requestId,
    vesselId: body.yachtId,
    userId: owner.userId,
    profileId: body.profileId,
    status,
    startDate: body.startDate,
    endDate: body.endDate,
    days: body.days,
    travelDays: body.travelDays,
    flights: body.flights,
    comments: body.comments?.trim() || null,
    decisionComment: current?.decisionComment ?? null,
    // Attachments are added and deleted by operations of their own (request-extra-commands.ts).
    attachments: current?.attachments ?? [],
    createdBy: current?.createdBy ?? userId,
    decidedBy: current?.decidedBy ?? null,
    deleted: false,
    version: current?.version ?? 0,
  };
  await db.transaction('rw', db.leaveRequests, db.outbox, async () => {
    await db.leaveRequests.put({
      ...(open ? local : { ...current, comments: local.comments }),
      pending: 1,
    });
    await enqueue(
      db,
      {
        op: 'leave/request/save',
        body: open ? body : await commentsOnly(db, current, body),
        baseVersion: current?.version ?? 0,
        coalesceKey: `leave-request:${body.requestId}`,
        userId,
      },
      now,
    );
  });
}

/**
 * What a sent request's save queues: its comments over the request as it is, with no action (the
 * server refuses one there, as it would do nothing). An unsent SAVE or REQUEST of the same request
 * (sent offline, so the copy shows it Pending) is merged into by this one: its action stays.
 */
async function commentsOnly(db: AppDb, current: LeaveRequestRecord, body: SaveBody) {
  const unsent = await db.outbox
    .where('coalesceKey')
    .equals(`leave-request:${body.requestId}`)
    .filter((e) => e.status === 'pending' && e.attempts === 0)
    .first();
  const action = (unsent?.body as SaveBody | undefined)?.action;
  const { action: _typed, ...rest } = body;
  const { startDate, endDate, days, travelDays, flights } = current;
  return { ...rest, startDate, endDate, days, travelDays, flights, ...(action ? { action } : {}) };
}

export async function decideRequest(
  { db, userId, now }: Who,
  request: LeaveRequestRecord,
  action: LeaveDecision,
  comments?: string,
  /** A decision sent and not answered yet that this one builds on (undo-decision.ts). */
  follows?: string,
) {
  // The decider's comment is the decision's own: the requester's comments stay theirs. Left
  // out, the decision comment stays as it was (as on the server).
  const body = leaveDecisionSchema.parse({
    yachtId: request.vesselId,
    requestId: request.id,
    action,
    ...(comments === undefined ? {} : { comments }),
  });
  await db.transaction('rw', db.leaveRequests, db.outbox, async () => {
    await db.leaveRequests.update(request.id, {
      status: DECISION_STEPS[action].to,
      decidedBy: userId,
      ...(body.comments == null ? {} : { decisionComment: body.comments.trim() || null }),
      pending: 1,
    });
    await enqueue(
      db,
      {
        op: 'leave/request/decide',
        body,
        baseVersion: request.version,
        coalesceKey: null,
        userId,
        ...(follows ? { follows } : {}),
      },
      now,
    );
  });
}

export async function deleteRequest({ db, userId, now }: Who, request: LeaveRequestRecord) {
  const body = { yachtId: request.vesselId, requestId: request.id };
  await db.transaction('rw', db.leaveRequests, db.outbox, async () => {
    await db.leaveRequests.update(request.id, { deleted: true, pending: 1 });
    await enqueue(
      db,
      { op: 'leave/request/delete', body, baseVersion: request.version, coalesceKey: null, userId },
      now,
    );
  });
}

/**
 * DUPLICATE (full access): a draft copy of the request for each profile chosen, each under an id
 * made here, so the copies show at once and the change waits in the outbox offline. With
 * `allFuture` the server also copies the owner's later requests (under its own ids: they come
 * with the next pull). Copies carry the days only: the owner's comments, flights and attachments
 * are the owner's (a copy goes to another crew member, who would read them).
 */
export async function duplicateRequest(
  { db, userId, now }: Who,
  request: LeaveRequestRecord,
  targets: readonly Pick<LeaveProfileRecord, 'id' | 'userId'>[],
  allFuture: boolean,
) {
  const copies = targets.map((p) => ({ profileId: p.id, requestId: newLeaveId(now), userId: p.userId }));
  const body = leaveDuplicateSchema.parse({
    yachtId: request.vesselId,
    requestId: request.id,
    copies: copies.map(({ profileId, requestId }) => ({ profileId, requestId })),
    allFuture,
  });
  await db.transaction('rw', db.leaveRequests, db.outbox, async () => {
    await db.leaveRequests.bulkPut(
      copies.map((c) => ({
        ...request,
        id: c.requestId,
        userId: c.userId,
        profileId: c.profileId,
        status: 'Draft' as const,
        attachments: [],
        flights: [],
        comments: null,
        decisionComment: null,
        createdBy: userId,
        decidedBy: null,
        deleted: false,
        version: 0,
        pending: 1 as const,
      })),
    );
    await enqueue(
      db,
      { op: 'leave/request/duplicate', body, baseVersion: 0, coalesceKey: null, userId },
      now,
    );
  });
  return copies.map((c) => c.requestId);
}

/** Additional leave (one person) or a manual rollover. */
export async function adjustLeave(
  { db, userId, now }: Who,
  profile: LeaveProfileRecord,
  input: Omit<LeaveAdjust, 'profileId' | 'yachtId'>,
) {
  const body = leaveAdjustSchema.parse({ ...input, profileId: profile.id, yachtId: profile.vesselId });
  const local: LeaveAdjustmentRecord = {
    id: body.adjustmentId,
    vesselId: profile.vesselId,
    userId: profile.userId,
    profileId: profile.id,
    kind: body.kind,
    date: body.date,
    days: body.days,
    comment: body.comment,
    createdBy: userId,
    deleted: false,
    version: 0,
  };
  await db.transaction('rw', db.leaveAdjustments, db.outbox, async () => {
    await db.leaveAdjustments.put({ ...local, pending: 1 });
    await enqueue(db, { op: 'leave/adjust', body, baseVersion: 0, coalesceKey: null, userId }, now);
  });
}

export async function saveSettings(
  { db, userId, now }: Who,
  current: LeaveSettings,
  input: LeaveSettingsSave,
) {
  const body = leaveSettingsSaveSchema.parse(input);
  const { changeDate: _, comment: __, yachtId: ___, ...flags } = body;
  // 'Nil days' counts from the day after the change date, as the server will keep it; the
  // server's record replaces this copy when it arrives.
  const nilDaysBefore =
    flags.nilDays === current.nilDays
      ? current.nilDaysBefore
      : withEarlier(current.nilDaysBefore, { until: takesEffect(body.changeDate), nilDays: current.nilDays });
  await db.transaction('rw', db.leaveSettings, db.outbox, async () => {
    await db.leaveSettings.put({
      ...current,
      ...flags,
      ...(nilDaysBefore ? { nilDaysBefore } : {}),
      pending: 1,
    });
    await enqueue(
      db,
      { op: 'leave/settings/save', body, baseVersion: current.version, coalesceKey: null, userId },
      now,
    );
  });
}
