import type { Queryable } from '../db/client';

/** Two writes of one address (any case) at once: the second waits, then finds the first's user. */
export const lockAddress = (tx: Queryable, email: string) =>
  tx.query('SELECT pg_advisory_xact_lock(7302, hashtext(lower($1)))', [email]);
