import { restDaySaveSchema } from '../../../contracts/rest-hours';
import type { AppDb, StoredSession } from '../../../db/app-db';
import { monthOf } from '../../../domain/calendar/iso-date';
import { onShipClockTime, savesByLength } from '../../../domain/rest-hours/day-length';
import { addsNeutral } from '../../../domain/rest-hours/neutral-kept';
import { enqueue } from '../../../sync/outbox';
import { liveClockChanges } from './clock-change-commands';
import { addComment, savePreset } from './hor-commands';

/** Edits of one user's rest day on one vessel replace each other while unsent. */
const restDayCoalesceKey = (vesselId: number, userId: number, date: string) =>
  `hor/day/${vesselId}/${userId}/${date}`;

/**
 * The change number an edit of these days is based on, which the server checks (migration 0058):
 * for each day what the device knew of it, and the least of those. A day with an edit the server
 * has not taken keeps the version that edit was based on (a later server copy waits aside, not
 * seen by the user); any other day is as the feed left it, every change up to the cursor on the
 * device, so a day the device never had is based on the cursor too. Before the first sync has
 * ended (no cursor) the days' own versions, 0 for a day not on the device (no check).
 */
async function basedOn(db: AppDb, userId: number, vesselId: number, dates: string[]): Promise<number> {
  const cursor = Number((await db.meta.get('cursor'))?.value ?? 0);
  let base = Number.POSITIVE_INFINITY;
  for (const date of dates) {
    const row = await db.restDays.get([userId, vesselId, date]);
    base = Math.min(
      base,
      row?.pending && row.version > 0 ? row.version : Math.max(cursor, row?.version ?? 0),
    );
  }
  return Number.isFinite(base) ? base : 0;
}

/**
 * Whether saving `work` on `dates` gives one of those days neutral time it does not hold (as the
 * server reads it while neutral periods are off: addsNeutral); a day's own neutral cells stay.
 */
export async function addsNeutralTo(
  db: AppDb,
  userId: number,
  vesselId: number,
  dates: string[],
  work: string,
) {
  if (!work.includes('n')) return false;
  for (const date of dates) {
    const row = await db.restDays.get([userId, vesselId, date]);
    if (addsNeutral(row && !row.cleared ? row.work : null, work)) return true;
  }
  return false;
}

export interface RestDayEdit {
  userId: number;
  vesselId: number;
  date: string;
  work: string;
}

/**
 * The local write of a timeline on one or more days: validates, then in ONE transaction
 * updates the days on the device and queues one server call, so neither exists without the
 * other. A single day's unsent edits are merged; a range is always its own call.
 */
export async function saveRestDayRange(
  db: AppDb,
  edit: Omit<RestDayEdit, 'date'> & {
    dates: string[];
    /** The user confirmed that a signed month is reopened by this edit (it must be signed again). */
    reopen?: boolean;
  },
  now: number,
) {
  const body = restDaySaveSchema.parse({
    yachtId: edit.vesselId,
    dates: edit.dates,
    binary: edit.work,
    ...(edit.reopen ? { reopen: true } : {}),
  });
  return db.transaction('rw', [db.restDays, db.restMonths, db.outbox, db.session, db.meta], async () => {
    const baseVersion = await basedOn(db, edit.userId, edit.vesselId, edit.dates);
    const months = [...new Set(edit.dates.map(monthOf))];
    // The user confirmed reopening what this device shows: a countersign among it is confirmed
    // too (a supervisor's). One the server has and the device not yet comes back as a conflict.
    const countersigned =
      edit.reopen &&
      (
        await db.restMonths.bulkGet(
          months.map((m) => [edit.userId, edit.vesselId, m] as [number, number, string]),
        )
      ).some((m) => Boolean(m?.counterSignedBy));
    if (countersigned) body.reopenCountersigned = true;
    if (edit.reopen) {
      // The month shows as open at once; the server's answer (or a refusal) sets it straight.
      const unsigned = { signedBy: null, signedByName: null, signedAt: null };
      const uncounter = { counterSignedBy: null, counterSignedByName: null, counterSignedAt: null };
      for (const month of months) {
        await db.restMonths.update([edit.userId, edit.vesselId, month], { ...unsigned, ...uncounter });
      }
    }
    // The entry is the signed-in user's (an officer may edit a crew member's day): it waits
    // for their session on a shared device.
    const author = (await db.session.get('current'))?.user.id ?? edit.userId;
    for (const date of edit.dates) {
      const current = await db.restDays.get([edit.userId, edit.vesselId, date]);
      const version = current?.version ?? 0;
      await db.restDays.put({
        userId: edit.userId,
        vesselId: edit.vesselId,
        date,
        work: edit.work,
        version,
        pending: 1,
      });
    }
    const single =
      edit.dates.length === 1 ? restDayCoalesceKey(edit.vesselId, edit.userId, edit.dates[0]!) : null;
    return enqueue(
      db,
      {
        op: 'hor/day/save',
        body: { ...body, userId: edit.userId },
        baseVersion,
        coalesceKey: single,
        userId: author,
      },
      now,
    );
  });
}

export function saveRestDay(db: AppDb, edit: RestDayEdit, now: number) {
  return saveRestDayRange(
    db,
    { userId: edit.userId, vesselId: edit.vesselId, dates: [edit.date], work: edit.work },
    now,
  );
}

/**
 * Deletes the record of days (they become blank, as if never recorded): gone on the device at
 * once; queued for the server, which does the same and refuses it in a countersigned month. In
 * a signed month it needs `reopen`, the user's answer that the month must be signed again: the
 * sign-off then goes too (a signature no longer covers the days).
 */
export async function clearRestDays(
  db: AppDb,
  edit: { userId: number; vesselId: number; dates: string[]; reopen?: boolean },
  now: number,
) {
  return db.transaction('rw', [db.restDays, db.restMonths, db.outbox, db.session, db.meta], async () => {
    const author = (await db.session.get('current'))?.user.id ?? edit.userId;
    const baseVersion = await basedOn(db, edit.userId, edit.vesselId, edit.dates);
    for (const date of edit.dates) await db.restDays.delete([edit.userId, edit.vesselId, date]);
    if (edit.reopen)
      for (const month of new Set(edit.dates.map(monthOf)))
        await db.restMonths.update([edit.userId, edit.vesselId, month], {
          signedBy: null,
          signedByName: null,
          signedAt: null,
        });
    return enqueue(
      db,
      {
        op: 'hor/day/clear',
        body: {
          yachtId: edit.vesselId,
          userId: edit.userId,
          dates: edit.dates,
          ...(edit.reopen ? { reopen: true } : {}),
        },
        baseVersion,
        coalesceKey: null,
        userId: author,
      },
      now,
    );
  });
}

/**
 * The day editor's Save: the days, the reason for a non-compliance and the new preset in ONE
 * transaction. The day shows as saved only when all are, so leaving at once (as the 'Saved'
 * state invites) loses none of them.
 */
export async function saveDayWithNotes(
  db: AppDb,
  session: StoredSession,
  edit: Omit<RestDayEdit, 'date'> & { dates: string[]; reopen: boolean; reason?: string; preset?: string },
  now: number,
) {
  const tables = [
    db.restDays,
    db.restMonths,
    db.outbox,
    db.session,
    db.comments,
    db.presets,
    db.clockChanges,
    // Read for the base of each save (basedOn).
    db.meta,
  ];
  await db.transaction('rw', tables, async () => {
    // Confirmed: the save carries the reopen flag, so the server reopens the month, not a conflict.
    const { reason, preset, ...days } = edit;
    const date = edit.dates[0]!;
    // Saved through dates of other lengths (a clock change on one of them), each date takes the
    // day laid on its own length by ship's clock time: the server refuses a wrong length.
    const changes = await liveClockChanges(db, edit.vesselId, edit.dates);
    const from = changes.get(date);
    for (const save of savesByLength(edit.work, from, edit.dates, changes))
      await saveRestDayRange(db, { ...days, ...save }, now);
    if (reason)
      await addComment(
        db,
        session,
        { userId: edit.userId, vesselId: edit.vesselId, date, kind: 'noncompliance', text: reason },
        now,
      );
    if (preset)
      await savePreset(
        db,
        session,
        // A preset is 48 cells of ship's time, whatever the day's length.
        {
          vesselId: edit.vesselId,
          name: preset,
          work: onShipClockTime(edit.work, from) ?? edit.work,
          isDefault: false,
        },
        now,
      );
  });
}
