import { afterAll, expect, it } from 'vitest';
import { openAppDb } from '../../../db/app-db';
import { copyDefaults, lastRecordedDay } from './copy-days';

const db = openAppDb('copy-days-defaults');
afterAll(() => db.delete());

const WORK = '000000000000000011111111111111110000000000000000';

// Field test s58, item 11: Copy days opened on Mon 07 Dec (nothing recorded, the device was
// offline for days) proposed 07 Dec to 07 Dec as the source, which copies nothing.
it('opened on a missed day, the source is the last recorded day before it and the target the missed day', async () => {
  await db.restDays.bulkPut([
    { userId: 2, vesselId: 1, date: '2026-12-04', work: WORK, version: 1, pending: 0 },
    { userId: 2, vesselId: 1, date: '2026-12-05', work: '', version: 2, pending: 0, cleared: true },
    { userId: 2, vesselId: 1, date: '2026-12-06', work: WORK, version: 1, pending: 1 },
    { userId: 3, vesselId: 1, date: '2026-12-07', work: WORK, version: 1, pending: 0 },
    { userId: 2, vesselId: 9, date: '2026-12-07', work: WORK, version: 1, pending: 0 },
  ]);
  const last = await lastRecordedDay(db, 2, 1, '2026-12-07');
  expect(last).toBe('2026-12-06');
  expect(copyDefaults('2026-12-07', last)).toEqual({
    fromDateBegin: '2026-12-06',
    fromDateEnd: '2026-12-06',
    toDateBegin: '2026-12-07',
  });
  // A cleared day is no record: the one before it is.
  expect(await lastRecordedDay(db, 2, 1, '2026-12-05')).toBe('2026-12-04');
});

it('opened on a recorded day, that day is the source as before; with nothing before, too', async () => {
  expect(copyDefaults('2026-12-06', await lastRecordedDay(db, 2, 1, '2026-12-06'))).toEqual({
    fromDateBegin: '2026-12-06',
    fromDateEnd: '2026-12-06',
    toDateBegin: '',
  });
  expect(await lastRecordedDay(db, 2, 1, '2026-12-03')).toBeUndefined();
  expect(copyDefaults('2026-12-03', undefined).fromDateBegin).toBe('2026-12-03');
});
