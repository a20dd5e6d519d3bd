import { INBOX_TEXT } from '@contracts/inbox-text';
import { MSG } from '@contracts/messages';
import { levelOn } from '@domain/access/permissions';
import { showMonth } from '@domain/dates/format';
import type { Db, Queryable } from '../../db/client';
import type { Actor } from '../../kernel/actors';
import { countersigners } from '../../kernel/approval-group';
import { applied, forbidden, type Outcome, refused } from '../../kernel/outcome';
import { postMessages } from '../../kernel/post-messages';
import type { Mailer } from '../../mail/mailer';
import { issueSystemToken, SYSTEM_TOKEN_HOURS } from '../auth/system-token';

const NOT_A_COUNTERSIGNER =
  'Only those who countersign your hours of rest can be told: choose from the people offered.';

const ALREADY_COUNTERSIGNED = 'This month is already countersigned: there is nothing left to countersign.';

interface NotifyBody {
  yachtId: number;
  month: string;
  userIds: number[];
}

/** The chosen people among those who may countersign the signer's months (`countersigners`). */
async function recipients(db: Queryable, signerId: number, body: NotifyBody, today: string) {
  const chosen = new Set(body.userIds);
  return (await countersigners(db, body.yachtId, signerId, today)).filter((c) => chosen.has(c.id));
}

/**
 * Who a signer may notify: those who may countersign their months today (not themselves). An
 * approval-group member limited to other departments was offered, told, and then refused the
 * countersign.
 */
export async function notifyCandidates(db: Queryable, yachtId: number, signerId: number, today: string) {
  return (await countersigners(db, yachtId, signerId, today)).map((c) => ({
    userId: c.id,
    userName: c.name,
  }));
}

/** Notify people after sign-off: only those who countersign the signer, so the list cannot spam crew. */
export async function checkNotify(
  db: Queryable,
  actor: Actor,
  body: NotifyBody,
  today: string,
): Promise<Outcome> {
  if (levelOn(actor.roles, body.yachtId) === null) return forbidden();
  // The notice says the month is signed off and waits: a month the caller has not signed (or
  // one still to come) would send supervisors a false word.
  const [signed] = await db.query<{ countersigned: boolean }>(
    `SELECT countersigned_by IS NOT NULL AS countersigned FROM rest_months
      WHERE user_id = $1 AND vessel_id = $2 AND month = $3 AND signed_by IS NOT NULL`,
    [actor.id, body.yachtId, body.month],
  );
  if (!signed) return refused(MSG.notifyUnsigned, 409);
  // Nor is a countersigned month ready to countersign: its notice would be a false word too.
  if (signed.countersigned) return refused(ALREADY_COUNTERSIGNED, 409);
  // Someone named who may not countersign is refused, not left out: the signer would believe
  // them told. (The 403 a former officer named always had.)
  const found = new Set((await recipients(db, actor.id, body, today)).map((r) => r.id));
  const others = body.userIds.filter((id) => !found.has(id));
  if (others.length) {
    const message = NOT_A_COUNTERSIGNER;
    return { ...refused(message, 403), errorList: [{ property: 'userIds', message }] };
  }
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
  const [vessel] = await tx.query<{ codename: string }>('SELECT codename FROM vessels WHERE id = $1', [
    body.yachtId,
  ]);
  // The month's calendar, with those waiting for the reader: the inbox opens it ('Open it in the app').
  const open = `/fleet/${vessel?.codename ?? ''}/hours-of-rest/calendar?month=${body.month}&show=to-countersign`;
  await postMessages(tx, {
    userIds: body.userIds,
    vesselId: body.yachtId,
    ...INBOX_TEXT.toCountersign({ name: actor.name, month: showMonth(body.month), open }),
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
  for (const to of await recipients(deps.db, actor.id, body, deps.now.toISOString().slice(0, 10))) {
    // The month in words ('November 2026'), as the screens name it; the link keeps its code.
    const text = `${actor.name} has signed off their hours of rest for ${showMonth(body.month)}. Please review and countersign.`;
    // A link that logs its reader in goes to the login's own address only: an alert address may
    // be a shared one (the bridge's), whose readers must log in themselves.
    const records = `${deps.publicUrl}/fleet/${vessel?.codename ?? ''}/hours-of-rest/calendar?month=${body.month}`;
    const open =
      to.email === to.login
        ? `Open the records: ${deps.publicUrl}/action/countersign?yacht=${vessel?.codename ?? ''}&token=${await deps.db.transaction((tx) => issueSystemToken(tx, to.id, deps.now))}\n(The link logs you in once, within ${SYSTEM_TOKEN_HOURS} hours.)`
        : `Open the records (log in first): ${records}`;
    await deps.mail.send({
      to: to.email,
      subject: `Hours of rest ready to countersign: ${actor.name}, ${showMonth(body.month)}`,
      text: `${text}\n\n${open}`,
    });
  }
}
