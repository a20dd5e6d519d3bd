import { useLiveQuery } from 'dexie-react-hooks';
import type { ClockChange } from '../../../domain/rest-hours/clock-change';
import { db } from '../../../lib/services';

/**
 * The vessel's clock change on a date as this device holds it (issue 33), or undefined: none,
 * deleted, or not read yet. Recorded offline, it is here before it reaches the server.
 */
export function useClockChange(vesselId: number, date: string): ClockChange | undefined {
  return useLiveQuery(async () => {
    const change = await db.clockChanges.get([vesselId, date]);
    return change && !change.deleted
      ? { date: change.date, at: change.at, minutes: change.minutes }
      : undefined;
  }, [vesselId, date]);
}

/**
 * The change deleted on a date, as the device still holds its tombstone: a day saved at its
 * length is read back on 48 cells by it, and the day editor says the day changed length.
 */
export function useDeletedClockChange(
  vesselId: number,
  date: string,
): (ClockChange & { version: number }) | undefined {
  return useLiveQuery(async () => {
    const c = await db.clockChanges.get([vesselId, date]);
    return c?.deleted ? { date: c.date, at: c.at, minutes: c.minutes, version: c.version } : undefined;
  }, [vesselId, date]);
}
