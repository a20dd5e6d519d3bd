import type { Queryable } from '../db/client';

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

/**
 * Takes the change-number lock now, before any row lock of the transaction. Every write takes it
 * at its first change number anyway; taking it first keeps one order of locks between a write
 * that checks a row (FOR SHARE) before changing others and one that locks that row to change it
 * (a position named in a transfer while it is being deleted), so the two wait instead of deadlocking.
 */
export async function takeChangeLock(tx: Queryable): Promise<void> {
  await tx.query('SELECT pg_advisory_xact_lock($1)', [CHANGE_LOCK_KEY]);
}

/** A user's access changed: their devices re-read what they may now see (or no longer). */
export async function accessChanged(tx: Queryable, userId: number): Promise<void> {
  await tx.query('UPDATE users SET access_version = next_change() WHERE id = $1', [userId]);
}

/** Writes one row with `sql` (ending `RETURNING version`) and gives the row's new change number. */
export async function writtenVersion(tx: Queryable, sql: string, params: unknown[]): Promise<number> {
  const [row] = await tx.query<{ version: number | string }>(sql, params);
  return Number(row!.version);
}

/**
 * Marks a row deleted (a tombstone, so every device drops it); its new change number. `table` is
 * a module's own table name (a constant of the caller, never input) with `deleted` and `version`.
 */
export const markTombstone = (tx: Queryable, table: string, id: string) =>
  writtenVersion(
    tx,
    `UPDATE ${table} SET deleted = true, version = next_change() WHERE id = $1 RETURNING version`,
    [id],
  );
