import type { AppDb } from '../db/app-db';
import type { Synced } from '../domain/home/needs-me';
import type { FirstSyncState } from './first-sync';

/**
 * How much of this vessel the device holds: all of it once it follows the feed (a cold start at
 * sea included); the recent part once a first sync's part 1 for this vessel is in; else nothing.
 */
export async function syncedSoFar(store: AppDb, vesselId: number): Promise<Synced> {
  const [cursor, first] = await Promise.all([store.meta.get('cursor'), store.meta.get('firstSync')]);
  if (typeof first?.value === 'string') {
    const state = JSON.parse(first.value) as FirstSyncState;
    return state.part === 'rest' && state.vesselId === vesselId ? 'recent' : 'nothing';
  }
  return cursor ? 'all' : 'nothing';
}
