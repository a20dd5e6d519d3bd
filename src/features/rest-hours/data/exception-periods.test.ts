import { afterEach, describe, expect, it } from 'vitest';
import { type AppDb, openAppDb } from '../../../db/app-db';
import { queueExceptionPeriods } from './exception-periods';

let db: AppDb;
afterEach(async () => {
  await db.delete();
});

describe('exception periods saved on the device', () => {
  it('queue whom each period is for, and keep a period stored before periods named anyone as it was', async () => {
    db = openAppDb(`exception-${Date.now()}`);
    const named = { from: '2026-12-02', to: '2026-12-04', userIds: [4, 5] };
    const old = { from: '2026-10-01', to: '2026-10-03' };
    await queueExceptionPeriods(db, 1, 1, [old, named], 1_000);
    const [entry] = await db.outbox.toArray();
    expect(entry?.op).toBe('hor/exception/save');
    expect(entry?.body).toEqual({ yachtId: 1, periods: [old, named] });
  });

  it('refuse a period naming no one before it is queued', async () => {
    db = openAppDb(`exception-none-${Date.now()}`);
    await expect(
      queueExceptionPeriods(db, 1, 1, [{ from: '2026-12-02', to: '2026-12-04', userIds: [] }], 1_000),
    ).rejects.toThrow('Choose at least one watchkeeper.');
    expect(await db.outbox.count()).toBe(0);
  });
});
