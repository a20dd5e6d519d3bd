import { createHash } from 'node:crypto';
import { MSG } from '@contracts/messages';
import type { SyncOutcome } from '@contracts/sync';

/**
 * What an operation id stands for: the op and its body as checked (the schema's output, so a
 * number sent as text is the number), its keys in one order (a replay listing them otherwise is
 * the same call). A replay must be the same call to get the kept answer.
 */
export const fingerprintOf = (op: string, body: unknown, sent?: unknown): string =>
  sent === undefined ? printOf(op, body) : `${printOf(op, body)}${OR}${printOf(op, sent)}`;

/**
 * With `sent` (the body as the device sent it, which it sends again byte for byte), the print is
 * of both: the checked body's, and the sent one's, which a later server reads as the same call
 * though its schema reads the body otherwise (a field given a default, or one no longer read).
 * The checked body's alone refused a lost answer's replay after an upgrade as another call: a
 * change the server holds was shown to the user as refused.
 */
const OR = '.';

const printOf = (op: string, body: unknown): string =>
  createHash('sha256')
    .update(`${op}\n${JSON.stringify(inOneOrder(body ?? null))}`)
    .digest('base64url')
    .slice(0, 22);

/** Whether two prints (each one or two, joined by OR) share one: the same call. */
const samePrint = (a: string, b: string) => {
  const ours = new Set(a.split(OR));
  return b.split(OR).some((p) => ours.has(p));
};

/** Objects with their keys sorted, all the way down; arrays keep their order (it is meaning). */
function inOneOrder(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(inOneOrder);
  if (value === null || typeof value !== 'object') return value;
  const keys = Object.keys(value).sort();
  return Object.fromEntries(keys.map((k) => [k, inOneOrder((value as Record<string, unknown>)[k])]));
}

/** The kept row of a used id, as read for a replay. */
export interface KeptKey<T> {
  result: T | string;
  op: string;
  fingerprint: string | null;
}

/**
 * The answer a used id gets: the kept one if the call is the one first made under it (a key
 * kept before fingerprints were, with none, by its op alone), else a refusal: answering "applied"
 * for a change that was never made would lose it unseen.
 */
export function replayAnswer<T extends SyncOutcome>(kept: KeptKey<T>, op: string, fingerprint: string): T {
  if (kept.op !== op || (kept.fingerprint !== null && !samePrint(kept.fingerprint, fingerprint)))
    return { status: 'rejected', message: MSG.keyReused } as T;
  return typeof kept.result === 'string' ? (JSON.parse(kept.result) as T) : kept.result;
}
