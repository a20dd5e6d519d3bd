import type { AppDb } from '../../../db/app-db';
import { monthOf } from '../../../domain/calendar/iso-date';
import { addsNeutralTo, saveRestDayRange } from './save-rest-day';

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
