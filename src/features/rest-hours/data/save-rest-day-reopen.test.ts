import { describe, expect, it } from 'vitest';
import { openAppDb } from '../../../db/app-db';
import { saveRestDayRange } from './save-rest-day';

/**
 * "Save and reopen" answers what the device shows. Over a month it shows countersigned (a
 * supervisor's edit), the queued save says the countersign is reopened too; over one it shows
 * signed only, it does not: a countersign the shore took meanwhile comes back as a conflict the
 * user sees, never undone unseen (field test: an officer's offline edit wiped the captain's).
 */
const WORK = `${'1'.repeat(16)}${'0'.repeat(32)}`;

async function phone(countersigned: boolean) {
  const db = openAppDb(`reopen-${Math.random()}`);
  await db.restMonths.put({
    userId: 7,
    vesselId: 1,
    month: '2026-11',
    signedBy: 7,
    signedByName: 'Sam Taylor',
    signedAt: '2026-12-01T09:00:00Z',
    counterSignedBy: countersigned ? 2 : null,
    counterSignedByName: countersigned ? 'James Whitfield' : null,
    counterSignedAt: countersigned ? '2026-12-02T09:00:00Z' : null,
    version: 30,
  });
  return db;
}
const save = (db: Awaited<ReturnType<typeof phone>>) =>
  saveRestDayRange(db, { userId: 7, vesselId: 1, dates: ['2026-11-05'], work: WORK, reopen: true }, 1);

describe('Save and reopen, queued', () => {
  it('over a month shown signed only: reopens the signature, not a countersign', async () => {
    const entry = await save(await phone(false));
    expect(entry.body).toMatchObject({ reopen: true });
    expect(entry.body).not.toHaveProperty('reopenCountersigned');
  });

  it('over a month shown countersigned: reopens the countersign too', async () => {
    const entry = await save(await phone(true));
    expect(entry.body).toMatchObject({ reopen: true, reopenCountersigned: true });
  });
});
