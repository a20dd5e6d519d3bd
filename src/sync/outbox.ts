import type { AppDb, OutboxEntry, OutboxOp } from '../db/app-db';
import { backingOff } from './backoff';
import { type DeviceRegistry, opOf, readable } from './device-kit';
import { opIdAfter } from './op-id';

export type Enqueue = OutboxOp & {
  baseVersion: number;
  coalesceKey: string | null;
  userId: number;
  /** The id of a sent entry this one builds on (OutboxEntry.follows). */
  follows?: string;
};

/**
 * Appends an outbox entry; call inside the same Dexie transaction as the local write. An
 * unsent pending entry for the same record is merged (it keeps its id and base version);
 * one that was ever handed to the server is left alone, as the server may already hold it.
 */
export async function enqueue(db: AppDb, item: Enqueue, now: number): Promise<OutboxEntry> {
  if (item.coalesceKey) {
    const mergeable = await db.outbox
      .where('coalesceKey')
      .equals(item.coalesceKey)
      // Only the same user's: merged into another's (a shared phone), the edit went as theirs.
      .filter((e) => e.status === 'pending' && e.attempts === 0 && e.userId === item.userId)
      .first();
    if (mergeable) {
      // Same coalesce key, same operation: only the body changes.
      const merged = { ...mergeable, body: item.body } as OutboxEntry;
      await db.outbox.put(merged);
      return merged;
    }
  }
  const entry = {
    id: await newEntryId(db, now),
    op: item.op,
    body: item.body,
    baseVersion: item.baseVersion,
    status: 'pending',
    attempts: 0,
    nextAttemptAt: now,
    createdAt: now,
    coalesceKey: item.coalesceKey,
    userId: item.userId,
    ...(item.follows ? { follows: item.follows } : {}),
  } as OutboxEntry;
  await db.outbox.add(entry);
  return entry;
}

/**
 * The id of a new entry: after every entry queued, as the queue is sent in id order. An id of the
 * clock alone sorted a change made after a clock set back (and a reload, whose id maker starts
 * afresh) before the earlier ones: the server applied the earlier change last, over the later.
 */
export const newEntryId = async (db: AppDb, now: number) =>
  opIdAfter(now, (await db.outbox.orderBy(':id').lastKey()) as string | undefined);

/**
 * Entries due to be sent, oldest first, so the server applies them in the order they were
 * made. The queue waits as one: while its oldest entry backs off, nothing newer jumps ahead.
 */
/** Queues a change that has no local record to write with it (settings, a guide, an e-mail). */
export const enqueueAlone = (db: AppDb, item: Enqueue, now: number) =>
  db.transaction('rw', db.outbox, () => enqueue(db, item, now));

/** The newest unsent change under a coalesce key: what a screen shows before the server has it. */
export const latestUnsent = (db: AppDb, coalesceKey: string) =>
  db.outbox
    .where('coalesceKey')
    .equals(coalesceKey)
    .filter((e) => e.status === 'pending' || e.status === 'sending')
    .last();

/**
 * The link is back (the shore answers again, or the network returned): what waited only for a
 * link goes now, not after the back-off its failed tries earned while the link was down. Entries
 * the server refused or failed on keep their delay.
 */
export async function dueWhenLinkBack(db: AppDb, now: number): Promise<void> {
  await db.outbox
    .where('status')
    .equals('pending')
    .modify((e) => {
      if (e.lastError === 'offline' && e.nextAttemptAt > now) e.nextAttemptAt = now;
    });
}

export async function dueEntries(
  db: AppDb,
  userId: number,
  now: number,
  limit: number,
  registry?: DeviceRegistry,
): Promise<OutboxEntry[]> {
  // Another user's changes on a shared device wait for that user's session.
  const pending = (await db.outbox.where('status').equals('pending').toArray())
    .filter((e) => e.userId === userId)
    .sort((a, b) => (a.id < b.id ? -1 : 1));
  const oldest = pending[0];
  if (!oldest || backingOff(oldest.nextAttemptAt, now)) return [];
  const due: OutboxEntry[] = [];
  const queued = new Set(await db.outbox.toCollection().primaryKeys());
  // An operation that refers to a file waits until the server has the file, and so does every
  // later operation on the same kind of thing (the server applies them in order, and they may
  // build on it). The others go: a signature picture the shore kept failing on held back every
  // day of hours of rest logged after it, what crew are paid and inspected by.
  const held = new Set<string>();
  for (const e of pending) {
    if (due.length >= limit) break;
    const thing = thingOf(e.op);
    const after = WAITS_FOR[thing];
    if (after && held.has(after)) held.add(thing);
    if (held.has(thing)) continue;
    // Built on an entry not answered yet: it goes once that one's answer gives it its base.
    if (e.follows && queued.has(e.follows)) held.add(thing);
    else if (registry && (await waitsForFiles(db, registry, e))) held.add(thing);
    else due.push(e);
  }
  return due;
}

/**
 * Things whose operations also wait for another thing's held ones: a month signed off after the
 * signature picture was drawn goes after it, so the record keeps the picture it was signed with
 * (the server keeps a signed month's picture from the moment of signing).
 */
const WAITS_FOR: Record<string, string> = { 'hor/month': 'hor/signature' };

/** What an operation works on: its name up to the last '/' ('hor/signature/use': 'hor/signature'). */
const thingOf = (op: string) => op.slice(0, op.lastIndexOf('/'));

async function waitsForFiles(db: AppDb, registry: DeviceRegistry, e: OutboxEntry) {
  const ids = readable(() => opOf(registry, e).files?.(e.body as never)) ?? [];
  if (ids.length === 0) return false;
  const rows = await db.files.bulkGet(ids);
  return rows.some((f) => f?.state === 'queued' || f?.state === 'uploading');
}
