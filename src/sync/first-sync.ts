import type { Changes, FirstSyncPart } from '../contracts/sync';
import type { AppDb, StoredSession } from '../db/app-db';
import { touchedIds } from './apply-server-data';
import { type DeviceRegistry, kindOf, kindsOf, refId } from './device-kit';

/** Where a new device's first sync has got to: the part, and the cursor within it. */
export interface FirstSyncState extends FirstSyncPart {
  since: number;
  /** Answers applied so far in this part: the splash says how far it has got. */
  pages?: number;
}

/** What the next request pulls: the feed from the cursor, or the next page of a first sync. */
export interface PullPlan {
  cursor: number;
  first?: FirstSyncPart;
  /** Pages of this first-sync part already in (kept on the device, never sent). */
  pages?: number;
}

const monthBefore = (now: number) => {
  const d = new Date(now);
  return new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() - 1, 1)).toISOString().slice(0, 7);
};

async function readState(db: AppDb): Promise<FirstSyncState | null> {
  const raw = (await db.meta.get('firstSync'))?.value;
  return typeof raw === 'string' ? (JSON.parse(raw) as FirstSyncState) : null;
}

/**
 * A device that has never synced starts with what its user needs at once: their own records
 * and the current and last month of the vessel they work on; the rest follows in pages.
 */
export async function planPull(db: AppDb, session: StoredSession, now: number): Promise<PullPlan> {
  const state = await readState(db);
  if (state) {
    const { since, pages, ...first } = state;
    return { cursor: since, first, pages };
  }
  const cursor = Number((await db.meta.get('cursor'))?.value ?? 0);
  if (cursor > 0) return { cursor };
  const focus = Number((await db.meta.get('focusVessel'))?.value ?? 0);
  const vesselId = session.vessels.some((v) => v.id === focus) ? focus : session.vessels[0]?.id;
  if (!vesselId) return { cursor };
  return { cursor: 0, first: { part: 'first', vesselId, from: monthBefore(now) } };
}

/** Moves the cursor (or the first sync) on after an answer was applied. */
export async function advancePull(db: AppDb, plan: PullPlan, changes: Changes & { more?: boolean }) {
  if (!plan.first) {
    await db.meta.put({ key: 'cursor', value: changes.cursor });
    return;
  }
  const until = changes.until ?? plan.first.until ?? changes.cursor;
  if (changes.more) {
    const next: FirstSyncState = {
      ...plan.first,
      until,
      since: changes.cursor,
      pages: (plan.pages ?? 0) + 1,
    };
    await db.meta.put({ key: 'firstSync', value: JSON.stringify(next) });
  } else if (plan.first.part === 'first') {
    const next: FirstSyncState = { ...plan.first, part: 'rest', until, since: 0 };
    await db.meta.put({ key: 'firstSync', value: JSON.stringify(next) });
  } else {
    // Both parts are in: from here on the device follows the feed.
    await db.meta.delete('firstSync');
    await db.meta.put({ key: 'cursor', value: until });
  }
}

/** Whether a first sync is still under way (its next page should follow at once). */
export async function firstSyncUnderWay(db: AppDb): Promise<boolean> {
  return (await readState(db)) !== null;
}

/**
 * The user's access changed (a new vessel, level or approval group): the device drops its
 * synced copies, except records with unsent edits, and syncs afresh.
 */
export async function startAfresh(db: AppDb, registry: DeviceRegistry): Promise<void> {
  const keep = await touchedIds(db, registry);
  for (const kind of kindsOf(registry)) {
    const table = kindOf(registry, kind).table(db);
    const keys = await table.toCollection().primaryKeys();
    await table.bulkDelete(keys.filter((key) => !keep.has(refId(kind, key))));
  }
  await db.shadows.clear();
  await db.meta.bulkDelete(['cursor', 'firstSync']);
}
