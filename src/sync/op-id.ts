import { monotonicFactory } from './ulid';

/**
 * The id of a queued change: a ULID, which the outbox sorts and sends by. Monotonic, so that
 * changes written in the same millisecond (a day copied onto forty) keep the order they were
 * made in: a plain ULID orders those at random.
 */
export const opId: (now: number) => string = monotonicFactory();
