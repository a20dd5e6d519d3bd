import type { InboxMessage, StatusAnswer } from '@contracts/inbox';
import { MSG } from '@contracts/messages';
import type { SyncOutcome } from '@contracts/sync';
import type { Db, Queryable } from '../../db/client';
import type { Actor } from '../../kernel/actors';
import { type Answer, answered, forbidden, notFound } from '../../kernel/outcome';
import { postMessages } from '../../kernel/post-messages';
import { issueCount } from '../issues/issues';

/** The inbox: messages to one user, read, marked seen and removed only by that user. */

export const MESSAGE_SELECT =
  'SELECT id, user_id, vessel_id, header, text, sender, created_at, seen, deleted, version FROM inbox_messages';

export function toMessage(r: Record<string, unknown>): InboxMessage {
  return {
    id: r.id as number,
    userId: r.user_id as number,
    vesselId: (r.vessel_id as number | null) ?? null,
    header: r.header as string,
    text: r.text as string,
    sender: r.sender as string,
    date: (r.created_at as Date).toISOString(),
    seen: r.seen as boolean,
    deleted: r.deleted as boolean,
    version: Number(r.version),
  };
}

/** The caller's messages, newest first (removed ones are gone from the list). */
export async function listMessages(db: Queryable, actor: Actor) {
  const rows = await db.query(
    `${MESSAGE_SELECT} WHERE user_id = $1 AND NOT deleted AND (vessel_id IS NULL OR vessel_id = ANY($2::int[]))
      ORDER BY created_at DESC, id DESC LIMIT 500`,
    [actor.id, actor.roles.map((r) => r.vesselId)],
  );
  return rows.map(toMessage);
}

/** Seen or removed: only the user's own message; doing it twice changes nothing more. */
export async function markMessage(
  tx: Queryable,
  actor: Actor,
  messageId: number,
  change: 'seen' | 'deleted',
): Promise<SyncOutcome> {
  const [row] = await tx.query<{ version: string; seen: boolean; deleted: boolean }>(
    'SELECT version, seen, deleted FROM inbox_messages WHERE id = $1 AND user_id = $2 FOR UPDATE',
    [messageId, actor.id],
  );
  if (!row) return { status: 'rejected', message: MSG.status404 };
  // Done already, or seen of a removed message (another device removed it meanwhile): nothing to write.
  if (row[change] || row.deleted) return { status: 'applied', version: Number(row.version) };
  const [updated] = await tx.query<{ version: string }>(
    `UPDATE inbox_messages SET ${change === 'seen' ? 'seen' : 'deleted'} = true, version = next_change()
      WHERE id = $1 RETURNING version`,
    [messageId],
  );
  return { status: 'applied', version: Number(updated!.version) };
}

/** The same for the REST calls: 404 for a message that is not the caller's. */
export async function markMessageNow(
  db: Db,
  actor: Actor,
  messageId: number,
  change: 'seen' | 'deleted',
): Promise<Answer<{ ok: true }>> {
  const outcome = await db.transaction((tx) => markMessage(tx, actor, messageId, change));
  if (outcome.status !== 'applied') return notFound();
  return answered({ ok: true });
}

/**
 * POST /notification: an officer writes to the people of their vessel, all of them or only those
 * named; naming anyone not on the vessel now (or themselves) refuses the whole message.
 */
export async function notifyVessel(
  db: Db,
  actor: Actor,
  body: {
    yachtId: number;
    header: string;
    text: string;
    userId?: number | undefined;
    userIds?: number[] | undefined;
  },
  now: Date,
): Promise<Answer<{ sent: number }>> {
  const today = now.toISOString().slice(0, 10);
  const aboard = await db.query<{ user_id: number }>(
    `SELECT user_id FROM user_vessel_roles WHERE vessel_id = $1 AND (end_date IS NULL OR end_date >= $2)`,
    [body.yachtId, today],
  );
  const ids = aboard.map((r) => r.user_id).filter((id) => id !== actor.id);
  const named =
    body.userId === undefined && body.userIds === undefined
      ? null
      : [...(body.userIds ?? []), ...(body.userId === undefined ? [] : [body.userId])];
  const to = named ?? ids;
  if (to.some((id) => !ids.includes(id))) return forbidden();
  await db.transaction((tx) =>
    postMessages(tx, {
      userIds: to,
      vesselId: body.yachtId,
      header: body.header,
      text: body.text,
      sender: actor.name,
      at: now,
    }),
  );
  return answered({ sent: new Set(to).size });
}

/**
 * The badges: unseen messages (for the vessel, with 'My Notifications'), and the open issues
 * the issues page lists for the caller there (or on all their vessels).
 */
export async function status(
  db: Queryable,
  actor: Actor,
  today: string,
  vesselId?: number,
): Promise<StatusAnswer> {
  const vessels = vesselId === undefined ? actor.roles.map((r) => r.vesselId) : [vesselId];
  const [inbox] = await db.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM inbox_messages
      WHERE user_id = $1 AND NOT seen AND NOT deleted AND (vessel_id IS NULL OR vessel_id = ANY($2::int[]))`,
    [actor.id, vessels],
  );
  const issues = await issueCount(db, actor, vessels, today);
  return { inboxCount: inbox!.n, issueCount: issues.all, restIssueCount: issues.rest };
}
