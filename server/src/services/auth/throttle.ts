import type { Queryable } from '../../db/client';

/**
 * Failed logins are counted per account and per address in a 15-minute window; past the
 * limit the key is locked for 15 minutes. Kept in the database so every instance agrees.
 */
export const THROTTLE = {
  windowMinutes: 15,
  lockMinutes: 15,
  accountLimit: 5,
  addressLimit: 20,
} as const;

export const accountKey = (email: string) => `acct:${email.toLowerCase()}`;
export const addressKey = (address: string) => `addr:${address}`;

/** Minutes left on the longest lock among the keys, or 0 when none is locked. */
export async function lockedMinutes(db: Queryable, keys: string[], now: Date): Promise<number> {
  const rows = await db.query<{ locked_until: string | Date }>(
    'SELECT locked_until FROM login_failures WHERE key = ANY($1) AND locked_until > $2',
    [keys, now.toISOString()],
  );
  const latest = Math.max(0, ...rows.map((r) => new Date(r.locked_until).getTime()));
  return latest === 0 ? 0 : Math.ceil((latest - now.getTime()) / 60_000);
}

export async function recordFailure(db: Queryable, key: string, limit: number, now: Date): Promise<void> {
  const windowStart = new Date(now.getTime() - THROTTLE.windowMinutes * 60_000).toISOString();
  const lockUntil = new Date(now.getTime() + THROTTLE.lockMinutes * 60_000).toISOString();
  await db.query(
    `INSERT INTO login_failures AS f (key, failures, window_start) VALUES ($1, 1, $2)
     ON CONFLICT (key) DO UPDATE SET
       failures = CASE WHEN f.window_start < $3 THEN 1 ELSE f.failures + 1 END,
       window_start = CASE WHEN f.window_start < $3 THEN $2 ELSE f.window_start END`,
    [key, now.toISOString(), windowStart],
  );
  await db.query('UPDATE login_failures SET locked_until = $3 WHERE key = $1 AND failures >= $2', [
    key,
    limit,
    lockUntil,
  ]);
}

export async function clearFailures(db: Queryable, key: string): Promise<void> {
  await db.query('DELETE FROM login_failures WHERE key = $1', [key]);
}
