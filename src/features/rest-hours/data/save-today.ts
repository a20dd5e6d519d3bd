import type { StoredSession } from '../../../db/app-db';
import { periodsFor } from '../../../domain/rest-hours/exception-regime';
import { rulesWorker } from '../../../lib/rules-client';
import { db, requestSync } from '../../../lib/services';
import { knownExceptionPeriods } from './exception-periods';
import { knownClockChanges } from './known-clock-changes';
import { saveDayWithNotes } from './save-rest-day';
import { consecutiveRun, daysAround } from './use-rest-days';

/**
 * Whether `work` on `date` breaks a rule that needs a reason (every rule but 3, as the day
 * editor asks): read afresh from the device's days, with the day as it would be saved, on
 * elapsed time across the vessel's clock changes, by the exception periods that name the user.
 */
export async function needsReason(userId: number, vesselId: number, date: string, work: string) {
  const flags = await rulesWorker()['rest/evaluate-days'](
    consecutiveRun(await daysAround(userId, vesselId, date, work), date),
    periodsFor(await knownExceptionPeriods(vesselId), userId),
    await knownClockChanges(vesselId),
  );
  return {
    breaks: flags.some((f) => f.date === date && f.rule !== 3),
    rules: flags.filter((f) => f.date === date).map((f) => f.rule),
  };
}

/**
 * Today's quick save from the landing screen: the day editor's own save path (one transaction,
 * one outbox entry, the reason and the reopen flag with it), then a sync attempt.
 */
export async function saveToday(
  session: StoredSession,
  edit: { vesselId: number; date: string; work: string; reopen: boolean; reason?: string },
) {
  await saveDayWithNotes(
    db,
    session,
    {
      userId: session.user.id,
      vesselId: edit.vesselId,
      dates: [edit.date],
      work: edit.work,
      reopen: edit.reopen,
      ...(edit.reason ? { reason: edit.reason } : {}),
    },
    Date.now(),
  );
  requestSync();
}
