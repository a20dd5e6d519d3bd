import type { leaveRequestSaveSchema } from '@contracts/leave';
import { LEAVE_TEXT, type LeaveRequestRecord } from '@contracts/leave-records';
import { STALE_WHAT } from '@contracts/refusal-text';
import {
  changesOthersRequests,
  deletesRequest,
  editableStatus,
  requestsOwnLeave,
} from '@domain/leave/leave-access';
import type { z } from 'zod';
import type { Queryable } from '../../db/client';
import type { Actor } from '../../kernel/actors';
import { applied, fieldRefused, forbidden, notFound, staleEdit } from '../../kernel/outcome';
import { type BasedEdit, baseOf, type WriteUseCase } from '../../kernel/use-case';
import { auditLeave } from './leave-history';
import { findRequest, vesselTypes } from './leave-repo';
import {
  employmentRefusal,
  overlapConflict,
  REQUEST_TEXT,
  sortedDays,
  typesRefusal,
  upsertRequest,
} from './leave-request-rules';
import { isRefusal, type LeaveScope, leaveScope, profileOn } from './leave-setup';

type Save = z.infer<typeof leaveRequestSaveSchema>;

/** The field a save changes that is no longer editable (doc 3: only comments and attachments once sent), or null. */
function lockedChange(server: LeaveRequestRecord, body: Save): string | null {
  if (body.startDate !== server.startDate) return 'startDate';
  if (body.endDate !== server.endDate) return 'endDate';
  if (JSON.stringify(sortedDays(body.days)) !== JSON.stringify(sortedDays(server.days))) return 'days';
  if (body.travelDays !== server.travelDays) return 'travelDays';
  const flights = (f: Save['flights']) => JSON.stringify(f.map((x) => [x.kind, x.destination, x.date]));
  if (flights(body.flights) !== flights(server.flights)) return 'flights';
  return null;
}

/**
 * Whether the caller may change a request (save, comments, attachments): their own with full
 * access or when the vessel lets crew ask; someone else's with level 5, or in the approval group
 * when the vessel lets it edit (editByApprovalGroup). Deciding on it is not a change of it.
 */
export const changesRequest = (scope: LeaveScope, own: boolean) =>
  own
    ? scope.full || requestsOwnLeave(scope.standing, scope.settings.requestOwnLeave)
    : changesOthersRequests(scope.standing, scope.settings.editByApprovalGroup);

/** A request the caller may see on the vessel: their own, or anyone's with full access. */
export async function visibleRequest(tx: Queryable, actor: Actor, scope: LeaveScope, requestId: string) {
  const request = await findRequest(tx, requestId);
  if (!request || request.vesselId !== scope.vesselId || request.deleted) return null;
  return scope.full || request.userId === actor.id ? request : null;
}

/**
 * SAVE (stays a draft) and REQUEST (pending): a crew member their own when the vessel lets them
 * (level 5 always), someone else's as changesRequest says. Once sent, only comments and attachments change. A
 * request whose days overlap leave approved meanwhile is a conflict carrying both.
 */
export const saveRequest: WriteUseCase<Save, BasedEdit> = async (tx, actor, body, ctx) => {
  const found = await profileOn(tx, actor, body.yachtId, body.profileId, true);
  if (isRefusal(found)) return found;
  const { scope, profile, own } = found;
  if (!changesRequest(scope, own)) return forbidden();
  const existing = await findRequest(tx, body.requestId);
  if (
    existing &&
    (existing.vesselId !== body.yachtId || existing.deleted || existing.userId !== profile.userId)
  )
    return notFound();
  if (existing && existing.profileId !== profile.id) return fieldRefused('profileId', LEAVE_TEXT.notEditable);
  if (existing) {
    const stale = staleEdit(
      existing.version,
      baseOf(ctx, 'leaveRequests', existing.id),
      STALE_WHAT.leaveRequest,
      {
        leaveRequests: [existing],
      },
    );
    if (stale) return stale;
  }
  const comments = body.comments?.trim() || null;
  if (existing && !editableStatus(existing.status)) {
    // REQUEST on a sent request would answer 200 and do nothing of what it says. SAVE saves what
    // can still change, its comments: the spec's form keeps SAVE for them, and apps before this
    // one queued their comments so (a queued comment must not be lost to a refusal).
    if (body.action !== undefined && body.action !== 'SAVE')
      return fieldRefused('action', LEAVE_TEXT.notEditable);
    const locked = lockedChange(existing, body);
    if (locked) return fieldRefused(locked, LEAVE_TEXT.notEditable);
    const [row] = await tx.query<{ version: number }>(
      'UPDATE leave_requests SET comments = $2, version = next_change() WHERE id = $1 RETURNING version',
      [existing.id, comments],
    );
    await auditRequest(tx, actor, ctx.now, existing, 'leave.request.comments', {
      comments: comments !== null,
    });
    return applied(Number(row!.version));
  }
  // An open request saved with no action stays a draft (SAVE): a comments save queued by the app
  // after its REQUEST, which came back a conflict, keeps the comments and sends nothing unasked.
  const action = body.action ?? 'SAVE';
  if (!profile.active) return fieldRefused('profileId', REQUEST_TEXT.inactiveProfile);
  const days = sortedDays(body.days);
  const refusal =
    typesRefusal(await vesselTypes(tx, profile.vesselId), days, scope.full) ??
    employmentRefusal(profile, days) ??
    // Asking for days already approved is the conflict; a draft may meet them (a request that came
    // back as a conflict is kept as one, to change its dates), and its REQUEST is judged then.
    (action === 'REQUEST'
      ? await overlapConflict(tx, profile.id, days, { id: body.requestId, server: existing })
      : null);
  if (refusal) return refusal;
  const status = action === 'REQUEST' ? 'Pending' : 'Draft';
  const version = await upsertRequest(tx, {
    id: body.requestId,
    vesselId: profile.vesselId,
    userId: profile.userId,
    profileId: profile.id,
    status,
    startDate: body.startDate,
    endDate: body.endDate,
    days,
    travelDays: body.travelDays,
    flights: body.flights,
    comments,
    createdBy: existing?.createdBy ?? actor.id,
  });
  await auditRequest(
    tx,
    actor,
    ctx.now,
    { id: body.requestId, vesselId: profile.vesselId },
    'leave.request.save',
    {
      action,
      status,
      startDate: body.startDate,
      endDate: body.endDate,
      days: days.length,
    },
  );
  return applied(version);
};

type RequestRef = { yachtId: number; requestId: string };

/** DELETE: the owner of a draft or pending request when the vessel allows it, another's as deletesRequest says; a tombstone. */
export const deleteRequest: WriteUseCase<RequestRef, BasedEdit> = async (tx, actor, body, ctx) => {
  const scope = await leaveScope(tx, actor, body.yachtId);
  if (!scope) return forbidden();
  const request = await visibleRequest(tx, actor, scope, body.requestId);
  if (!request) return notFound();
  const stale = staleEdit(
    request.version,
    baseOf(ctx, 'leaveRequests', request.id),
    STALE_WHAT.leaveRequest,
    {
      leaveRequests: [request],
    },
  );
  if (stale) return stale;
  const own = request.userId === actor.id;
  if (!deletesRequest(scope.standing, own, request.status, scope.settings)) return forbidden();
  const [row] = await tx.query<{ version: number }>(
    'UPDATE leave_requests SET deleted = true, version = next_change() WHERE id = $1 RETURNING version',
    [request.id],
  );
  await auditRequest(tx, actor, ctx.now, request, 'leave.request.delete', { status: request.status });
  return applied(Number(row!.version));
};

/** One audit entry of a request's change. */
export async function auditRequest(
  tx: Queryable,
  actor: Actor,
  now: Date,
  request: { id: string; vesselId: number },
  action: string,
  after: unknown,
) {
  await auditLeave(tx, actor, now, {
    vesselId: request.vesselId,
    action,
    entity: 'leave-request',
    key: request.id,
    after,
  });
}
