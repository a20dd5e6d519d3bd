import { ulid } from 'ulidx';
import type { AppDb, OutboxEntry } from '../db/app-db';

/**
 * Discard my change: the entry goes and the days return to the server's copy (or, for a
 * rejected change the server never had, to blank), so the device agrees with the server.
 */
export async function discardChange(db: AppDb, entry: OutboxEntry): Promise<void> {
  const serverDays = entry.conflict?.days ?? [];
  await db.transaction('rw', [db.outbox, db.restDays, db.restMonths, db.meta], async () => {
    await db.outbox.delete(entry.id);
    if (
      entry.op === 'hor/month/sign' ||
      entry.op === 'hor/month/countersign' ||
      entry.op === 'hor/month/cancel'
    ) {
      // The month goes back to the server's signatures (none, if the server has no row).
      const { userId, yachtId, month } = entry.body;
      const server = entry.conflict?.month;
      if (server) await db.restMonths.put(server);
      else {
        // The server's state is not known here: drop the local guess and pull afresh.
        await db.restMonths.delete([userId, yachtId, month]);
        await db.meta.put({ key: 'cursor', value: 0 });
      }
      return;
    }
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
