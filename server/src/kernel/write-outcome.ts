import type { Db, Queryable } from '../db/client';
import { type Outcome, outcomeError } from './outcome';

/** Carries a refused outcome out of a transaction so that the transaction rolls back. */
class RolledBack<T> extends Error {
  constructor(readonly outcome: T) {
    super('rolled back');
  }
}

/**
 * Runs a write use case in one transaction and keeps its changes only when it answers
 * `applied`. A use case may have written part of its work before it found a conflict or a
 * reason to refuse (e.g. a range of days across two months, the second one countersigned):
 * a conflict or a rejection must change nothing, so the whole transaction is undone.
 */
export async function writeOutcome<T extends { status: string }>(
  db: Db,
  run: (tx: Queryable) => Promise<T>,
): Promise<T> {
  try {
    return await db.transaction(async (tx) => {
      const outcome = await run(tx);
      if (outcome.status !== 'applied') throw new RolledBack(outcome);
      return outcome;
    });
  } catch (error) {
    if (error instanceof RolledBack) return error.outcome as T;
    throw error;
  }
}

/**
 * The same inside a transaction that must keep something else (the idempotency key and its
 * answer): the use case runs under a savepoint that is rolled back unless it applied. An applied
 * one is left open, not released: the commit keeps it all the same, and a write holds the
 * change-number lock from its first change number to its commit, so a round trip saved there is
 * saved for every writer waiting (issue 34). The caller runs nothing after it that may need to
 * roll back to a savepoint of the same name.
 */
export async function withinSavepoint<T extends { status: string }>(
  tx: Queryable,
  run: (tx: Queryable) => Promise<T>,
): Promise<T> {
  await tx.query('SAVEPOINT write_outcome');
  const outcome = await run(tx);
  if (outcome.status !== 'applied') await tx.query('ROLLBACK TO SAVEPOINT write_outcome');
  return outcome;
}

/**
 * A REST write: runs in its transaction, answers the new version, or throws the refusal or
 * conflict in the spec's error shape (the same use case a queued operation runs).
 */
export async function answerWrite(
  db: Db,
  c: { json: (body: { version: number }) => Response },
  run: (tx: Queryable) => Promise<Outcome>,
): Promise<Response> {
  const outcome = await writeOutcome(db, run);
  if (outcome.status !== 'applied') throw outcomeError(outcome);
  return c.json({ version: outcome.version });
}
