import { MSG } from '../../../../src/contracts/messages';
import type { SyncOutcome } from '../../../../src/contracts/sync';
import { levelOn } from '../../../../src/domain/access/permissions';
import type { Queryable } from '../../db/client';
import type { Mailer } from '../../mail/mailer';
import type { Actor } from '../actors';
import { postMessages } from '../inbox/inbox';

interface NotifyBody {
  yachtId: number;
  month: string;
  userIds: number[];
}

/** The chosen people who are supervisors (level 4+ or approval group) of the vessel. */
async function supervisorEmails(db: Queryable, body: NotifyBody): Promise<string[]> {
  const rows = await db.query<{ email: string }>(
    `SELECT DISTINCT u.email FROM users u JOIN user_vessel_roles uvr ON uvr.user_id = u.id AND uvr.vessel_id = $1
       JOIN roles r ON r.id = uvr.role_id
      WHERE u.id = ANY($2) AND (r.permission_level >= 4
            OR EXISTS (SELECT 1 FROM hor_approval_members m WHERE m.vessel_id = $1 AND m.user_id = u.id))`,
    [body.yachtId, body.userIds],
  );
  return rows.map((r) => r.email);
}

/** Who a signer may notify: the vessel's supervisors (level 4+ or approval group), not themselves. */
export async function notifyCandidates(db: Queryable, yachtId: number, signerId: number) {
  return db.query<{ userId: number; userName: string }>(
    `SELECT DISTINCT u.id AS "userId", u.first_name || ' ' || u.last_name AS "userName"
       FROM users u JOIN user_vessel_roles uvr ON uvr.user_id = u.id AND uvr.vessel_id = $1
       JOIN roles r ON r.id = uvr.role_id
      WHERE u.id <> $2 AND (r.permission_level >= 4
            OR EXISTS (SELECT 1 FROM hor_approval_members m WHERE m.vessel_id = $1 AND m.user_id = u.id))
      ORDER BY "userName"`,
    [yachtId, signerId],
  );
}

/** Notify people after sign-off: only supervisors may be chosen, so the list cannot spam crew. */
export async function checkNotify(db: Queryable, actor: Actor, body: NotifyBody): Promise<SyncOutcome> {
  if (levelOn(actor.roles, body.yachtId) === null) return { status: 'rejected', message: MSG.status403 };
  const emails = await supervisorEmails(db, body);
  if (emails.length !== new Set(body.userIds).size) return { status: 'rejected', message: MSG.status403 };
  return { status: 'applied', version: 0 };
}

/**
 * The notice also reaches the supervisors' inboxes (inside the operation's transaction, so a
 * replayed operation posts nothing twice).
 */
export async function notifyInbox(
  tx: Queryable,
  actor: Actor,
  body: NotifyBody,
  now: Date,
): Promise<SyncOutcome> {
  const outcome = await checkNotify(tx, actor, body);
  if (outcome.status !== 'applied') return outcome;
  await postMessages(tx, {
    userIds: body.userIds,
    vesselId: body.yachtId,
    header: `Hours of rest ready to countersign: ${actor.name}, ${body.month}`,
    text: `${actor.name} has signed off their hours of rest for ${body.month}. Please review and countersign.`,
    sender: actor.name,
    at: now,
  });
  return outcome;
}

/** Sent after the operation is stored (never twice for a replayed key). */
export async function sendNotify(db: Queryable, mail: Mailer, actor: Actor, body: NotifyBody): Promise<void> {
  for (const to of await supervisorEmails(db, body)) {
    await mail.send({
      to,
      subject: `Hours of rest ready to countersign: ${actor.name}, ${body.month}`,
      text: `${actor.name} has signed off their hours of rest for ${body.month}. Please review and countersign.`,
    });
  }
}
