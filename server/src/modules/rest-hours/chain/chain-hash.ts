import { createHash } from 'node:crypto';

/*
 * Records no one can quietly alter (issue 33, part 3): how the log is built and checked.
 *
 * - The log is written by database triggers (migration 0044_hor_chain.sql) on rest_days,
 *   rest_months (signatures, countersignatures, cancellations, reopenings) and
 *   rest_reopen_requests. Every write path (REST, sync operations, the one-statement day save,
 *   several servers on one database) is logged in the writing transaction without knowing it.
 * - Per vessel, entries are numbered 1..n. Each holds its kind ('day:update', 'month:insert', ...),
 *   whose record (user_id) and which (ref: date, month or request id), a digest (SHA-256 of the
 *   row's content as text, or 'deleted'), the previous entry's hash, and its own hash:
 *   sha256(prev_hash || '|' || vessel|n|kind|user|ref|digest), hex, computed in SQL and again here
 *   (entryHash) by `npm run hor:verify`. A vessel's first entry follows 64 zeros.
 * - Entries of one vessel are serialised by a row lock on its head row (hor_chain_heads), so two
 *   servers writing one vessel never fork its chain. Triggers refuse any UPDATE, DELETE or
 *   TRUNCATE of the log and of its anchors.
 * - A daily pg-boss job (chain-anchor.ts) keeps each vessel's head as that day's anchor, in
 *   hor_chain_anchors and in its own job row of pg-boss's table: rewriting the log afterwards
 *   means rewriting both. The records PDF prints the last anchor.
 * - A month's verification code (monthCode) is made from the hash of the last entry of that
 *   seafarer's month: printed on the records PDF, a captain checks it on the records page. It
 *   stops matching as soon as the month's record changes. Only level 6+ checks codes, for their
 *   own vessel, so a code reveals nothing to anyone else.
 */

export const GENESIS = '0'.repeat(64);

export interface ChainEntry {
  vesselId: number;
  n: number;
  kind: string;
  userId: number;
  ref: string;
  digest: string;
  prevHash: string;
  hash: string;
}

export const sha256Hex = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex');

/** The entry's hash exactly as hor_chain_append computes it in SQL. */
export function entryHash(prevHash: string, e: Omit<ChainEntry, 'prevHash' | 'hash'>): string {
  return sha256Hex(`${prevHash}|${e.vesselId}|${e.n}|${e.kind}|${e.userId}|${e.ref}|${e.digest}`);
}

/** Content texts as hor_chain_day_text / _month_text / _reopen_text build them in SQL. */
export const dayText = (work: string, cleared: boolean) => `${work}|${cleared ? 'cleared' : 'recorded'}`;

export function monthText(m: {
  signed_by: number | null;
  signed_at: string;
  signed_hash: string | null;
  signed_signature: string | null;
  signed_key_id: string | null;
  countersigned_by: number | null;
  countersigned_at: string;
  countersigned_hash: string | null;
  countersigned_signature: string | null;
  countersigned_key_id: string | null;
  watchkeeper: boolean | null;
}): string {
  const watch = m.watchkeeper === null ? '' : m.watchkeeper ? 'watch' : 'no watch';
  return [
    m.signed_by ?? '',
    m.signed_at,
    m.signed_hash ?? '',
    m.signed_signature ?? '',
    m.signed_key_id ?? '',
    m.countersigned_by ?? '',
    m.countersigned_at,
    m.countersigned_hash ?? '',
    m.countersigned_signature ?? '',
    m.countersigned_key_id ?? '',
    watch,
  ].join('|');
}

export const reopenText = (r: {
  month: string;
  dates: string;
  work: string;
  state: string;
  decided_by: number | null;
}) => [r.month, r.dates, r.work, r.state, r.decided_by ?? ''].join('|');

/** The month an entry's record belongs to ('' for a request to reopen: its days enter as days). */
export const monthOfEntry = (e: Pick<ChainEntry, 'kind' | 'ref'>) =>
  e.kind.startsWith('day:') || e.kind.startsWith('month:') ? e.ref.slice(0, 7) : '';

const CODE_ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ'; // Crockford's base 32: no I, L, O, U

/**
 * The verification code of a seafarer's month: 10 characters (50 bits) of
 * sha256(vessel|user|month|hash of the month's last entry), easy to type from paper.
 */
export function monthCode(vesselId: number, userId: number, month: string, hash: string): string {
  const bytes = createHash('sha256').update(`${vesselId}|${userId}|${month}|${hash}`).digest();
  let bits = 0n;
  for (const b of bytes.subarray(0, 7)) bits = (bits << 8n) | BigInt(b);
  let code = '';
  for (let i = 0; i < 10; i++) code += CODE_ALPHABET[Number((bits >> BigInt(51 - 5 * i)) & 31n)];
  return code;
}

/** A typed code as its canonical form: upper case, no spaces or dashes, O as 0, I and L as 1. */
export const normaliseCode = (typed: string) =>
  typed.toUpperCase().replace(/[\s-]/g, '').replace(/O/g, '0').replace(/[IL]/g, '1');
