import {
  type ClockChangeRecord,
  type ClockChangeSave,
  clockChangeRefSchema,
  clockChangeSaveSchema,
} from '../../../contracts/clock-changes';
import type { AppDb, Pending } from '../../../db/app-db';
import type { ClockChange } from '../../../domain/rest-hours/clock-change';
import { enqueue } from '../../../sync/outbox';

/**
 * The master's writes of the vessel's clock changes on the device: each checks its input with the
 * shared schema, then in one transaction changes the local copy (marked pending) and queues the
 * same change for the server, so a change is recorded at sea and reaches the crew's devices when
 * a connection comes back.
 */
type Who = { db: AppDb; userId: number; name: string; now: number };

export async function recordClockChange({ db, userId, name, now }: Who, input: ClockChangeSave) {
  const body = clockChangeSaveSchema.parse(input);
  await db.transaction('rw', db.clockChanges, db.outbox, async () => {
    const current = await db.clockChanges.get([body.yachtId, body.date]);
    const base = current && !current.deleted ? current.version : 0;
    await db.clockChanges.put({
      vesselId: body.yachtId,
      date: body.date,
      at: body.at,
      minutes: body.minutes,
      recordedBy: userId,
      recordedByName: name,
      recordedAt: new Date(now).toISOString(),
      deleted: false,
      version: current?.version ?? 0,
      pending: 1,
    });
    await enqueue(
      db,
      {
        op: 'hor/clock/save',
        body,
        baseVersion: base,
        coalesceKey: `clock:${body.yachtId}:${body.date}`,
        userId,
      },
      now,
    );
  });
}

/** Delete (after the confirmation): a tombstone here too, so the notice goes at once. */
export async function deleteClockChange({ db, userId, now }: Who, change: ClockChangeRecord) {
  const body = clockChangeRefSchema.parse({ yachtId: change.vesselId, date: change.date });
  await db.transaction('rw', db.clockChanges, db.outbox, async () => {
    await db.clockChanges.update([change.vesselId, change.date], { deleted: true, pending: 1 });
    await enqueue(
      db,
      { op: 'hor/clock/delete', body, baseVersion: change.version, coalesceKey: null, userId },
      now,
    );
  });
}

/** The vessel's changes as the device holds them (not the deleted), newest date first. */
export async function vesselClockChanges(db: AppDb, vesselId: number): Promise<Pending<ClockChangeRecord>[]> {
  const rows = await db.clockChanges.where('vesselId').equals(vesselId).toArray();
  return rows.filter((c) => !c.deleted).sort((a, b) => b.date.localeCompare(a.date));
}

/** The vessel's live changes on some dates, by date, as the lengths their days are saved with. */
export async function liveClockChanges(
  db: AppDb,
  vesselId: number,
  dates: readonly string[],
): Promise<Map<string, ClockChange>> {
  const rows = await db.clockChanges.bulkGet(dates.map((date) => [vesselId, date]));
  const live = rows.filter((c): c is NonNullable<typeof c> => c !== undefined && !c.deleted);
  return new Map(live.map(({ date, at, minutes }) => [date, { date, at, minutes }]));
}
