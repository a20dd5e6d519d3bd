import { MAX_IDEMPOTENCY_KEY } from '@contracts/limits';
import { MSG } from '@contracts/messages';
import type { Context } from 'hono';
import { badRequest } from './errors';

const PROPERTY = 'Idempotency-Key';
/** Printable ASCII: what a ULID, a UUID or any key a client makes is written in. */
const PRINTABLE = /^[\x20-\x7E]+$/;

/**
 * The Idempotency-Key of a REST write: a retried call under it gets the first call's answer.
 * Not sent: undefined, the call is made as it comes. Sent, it is kept (idempotency_keys), so it
 * is bounded like every other input: empty (no key at all, where one was meant), longer than
 * MAX_IDEMPOTENCY_KEY or holding other than printable ASCII is refused, naming the header; an
 * empty one was read as none and the retry the client guarded against was made twice.
 */
export function idempotencyKeyOf(c: Context): string | undefined {
  const raw = c.req.header('idempotency-key');
  if (raw === undefined) return undefined;
  const key = raw.trim();
  if (key === '') throw badRequest([{ property: PROPERTY, message: MSG.required }]);
  if (key.length > MAX_IDEMPOTENCY_KEY)
    throw badRequest([{ property: PROPERTY, message: MSG.maxLength(MAX_IDEMPOTENCY_KEY) }]);
  if (!PRINTABLE.test(key)) throw badRequest([{ property: PROPERTY, message: MSG.badText }]);
  return key;
}
