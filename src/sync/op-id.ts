import { increment, monotonicFactory, ulid } from './ulid';

/**
 * The id of a queued change: a ULID, which the outbox sorts and sends by. Monotonic, so that
 * changes written in the same millisecond (a day copied onto forty) keep the order they were
 * made in: a plain ULID orders those at random.
 */
export const opId: (now: number) => string = monotonicFactory();

/** A ULID after `last` (when given): this moment's, or `last` counted up by one when it is not later. */
export function opIdAfter(now: number, last: string | undefined): string {
  const id = opId(now);
  return last === undefined || id > last ? id : last.slice(0, 10) + increment(last.slice(10));
}

/** A new ULID of the same moment as `id`: another key that sorts where `id` did. */
export const inItsPlace = (id: string) => id.slice(0, 10) + ulid(0).slice(10);
