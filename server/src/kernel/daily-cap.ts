import type { Queryable } from '../db/client';

/** Advisory lock keys of the daily caps (7301 orders change numbers; 7302 to 7304 are taken). */
const DAILY_CAP_LOCK = { notices: 7305, reportEmails: 7306, recordEmails: 7307 } as const;

/**
 * Holds one user's daily cap until the transaction ends, before it is counted: two devices
 * sending at once would otherwise each count what had been sent before either, and both go out
 * past the cap. Taken first in its operation (before the change-number lock), so it never waits
 * while holding that lock.
 */
export async function holdDailyCap(tx: Queryable, cap: keyof typeof DAILY_CAP_LOCK, userId: number) {
  await tx.query('SELECT pg_advisory_xact_lock($1, $2)', [DAILY_CAP_LOCK[cap], userId]);
}
