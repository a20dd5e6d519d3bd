import { describe, expect, it } from 'vitest';
import { openAppDb } from '../../../db/app-db';
import { clearRestDays, saveRestDay, saveRestDayRange } from './save-rest-day';

/**
 * The version a day edit is based on, which the server checks against someone else's later
 * change (migration 0058): what the phone knew of every day it touches, the least of them.
 */
const WORK = `${'0'.repeat(16)}${'1'.repeat(16)}${'0'.repeat(16)}`;
const at = (date: string) => [7, 1, date] as [number, number, string];

async function phone(cursor: number | null) {
  const db = openAppDb(`base-${Math.random()}`);
  if (cursor !== null) await db.meta.put({ key: 'cursor', value: cursor });
  await db.restDays.bulkPut([
    { userId: 7, vesselId: 1, date: '2026-11-05', work: WORK, version: 40, pending: 0 },
    { userId: 7, vesselId: 1, date: '2026-11-06', work: WORK, version: 120, pending: 0 },
  ]);
  return db;
}
const lastBase = async (db: Awaited<ReturnType<typeof phone>>) =>
  (await db.outbox.orderBy('id').last())!.baseVersion;

describe('the base of a day edit', () => {
  it('is the cursor for a day as the feed left it: every change up to it is on the phone', async () => {
    const db = await phone(100);
    await saveRestDay(db, { userId: 7, vesselId: 1, date: '2026-11-05', work: '0'.repeat(48) }, 1);
    expect(await lastBase(db)).toBe(100);
  });

  it('is the cursor for a day the phone never had, so a day someone else logged meanwhile is caught', async () => {
    const db = await phone(100);
    await saveRestDay(db, { userId: 7, vesselId: 1, date: '2026-11-20', work: WORK }, 1);
    expect(await lastBase(db)).toBe(100);
  });

  it("is a day's own newer version when its copy came after the cursor (the answer to an edit)", async () => {
    const db = await phone(100);
    await saveRestDay(db, { userId: 7, vesselId: 1, date: '2026-11-06', work: '0'.repeat(48) }, 1);
    expect(await lastBase(db)).toBe(120);
  });

  it('is the least of the days of a range, so no day hides another', async () => {
    const db = await phone(100);
    await db.restDays.update(at('2026-11-05'), { pending: 1 });
    await saveRestDayRange(
      db,
      { userId: 7, vesselId: 1, dates: ['2026-11-05', '2026-11-06'], work: WORK },
      1,
    );
    expect(await lastBase(db)).toBe(40);
  });

  it('keeps what an unsent edit was based on, though the cursor moved past later server copies', async () => {
    const db = await phone(100);
    await db.restDays.update(at('2026-11-05'), { pending: 1 });
    await saveRestDay(db, { userId: 7, vesselId: 1, date: '2026-11-05', work: '1'.repeat(48) }, 1);
    expect(await lastBase(db)).toBe(40);
  });

  it("is the days' own versions before the first sync has ended (no cursor yet)", async () => {
    const db = await phone(null);
    await saveRestDay(db, { userId: 7, vesselId: 1, date: '2026-11-05', work: '0'.repeat(48) }, 1);
    expect(await lastBase(db)).toBe(40);
  });

  it('goes with a clear too', async () => {
    const db = await phone(100);
    await clearRestDays(db, { userId: 7, vesselId: 1, dates: ['2026-11-05', '2026-11-06'] }, 1);
    expect(await lastBase(db)).toBe(100);
  });
});
