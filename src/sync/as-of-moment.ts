/**
 * How far from the last sync an answer may have been read and still be "of that sync": a sync
 * round, with the answers of the open screen read again right after it (reread-after-sync), takes
 * seconds to tens of seconds on a satellite link, and the page syncs every 30 s while connected.
 */
export const SAME_SYNC_MS = 60_000;

export interface AsOfMoment {
  /** The time the as-of line gives (epoch ms). */
  at: number;
  /** The answer is older than the last sync: the line says so, or its time would read as a mistake. */
  beforeLastSync: boolean;
}

/**
 * The time a screen's "as of" line gives for an answer kept on the device, beside the header
 * chip's "last sync". A screen showing "as of 04:37" under a chip saying "last sync 04:39" reads as
 * two different truths, so:
 * - an answer read in the same sync round (within a minute either side of it) is as new as that
 *   sync: the line gives the chip's time, to the minute, and the screen shows one time, not two;
 * - an answer read earlier really is older than what the sync brought (the sync carries the
 *   records, not these answers, and the screen was not open to read them again): the line gives
 *   its own time and says it is from before the last sync;
 * - an answer read well after the last sync (a sync failed while this read got through) gives
 *   its own, newer time: it is news the chip does not have.
 * Never synced: the answer's own time.
 */
export function asOfMoment(readAt: number, lastSyncAt: number | null): AsOfMoment {
  if (lastSyncAt === null) return { at: readAt, beforeLastSync: false };
  if (Math.abs(readAt - lastSyncAt) <= SAME_SYNC_MS) return { at: lastSyncAt, beforeLastSync: false };
  return { at: readAt, beforeLastSync: readAt < lastSyncAt };
}
