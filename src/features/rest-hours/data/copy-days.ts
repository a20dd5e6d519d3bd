import type { AppDb } from '../../../db/app-db';
import { monthOf } from '../../../domain/calendar/iso-date';
import { addsNeutralTo, saveRestDayRange } from './save-rest-day';

/**
 * The last day with hours recorded on or before `onOrBefore`, for the copy's source: a copy
 * opened from a missed day (nothing recorded) would otherwise copy from that same empty day, which
 * copies nothing (field test s58, item 11). A cleared day or one with no work string is no record.
 */
export async function lastRecordedDay(
  db: AppDb,
  userId: number,
  vesselId: number,
  onOrBefore: string,
): Promise<string | undefined> {
  const day = await db.restDays
    .where('[userId+vesselId+date]')
    .between([userId, vesselId, ''], [userId, vesselId, onOrBefore], true, true)
    .reverse()
    .filter((d) => Boolean(d.work) && !d.cleared)
    .first();
  return day?.date;
}

/**
 * What Copy days proposes when opened from `opened`: from a recorded day, that day as the source
 * (the user picks where it goes); from a day with nothing recorded, the last recorded day before
 * it as the source and the opened day as the target, the missed day being what is to be filled.
 */
export function copyDefaults(opened: string, lastRecorded: string | undefined) {
  if (lastRecorded === undefined || lastRecorded === opened)
    return { fromDateBegin: opened, fromDateEnd: opened, toDateBegin: '' };
  return { fromDateBegin: lastRecorded, fromDateEnd: lastRecorded, toDateBegin: opened };
}

/**
 * Where the target days' months stand on this device, asked before a copy is queued: a
 * countersigned month refuses it; a signed one asks the user, as a single day's save does
 * (doc 3, section 4: editing a signed month first asks that it be signed off again).
 */
export async function copyTargetState(db: AppDb, userId: number, vesselId: number, dates: string[]) {
  let signed = false;
  for (const month of new Set(dates.map(monthOf))) {
    const state = await db.restMonths.get([userId, vesselId, month]);
    if (state?.counterSignedBy) return 'countersigned' as const;
    if (state?.signedBy) signed = true;
  }
  return signed ? ('signed' as const) : ('open' as const);
}

/**
 * Whether a copy gives one of its target days neutral time that day does not hold: refused while
 * the vessel has neutral periods off, as the server refuses each such day (addsNeutral), and as
 * the day editor refuses a save of it. A target day's own neutral cells stay correctable.
 */
export async function copyAddsNeutral(
  db: AppDb,
  copy: { userId: number; vesselId: number; plan: { date: string; work: string }[] },
) {
  for (const item of copy.plan)
    if (await addsNeutralTo(db, copy.userId, copy.vesselId, [item.date], item.work)) return true;
  return false;
}

/**
 * The copy written on the device: each target day saved and queued in ONE transaction, all or
 * none. `reopen` is the user's answer to the signed-month question; the queued saves carry it,
 * so the server reopens the month instead of answering a conflict.
 */
export async function copyDaysOnDevice(
  db: AppDb,
  copy: { userId: number; vesselId: number; plan: { date: string; work: string }[]; reopen: boolean },
  now: number,
) {
  await db.transaction('rw', [db.restDays, db.restMonths, db.outbox, db.session, db.meta], async () => {
    for (const item of copy.plan)
      await saveRestDayRange(
        db,
        {
          userId: copy.userId,
          vesselId: copy.vesselId,
          dates: [item.date],
          work: item.work,
          reopen: copy.reopen,
        },
        now,
      );
  });
}
