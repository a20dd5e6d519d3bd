import { randomBytes, randomUUID } from 'node:crypto';
import type { LoginResult } from '@contracts/two-factor';
import type { Queryable } from '../../db/client';
import type { ServerDeps } from '../../deps';
import { type Answer, answered, refused } from '../../kernel/outcome';
import { sha256 } from '../../kernel/tokens';
import { startSession } from './session';
import { addressKey, lockedMinutes, recordFailure, THROTTLE } from './throttle';
import { secondFactorDue } from './two-factor';

/** How long a link carrying a system token logs its user in. */
export const SYSTEM_TOKEN_HOURS = 72;

export const LINK_INVALID = 'This link has expired or was already used. Please log in.';

/** A new single-use login token for a link in an e-mail (inside the caller's transaction). */
export async function issueSystemToken(tx: Queryable, userId: number, now: Date): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await tx.query(
    `INSERT INTO system_tokens (token_hash, user_id, created_at, expires_at)
     VALUES ($1, $2, $3, $3::timestamptz + make_interval(hours => $4))`,
    [sha256(token), userId, now, SYSTEM_TOKEN_HOURS],
  );
  return token;
}

/**
 * POST /loginuser: the token is used up and exchanged for a session, as a login would be;
 * a user with two-factor login goes on to give their code. Wrong tokens count against the
 * address like wrong passwords.
 */
export async function loginWithSystemToken(
  deps: ServerDeps,
  token: string,
  address: string,
): Promise<Answer<LoginResult>> {
  const now = deps.clock();
  const key = addressKey(address);
  const wait = await lockedMinutes(deps.db, [key], now);
  if (wait > 0) return refused(LINK_INVALID, 429);
  const userId = await deps.db.transaction(async (tx) => {
    const [row] = await tx.query<{ user_id: number }>(
      `UPDATE system_tokens SET used_at = $2
        WHERE token_hash = $1 AND used_at IS NULL AND expires_at > $2 RETURNING user_id`,
      [sha256(token), now],
    );
    return row?.user_id ?? null;
  });
  if (userId === null) {
    await recordFailure(deps.db, key, THROTTLE.addressLimit, now);
    return refused(LINK_INVALID, 401);
  }
  const due = await secondFactorDue(deps, userId, {});
  if (due.status !== 'applied') return due;
  if (due.value) return answered({ twoFactor: due.value });
  return answered(await deps.db.transaction((tx) => startSession(deps, tx, userId, randomUUID(), now)));
}
