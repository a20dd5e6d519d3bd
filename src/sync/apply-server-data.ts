import type { Changes, SyncResult } from '../contracts/sync';
import type { AppDb, OutboxEntry } from '../db/app-db';
import { restDayCoalesceKey } from './outbox';

/** Applies one answer of the server to its outbox entry and to the local records. */
export async function applyResult(db: AppDb, entry: OutboxEntry, result: SyncResult): Promise<void> {
  if (result.status === 'applied') {
    await db.outbox.delete(entry.id);
    if (entry.op !== 'hor/day/save') return;
    for (const date of entry.body.dates) {
      const key = [entry.body.userId, entry.body.yachtId, date] as [number, number, string];
      const day = await db.restDays.get(key);
      if (!day) continue;
      const stillQueued = await db.outbox
        .where('coalesceKey')
        .equals(restDayCoalesceKey(entry.body.yachtId, entry.body.userId, date))
        .count();
      await db.restDays.put({
        ...day,
        version: Math.max(day.version, result.version),
        pending: stillQueued ? 1 : 0,
      });
    }
    return;
  }
  // A conflict or a rejection is kept, visible, until the user decides.
  await db.outbox.put({
    ...entry,
    status: result.status,
    conflict: result.status === 'conflict' ? result : undefined,
    rejection: result.status === 'rejected' ? result : undefined,
  });
  if (result.status === 'conflict') await db.restMonths.bulkPut(result.month ? [result.month] : []);
}

/** Pulled changes overwrite local copies, except days the user has edited and not yet sent. */
export async function applyChanges(db: AppDb, changes: Changes): Promise<void> {
  if (changes.restDays.length) {
    const keys = changes.restDays.map((d) => [d.userId, d.vesselId, d.date] as [number, number, string]);
    const local = await db.restDays.bulkGet(keys);
    const incoming = changes.restDays.filter((_, i) => !local[i]?.pending);
    await db.restDays.bulkPut(
      incoming.filter((d) => !d.cleared).map(({ cleared: _, ...d }) => ({ ...d, pending: 0 as const })),
    );
    await db.restDays.bulkDelete(
      incoming
        .filter((d) => d.cleared)
        .map((d) => [d.userId, d.vesselId, d.date] as [number, number, string]),
    );
  }
  if (changes.restMonths.length) await db.restMonths.bulkPut(changes.restMonths);
  if (changes.members?.length) await db.members.bulkPut(changes.members);
  if (changes.comments?.length) await db.comments.bulkPut(changes.comments);
  if (changes.presets?.length) await db.presets.bulkPut(changes.presets);
  await db.meta.put({ key: 'cursor', value: changes.cursor });
}
