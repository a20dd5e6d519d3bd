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

/**
 * Takes one attempt on each key before a slow check (a password hash takes a second): counted
 * as a failure at once, so a burst of parallel guesses cannot all pass the lock check before any
 * is counted. Answers the minutes to wait (0: go ahead). `settleAttempt` gives it back on success.
 */
export async function takeAttempt(
  db: Queryable,
  keys: readonly { key: string; limit: number }[],
  now: Date,
): Promise<number> {
  const wait = await lockedMinutes(
    db,
    keys.map((k) => k.key),
    now,
  );
  if (wait > 0) return wait;
  const windowStart = new Date(now.getTime() - THROTTLE.windowMinutes * 60_000).toISOString();
  const taken: { key: string; limit: number }[] = [];
  let spent = false;
  for (const k of keys) {
    const [row] = await db.query<{ failures: number }>(
      `INSERT INTO login_failures AS f (key, failures, window_start) VALUES ($1, 1, $2)
       ON CONFLICT (key) DO UPDATE SET
         failures = CASE WHEN f.window_start < $3 THEN 1 ELSE f.failures + 1 END,
         window_start = CASE WHEN f.window_start < $3 THEN $2 ELSE f.window_start END
       RETURNING failures`,
      [k.key, now.toISOString(), windowStart],
    );
    taken.push(k);
    if ((row?.failures ?? 0) > k.limit) spent = true;
  }
  if (spent) {
    // Past the limit: this attempt is not made, and the spent key stays locked.
    for (const k of taken) await giveBack(db, k.key);
    await settleAttempt(db, keys, false, now);
    return Math.max(
      1,
      await lockedMinutes(
        db,
        keys.map((k) => k.key),
        now,
      ),
    );
  }
  return 0;
}

/** After the slow check: a failure locks a key at its limit; a success gives the attempt back. */
export async function settleAttempt(
  db: Queryable,
  keys: readonly { key: string; limit: number }[],
  ok: boolean,
  now: Date,
): Promise<void> {
  if (ok) {
    for (const k of keys) await giveBack(db, k.key);
    return;
  }
  const lockUntil = new Date(now.getTime() + THROTTLE.lockMinutes * 60_000).toISOString();
  for (const k of keys)
    await db.query('UPDATE login_failures SET locked_until = $3 WHERE key = $1 AND failures >= $2', [
      k.key,
      k.limit,
      lockUntil,
    ]);
}

const giveBack = (db: Queryable, key: string) =>
  db.query('UPDATE login_failures SET failures = GREATEST(failures - 1, 0) WHERE key = $1', [key]);

export async function clearFailures(db: Queryable, key: string): Promise<void> {
  await db.query('DELETE FROM login_failures WHERE key = $1', [key]);
}
