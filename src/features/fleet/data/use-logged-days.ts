import { useLiveQuery } from 'dexie-react-hooks';
import { isoDay } from '../../../domain/dates/format';
import { db } from '../../../lib/services';
import { syncedSoFar } from '../../../sync/synced-so-far';

/**
 * The days the user logged this month on each vessel, counted from the records on this device
 * (offline too), so the 'Hours of rest' row under today's counts today the moment it is saved
 * there. A vessel whose records the device does not hold yet (a first sync under way) is left
 * out: its row keeps the shore's figure.
 */
export function useLoggedThisMonth(
  userId: number | undefined,
  vesselIds: readonly number[],
): ReadonlyMap<number, number> | undefined {
  // A string, so a new array of the same vessels on each render does not read again.
  const ids = vesselIds.join(',');
  return useLiveQuery(async () => {
    const logged = new Map<number, number>();
    if (userId === undefined) return logged;
    const today = isoDay(new Date());
    const monthStart = `${today.slice(0, 8)}01`;
    for (const vesselId of ids ? ids.split(',').map(Number) : []) {
      if ((await syncedSoFar(db, vesselId)) === 'nothing') continue;
      // A cleared day is deleted from the device, so every row held is a day logged.
      const n = await db.restDays
        .where('[userId+vesselId+date]')
        .between([userId, vesselId, monthStart], [userId, vesselId, today], true, true)
        .count();
      logged.set(vesselId, n);
    }
    return logged;
  }, [userId, ids]);
}
