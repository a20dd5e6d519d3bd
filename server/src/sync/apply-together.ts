import type { SyncOp, SyncOutcome } from '@contracts/sync';
import type { Db, Queryable, Statement } from '../db/client';
import type { Actor } from '../kernel/actors';
import { type KeptKey, replayAnswer } from './op-fingerprint';

/**
 * At most this many operations share a transaction, so that a device back from weeks offline
 * holds the change-number lock, which every writer waits for, for a bounded time.
 */
export const OPS_PER_TRANSACTION = 20;

/**
 * An operation's checks, which write nothing: its refusal, or the statement that writes it and
 * answers its change number as `version` (OpHandler.prepare). Its follow-up jobs are written by
 * statements it hands to `hold`: they go in the COMMIT's message ahead of every write (before
 * the change-number lock), not in a round trip of their own each (issue 34).
 */
export type Prepare = (
  tx: Queryable,
  op: SyncOp,
  hold: (statements: Statement[]) => void,
) => Promise<SyncOutcome | Statement>;

/** Appends `extra` to a statement's parameters, its placeholders numbered after the statement's. */
function withParams(statement: Statement, extra: unknown[], sql: (at: (n: number) => string) => string) {
  const at = (n: number) => `$${statement.params.length + 1 + n}`;
  return { sql: sql(at), params: [...statement.params, ...extra] };
}

/**
 * Applies operations of one batch that each have a prepared write, in one transaction whose
 * writes, answers and COMMIT go in one message (issue 34): the change-number lock, which every
 * writer waits for, is held for the writes and one WAL flush, never for a round trip to this
 * server. Each answer is the one the operation gets on its own (applyOnce): its idempotency key
 * is claimed at the BEGIN (all of them, in one order, so two batches of one user cannot deadlock
 * on them), its checks write nothing and its follow-up jobs are queued only if it applies, and
 * its answer is kept with its key. A key already taken (by an earlier request, or earlier in this batch) is answered
 * with the answer stored with it, read after the commit. The writes go after every check, in
 * the batch's order. Throws if anything fails, a write's raise included: nothing is kept, and
 * the caller applies each operation on its own as before.
 */
export async function applyTogether(
  db: Db,
  actor: Actor,
  ops: SyncOp[],
  /** What each operation's id stands for (op-fingerprint.ts). */
  fingerprintOf: (op: SyncOp) => string,
  prepare: Prepare,
  /** A refusal as the device gets it: with the server's copy of what it touched (runOp). */
  withRecords: (tx: Queryable, op: SyncOp, refusal: SyncOutcome) => Promise<SyncOutcome>,
): Promise<SyncOutcome[]> {
  // A key sent twice in the batch stands for its first operation, the one applied under it.
  const firstOf = new Map<string, SyncOp>();
  for (const op of ops) if (!firstOf.has(op.id)) firstOf.set(op.id, op);
  const keys = [...firstOf.keys()].sort();
  const claim: Statement = {
    sql: `INSERT INTO idempotency_keys (user_id, key, op, result, fingerprint)
          SELECT $1, k.key, k.op, '{}'::jsonb, k.fingerprint
            FROM unnest($2::text[], $3::text[], $4::text[]) AS k(key, op, fingerprint) ORDER BY k.key
          ON CONFLICT (user_id, key) DO NOTHING RETURNING key`,
    params: [
      actor.id,
      keys,
      keys.map((key) => firstOf.get(key)!.op),
      keys.map((key) => fingerprintOf(firstOf.get(key)!)),
    ],
  };
  const answers = await db.framedTransaction(claim, async (tx, claimed) => {
    const fresh = new Set(claimed.map((r) => r.key as string));
    const held: Statement[] = [];
    const hold = (statements: Statement[]) => held.push(...statements);
    /** Per operation: its refusal, or its write; nothing for a replayed key. */
    const prepared: (SyncOutcome | Statement | undefined)[] = [];
    for (const op of ops) {
      if (!fresh.delete(op.id)) {
        prepared.push(undefined);
        continue;
      }
      // The checks write nothing (OpHandler.prepare), so a refusal has nothing to undo.
      const outcome = await prepare(tx, op, hold);
      // A refusal carries the server's copy of what it touched, which must show the writes of
      // the operations before it, not yet made here: then each operation is applied alone.
      if ('status' in outcome && prepared.some((p) => p && !('status' in p)))
        throw new Error('a refusal after a write: applied one by one');
      prepared.push('status' in outcome ? await withRecords(tx, op, outcome) : outcome);
    }
    const key = (op: SyncOp): unknown[] => [actor.id, op.id];
    const last = ops.flatMap((op, i): Statement[] => {
      const p = prepared[i];
      if (!p) return [];
      if ('status' in p)
        return [
          {
            sql: 'UPDATE idempotency_keys SET result = $3::jsonb WHERE user_id = $1 AND key = $2 RETURNING NULL AS version',
            params: [...key(op), JSON.stringify(p)],
          },
        ];
      return [
        withParams(
          p,
          key(op),
          (at) => `WITH w AS (${p.sql}) UPDATE idempotency_keys k
              SET result = jsonb_build_object('status', 'applied', 'version', w.version)
             FROM w WHERE k.user_id = ${at(0)} AND k.key = ${at(1)} RETURNING w.version`,
        ),
      ];
    });
    return {
      last: [...held, ...last],
      outOf: (rows: Record<string, unknown>[][]) => {
        let next = held.length;
        return prepared.map((p): SyncOutcome | undefined => {
          if (!p) return undefined;
          const [row] = rows[next++]!;
          if (!row) throw new Error('an answer was not kept');
          return 'status' in p ? p : { status: 'applied', version: Number(row.version) };
        });
      },
    };
  });
  const replays = ops.filter((_, i) => !answers[i]).map((op) => op.id);
  const stored = new Map<string, KeptKey<SyncOutcome>>();
  if (replays.length > 0) {
    const found = await db.query<KeptKey<SyncOutcome> & { key: string }>(
      'SELECT key, result, op, fingerprint FROM idempotency_keys WHERE user_id = $1 AND key = ANY($2::text[])',
      [actor.id, replays],
    );
    for (const row of found) stored.set(row.key, row);
  }
  return ops.map((op, i) => {
    const answer = answers[i];
    if (answer) return answer;
    const kept = stored.get(op.id);
    if (kept === undefined) throw new Error(`no stored answer for ${op.id}`);
    return replayAnswer(kept, op.op, fingerprintOf(op));
  });
}
