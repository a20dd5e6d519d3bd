import { afterEach, describe, expect, it } from 'vitest';
import type { Changes } from '../contracts/sync';
import { type AppDb, openAppDb, type StoredSession } from '../db/app-db';
import { advancePull, planPull } from './first-sync';
import { firstSyncProgress } from './first-sync-progress';

const dbs: AppDb[] = [];
afterEach(async () => {
  for (const db of dbs.splice(0)) await db.delete();
});

const session = {
  vessels: [
    { id: 1, name: 'M/Y Aurora' },
    { id: 2, name: 'S/Y Meridian' },
  ],
} as unknown as StoredSession;

/** One answer of the server applied: `more` when the part has further pages. */
async function answer(db: AppDb, more: boolean, cursor: number) {
  const plan = await planPull(db, session, Date.parse('2026-12-02T10:00:00Z'));
  await advancePull(db, plan, { cursor, until: 500, more } as unknown as Changes & { more: boolean });
}

describe('how far a new device has got, for the splash', () => {
  it('counts the pages of each part, starting with the vessel the user works on', async () => {
    const db = openAppDb(`first-sync-progress-${Date.now()}`);
    dbs.push(db);
    await db.meta.put({ key: 'focusVessel', value: 2 });
    expect(await firstSyncProgress(db, session)).toEqual({ vesselId: 2, step: 1, of: 2, pages: 0 });
    await answer(db, true, 100);
    await answer(db, true, 200);
    expect(await firstSyncProgress(db, session)).toEqual({ vesselId: 2, step: 1, of: 2, pages: 2 });
    await answer(db, false, 300);
    expect(await firstSyncProgress(db, session)).toEqual({ vesselId: 2, step: 2, of: 2, pages: 0 });
    await answer(db, true, 400);
    expect(await firstSyncProgress(db, session)).toMatchObject({ step: 2, pages: 1 });
    await answer(db, false, 500);
    // Both parts in: the device follows the feed and the splash has nothing more to say.
    expect(await firstSyncProgress(db, session)).toBeNull();
  });

  it('never sends the page count to the server', async () => {
    const db = openAppDb(`first-sync-plan-${Date.now()}`);
    dbs.push(db);
    await answer(db, true, 100);
    const plan = await planPull(db, session, Date.now());
    expect(plan.first).not.toHaveProperty('pages');
    expect(plan.pages).toBe(1);
  });
});
