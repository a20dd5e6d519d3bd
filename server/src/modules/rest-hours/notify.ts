import { MSG } from '@contracts/messages';
import { levelOn } from '@domain/access/permissions';
import type { Db, Queryable } from '../../db/client';
import type { Actor } from '../../kernel/actors';
import { applied, forbidden, type Outcome, refused } from '../../kernel/outcome';
import { postMessages } from '../../kernel/post-messages';
import type { Mailer } from '../../mail/mailer';
import { issueSystemToken, SYSTEM_TOKEN_HOURS } from '../auth/system-token';

interface NotifyBody {
  yachtId: number;
  month: string;
  userIds: number[];
}

/**
 * A role of the vessel held on `today` ($3), as the caller's roles are read (kernel/actors):
 * someone whose role there has ended (they left) is no one's supervisor there, and is told
 * nothing of its records.
 */
const CURRENT_ROLE = '(uvr.end_date IS NULL OR uvr.end_date >= $3::date)';

/**
 * The chosen people who are supervisors (level 4+ or approval group) of the vessel today, each
 * with the address their alerts go to: the alert e-mail they gave (doc 1, section 3), else their
 * login's.
 */
async function supervisors(db: Queryable, body: NotifyBody, today: string) {
  return db.query<{ id: number; email: string; login: string }>(
    `SELECT DISTINCT u.id, COALESCE(NULLIF(u.alert_email, ''), u.email) AS email, u.email AS login FROM users u JOIN user_vessel_roles uvr ON uvr.user_id = u.id AND uvr.vessel_id = $1
       JOIN roles r ON r.id = uvr.role_id
      WHERE u.id = ANY($2) AND ${CURRENT_ROLE} AND (r.permission_level >= 4
            OR EXISTS (SELECT 1 FROM hor_approval_members m WHERE m.vessel_id = $1 AND m.user_id = u.id))`,
    [body.yachtId, body.userIds, today],
  );
}

/** Who a signer may notify: the vessel's supervisors today (level 4+ or approval group), not themselves. */
export async function notifyCandidates(db: Queryable, yachtId: number, signerId: number, today: string) {
  return db.query<{ userId: number; userName: string }>(
    `SELECT DISTINCT u.id AS "userId", u.first_name || ' ' || u.last_name AS "userName"
       FROM users u JOIN user_vessel_roles uvr ON uvr.user_id = u.id AND uvr.vessel_id = $1
       JOIN roles r ON r.id = uvr.role_id
      WHERE u.id <> $2 AND ${CURRENT_ROLE} AND (r.permission_level >= 4
            OR EXISTS (SELECT 1 FROM hor_approval_members m WHERE m.vessel_id = $1 AND m.user_id = u.id))
      ORDER BY "userName"`,
    [yachtId, signerId, today],
  );
}

/** Notify people after sign-off: only supervisors may be chosen, so the list cannot spam crew. */
export async function checkNotify(
  db: Queryable,
  actor: Actor,
  body: NotifyBody,
  today: string,
): Promise<Outcome> {
  if (levelOn(actor.roles, body.yachtId) === null) return forbidden();
  // The notice says the month is signed off and waits: a month the caller has not signed (or
  // one still to come) would send supervisors a false word.
  const [signed] = await db.query(
    'SELECT 1 AS ok FROM rest_months WHERE user_id = $1 AND vessel_id = $2 AND month = $3 AND signed_by IS NOT NULL',
    [actor.id, body.yachtId, body.month],
  );
  if (!signed) return refused(MSG.notifyUnsigned, 409);
  // Not oneself: the signer is never among those offered (notifyCandidates).
  const found = (await supervisors(db, body, today)).filter((s) => s.id !== actor.id);
  if (found.length !== new Set(body.userIds).size) return forbidden();
  return applied(0);
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
): Promise<Outcome> {
  const outcome = await checkNotify(tx, actor, body, now.toISOString().slice(0, 10));
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

/**
 * Sent after the operation is stored (never twice for a replayed key). Each e-mail carries a
 * link that logs its reader in once (a system token) and opens the records to countersign.
 */
export async function sendNotify(
  deps: { db: Db; mail: Mailer; publicUrl: string; now: Date },
  actor: Actor,
  body: NotifyBody,
): Promise<void> {
  const [vessel] = await deps.db.query<{ codename: string }>('SELECT codename FROM vessels WHERE id = $1', [
    body.yachtId,
  ]);
  for (const to of await supervisors(deps.db, body, deps.now.toISOString().slice(0, 10))) {
    const text = `${actor.name} has signed off their hours of rest for ${body.month}. Please review and countersign.`;
    // A link that logs its reader in goes to the login's own address only: an alert address may
    // be a shared one (the bridge's), whose readers must log in themselves.
    const records = `${deps.publicUrl}/fleet/${vessel?.codename ?? ''}/hours-of-rest/calendar?month=${body.month}`;
    const open =
      to.email === to.login
        ? `Open the records: ${deps.publicUrl}/action/countersign?yacht=${vessel?.codename ?? ''}&token=${await deps.db.transaction((tx) => issueSystemToken(tx, to.id, deps.now))}\n(The link logs you in once, within ${SYSTEM_TOKEN_HOURS} hours.)`
        : `Open the records (log in first): ${records}`;
    await deps.mail.send({
      to: to.email,
      subject: `Hours of rest ready to countersign: ${actor.name}, ${body.month}`,
      text: `${text}\n\n${open}`,
    });
  }
}
