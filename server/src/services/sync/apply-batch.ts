import { toErrorList } from '../../../../src/contracts/errors';
import { MSG } from '../../../../src/contracts/messages';
import { type SyncOp, type SyncOutcome, type SyncResult, syncOpSchema } from '../../../../src/contracts/sync';
import { canEditRestDaysOf, levelOn } from '../../../../src/domain/access/permissions';
import type { Db, Queryable } from '../../db/client';
import type { Actor } from '../actors';
import { deleteComment, deletePreset, saveComment, savePreset } from '../rest-hours/comments-presets';
import { saveSignaturePng } from '../rest-hours/digital-signature';
import { checkNotify } from '../rest-hours/notify';
import { clearRestDays, saveRestDays } from '../rest-hours/save-rest-days';
import { cancelSignatures, countersignMonth, signMonth } from '../rest-hours/signatures';
import { runAdminOp } from './admin-ops';

type OpOutcome = SyncOutcome;
const forbidden: OpOutcome = { status: 'rejected', message: MSG.status403 };

/** Each operation name maps to the use case its REST call runs. */
async function runOp(tx: Queryable, actor: Actor, op: SyncOp, now: Date): Promise<OpOutcome> {
  switch (op.op) {
    case 'hor/day/save': {
      const { userId, ...body } = op.body;
      const { httpStatus: _status, ...result } = await saveRestDays(tx, {
        actor,
        userId,
        body,
        baseVersion: op.baseVersion,
        now,
      });
      return result;
    }
    case 'hor/comment/save':
      return saveComment(tx, actor, op.body, now);
    case 'hor/comment/delete':
      return deleteComment(tx, actor, op.body.id, op.body.yachtId, now);
    case 'hor/preset/save':
      return savePreset(tx, actor, op.body);
    case 'hor/preset/delete':
      return deletePreset(tx, actor, op.body.id);
    case 'hor/month/sign':
      return signMonth(tx, actor, op.body, now);
    case 'hor/month/countersign':
      return countersignMonth(tx, actor, op.body, now);
    case 'hor/month/cancel':
      return cancelSignatures(tx, actor, op.body, now);
    case 'hor/month/notify':
      return checkNotify(tx, actor, op.body);
    case 'hor/day/clear': {
      if (!canEditRestDaysOf(actor.id, levelOn(actor.roles, op.body.yachtId), op.body.userId))
        return forbidden;
      const cleared = await clearRestDays(tx, actor, op.body.userId, op.body.yachtId, op.body.dates, now);
      return cleared === 'countersigned'
        ? { status: 'rejected', message: MSG.monthCountersigned }
        : { status: 'applied', version: 0 };
    }
    case 'hor/signature/save': {
      const saved = await saveSignaturePng(
        tx,
        actor.id,
        Buffer.from(op.body.pngBase64, 'base64'),
        'signature.png',
        now,
      );
      return saved.ok ? { status: 'applied', version: 0 } : { status: 'rejected', message: saved.message };
    }
    default:
      return runAdminOp(tx, actor, op, now);
  }
}

/**
 * Runs one operation at most once per (user, key): the key row is inserted first, so a
 * concurrent replay of the same key waits for this one and then reads its answer.
 */
export async function applyOnce<T extends OpOutcome>(
  db: Db,
  actor: Actor,
  key: string,
  opName: string,
  run: (tx: Queryable) => Promise<T>,
): Promise<T> {
  const fresh = await db.transaction(async (tx) => {
    const claimed = await tx.query(
      `INSERT INTO idempotency_keys (user_id, key, op, result) VALUES ($1, $2, $3, '{}'::jsonb)
       ON CONFLICT (user_id, key) DO NOTHING RETURNING key`,
      [actor.id, key, opName],
    );
    if (claimed.length === 0) return null;
    const result = await run(tx);
    await tx.query('UPDATE idempotency_keys SET result = $3 WHERE user_id = $1 AND key = $2', [
      actor.id,
      key,
      JSON.stringify(result),
    ]);
    return result;
  });
  if (fresh) return fresh;
  const [row] = await db.query<{ result: T | string }>(
    'SELECT result FROM idempotency_keys WHERE user_id = $1 AND key = $2',
    [actor.id, key],
  );
  const stored = row!.result;
  return typeof stored === 'string' ? (JSON.parse(stored) as T) : stored;
}

/** Applies a batch in order; one bad operation is answered as rejected and the rest go on. */
export async function applyBatch(
  db: Db,
  actor: Actor,
  rawOps: unknown[],
  now: Date,
  log: (e: unknown) => void,
  afterApplied: (op: SyncOp) => Promise<void> = async () => undefined,
) {
  const results: SyncResult[] = [];
  for (const raw of rawOps) {
    const parsed = syncOpSchema.safeParse(raw);
    const id = typeof (raw as { id?: unknown })?.id === 'string' ? (raw as { id: string }).id : '';
    if (!parsed.success) {
      results.push({ id, status: 'rejected', message: MSG.status400, errorList: toErrorList(parsed.error) });
      continue;
    }
    const op = parsed.data;
    try {
      let fresh = false;
      const outcome = await applyOnce(db, actor, op.id, op.op, (tx) => {
        fresh = true;
        return runOp(tx, actor, op, now);
      });
      results.push({ ...outcome, id: op.id } as SyncResult);
      // Side effects (alert e-mails) once per operation, never for a replayed key.
      if (fresh && outcome.status === 'applied') await afterApplied(op).catch(log);
    } catch (error) {
      // The transaction rolled back and the key was not kept, so the device may retry it.
      log(error);
      results.push({ id: op.id, status: 'rejected', message: MSG.status500 });
    }
  }
  return results;
}
