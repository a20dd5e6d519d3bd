import type { AppDb, StoredSession } from '../db/app-db';
import type { FirstSyncState } from './first-sync';

/**
 * How far a new device's first sync has got, for the shell: part 1 of 2 holds what the user
 * needs at once (their own records and the last two months of the vessel they work on), part 2
 * the rest. Apart from first-sync.ts so the shell reads it without the sync engine's code.
 */
export interface FirstSyncProgress {
  vesselId: number;
  step: 1 | 2;
  of: 2;
  /** Pages of this part already on the device. */
  pages: number;
}

/** Null once the device follows the feed, or when it has no vessel to fill. */
export async function firstSyncProgress(
  db: AppDb,
  session: StoredSession,
): Promise<FirstSyncProgress | null> {
  const raw = (await db.meta.get('firstSync'))?.value;
  if (typeof raw === 'string') {
    const state = JSON.parse(raw) as FirstSyncState;
    return { vesselId: state.vesselId, step: state.part === 'first' ? 1 : 2, of: 2, pages: state.pages ?? 0 };
  }
  if (await db.meta.get('cursor')) return null;
  // Not started yet: it starts with the vessel the user works on (as planPull picks it).
  const focus = Number((await db.meta.get('focusVessel'))?.value ?? 0);
  const vesselId = session.vessels.some((v) => v.id === focus) ? focus : session.vessels[0]?.id;
  return vesselId ? { vesselId, step: 1, of: 2, pages: 0 } : null;
}
