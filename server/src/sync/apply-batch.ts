import { type FieldError, toErrorList } from '@contracts/errors';
import { MSG } from '@contracts/messages';
import { SYNC_OPS, type SyncOp, type SyncOutcome, type SyncResult, syncOpSchema } from '@contracts/sync';
import { SERVER_OPS } from '../composition';
import type { Db, Queryable, Statement } from '../db/client';
import type { FileStorage } from '../files/file-storage';
import { MAX_DEPTH, nestedDeeperThan, unstorablePath } from '../http/errors';
import { unknownFieldAt } from '../http/unknown-fields';
import type { Actor } from '../kernel/actors';
import type { OpContext, OpHandler } from '../kernel/sync-kit';
import { MovedSoFar } from '../kernel/use-case';
import { withinSavepoint } from '../kernel/write-outcome';
import { applyTogether, OPS_PER_TRANSACTION, type Prepare } from './apply-together';
import { fingerprintOf, type KeptKey, replayAnswer } from './op-fingerprint';

/**
 * Runs one operation at most once per (user, key): the key row is inserted first, so a
 * concurrent replay of the same key waits for this one and then reads its answer. The key stands
 * for one call (`call`, its op and body): another call under it is refused (op-fingerprint.ts).
 */
export async function applyOnce<T extends SyncOutcome>(
  db: Db,
  actor: Actor,
  key: string,
  call: { op: string; fingerprint: string },
  run: (tx: Queryable) => Promise<T>,
): Promise<T> {
  const { fingerprint } = call;
  // The claim goes with the BEGIN and the answer with the COMMIT (framedTransaction): the answer
  // is written after the change-number lock is taken, so this saves a round trip under it.
  const claim = {
    sql: `INSERT INTO idempotency_keys (user_id, key, op, result, fingerprint) VALUES ($1, $2, $3, '{}'::jsonb, $4)
          ON CONFLICT (user_id, key) DO NOTHING RETURNING key`,
    params: [actor.id, key, call.op, fingerprint],
  };
  const fresh = await db.framedTransaction<T | null>(claim, async (tx, claimed) => {
    if (claimed.length === 0) return { out: null };
    // A conflict or a rejection changes nothing, but its answer is kept for a replay.
    const result = await withinSavepoint(tx, run);
    const answer = JSON.stringify(result);
    return {
      out: result,
      last: {
        sql: 'UPDATE idempotency_keys SET result = $3::jsonb WHERE user_id = $1 AND key = $2',
        params: [actor.id, key, answer],
      },
    };
  });
  if (fresh) return fresh;
  const [row] = await db.query<KeptKey<T>>(
    'SELECT result, op, fingerprint FROM idempotency_keys WHERE user_id = $1 AND key = $2',
    [actor.id, key],
  );
  return replayAnswer(row!, call.op, fingerprint);
}

/** An operation sits two levels inside the batch ({ ops: [op] }), which is held to MAX_DEPTH. */
const MAX_OP_DEPTH = MAX_DEPTH - 2;

/**
 * What no operation may hold, whatever its schema says: nesting deeper than any request of ours
 * (judged before parsing, so the schema's walk cannot run out of stack), and text PostgreSQL
 * cannot store in any value or key (judged after the schema, whose own texts come first, such as
 * the library's 'Illegal characters in the title'; it would otherwise fail the write as a server
 * error, doc 1's 'Application error occured!', where the field is simply not acceptable).
 */
const tooDeep = (raw: unknown) => nestedDeeperThan(raw, MAX_OP_DEPTH);

function unstorable(raw: unknown): { message: string; errorList: FieldError[] } | null {
  const at = unstorablePath(raw);
  return at === null
    ? null
    : { message: MSG.status400, errorList: [{ property: at || '_', message: MSG.badText }] };
}

const handlerOf = (op: SyncOp) => SERVER_OPS[op.op] as OpHandler<typeof op.op>;

/** A refused operation carries the server's copy of what it touched. */
async function withRecords(tx: Queryable, op: SyncOp, ctx: OpContext, outcome: SyncOutcome) {
  const handler = handlerOf(op);
  if (outcome.status === 'applied' || outcome.records || !handler.current) return outcome;
  return { ...outcome, records: await handler.current(tx, op.body as never, ctx) };
}

/** Runs the handler. */
async function runOp(tx: Queryable, op: SyncOp, ctx: OpContext): Promise<SyncOutcome> {
  return withRecords(tx, op, ctx, await handlerOf(op).apply(tx, op.body as never, ctx));
}

/** After a server error: the server's copy of the touched records, read on its own. */
async function currentAfterError(db: Db, op: SyncOp, ctx: OpContext) {
  const handler = handlerOf(op);
  try {
    return handler.current
      ? await db.transaction((tx) => handler.current!(tx, op.body as never, ctx))
      : undefined;
  } catch {
    return undefined;
  }
}

/**
 * A transaction's stand-in for work that only writes (queuing follow-up jobs): each statement is
 * kept in `into`, to be sent later in the same transaction, and answers no rows.
 */
function heldWrites(into: Statement[]): Queryable {
  return {
    async query<T>(sql: string, params: unknown[] = []): Promise<T[]> {
      into.push({ sql, params });
      return [];
    },
  };
}

/** An operation that passed the checks, or the answer refusing it. */
type Checked =
  | { op: SyncOp; fingerprint: string; refused?: undefined }
  | { op?: undefined; refused: SyncResult };

/** What an operation carries besides its body's own fields (contracts/sync.ts, SyncOp). */
const OP_FIELDS: ReadonlySet<string> = new Set([
  'id',
  'op',
  'body',
  'baseVersion',
] satisfies (keyof SyncOp)[]);

/** The checks every operation passes before it reaches the database. */
function checkOp(raw: unknown, log: (e: unknown) => void): Checked {
  const id = typeof (raw as { id?: unknown })?.id === 'string' ? (raw as { id: string }).id : '';
  if (tooDeep(raw)) return { refused: { id, status: 'rejected', message: MSG.status400 } };
  let parsed: ReturnType<typeof syncOpSchema.safeParse>;
  try {
    parsed = syncOpSchema.safeParse(raw, { reportInput: true });
  } catch (error) {
    // A schema that throws on odd input is a bug; it must not fail the other operations.
    log(error);
    return { refused: { id, status: 'rejected', message: MSG.status400 } };
  }
  if (!parsed.success) {
    return {
      refused: { id, status: 'rejected', message: MSG.status400, errorList: toErrorList(parsed.error) },
    };
  }
  const odd = unstorable(raw);
  if (odd) return { refused: { id, status: 'rejected', ...odd } };
  // The operation's own fields too: a `reopen` or `force` beside the body was applied without it.
  const stray = Object.keys(raw as object).find((key) => !OP_FIELDS.has(key));
  if (stray !== undefined) {
    const errorList = [{ property: stray, message: MSG.unknownField }];
    return { refused: { id, status: 'rejected', message: MSG.status400, errorList } };
  }
  // As on REST, a field the operation's body does not declare is refused, never dropped
  // unseen; after the text check, so a key holding NUL is named as such.
  const extra = unknownFieldAt(SYNC_OPS[parsed.data.op], (raw as { body?: unknown }).body);
  if (extra === null)
    return {
      op: parsed.data,
      fingerprint: fingerprintOf(parsed.data.op, parsed.data.body, (raw as { body?: unknown }).body ?? null),
    };
  const errorList = [{ property: `body.${extra}`, message: MSG.unknownField }];
  return { refused: { id, status: 'rejected', message: MSG.status400, errorList } };
}

/**
 * The checked operations in runs to apply: a run of operations with a prepared write (up to
 * OPS_PER_TRANSACTION) shares a transaction; any other operation runs alone, in order.
 */
function runsOf(ops: SyncOp[]): { together: boolean; ops: SyncOp[] }[] {
  const runs: { together: boolean; ops: SyncOp[] }[] = [];
  for (const op of ops) {
    const together = handlerOf(op).prepare !== undefined;
    const last = runs.at(-1);
    if (together && last?.together && last.ops.length < OPS_PER_TRANSACTION) last.ops.push(op);
    else runs.push({ together, ops: [op] });
  }
  return runs;
}

/** Applies a batch in order; one bad operation is answered as rejected and the rest go on. */
export async function applyBatch(
  db: Db,
  actor: Actor,
  rawOps: unknown[],
  now: Date,
  log: (e: unknown) => void,
  /**
   * Queues the operation's follow-up jobs: in its savepoint, before it runs, so they are undone
   * with it unless it applies, and written before it takes the change-number lock, which every
   * writer waits for (issue 34). It writes through `tx` and reads no answer of those statements:
   * in a shared transaction they are sent later, with the COMMIT; it reads through `read`.
   */
  followUps: (tx: Queryable, op: SyncOp, read: Queryable) => Promise<void> = async () => undefined,
  files?: FileStorage,
) {
  const checked = rawOps.map((raw) => checkOp(raw, log));
  const prints = new Map(checked.flatMap((c) => (c.op ? [[c.op, c.fingerprint] as const] : [])));
  const printOf = (op: SyncOp) => prints.get(op)!;
  // What the batch's operations moved besides their own records, as their answers say (a replayed
  // answer too): a later operation of the batch based on the version before is based on it.
  const moved = new MovedSoFar();
  const contextOf = (op: SyncOp): OpContext => ({ actor, now, baseVersion: op.baseVersion, files, moved });
  /** The operation in a transaction of its own: a server error fails it alone. */
  const alone = async (op: SyncOp): Promise<SyncResult> => {
    const ctx = contextOf(op);
    try {
      // Side effects (alert e-mails) are queued with the change, so a replayed key adds none.
      const outcome = await applyOnce(
        db,
        actor,
        op.id,
        { op: op.op, fingerprint: printOf(op) },
        async (tx) => {
          await followUps(tx, op, tx);
          return runOp(tx, op, ctx);
        },
      );
      return { ...outcome, id: op.id } as SyncResult;
    } catch (error) {
      // The transaction rolled back and the key was not kept, so the device may retry it.
      log(error);
      const records = await currentAfterError(db, op, ctx);
      return { id: op.id, status: 'rejected', message: MSG.status500, ...(records ? { records } : {}) };
    }
  };
  const prepare: Prepare = async (tx, op, hold) => {
    const prepared = await handlerOf(op).prepare!(tx, op.body as never, contextOf(op));
    // Queued only for a write that goes with the COMMIT: a refusal keeps nothing. Queuing only
    // writes, so its statements are held and sent with the COMMIT, not one round trip each.
    if (!('status' in prepared)) {
      const queued: Statement[] = [];
      await followUps(heldWrites(queued), op, tx);
      hold(queued);
    }
    return prepared;
  };
  const refusal = (tx: Queryable, op: SyncOp, outcome: SyncOutcome) =>
    withRecords(tx, op, contextOf(op), outcome);
  const answers: SyncResult[] = [];
  for (const run of runsOf(checked.flatMap((c) => (c.op ? [c.op] : [])))) {
    // If anything of a shared transaction fails (a signed month's raise, a server error),
    // nothing of it is kept and each operation is applied on its own: the answers they always got.
    const together = run.together
      ? await applyTogether(db, actor, run.ops, printOf, prepare, refusal).catch(() => null)
      : null;
    if (together) {
      for (const outcome of together) if (outcome.status === 'applied') moved.add(outcome.moved);
      answers.push(...together.map((outcome, i) => ({ ...outcome, id: run.ops[i]!.id }) as SyncResult));
    } else
      for (const op of run.ops) {
        const answer = await alone(op);
        if (answer.status === 'applied') moved.add(answer.moved);
        answers.push(answer);
      }
  }
  const kept = await keptForRefused(db, actor, rawOps, checked);
  let next = 0;
  return checked.map((c, i) => kept.get(i) ?? c.refused ?? answers[next++]!);
}

/**
 * Operations this server refuses before it reads its keys, whose key it already keeps for the
 * same call as sent (same op, same body byte for byte): a lost answer's replay after an upgrade
 * that renamed or dropped a field, or the op. The change was made; refused, it was shown to the
 * user as refused and Retry would make it twice (attack s59). One read for all of them.
 */
async function keptForRefused(db: Db, actor: Actor, rawOps: unknown[], checked: Checked[]) {
  const sent = new Map<number, { id: string; op: string; print: string }>();
  checked.forEach((c, i) => {
    const raw = rawOps[i] as { id?: unknown; op?: unknown; body?: unknown } | null;
    if (!c.refused || typeof raw?.id !== 'string' || typeof raw.op !== 'string') return;
    if (tooDeep(raw) || unstorable(raw)) return;
    sent.set(i, { id: raw.id, op: raw.op, print: fingerprintOf(raw.op, raw.body ?? null) });
  });
  const found = new Map<number, SyncResult>();
  if (sent.size === 0) return found;
  const rows = await db.query<KeptKey<SyncOutcome> & { key: string }>(
    'SELECT key, result, op, fingerprint FROM idempotency_keys WHERE user_id = $1 AND key = ANY($2::text[])',
    [actor.id, [...sent.values()].map((s) => s.id)],
  );
  const byKey = new Map(rows.map((r) => [r.key, r]));
  for (const [i, call] of sent) {
    const row = byKey.get(call.id);
    // Only a key kept with prints: one kept by its op alone cannot vouch for the body.
    if (!row?.fingerprint) continue;
    const answer = replayAnswer(row, call.op, call.print);
    if (answer.status === 'rejected' && answer.message === MSG.keyReused) continue;
    found.set(i, { ...answer, id: call.id } as SyncResult);
  }
  return found;
}
