import { MSG } from '@contracts/messages';
import type { CodeSent } from '@contracts/two-factor';
import type { Queryable } from '../../db/client';
import type { ServerDeps } from '../../deps';
import { type Answer, answered, type Refusal, refused } from '../../kernel/outcome';
import { passwordRefusal } from './passwords';
import {
  type ChallengeRow,
  checkCode,
  keepShouldSuspend,
  maskNumber,
  openChallenge,
  sendCode,
} from './two-factor';
import { activateMethod, issueBypass } from './two-factor-flow';

/**
 * The spec's two-factor setup (doc 1, section 7: setUpWhatsApp, sendWhatsApp, verifyWhatsApp)
 * sends no challenge: the step is bound to the signed-in session instead. Only the session's own
 * user is set up (a `userId` naming anyone else is refused), and only while they have no method:
 * replacing a method in use goes through /me/twofactor/setup, which asks for the password again.
 * The setup challenge of the user is reused while it lives, so the per-challenge limits (a send
 * every 30 s, 5 wrong codes) hold as they do at login, beside the per-user ones.
 */

// Server-side texts: the login screen's bundle carries the shared messages, and has no room to spare.
const REPLACE_NEEDS_PASSWORD =
  'Two-factor login is already on. Change it from your account, which asks for your password.';
const TWO_FACTOR_ON = 'Two-factor login is on.';

const isRefusal = (v: object): v is Refusal => 'status' in v;
const expired = () => refused(MSG.loginExpired, 400);

/** The session's user, when `userId` (if sent) names them; else 403. */
function ownUser(actorId: number, userId: number | undefined): Refusal | null {
  return userId !== undefined && userId !== actorId ? refused(MSG.status403, 403) : null;
}

async function liveSetup(tx: Queryable, userId: number, now: Date): Promise<ChallengeRow | undefined> {
  const [row] = await tx.query<ChallengeRow>(
    `SELECT * FROM two_factor_challenges
      WHERE user_id = $1 AND purpose = 'setup' AND used_at IS NULL AND expires_at > $2
      ORDER BY created_at DESC LIMIT 1 FOR UPDATE`,
    [userId, now.toISOString()],
  );
  return row;
}

/** POST /setUpWhatsApp on the session, with the password again: a code to the number. */
export async function startSessionWhatsAppSetup(
  deps: ServerDeps,
  actorId: number,
  body: {
    userId?: number | undefined;
    number: string;
    shouldSuspend?: boolean | undefined;
    password: string;
  },
  from: { address: string },
): Promise<Answer<CodeSent>> {
  const mismatch = ownUser(actorId, body.userId);
  if (mismatch) return mismatch;
  const now = deps.clock();
  const wrong = await passwordRefusal(deps.db, actorId, body.password, { ...from, now });
  if (wrong) return wrong;
  const hash = await deps.db.transaction(async (tx) => {
    const [user] = await tx.query<{ two_factor_method: string | null; two_factor_required: boolean }>(
      'SELECT two_factor_method, two_factor_required FROM users WHERE id = $1 FOR UPDATE',
      [actorId],
    );
    if (!user) return refused(MSG.unauthorized, 401);
    if (user.two_factor_method) return refused(REPLACE_NEEDS_PASSWORD, 403);
    const row = await liveSetup(tx, actorId, now);
    const hash =
      row?.token_hash ??
      (await openChallenge(tx, actorId, 'setup', now, { required: user.two_factor_required })).hash;
    await keepShouldSuspend(tx, hash, body.shouldSuspend);
    return hash;
  });
  if (typeof hash !== 'string') return hash;
  return (
    (await sendCode(deps, hash, body.number, { setup: true })) ??
    answered({ sentTo: maskNumber(body.number) })
  );
}

/**
 * POST /sendWhatsApp with the spec's plain-text number: the code of the session's setup again,
 * to the number that setup (started with the password) sends to; any other number is refused.
 */
export async function resendSessionCode(
  deps: ServerDeps,
  actorId: number,
  number: string,
): Promise<Answer<CodeSent>> {
  const now = deps.clock();
  const row = await deps.db.transaction((tx) => liveSetup(tx, actorId, now));
  if (row?.method !== 'whatsapp' || row.number !== number) return expired();
  return (await sendCode(deps, row.token_hash, number)) ?? answered({ sentTo: maskNumber(number) });
}

/** POST /verifyWhatsApp on the session: the code of the setup; right, the method is the user's. */
export async function verifySessionSetup(
  deps: ServerDeps,
  actorId: number,
  body: { userId?: number | undefined; code: string; suspend?: boolean | undefined },
): Promise<Answer<{ message: string; bypassToken?: string; recoveryCodes?: string[] }>> {
  const mismatch = ownUser(actorId, body.userId);
  if (mismatch) return mismatch;
  const now = deps.clock();
  // Committed even when the code is wrong (the count of wrong codes).
  const outcome = await deps.db.transaction(async (tx) => {
    const row = await liveSetup(tx, actorId, now);
    if (!row?.method) return expired();
    const checked = await checkCode(tx, row, body.code, now);
    if (isRefusal(checked) || !checked.ok) return checked;
    const extra = await activateMethod(tx, row);
    const bypassToken =
      (body.suspend ?? row.should_suspend) ? await issueBypass(tx, actorId, now) : undefined;
    return { ok: true as const, extra, bypassToken };
  });
  if (isRefusal(outcome)) return outcome;
  if (!outcome.ok) return refused(outcome.message, 400);
  return answered({
    message: TWO_FACTOR_ON,
    ...outcome.extra,
    ...(outcome.bypassToken ? { bypassToken: outcome.bypassToken } : {}),
  });
}
