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
}
