import type { leaveDecisionSchema, leaveDuplicateSchema } from '@contracts/leave';
import type { LeaveRequestRecord } from '@contracts/leave-records';
import { REFUSAL_TEXT, STALE_WHAT } from '@contracts/refusal-text';
import { changesOthersRequests, DECISION_STEPS } from '@domain/leave/leave-access';
import { ulid } from 'ulidx';
import type { z } from 'zod';
import type { Queryable } from '../../db/client';
import {
  applied,
  conflict,
  fieldRefused,
  forbidden,
  notFound,
  refused,
  staleEdit,
} from '../../kernel/outcome';
import { type BasedEdit, baseOf, type WriteUseCase } from '../../kernel/use-case';
import { auditLeave } from './leave-history';
import { mathsRefusal } from './leave-maths';
import { findProfile, findRequest, REQUEST_SELECT, toRequest, vesselTypes } from './leave-repo';
import {
  employmentRefusal,
  overlapConflict,
  REQUEST_TEXT,
  typesRefusal,
  upsertRequest,
} from './leave-request-rules';
import { leaveScope } from './leave-setup';
import { dayOf } from './leave-today';

type Decision = z.infer<typeof leaveDecisionSchema>;
type Duplicate = z.infer<typeof leaveDuplicateSchema>;

/**
 * APPROVE, REJECT, CHECK and PENDING: full access (level 5 or the leave approval group), never
 * on one's own request. An approval whose days overlap another approved request of the profile
 * is a conflict carrying both; after it, the maths must still hold (a later rollover may not end
 * up above its balance).
 */
export const decideRequest: WriteUseCase<Decision, BasedEdit> = async (tx, actor, body, ctx) => {
  const scope = await leaveScope(tx, actor, body.yachtId);
  if (!scope?.full) return forbidden();
  const seen = await findRequest(tx, body.requestId);
  if (!seen || seen.vesselId !== body.yachtId || seen.deleted) return notFound();
  // The profile's lock first: two approvals of one profile's requests are then one after the other.
  const profile = (await findProfile(tx, seen.profileId, true))!;
  const request = (await findRequest(tx, body.requestId))!;
  if (request.userId === actor.id) return refused(REQUEST_TEXT.own, 403);
  const records = { leaveRequests: [request] };
  if (staleEdit(request.version, baseOf(ctx, 'leaveRequests', request.id), STALE_WHAT.leaveRequest, records))
    return conflict(await decidedMeanwhile(tx, request), records);
  const step: { from: readonly string[]; to: string } = DECISION_STEPS[body.action];
  if (!step.from.includes(request.status))
    return {
      ...refused(REFUSAL_TEXT.leaveDecision[body.action](request.status), 409),
      records,
    };
  if (body.action === 'APPROVE') {
    const overlap = await overlapConflict(tx, profile.id, request.days, { id: request.id, server: request });
    if (overlap) return overlap;
  }
  // The decider's comment is the decision's; the requester's comments are theirs (issue 30, 1.4).
  const decisionComment = body.comments == null ? request.decisionComment : body.comments.trim() || null;
  const [row] = await tx.query<{ version: number }>(
    `UPDATE leave_requests SET status = $2, decided_by = $3, decision_comment = $4, version = next_change()
      WHERE id = $1 RETURNING version`,
    [request.id, step.to, actor.id, decisionComment],
  );
  if (body.action === 'APPROVE') {
    const refusal = await mathsRefusal(tx, profile, dayOf(ctx.now));
    if (refusal) return { ...refusal, records };
  }
  await auditLeave(tx, actor, ctx.now, {
    vesselId: request.vesselId,
    action: `leave.request.${body.action.toLowerCase()}`,
    entity: 'leave-request',
    key: request.id,
    before: { status: request.status },
    after: { status: step.to },
  });
  return applied(Number(row!.version));
};

/**
 * What a decision made on an older copy meets, said so the approver can judge it: who decided the
 * request meanwhile, to what, and why ("Clara Mendes set this leave request to Denied: “Too many
 * ashore that week”."), not only that someone changed it.
 */
async function decidedMeanwhile(tx: Queryable, request: LeaveRequestRecord): Promise<string> {
  // Back to Pending (an undo) or never decided: the kept comment was an earlier decision's, and
  // 'decided by' the one who set it back: neither says what met this decision.
  if (request.decidedBy === null || request.status === 'Pending' || request.status === 'Draft')
    return 'This leave request was changed by someone else meanwhile.';
  const [who] = await tx.query<{ name: string }>(
    "SELECT first_name || ' ' || last_name AS name FROM users WHERE id = $1",
    [request.decidedBy],
  );
  const why = request.decisionComment ? `: “${request.decisionComment}”` : '';
  return `${who?.name ?? 'Someone'} set this leave request to ${request.status} meanwhile${why}.`;
}

/** The source owner's requests after today (not denied, not the source), for 'Duplicate ALL Future'. */
async function futureOf(tx: Queryable, source: LeaveRequestRecord, today: string) {
  const rows = await tx.query<Record<string, unknown>>(
    `${REQUEST_SELECT} WHERE q.profile_id = $1 AND q.id <> $2 AND NOT q.deleted AND q.status <> 'Denied'
        AND q.start_date > $3 ORDER BY q.start_date`,
    [source.profileId, source.id, today],
  );
  return rows.map(toRequest);
}

/**
 * DUPLICATE (full access): each copy a new draft, with the same days, for another active
 * profile of the vessel. With allFuture, every future request of the source's owner (starting
 * after today, not denied) is copied too, each under an id the server makes. Copies carry the
 * days only: the owner's comments, flights and attachments are the owner's, and a copy goes to
 * another crew member, who would read them (attachments are rows of their own, never copied).
 */
export const duplicateRequest: WriteUseCase<Duplicate> = async (tx, actor, body, now) => {
  const scope = await leaveScope(tx, actor, body.yachtId);
  // Copies are requests of other people: made as a save of theirs would be (changesOthersRequests).
  if (!scope?.full || !changesOthersRequests(scope.standing, scope.settings.editByApprovalGroup))
    return forbidden();
  const source = await findRequest(tx, body.requestId);
  if (!source || source.vesselId !== body.yachtId || source.deleted) return notFound();
  const sources = [source, ...(body.allFuture ? await futureOf(tx, source, dayOf(now)) : [])];
  const types = await vesselTypes(tx, body.yachtId);
  let version = 0;
  for (const [i, copy] of body.copies.entries()) {
    const field = `copies.${i}.profileId`;
    const target = await findProfile(tx, copy.profileId, true);
    if (!target || target.vesselId !== body.yachtId || target.deleted || !target.active)
      return fieldRefused(field, REQUEST_TEXT.inactiveProfile);
    if (target.id === source.profileId) return fieldRefused(field, 'Choose another employee.');
    if (await findRequest(tx, copy.requestId))
      return fieldRefused(`copies.${i}.requestId`, 'This leave request exists already.');
    for (const from of sources) {
      const id = from === source ? copy.requestId : ulid();
      const refusal =
        typesRefusal(types, from.days, true) ??
        (employmentRefusal(target, from.days)
          ? fieldRefused(field, REQUEST_TEXT.outsideEmployment(target))
          : null) ??
        (await overlapConflict(tx, target.id, from.days, { id, server: null }));
      if (refusal) return refusal;
      version = await upsertRequest(tx, {
        ...from,
        id,
        userId: target.userId,
        profileId: target.id,
        status: 'Draft',
        flights: [],
        comments: null,
        createdBy: actor.id,
      });
    }
  }
  await auditLeave(tx, actor, now, {
    vesselId: source.vesselId,
    action: 'leave.request.duplicate',
    entity: 'leave-request',
    key: source.id,
    after: { copies: body.copies, allFuture: body.allFuture, requests: sources.length },
  });
  return applied(version);
};
