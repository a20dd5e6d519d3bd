import type { Moved } from '@contracts/sync';
import type { Queryable } from '../db/client';
import type { Actor } from './actors';
import type { Outcome } from './outcome';

/**
 * A write use case: what its REST call and its queued operation both run, inside their
 * transaction, for `actor`, with the checked `body`; `ctx` is the write's time, or the time and
 * the device's base version (`BasedEdit`) for an edit judged against the device's copy.
 */
export type WriteUseCase<B, C = Date> = (tx: Queryable, actor: Actor, body: B, ctx: C) => Promise<Outcome>;

/** An edit judged against the version the device based it on. */
export interface BasedEdit {
  now: Date;
  baseVersion: number;
  /** In a sync batch: the records earlier operations of the batch moved besides their own. */
  moved?: MovedSoFar;
}

/**
 * The records a sync batch's operations moved besides their own (Moved, contracts/sync.ts), by
 * kind and key: each step from a version to the next. Made per request, so nothing is kept
 * between requests or shared between server processes.
 */
export class MovedSoFar {
  private readonly steps = new Map<string, Map<number, number>>();
  add(moved: readonly Moved[] | undefined): void {
    for (const m of moved ?? []) {
      const id = `${m.kind}|${JSON.stringify(m.key)}`;
      const steps = this.steps.get(id) ?? new Map<number, number>();
      steps.set(m.from, m.to);
      this.steps.set(id, steps);
    }
  }
  /** `base` moved on along the steps from it: the version the device's edit is really based on. */
  from(kind: string, key: string | number, base: number): number {
    const steps = this.steps.get(`${kind}|${JSON.stringify(key)}`);
    let version = base;
    for (let next = steps?.get(version); next !== undefined && next > version; next = steps?.get(version))
      version = next;
    return version;
  }
}

/**
 * The version an edit of the record is judged against: the device's base, moved on past what an
 * earlier operation of the same batch (the same device's queue, in the order it was made) moved
 * the record to. A step from another version (someone else's change in between) moves nothing,
 * so that change is still a conflict.
 */
export const baseOf = (ctx: BasedEdit, kind: string, key: string | number): number =>
  ctx.moved && ctx.baseVersion > 0 ? ctx.moved.from(kind, key, ctx.baseVersion) : ctx.baseVersion;

/**
 * Rows an UPDATE gave new change numbers as a side effect, each told as a Moved of `kind`. The
 * statement returns `key`, `version` and `before` (the version in its snapshot:
 * `(SELECT b.version FROM <table> b WHERE b.id = <alias>.id) AS before`).
 */
export const movesOf = (
  kind: string,
  rows: { key: string | number; version: number | string; before: number | string }[],
): Moved[] =>
  rows.map((r) => ({
    kind,
    key: typeof r.key === 'string' && /^\d+$/.test(r.key) ? Number(r.key) : r.key,
    from: Number(r.before),
    to: Number(r.version),
  }));
