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
