import { randomUUID } from 'node:crypto';
import { MSG } from '@contracts/messages';
import type { TotpSetup, TwoFactorLogin } from '@contracts/two-factor';
import { BRANDS } from '@domain/brand/brand';
import type { ServerDeps } from '../../deps';
import { HttpError } from '../../http/errors';
import { startSession } from './session';
import { newTotpSetup } from './totp';
import { activateMethod, checkCode, issueBypass, liveChallenge, maskNumber, sendCode } from './two-factor';

/** The calls of the '2FA Login' step and of /setupWhatsapp, each on a challenge from POST /login. */

const expired = () => new HttpError(400, { message: MSG.loginExpired });

/**
 * POST /setUpWhatsApp: step 1 of the setup, a code to the number given. The number is kept with
 * the code it was sent (in one write, once the send is allowed): a code proves only its number.
 */
export async function startWhatsAppSetup(
  deps: ServerDeps,
  body: { challenge: string; userId: number; number: string },
) {
  const now = deps.clock();
  const hash = await deps.db.transaction(async (tx) => {
    const row = await liveChallenge(tx, body.challenge, body.userId, now);
    if (row.purpose !== 'setup') throw expired();
    return row.token_hash;
  });
  await sendCode(deps, hash, body.number, { setup: true });
  return { sentTo: maskNumber(body.number) };
}

/** POST /setUpTotp: a new authenticator secret for the setup, shown as a QR code. */
export async function startTotpSetup(
  deps: ServerDeps,
  body: { challenge: string; userId: number },
): Promise<TotpSetup> {
  const now = deps.clock();
  return deps.db.transaction(async (tx) => {
    const row = await liveChallenge(tx, body.challenge, body.userId, now);
    if (row.purpose !== 'setup') throw expired();
    const [user] = await tx.query<{ email: string }>('SELECT email FROM users WHERE id = $1', [row.user_id]);
    const setup = newTotpSetup(user!.email, BRANDS[deps.config.instance].name);
    await tx.query(
      `UPDATE two_factor_challenges SET method = 'totp', totp_secret = $2, number = NULL WHERE token_hash = $1`,
      [row.token_hash, setup.secret],
    );
    return setup;
  });
}

/** POST /sendWhatsApp: the code again, to the number of the setup or of the user. */
export async function resendCode(deps: ServerDeps, body: { challenge: string }) {
  const now = deps.clock();
  const target = await deps.db.transaction(async (tx) => {
    const row = await liveChallenge(tx, body.challenge, null, now);
    if (row.method !== 'whatsapp') throw expired();
    if (row.number) return { hash: row.token_hash, number: row.number };
    const [user] = await tx.query<{ whatsapp_number: string | null }>(
      'SELECT whatsapp_number FROM users WHERE id = $1',
      [row.user_id],
    );
    if (!user?.whatsapp_number) throw expired();
    return { hash: row.token_hash, number: user.whatsapp_number };
  });
  await sendCode(deps, target.hash, target.number);
  return { sentTo: maskNumber(target.number) };
}

/**
 * POST /verifyWhatsApp: the code of a login or of a setup. Right, it finishes the login (and a
 * setup makes the method the user's); with `suspend` this device skips the code for 30 days.
 */
export async function verifySecondFactor(
  deps: ServerDeps,
  body: { challenge: string; userId: number; code: string; suspend?: boolean | undefined },
): Promise<TwoFactorLogin> {
  const now = deps.clock();
  const outcome = await deps.db.transaction(async (tx) => {
    const row = await liveChallenge(tx, body.challenge, body.userId, now);
    if (!row.method) throw expired();
    const checked = await checkCode(tx, row, body.code, now);
    if (!checked.ok) return checked;
    const extra = row.purpose === 'setup' ? await activateMethod(tx, row) : {};
    const bypassToken = body.suspend ? await issueBypass(tx, row.user_id, now) : undefined;
    const session = await startSession(deps, tx, row.user_id, randomUUID(), now);
    return { ok: true as const, login: { ...session, ...extra, ...(bypassToken ? { bypassToken } : {}) } };
  });
  // After the transaction: the wrong code is counted even though the answer is an error.
  if (!outcome.ok) throw new HttpError(400, { message: outcome.message });
  return outcome.login;
}
