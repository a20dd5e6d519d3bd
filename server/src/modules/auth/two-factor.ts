import { randomBytes, randomInt } from 'node:crypto';
import { MSG } from '@contracts/messages';
import type { TwoFactorMethod, TwoFactorStep } from '@contracts/two-factor';
import { BRANDS } from '@domain/brand/brand';
import type { Queryable } from '../../db/client';
import type { ServerDeps } from '../../deps';
import { type Answer, answered, type Refusal, refused } from '../../kernel/outcome';
import { lockUserSessions, sha256 } from '../../kernel/tokens';
import { writeOutcome } from '../../kernel/write-outcome';
import { clearFailures, lockedMinutes, recordFailure } from './throttle';
import { spendRecoveryCode, totpStep } from './totp';

/**
 * The second factor of a login (doc 1, sections 2 and 4). A right password opens a challenge,
 * an opaque token the device holds while the user types a code; only its hash is stored.
 * A messaged code lasts 10 minutes and works once; a challenge takes 5 wrong codes, a user
 * 10 in 15 minutes before a 15-minute lock; codes are sent at most every 30 s and 10 an hour.
 */
export const TWO_FACTOR = {
  codeMinutes: 10,
  challengeMinutes: 30,
  attemptsPerChallenge: 5,
  failuresPerUser: 10,
  resendSeconds: 30,
  sendsPerHour: 10,
  bypassDays: 30,
} as const;

export interface ChallengeRow {
  token_hash: string;
  user_id: number;
  purpose: 'login' | 'setup';
  method: TwoFactorMethod | null;
  code_hash: string | null;
  number: string | null;
  totp_secret: string | null;
  required: boolean;
  sent_at: string | Date | null;
  code_expires_at: string | Date | null;
  attempts: number;
  /** Step 1's shouldSuspend: the verify step skips the code on this device for 30 days. */
  should_suspend: boolean;
}

interface UserFactor {
  id: number;
  email: string;
  two_factor_method: TwoFactorMethod | null;
  two_factor_required: boolean;
  whatsapp_number: string | null;
  totp_secret: string | null;
  totp_last_step: string | number | null;
}

const userKey = (userId: number) => `2fa:${userId}`;
const codeHash = (tokenHash: string, code: string) => sha256(`${tokenHash}:${code}`);
export const maskNumber = (n: string) => `${n.slice(0, 3)} ••• ${n.slice(-3)}`;
const expired = () => refused(MSG.loginExpired, 400);
const isRefusal = (v: object): v is Refusal => 'status' in v;

/**
 * After a right password: the step still due, or null when the login may finish. A device with
 * a bypass token of this user skips the code for 30 days; the opt-in box of the login form, or
 * an administrator's requirement, sends a user without 2FA to its setup.
 */
export async function secondFactorDue(
  deps: ServerDeps,
  userId: number,
  asked: { enableWhatsAppAuth?: boolean | undefined; bypassToken?: string | undefined },
): Promise<Answer<TwoFactorStep | null>> {
  const now = deps.clock();
  const user = await loadFactor(deps.db, userId);
  if (isRefusal(user)) return user;
  if (user.two_factor_method) {
    if (asked.bypassToken && (await bypassValid(deps.db, userId, asked.bypassToken, now)))
      return answered(null);
    const method = user.two_factor_method;
    const { token, hash } = await openChallenge(deps.db, userId, 'login', now, { method });
    const step: TwoFactorStep = { step: 'verify', challenge: token, userId, method, required: true };
    if (method === 'whatsapp' && user.whatsapp_number) {
      step.sentTo = maskNumber(user.whatsapp_number);
      const refusal = await sendCode(deps, hash, user.whatsapp_number).catch(() =>
        refused(MSG.sendFailed, 502),
      );
      if (refusal) step.sendError = refusal.message;
    }
    return answered(step);
  }
  if (!user.two_factor_required && !asked.enableWhatsAppAuth) return answered(null);
  const { token } = await openChallenge(deps.db, userId, 'setup', now, {
    required: user.two_factor_required,
  });
  return answered({
    step: 'setup',
    challenge: token,
    userId,
    method: null,
    required: user.two_factor_required,
  });
}

async function loadFactor(db: Queryable, userId: number): Promise<UserFactor | Refusal> {
  const [user] = await db.query<UserFactor>(
    `SELECT id, email, two_factor_method, two_factor_required, whatsapp_number, totp_secret, totp_last_step
       FROM users WHERE id = $1`,
    [userId],
  );
  return user ?? expired();
}

async function bypassValid(db: Queryable, userId: number, token: string, now: Date) {
  const rows = await db.query(
    'SELECT 1 FROM two_factor_bypass WHERE token_hash = $1 AND user_id = $2 AND expires_at > $3',
    [sha256(token), userId, now.toISOString()],
  );
  return rows.length > 0;
}

export async function openChallenge(
  db: Queryable,
  userId: number,
  purpose: 'login' | 'setup',
  now: Date,
  extra: { method?: TwoFactorMethod; required?: boolean },
) {
  const token = randomBytes(32).toString('base64url');
  const hash = sha256(token);
  const expires = new Date(now.getTime() + TWO_FACTOR.challengeMinutes * 60_000);
  await db.query(
    `INSERT INTO two_factor_challenges (token_hash, user_id, purpose, method, required, expires_at, created_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7)`,
    [
      hash,
      userId,
      purpose,
      extra.method ?? null,
      extra.required ?? false,
      expires.toISOString(),
      now.toISOString(),
    ],
  );
  return { token, hash };
}

/** Step 1's shouldSuspend kept with the setup (left as it was when the step does not say). */
export async function keepShouldSuspend(tx: Queryable, hash: string, shouldSuspend: boolean | undefined) {
  if (shouldSuspend === undefined) return;
  await tx.query('UPDATE two_factor_challenges SET should_suspend = $2 WHERE token_hash = $1', [
    hash,
    shouldSuspend,
  ]);
}

/** The live challenge of a token and user, locked for this transaction; else refused (400). */
export async function liveChallenge(
  tx: Queryable,
  token: string,
  userId: number | null,
  now: Date,
): Promise<ChallengeRow | Refusal> {
  const [row] = await tx.query<ChallengeRow>(
    `SELECT * FROM two_factor_challenges
      WHERE token_hash = $1 AND used_at IS NULL AND expires_at > $2 FOR UPDATE`,
    [sha256(token), now.toISOString()],
  );
  if (!row || (userId !== null && row.user_id !== userId)) return expired();
  return row;
}

/**
 * Sends a new code on a challenge, to `number` (a setup) or the user's number: at most one
 * every 30 s and 10 an hour per user. Refused with 'Something went wrong' when the provider fails.
 * A setup's number is stored with its code, so the code verifies that number and no other.
 */
export async function sendCode(
  deps: ServerDeps,
  tokenHash: string,
  number: string,
  opts: { setup?: boolean } = {},
): Promise<Refusal | null> {
  const now = deps.clock();
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  const stored = await writeOutcome(deps.db, async (tx): Promise<Answer<null>> => {
    const [row] = await tx.query<ChallengeRow>(
      'SELECT * FROM two_factor_challenges WHERE token_hash = $1 FOR UPDATE',
      [tokenHash],
    );
    if (!row) return expired();
    await lockUserSessions(tx, row.user_id); // parallel sends of one user count one after another
    if (row.sent_at) {
      const wait =
        TWO_FACTOR.resendSeconds - Math.floor((now.getTime() - new Date(row.sent_at).getTime()) / 1000);
      if (wait > 0) return refused(MSG.sendWait(wait), 429);
    }
    const [recent] = await tx.query<{ n: number }>(
      `SELECT coalesce(sum(sends), 0)::int AS n FROM two_factor_challenges WHERE user_id = $1 AND sent_at > $2`,
      [row.user_id, new Date(now.getTime() - 3600_000).toISOString()],
    );
    if ((recent?.n ?? 0) >= TWO_FACTOR.sendsPerHour) return refused(MSG.sendLimit, 429);
    if (opts.setup)
      await tx.query(
        `UPDATE two_factor_challenges SET method = 'whatsapp', number = $2, totp_secret = NULL
          WHERE token_hash = $1`,
        [tokenHash, number],
      );
    await tx.query(
      `UPDATE two_factor_challenges SET code_hash = $2, sent_at = $3, code_expires_at = $4, sends = sends + 1
        WHERE token_hash = $1`,
      [
        tokenHash,
        codeHash(tokenHash, code),
        now.toISOString(),
        new Date(now.getTime() + TWO_FACTOR.codeMinutes * 60_000).toISOString(),
      ],
    );
    return answered(null);
  });
  if (stored.status !== 'applied') return stored;
  const text = `${code} is your ${BRANDS[deps.config.instance].name} login code. It expires in ${TWO_FACTOR.codeMinutes} minutes. Do not share it.`;
  try {
    await deps.messages.send({ to: number, text, code });
  } catch (e) {
    deps.log(e);
    return refused(MSG.sendFailed, 502);
  }
  return null;
}

/**
 * Checks a code against a challenge: a messaged code, an authenticator code (once per time
 * step), or at login with an authenticator, a recovery code. Counts a wrong code against the
 * challenge and the user (kept: the caller commits it). Refused, before any write, when the user
 * is locked out or the code has expired.
 */
export async function checkCode(tx: Queryable, row: ChallengeRow, code: string, now: Date) {
  const key = userKey(row.user_id);
  const wait = await lockedMinutes(tx, [key], now);
  if (wait > 0) return refused(MSG.twoFactorThrottled(wait), 429);
  let ok = false;
  let step: number | null = null;
  if (row.method === 'whatsapp') {
    if (!row.code_hash || !row.code_expires_at) return refused(MSG.codeExpired, 400);
    if (new Date(row.code_expires_at) <= now) return refused(MSG.codeExpired, 400);
    ok = codeHash(row.token_hash, code) === row.code_hash;
  } else if (row.method === 'totp') {
    const user = await loadFactor(tx, row.user_id);
    if (isRefusal(user)) return user;
    const secret = row.purpose === 'setup' ? row.totp_secret : user.totp_secret;
    const last = row.purpose === 'setup' || user.totp_last_step === null ? null : Number(user.totp_last_step);
    step = secret ? await totpStep(secret, code, now, last) : null;
    ok = step !== null || (row.purpose === 'login' && (await spendRecoveryCode(tx, row.user_id, code, now)));
  }
  if (!ok) {
    await recordFailure(tx, key, TWO_FACTOR.failuresPerUser, now);
    const attempts = row.attempts + 1;
    const spent = attempts >= TWO_FACTOR.attemptsPerChallenge;
    await tx.query('UPDATE two_factor_challenges SET attempts = $2, used_at = $3 WHERE token_hash = $1', [
      row.token_hash,
      attempts,
      spent ? now.toISOString() : null,
    ]);
    return { ok: false as const, message: spent ? MSG.tooManyCodes : MSG.codeWrong };
  }
  await clearFailures(tx, key);
  await tx.query('UPDATE two_factor_challenges SET used_at = $2 WHERE token_hash = $1', [
    row.token_hash,
    now.toISOString(),
  ]);
  if (step !== null)
    await tx.query('UPDATE users SET totp_last_step = $2 WHERE id = $1', [row.user_id, step]);
  return { ok: true as const };
}

/** Turns a user's 2FA off (an administrator's 'Remove'): method, secrets, codes and bypasses. */
export async function clearTwoFactor(tx: Queryable, userId: number, now: Date): Promise<void> {
  await tx.query(
    `UPDATE users SET two_factor_method = NULL, totp_secret = NULL, totp_last_step = NULL WHERE id = $1`,
    [userId],
  );
  await tx.query('DELETE FROM two_factor_bypass WHERE user_id = $1', [userId]);
  await tx.query('DELETE FROM two_factor_recovery_codes WHERE user_id = $1', [userId]);
  await tx.query('UPDATE two_factor_challenges SET used_at = $2 WHERE user_id = $1 AND used_at IS NULL', [
    userId,
    now.toISOString(),
  ]);
}
