import { randomBytes, randomUUID } from 'node:crypto';
import { MSG } from '@contracts/messages';
import type { CodeSent, TotpSetup, TwoFactorLogin } from '@contracts/two-factor';
import { BRANDS } from '@domain/brand/brand';
import type { Queryable } from '../../db/client';
import type { ServerDeps } from '../../deps';
import { type Answer, answered, type Refusal, refused } from '../../kernel/outcome';
import { sha256 } from '../../kernel/tokens';
import { startSession } from './session';
import { newRecoveryCodes, newTotpSetup } from './totp';
import {
  type ChallengeRow,
  checkCode,
  keepShouldSuspend,
  liveChallenge,
  maskNumber,
  sendCode,
  TWO_FACTOR,
} from './two-factor';

/** The calls of the '2FA Login' step and of /setupWhatsapp, each on a challenge from POST /login. */

const expired = () => refused(MSG.loginExpired, 400);
const isRefusal = (v: object): v is Refusal => 'status' in v;

/**
 * POST /setUpWhatsApp: step 1 of the setup, a code to the number given. The number is kept with
 * the code it was sent (in one write, once the send is allowed): a code proves only its number.
 */
export async function startWhatsAppSetup(
  deps: ServerDeps,
  body: { challenge: string; userId: number; number: string; shouldSuspend?: boolean | undefined },
): Promise<Answer<CodeSent>> {
  const now = deps.clock();
  const hash = await deps.db.transaction(async (tx) => {
    const row = await liveChallenge(tx, body.challenge, body.userId, now);
    if (isRefusal(row)) return row;
    if (row.purpose !== 'setup') return expired();
    await keepShouldSuspend(tx, row.token_hash, body.shouldSuspend);
    return row.token_hash;
  });
  if (typeof hash !== 'string') return hash;
  return (
    (await sendCode(deps, hash, body.number, { setup: true })) ??
    answered({ sentTo: maskNumber(body.number) })
  );
}

/** POST /setUpTotp: a new authenticator secret for the setup, shown as a QR code. */
export async function startTotpSetup(
  deps: ServerDeps,
  body: { challenge: string; userId: number },
): Promise<Answer<TotpSetup>> {
  const now = deps.clock();
  return deps.db.transaction(async (tx) => {
    const row = await liveChallenge(tx, body.challenge, body.userId, now);
    if (isRefusal(row)) return row;
    if (row.purpose !== 'setup') return expired();
    const [user] = await tx.query<{ email: string }>('SELECT email FROM users WHERE id = $1', [row.user_id]);
    const setup = await newTotpSetup(user!.email, BRANDS[deps.config.instance].name);
    await tx.query(
      `UPDATE two_factor_challenges SET method = 'totp', totp_secret = $2, number = NULL WHERE token_hash = $1`,
      [row.token_hash, setup.secret],
    );
    return answered(setup);
  });
}

/** POST /sendWhatsApp: the code again, to the number of the setup or of the user. */
export async function resendCode(deps: ServerDeps, body: { challenge: string }): Promise<Answer<CodeSent>> {
  const now = deps.clock();
  const target = await deps.db.transaction(async (tx) => {
    const row = await liveChallenge(tx, body.challenge, null, now);
    if (isRefusal(row)) return row;
    if (row.method !== 'whatsapp') return expired();
    if (row.number) return { hash: row.token_hash, number: row.number };
    const [user] = await tx.query<{ whatsapp_number: string | null }>(
      'SELECT whatsapp_number FROM users WHERE id = $1',
      [row.user_id],
    );
    if (!user?.whatsapp_number) return expired();
    return { hash: row.token_hash, number: user.whatsapp_number };
  });
  if (isRefusal(target)) return target;
  return (
    (await sendCode(deps, target.hash, target.number)) ?? answered({ sentTo: maskNumber(target.number) })
  );
}

/**
 * POST /verifyWhatsApp: the code of a login or of a setup. Right, it finishes the login (and a
 * setup makes the method the user's); with `suspend` this device skips the code for 30 days.
 */
export async function verifySecondFactor(
  deps: ServerDeps,
  body: { challenge: string; userId: number; code: string; suspend?: boolean | undefined },
): Promise<Answer<TwoFactorLogin>> {
  const now = deps.clock();
  // Committed even when the code is wrong (the count of wrong codes); a refusal comes before any write.
  const outcome = await deps.db.transaction(async (tx) => {
    const row = await liveChallenge(tx, body.challenge, body.userId, now);
    if (isRefusal(row)) return row;
    if (!row.method) return expired();
    const checked = await checkCode(tx, row, body.code, now);
    if (isRefusal(checked) || !checked.ok) return checked;
    const extra = row.purpose === 'setup' ? await activateMethod(tx, row) : {};
    const suspend = body.suspend ?? row.should_suspend;
    const bypassToken = suspend ? await issueBypass(tx, row.user_id, now) : undefined;
    const session = await startSession(deps, tx, row.user_id, randomUUID(), now);
    return { ok: true as const, login: { ...session, ...extra, ...(bypassToken ? { bypassToken } : {}) } };
  });
  // After the transaction: the wrong code is counted even though the answer is an error.
  if (isRefusal(outcome)) return outcome;
  if (!outcome.ok) return refused(outcome.message, 400);
  return answered(outcome.login);
}

/** A setup confirmed: the method is the user's from now on (any other method's leftovers go). */
export async function activateMethod(
  tx: Queryable,
  row: ChallengeRow,
): Promise<Pick<TwoFactorLogin, 'recoveryCodes'>> {
  await tx.query('DELETE FROM two_factor_bypass WHERE user_id = $1', [row.user_id]);
  if (row.method === 'whatsapp') {
    await tx.query(
      `UPDATE users SET two_factor_method = 'whatsapp', whatsapp_number = $2, totp_secret = NULL,
              totp_last_step = NULL WHERE id = $1`,
      [row.user_id, row.number],
    );
    await tx.query('DELETE FROM two_factor_recovery_codes WHERE user_id = $1', [row.user_id]);
    return {};
  }
  await tx.query(`UPDATE users SET two_factor_method = 'totp', totp_secret = $2 WHERE id = $1`, [
    row.user_id,
    row.totp_secret,
  ]);
  return { recoveryCodes: await newRecoveryCodes(tx, row.user_id) };
}

/** 'Bypass 2FA for 30 days' on this device. */
export async function issueBypass(tx: Queryable, userId: number, now: Date): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  const expires = new Date(now.getTime() + TWO_FACTOR.bypassDays * 86_400_000);
  await tx.query('INSERT INTO two_factor_bypass (token_hash, user_id, expires_at) VALUES ($1, $2, $3)', [
    sha256(token),
    userId,
    expires.toISOString(),
  ]);
  return token;
}
