import { useLiveQuery } from 'dexie-react-hooks';
import type { GuestRecord } from '../../../contracts/guests';
import type { Pending } from '../../../db/app-db';
import { isoDay } from '../../../domain/dates/format';
import { db } from '../../../lib/services';
import { vesselGuests } from './guest-commands';

/**
 * A vessel's guests read live from the device (offline too), by name; a guest with a change not
 * yet sent is marked pending. Undefined while the first read runs.
 */
export function useVesselGuests(vesselId: number | undefined): Pending<GuestRecord>[] | undefined {
  return useLiveQuery(
    async () => (vesselId === undefined ? undefined : await vesselGuests(db, vesselId)),
    [vesselId],
  );
}

/** Today on the device's calendar: the day a passport is read against. */
export const todayIso = () => isoDay(new Date());
