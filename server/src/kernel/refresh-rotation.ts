import type { Queryable } from '../db/client';
import { issueRefreshToken, lockUserSessions, revokeFamily, sha256 } from './tokens';

/**
 * How long after its replacement a refresh token may be presented again while the token that
 * replaced it was never used: the answer that carried the new token was lost on the link, and the
 * device, holding only the old one, asks again (a FleetBroadband link drops mid-answer, and the
 * retry waits for the link to come back, hours later at sea).
 */
export const LOST_ANSWER_GRACE_MS = 24 * 3_600_000;

export type Rotation =
  | { ok: true; userId: number; family: string; refreshToken: string }
  | { ok: false; reuse: boolean };

interface TokenRow {
  user_id: number;
  family_id: string;
  expires_at: string | Date;
  replaced_at: string | Date | null;
  revoked_at: string | Date | null;
  successor_hash: string | null;
}

const at = (t: string | Date) => new Date(t).getTime();

/**
 * Rotation: a refresh token works once, and its answer is a new one. Presenting a replaced token
 * means it leaked, and the whole family is revoked (the user logs in again), with one exception:
 * a retry after a lost answer. Its successor was never used, so the retry gets a new token and
 * the unseen successor is abandoned. Detection still holds: whoever presents the abandoned
 * successor later (the other holder of a leaked token) ends the family, as does presenting the
 * old token once its successor has been used.
 */
export async function rotateRefreshToken(
  tx: Queryable,
  token: string,
  now: Date,
  ttlDays: number,
): Promise<Rotation> {
  const hash = sha256(token);
  const [owner] = await tx.query<{ user_id: number }>(
    'SELECT user_id FROM refresh_tokens WHERE token_hash = $1',
    [hash],
  );
  if (!owner) return { ok: false, reuse: false };
  await lockUserSessions(tx, owner.user_id);
  const row = await tokenRow(tx, hash);
  if (!row) return { ok: false, reuse: false };
  // Replaced and revoked: an abandoned successor (or a rotated token of an ended family).
  if (row.replaced_at && row.revoked_at) return reused(tx, row, now);
  if (row.revoked_at) return { ok: false, reuse: false };
  const expired = at(row.expires_at) <= now.getTime();
  if (!row.replaced_at && expired) return { ok: false, reuse: false };
  if (row.replaced_at) {
    const successor = row.successor_hash ? await tokenRow(tx, row.successor_hash) : undefined;
    const lostAnswer =
      !expired &&
      successor &&
      !successor.replaced_at &&
      !successor.revoked_at &&
      now.getTime() - at(row.replaced_at) <= LOST_ANSWER_GRACE_MS;
    if (!lostAnswer) return reused(tx, row, now);
    await tx.query('UPDATE refresh_tokens SET replaced_at = $2, revoked_at = $2 WHERE token_hash = $1', [
      row.successor_hash,
      now.toISOString(),
    ]);
  }
  const next = await issueRefreshToken(tx, row.user_id, row.family_id, now, ttlDays);
  // A retry keeps the time of the first replacement: the day's grace does not slide with each one.
  await tx.query(
    'UPDATE refresh_tokens SET replaced_at = COALESCE(replaced_at, $2), successor_hash = $3 WHERE token_hash = $1',
    [hash, now.toISOString(), sha256(next)],
  );
  return { ok: true, userId: row.user_id, family: row.family_id, refreshToken: next };
}

async function tokenRow(tx: Queryable, hash: string): Promise<TokenRow | undefined> {
  const [row] = await tx.query<TokenRow>(
    `SELECT user_id, family_id, expires_at, replaced_at, revoked_at, successor_hash
     FROM refresh_tokens WHERE token_hash = $1 FOR UPDATE`,
    [hash],
  );
  return row;
}

async function reused(tx: Queryable, row: TokenRow, now: Date): Promise<Rotation> {
  await revokeFamily(tx, row.family_id, now);
  return { ok: false, reuse: true };
}
