import { INBOX_TEXT } from '@contracts/inbox-text';
import { LEAVE_NOTICES_PER_DAY, LEAVE_NOTIFY_TEXT, type leaveNotifySchema } from '@contracts/leave-notify';
import { MSG } from '@contracts/messages';
import { showDateRange } from '@domain/dates/format';
import { mayBeNotified } from '@domain/leave/notify-people';
import type { z } from 'zod';
import type { Queryable } from '../../db/client';
import type { Actor } from '../../kernel/actors';
import { holdDailyCap } from '../../kernel/daily-cap';
import { applied, fieldRefused, forbidden, notFound, refused } from '../../kernel/outcome';
import { postMessages } from '../../kernel/post-messages';
import type { WriteUseCase } from '../../kernel/use-case';
import { auditLeave } from './leave-history';
import { visibleRequest } from './leave-requests';
import { leaveScope } from './leave-setup';
import { dayOf } from './leave-today';

type Notify = z.infer<typeof leaveNotifySchema>;

/** The vessel's users serving on `today`, each once at their highest level there, with their name. */
async function vesselUsers(db: Queryable, vesselId: number, today: string, only?: number[]) {
  const rows = await db.query<{ user_id: number; level: number; name: string }>(
    `SELECT uvr.user_id, max(r.permission_level)::int AS level, min(u.first_name || ' ' || u.last_name) AS name
       FROM user_vessel_roles uvr JOIN roles r ON r.id = uvr.role_id JOIN users u ON u.id = uvr.user_id
      WHERE uvr.vessel_id = $1 AND (uvr.end_date IS NULL OR uvr.end_date >= $2)
        ${only ? 'AND uvr.user_id = ANY($3::int[])' : ''}
      GROUP BY uvr.user_id ORDER BY name, uvr.user_id`,
    only ? [vesselId, today, only] : [vesselId, today],
  );
  return rows.map((r) => ({ userId: Number(r.user_id), level: Number(r.level), name: String(r.name) }));
}

/** The request the caller may see (its owner, or full leave access on its vessel), or the refusal. */
async function seenRequest(tx: Queryable, actor: Actor, yachtId: number, requestId: string) {
  const scope = await leaveScope(tx, actor, yachtId);
  if (!scope) return forbidden();
  const request = await visibleRequest(tx, actor, scope, requestId);
  return request ? { scope, request } : notFound();
}

/**
 * GET /leave/requests/{id}/notify-users: who the caller may tell about the request, by name;
 * null for a request they may not see.
 */
export async function usersToNotify(
  db: Queryable,
  actor: Actor,
  yachtId: number,
  requestId: string,
  now: Date,
) {
  const seen = await seenRequest(db, actor, yachtId, requestId);
  if ('status' in seen) return null;
  const ctx = {
    ownerId: seen.request.userId,
    senderId: actor.id,
    approvalGroup: seen.scope.settings.approvalGroup,
  };
  const users = await vesselUsers(db, yachtId, dayOf(now));
  return users.filter((u) => mayBeNotified(u, ctx)).map(({ userId, name }) => ({ userId, name }));
}

/**
 * Notify people: a message in each chosen user's inbox naming the request (whose, the dates,
 * the status) with the path that opens it. Every recipient is a user of the request's vessel
 * who may see the request; at most LEAVE_NOTICES_PER_DAY messages a day per sender. Inside the
 * operation's transaction, so a replayed operation posts nothing twice.
 */
export const notifyPeople: WriteUseCase<Notify> = async (tx, actor, body, now) => {
  await holdDailyCap(tx, 'notices', actor.id);
  const seen = await seenRequest(tx, actor, body.yachtId, body.requestId);
  if ('status' in seen) return seen;
  const { request, scope } = seen;
  const found = new Map(
    (await vesselUsers(tx, request.vesselId, dayOf(now), body.userIds)).map((u) => [u.userId, u]),
  );
  const ctx = { ownerId: request.userId, senderId: actor.id, approvalGroup: scope.settings.approvalGroup };
  for (const [i, userId] of body.userIds.entries()) {
    const user = found.get(userId);
    if (!user) return fieldRefused(`userIds.${i}`, MSG.notOnVessel);
    if (!mayBeNotified(user, ctx)) return fieldRefused(`userIds.${i}`, LEAVE_NOTIFY_TEXT.cannotSee);
  }
  const [sent] = await tx.query<{ n: number | string | null }>(
    'SELECT sum(recipients) AS n FROM leave_notices WHERE sent_by = $1 AND at > $2',
    [actor.id, new Date(now.getTime() - 86_400_000).toISOString()],
  );
  if (Number(sent?.n ?? 0) + body.userIds.length > LEAVE_NOTICES_PER_DAY)
    return refused(LEAVE_NOTIFY_TEXT.perDay, 429);
  const [vessel] = await tx.query<{ codename: string }>('SELECT codename FROM vessels WHERE id = $1', [
    request.vesselId,
  ]);
  const [owner] = await tx.query<{ name: string }>(
    "SELECT first_name || ' ' || last_name AS name FROM users WHERE id = $1",
    [request.userId],
  );
  const who = owner?.name ?? 'A crew member';
  await postMessages(tx, {
    userIds: body.userIds,
    vesselId: request.vesselId,
    ...INBOX_TEXT.leaveRequest({
      sender: actor.name,
      name: who,
      own: request.userId === actor.id,
      dates: showDateRange(request.startDate, request.endDate),
      status: request.status,
      open: `/fleet/${vessel!.codename}/leave/leave-form/${request.id}`,
    }),
    sender: actor.name,
    at: now,
  });
  await tx.query(
    'INSERT INTO leave_notices (vessel_id, request_id, sent_by, recipients, at) VALUES ($1, $2, $3, $4, $5)',
    [request.vesselId, request.id, actor.id, body.userIds.length, now.toISOString()],
  );
  await auditLeave(tx, actor, now, {
    vesselId: request.vesselId,
    action: 'leave.request.notify',
    entity: 'leave-request',
    key: request.id,
    after: { userIds: body.userIds },
  });
  return applied(request.version);
};
