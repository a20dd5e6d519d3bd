import { ulid } from 'ulidx';
import type { AppDb, OutboxEntry } from '../db/app-db';

/**
 * Discard my change: the entry goes and the days return to the server's copy (or, for a
 * rejected change the server never had, to blank), so the device agrees with the server.
 */
export async function discardChange(db: AppDb, entry: OutboxEntry): Promise<void> {
  const serverDays = entry.conflict?.days ?? [];
  await db.transaction('rw', db.outbox, db.restDays, async () => {
    await db.outbox.delete(entry.id);
    if (entry.op !== 'hor/day/save') return;
    for (const date of entry.body.dates) {
      const key: [number, number, string] = [entry.body.userId, entry.body.yachtId, date];
      const server = serverDays.find((d) => d.date === date);
      if (server) await db.restDays.put({ ...server, pending: 0 });
      else await db.restDays.delete(key);
    }
  });
}

/**
 * Resubmit my change: a new operation (new idempotency key) based on the server's current
 * version that reopens the month, which then needs signing again.
 */
export async function resubmitChange(db: AppDb, entry: OutboxEntry, now: number): Promise<void> {
  if (entry.op !== 'hor/day/save') return;
  const base = Math.max(
    entry.conflict?.month?.version ?? 0,
    ...(entry.conflict?.days ?? []).map((d) => d.version),
  );
  await db.transaction('rw', db.outbox, async () => {
    await db.outbox.delete(entry.id);
    await db.outbox.add({
      ...entry,
      op: entry.op,
      id: ulid(now),
      body: { ...entry.body, reopen: true },
      baseVersion: base,
      status: 'pending',
      attempts: 0,
      nextAttemptAt: now,
      conflict: undefined,
      rejection: undefined,
      lastError: undefined,
    });
  });
}

/** A rejected change the user wants to try again as it is (e.g. after a server error). */
export async function retryChange(db: AppDb, entry: OutboxEntry, now: number): Promise<void> {
  await db.outbox.update(entry.id, { status: 'pending', nextAttemptAt: now, rejection: undefined });
}
