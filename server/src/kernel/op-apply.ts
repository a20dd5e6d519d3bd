import type { SyncOutcome } from '@contracts/sync';
import type { Queryable } from '../db/client';
import type { Actor } from './actors';
import { type Outcome, syncOutcome } from './outcome';
import type { OpContext } from './sync-kit';
import type { BasedEdit } from './use-case';

/**
 * An operation's `apply` is most often its REST call's use case with the context unpacked and
 * the outcome stripped to its sync shape; these two write that once for each kind of use case.
 */

/** For a use case of the write's time: `(tx, actor, body, now)`. */
export const applyAt =
  <B>(run: (tx: Queryable, actor: Actor, body: B, now: Date) => Promise<Outcome>) =>
  async (tx: Queryable, body: B, { actor, now }: OpContext): Promise<SyncOutcome> =>
    syncOutcome(await run(tx, actor, body, now));

/** For a use case judged against the device's base version: `(tx, actor, body, { now, baseVersion })`. */
export const applyBased =
  <B>(run: (tx: Queryable, actor: Actor, body: B, ctx: BasedEdit) => Promise<Outcome>) =>
  async (tx: Queryable, body: B, { actor, now, baseVersion, moved }: OpContext): Promise<SyncOutcome> =>
    syncOutcome(await run(tx, actor, body, { now, baseVersion, ...(moved ? { moved } : {}) }));
