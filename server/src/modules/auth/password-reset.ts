import { randomBytes } from 'node:crypto';
import type { PasswordResetAnswer } from '@contracts/auth';
import { MSG } from '@contracts/messages';
import { BRANDS } from '@domain/brand/brand';
import type { Queryable } from '../../db/client';
import type { ServerDeps } from '../../deps';
import { type Answer, answered, fieldRefused, refused } from '../../kernel/outcome';
import { lockUserSessions, sha256 } from '../../kernel/tokens';
import { writeOutcome } from '../../kernel/write-outcome';
import { hashPassword, passwordRefusal } from './passwords';
import { accountKey, clearFailures } from './throttle';

const LINK_HOURS = 24;
/** At most this many reset e-mails per account an hour: the form cannot be used to flood a mailbox. */
const MAILS_PER_HOUR = 3;

/** Why a link to set a password is e-mailed: the user forgot it, an administrator sent it, or a new account. */
export type LinkReason = 'forgotten' | 'administrator' | 'welcome';

/**
 * 'Forgot your password?': e-mails a link to /resetpassword/{userId} carrying hash and datetime.
 * The answer is the same whether or not the address has an account, so the form tells no one
 * who uses the product.
 */
export async function requestPasswordReset(deps: ServerDeps, email: string): Promise<void> {
  const [user] = await deps.db.query<{ id: number }>('SELECT id FROM users WHERE lower(email) = lower($1)', [
    email,
  ]);
  if (user) await sendPasswordLink(deps, user.id, 'forgotten');
}

/**
 * E-mails a user a link to choose a password (at most 3 an hour per account, so no form can
 * flood a mailbox). Resolves whether or not a mail went: callers answer alike either way.
 */
export async function sendPasswordLink(deps: ServerDeps, userId: number, reason: LinkReason): Promise<void> {
  const now = deps.clock();
  const link = await deps.db.transaction(async (tx) => {
    const [user] = await tx.query<{ id: number; email: string; first_name: string }>(
      'SELECT id, email, first_name FROM users WHERE id = $1',
      [userId],
    );
    if (!user) return null;
    // Parallel requests count one after another: the limit held on PGlite, not on PostgreSQL.
    await lockUserSessions(tx, user.id);
    const hourAgo = new Date(now.getTime() - 3600_000).toISOString();
    const [recent] = await tx.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM password_resets WHERE user_id = $1 AND created_at > $2',
      [user.id, hourAgo],
    );
    if ((recent?.n ?? 0) >= MAILS_PER_HOUR) return null;
    const secret = randomBytes(32).toString('base64url');
    await tx.query('INSERT INTO password_resets (token_hash, user_id, created_at) VALUES ($1, $2, $3)', [
      sha256(secret),
      user.id,
      now.toISOString(),
    ]);
    const query = new URLSearchParams({ hash: secret, datetime: now.toISOString() });
    return { user, url: `${deps.config.publicUrl}/resetpassword/${user.id}?${query}` };
  });
  if (!link) return;
  // Not awaited: an answer that waited for the mail server (or failed with it) would tell
  // which addresses have an account. A lost mail is asked for again.
  void deps.mail
    .send({
      to: link.user.email,
      ...linkMail(reason, link.user.first_name, link.url, BRANDS[deps.config.instance].name),
    })
    .catch(deps.log);
}

function linkMail(reason: LinkReason, firstName: string, url: string, product: string) {
  const expiry = `The link works once, for ${LINK_HOURS} hours.`;
  if (reason === 'welcome')
    return {
      subject: `Your ${product} account`,
      text: [
        `Hello ${firstName},`,
        '',
        `An administrator of your vessel has given you a ${product} account. To choose your password, open:`,
        url,
        '',
        `${expiry} When it has expired, use 'Forgot your password?' on the login page.`,
      ].join('\n'),
    };
  const who =
    reason === 'administrator'
      ? `An administrator of your vessel has sent you a link to reset your ${product} password.`
      : `Someone asked to reset the password of your ${product} account.`;
  return {
    subject: `Reset your ${product} password`,
    text: [
      `Hello ${firstName},`,
      '',
      `${who} To choose a new one, open:`,
      url,
      '',
      `${expiry} If you did not ask for it, ignore this e-mail: your password stays as it is.`,
    ].join('\n'),
  };
}

/** Sets the new password from a reset link: once, within a day. Every session of the user ends. */
export async function resetPassword(
  deps: ServerDeps,
  userId: number,
  body: { password: string; hash: string },
): Promise<Answer<PasswordResetAnswer>> {
  const now = deps.clock();
  const since = new Date(now.getTime() - LINK_HOURS * 3600_000).toISOString();
  return writeOutcome(deps.db, async (tx): Promise<Answer<PasswordResetAnswer>> => {
    // Marked used in the same statement that finds it: two submits of one link cannot both pass.
    const [row] = await tx.query<{ user_id: number }>(
      `UPDATE password_resets SET used_at = $4
        WHERE token_hash = $1 AND user_id = $2 AND used_at IS NULL AND created_at > $3
        RETURNING user_id`,
      [sha256(body.hash), userId, since, now.toISOString()],
    );
    if (!row) return refused(MSG.resetLinkInvalid, 400);
    return answered({ username: await setPassword(tx, userId, body.password, now) });
  });
}

/** Change password (signed in): the old one is checked as at login, throttled alike. */
export async function changePassword(
  deps: ServerDeps,
  userId: number,
  body: { oldPassword: string; newPassword: string },
  from: { address: string; family: string; oldField?: string },
): Promise<Answer<null>> {
  const now = deps.clock();
  const refusal = await passwordRefusal(deps.db, userId, body.oldPassword, { address: from.address, now });
  // The wrong old password belongs under its field.
  if (refusal?.httpStatus === 400)
    return fieldRefused(from.oldField ?? 'oldPassword', MSG.credentialsInvalid);
  if (refusal) return refusal;
  await deps.db.transaction((tx) => setPassword(tx, userId, body.newPassword, now, from.family));
  return answered(null);
}

/**
 * Stores the hash and ends the user's sessions, except `keepFamily` (the one changing it), every
 * reset link still pending (a link asked for before a change must not undo it), and every 2FA
 * step in progress: a login begun with the old password must not finish after the change.
 */
async function setPassword(tx: Queryable, userId: number, password: string, now: Date, keepFamily?: string) {
  const hashed = await hashPassword(password);
  await lockUserSessions(tx, userId);
  const [user] = await tx.query<{ email: string }>(
    'UPDATE users SET password_hash = $2 WHERE id = $1 RETURNING email',
    [userId, hashed],
  );
  await tx.query('UPDATE password_resets SET used_at = $2 WHERE user_id = $1 AND used_at IS NULL', [
    userId,
    now.toISOString(),
  ]);
  await tx.query('UPDATE two_factor_challenges SET used_at = $2 WHERE user_id = $1 AND used_at IS NULL', [
    userId,
    now.toISOString(),
  ]);
  await tx.query(
    `UPDATE refresh_tokens SET revoked_at = $2
      WHERE user_id = $1 AND revoked_at IS NULL AND family_id IS DISTINCT FROM $3`,
    [userId, now.toISOString(), keepFamily ?? null],
  );
  await clearFailures(tx, accountKey(user!.email));
  return user!.email;
}
