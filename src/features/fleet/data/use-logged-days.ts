import { useLiveQuery } from 'dexie-react-hooks';
import { isoDay } from '../../../domain/dates/format';
import { db } from '../../../lib/services';
import { syncedSoFar } from '../../../sync/synced-so-far';

/** What the fleet list's rows count on the device, for one vessel. */
export interface CountedOnDevice {
  /** Days logged this month. */
  logged: number;
  /** Messages about the vessel not yet opened nor removed. */
  unread: number;
}

/**
 * The days the user logged this month on each vessel, counted from the records on this device
 * (offline too), so the 'Hours of rest' row under today's counts today the moment it is saved
 * there; and the vessel's unread messages, so the 'Inbox' row says what the inbox and the bell
 * say (a sync brings messages after the shore's last welcome answer; one opened or removed at sea
 * is no longer unread). A vessel whose records the device does not hold yet (a first sync under
 * way) is left out: its rows keep the shore's figures.
 */
export function useLoggedThisMonth(
  userId: number | undefined,
  vesselIds: readonly number[],
): ReadonlyMap<number, CountedOnDevice> | undefined {
  // A string, so a new array of the same vessels on each render does not read again.
  const ids = vesselIds.join(',');
  return useLiveQuery(async () => {
    const counted = new Map<number, CountedOnDevice>();
    if (userId === undefined) return counted;
    const today = isoDay(new Date());
    const monthStart = `${today.slice(0, 8)}01`;
    const messages = await db.messages.where('userId').equals(userId).toArray();
    for (const vesselId of ids ? ids.split(',').map(Number) : []) {
      if ((await syncedSoFar(db, vesselId)) === 'nothing') continue;
      // A cleared day is deleted from the device, so every row held is a day logged.
      const logged = await db.restDays
        .where('[userId+vesselId+date]')
        .between([userId, vesselId, monthStart], [userId, vesselId, today], true, true)
        .count();
      const unread = messages.filter((m) => m.vesselId === vesselId && !m.seen && !m.deleted).length;
      counted.set(vesselId, { logged, unread });
    }
    return counted;
  }, [userId, ids]);
}
