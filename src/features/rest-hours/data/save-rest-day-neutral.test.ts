import { describe, expect, it } from 'vitest';
import { openAppDb } from '../../../db/app-db';
import { copyAddsNeutral } from './copy-days';
import { addsNeutralTo } from './save-rest-day';

/**
 * With neutral periods off the day editor refuses what the server refuses: neutral time a day
 * does not hold. A day's own neutral cells stay correctable (an old day, neutral before the switch).
 */
const NEUTRAL = `${'n'.repeat(16)}${'0'.repeat(32)}`;
const CORRECTED = `${'n'.repeat(16)}${'1'.repeat(8)}${'0'.repeat(24)}`;

async function phone() {
  const db = openAppDb(`neutral-${Math.random()}`);
  await db.restDays.bulkPut([
    { userId: 7, vesselId: 1, date: '2026-11-05', work: NEUTRAL, version: 40, pending: 0 },
    { userId: 7, vesselId: 1, date: '2026-11-06', work: '0'.repeat(48), version: 41, pending: 0 },
  ]);
  return db;
}

describe('a day save giving neutral time, as neutral periods are off', () => {
  it('keeps the neutral cells a day holds', async () => {
    expect(await addsNeutralTo(await phone(), 7, 1, ['2026-11-05'], CORRECTED)).toBe(false);
  });

  it('refuses them on a day without (or on one of the range), or a day not yet recorded', async () => {
    const db = await phone();
    expect(await addsNeutralTo(db, 7, 1, ['2026-11-05', '2026-11-06'], CORRECTED)).toBe(true);
    expect(await addsNeutralTo(db, 7, 1, ['2026-11-20'], NEUTRAL)).toBe(true);
    expect(await addsNeutralTo(db, 7, 1, ['2026-11-20'], '1'.repeat(48))).toBe(false);
  });
});

describe('a copy of days giving neutral time, as neutral periods are off', () => {
  const copy = (plan: { date: string; work: string }[]) => ({ userId: 7, vesselId: 1, plan });
  it('is refused when it lays neutral time on a day without it, as the day editor and the server refuse it', async () => {
    const db = await phone();
    expect(await copyAddsNeutral(db, copy([{ date: '2026-11-06', work: NEUTRAL }]))).toBe(true);
    expect(
      await copyAddsNeutral(
        db,
        copy([
          { date: '2026-11-05', work: NEUTRAL },
          { date: '2026-11-21', work: NEUTRAL },
        ]),
      ),
    ).toBe(true);
  });

  it('passes when each target day already holds that neutral time, or none is copied', async () => {
    const db = await phone();
    expect(await copyAddsNeutral(db, copy([{ date: '2026-11-05', work: CORRECTED }]))).toBe(false);
    expect(await copyAddsNeutral(db, copy([{ date: '2026-11-06', work: '1'.repeat(48) }]))).toBe(false);
  });
});
