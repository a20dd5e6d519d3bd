import { useLiveQuery } from 'dexie-react-hooks';
import type { ClockChange } from '../../../domain/rest-hours/clock-change';
import { db } from '../../../lib/services';
import { vesselClockChanges } from './clock-change-commands';

const NONE: ClockChange[] = [];

/**
 * The vessel's clock changes as the device holds them (recorded offline too, not the deleted),
 * as the rules take them: every rule check on the device runs on elapsed time across them, as
 * the server's does (issue 33).
 */
export async function knownClockChanges(vesselId: number): Promise<ClockChange[]> {
  return (await vesselClockChanges(db, vesselId)).map(({ date, at, minutes }) => ({ date, at, minutes }));
}

/** The same, live: a change recorded or synced re-runs the screen's rule checks. */
export function useClockChanges(vesselId: number): ClockChange[] {
  return useLiveQuery(() => knownClockChanges(vesselId), [vesselId], NONE);
}
