import { restDaySaveSchema } from '../../../contracts/rest-hours';
import type { AppDb } from '../../../db/app-db';
import { enqueue, restDayCoalesceKey } from '../../../sync/outbox';

export interface RestDayEdit {
  userId: number;
  vesselId: number;
  date: string;
  work: string;
}

/**
 * The local write of a rest day: validates, then in ONE transaction updates the day on the
 * device and queues the server call, so neither can exist without the other.
 */
export async function saveRestDay(db: AppDb, edit: RestDayEdit, now: number) {
  const body = restDaySaveSchema.parse({ yachtId: edit.vesselId, dates: [edit.date], binary: edit.work });
  return db.transaction('rw', db.restDays, db.outbox, async () => {
    const key: [number, number, string] = [edit.userId, edit.vesselId, edit.date];
    const current = await db.restDays.get(key);
    const baseVersion = current?.version ?? 0;
    await db.restDays.put({
      userId: edit.userId,
      vesselId: edit.vesselId,
      date: edit.date,
      work: edit.work,
      version: baseVersion,
      pending: 1,
    });
    return enqueue(
      db,
      {
        op: 'hor/day/save',
        body: { ...body, userId: edit.userId },
        baseVersion,
        coalesceKey: restDayCoalesceKey(edit.vesselId, edit.userId, edit.date),
        userId: edit.userId,
      },
      now,
    );
  });
}

/** The same timeline on a range of days: one queued call carrying all the dates. */
export async function saveRestDayRange(
  db: AppDb,
  edit: Omit<RestDayEdit, 'date'> & { dates: string[] },
  now: number,
) {
  if (edit.dates.length === 1) return saveRestDay(db, { ...edit, date: edit.dates[0]! }, now);
  const body = restDaySaveSchema.parse({ yachtId: edit.vesselId, dates: edit.dates, binary: edit.work });
  return db.transaction('rw', db.restDays, db.outbox, async () => {
    let baseVersion = 0;
    for (const date of edit.dates) {
      const current = await db.restDays.get([edit.userId, edit.vesselId, date]);
      baseVersion = Math.max(baseVersion, current?.version ?? 0);
      await db.restDays.put({
        userId: edit.userId,
        vesselId: edit.vesselId,
        date,
        work: edit.work,
        version: current?.version ?? 0,
        pending: 1,
      });
    }
    return enqueue(
      db,
      {
        op: 'hor/day/save',
        body: { ...body, userId: edit.userId },
        baseVersion,
        coalesceKey: null,
        userId: edit.userId,
      },
      now,
    );
  });
}
