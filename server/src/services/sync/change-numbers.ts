import type { Queryable } from '../../db/client';

/** The advisory lock that orders change numbers (see migration 0007, `next_change()`). */
export const CHANGE_LOCK_KEY = 7301;

/**
 * Takes the next change number. The transaction-scoped advisory lock makes change numbers
 * commit in order, so a reader's cursor can never step over a row that commits later.
 */
export async function nextVersion(tx: Queryable): Promise<number> {
  const [row] = await tx.query<{ v: number | string }>('SELECT next_change() AS v');
  return Number(row!.v);
}

/** A user's access changed: their devices re-read what they may now see (or no longer). */
export async function accessChanged(tx: Queryable, userId: number): Promise<void> {
  await tx.query('UPDATE users SET access_version = next_change() WHERE id = $1', [userId]);
}
