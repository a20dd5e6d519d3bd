import { MSG } from '../contracts/messages';
import type { AppDb, OutboxEntry } from '../db/app-db';
import { dropEntry } from './apply-server-data';
import { type DeviceRegistry, kindOf, opOf, syncedTables } from './device-kit';
import { inItsPlace, opId } from './op-id';
import { newEntryId } from './outbox';

/**
 * Discard my change: the entry goes and the records it wrote return to the server's copy (or
 * go, for a record the server never had), so the device agrees with the server. Where the
 * server's copy is not known, the feed is read again from before it.
 */
export async function discardChange(db: AppDb, registry: DeviceRegistry, entry: OutboxEntry): Promise<void> {
  await db.transaction('rw', [db.outbox, db.meta, db.shadows, ...syncedTables(registry, db)], async () => {
    const rewind = await dropEntry(db, registry, entry);
    if (rewind === null) return;
    const cursor = Number((await db.meta.get('cursor'))?.value ?? 0);
    await db.meta.put({ key: 'cursor', value: Math.min(cursor, rewind) });
  });
}

/**
 * Resubmit my change: a new operation (new idempotency key) based on the server's current
 * version, as the operation's declaration makes it (e.g. a day edit that reopens the month).
 */
export async function resubmitChange(
  db: AppDb,
  registry: DeviceRegistry,
  entry: OutboxEntry,
  now: number,
): Promise<void> {
  const next = opOf(registry, entry).resubmit?.(entry as never);
  if (!next) return;
  await db.transaction('rw', db.outbox, async () => {
    const id = await newEntryId(db, now);
    await db.outbox.delete(entry.id);
    // What builds on the change builds on it as sent again.
    await db.outbox.filter((e) => e.follows === entry.id).modify({ follows: id });
    await db.outbox.add({
      ...entry,
      id,
      body: next.body,
      baseVersion: next.baseVersion,
      status: 'pending',
      attempts: 0,
      nextAttemptAt: now,
      conflict: undefined,
      rejection: undefined,
      lastError: undefined,
    } as OutboxEntry);
  });
}

/**
 * Why the server did not take a change, as the Sync page shows it: the message, and the field
 * messages after it when they say more (e.g. 'Field contains characters that are not allowed.').
 */
export function refusalReason(
  entry: Pick<OutboxEntry, 'conflict' | 'rejection'>,
  /** Each of the server's sentences in the user's language (t), English as sent otherwise. */
  say: (text: string) => string = (text) => text,
): string {
  if (entry.conflict) return say(entry.conflict.message);
  const r = entry.rejection;
  if (!r) return '';
  const fields = [...new Set((r.errorList ?? []).map((f) => f.message))].filter((m) => m !== r.message);
  return [r.message, ...fields].map(say).join(' ');
}

/**
 * A rejected change the user wants to try again as it is (after a server error, or once what
 * refused it is mended: put back on the vessel, say). The server keeps its refusal under the key
 * and answers it to the same key for ever, so the change goes under a new one, in its place in the
 * queue; after a server error the key was not kept, and the same one stays safe to replay.
 */
export async function retryChange(db: AppDb, entry: OutboxEntry, now: number): Promise<void> {
  const retry = { status: 'pending', nextAttemptAt: now, rejection: undefined } as const;
  if (entry.rejection?.message === MSG.status500) {
    await db.outbox.update(entry.id, retry);
    return;
  }
  const id = inItsPlace(entry.id);
  await db.transaction('rw', db.outbox, async () => {
    const stored = await db.outbox.get(entry.id);
    if (stored?.status !== 'rejected') return;
    await db.outbox.delete(entry.id);
    await db.outbox.filter((e) => e.follows === entry.id).modify({ follows: id });
    await db.outbox.add({ ...stored, ...retry, id, attempts: 0, lastError: undefined } as OutboxEntry);
  });
}

/**
 * Send my change as another operation (a request to reopen, say): the conflicting entry goes
 * and the device returns to the server's copy, as with discard, while the new operation and
 * the record it makes are queued in the same transaction, so the change is never lost between.
 */
export async function convertChange(
  db: AppDb,
  registry: DeviceRegistry,
  entry: OutboxEntry,
  now: number,
): Promise<void> {
  const next = opOf(registry, entry).convert?.(entry as never, { now, newId: opId(now) });
  if (!next) return;
  const tables = [db.outbox, db.meta, db.shadows, ...syncedTables(registry, db)];
  await db.transaction('rw', tables, async () => {
    const rewind = await dropEntry(db, registry, entry);
    if (rewind !== null) {
      const cursor = Number((await db.meta.get('cursor'))?.value ?? 0);
      await db.meta.put({ key: 'cursor', value: Math.min(cursor, rewind) });
    }
    if (next.local) await kindOf(registry, next.local.kind).table(db).put(next.local.row);
    await db.outbox.add({
      ...entry,
      id: await newEntryId(db, now),
      op: next.op,
      body: next.body,
      baseVersion: 0,
      status: 'pending',
      attempts: 0,
      nextAttemptAt: now,
      createdAt: now,
      coalesceKey: null,
      follows: undefined,
      conflict: undefined,
      rejection: undefined,
      lastError: undefined,
    } as OutboxEntry);
  });
}
