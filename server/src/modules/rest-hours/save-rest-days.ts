import { MSG } from '@contracts/messages';
import type { RestDaySave } from '@contracts/rest-hours';
import { MODULE_NAMES } from '@domain/access/modules';
import { canEditRestDaysOf, levelOn } from '@domain/access/permissions';
import { monthOf } from '@domain/calendar/iso-date';
import { elapsedLengthError } from '@domain/rest-hours/clock-change';
import { drawnOn } from '@domain/rest-hours/day-length';
import { addsNeutral } from '@domain/rest-hours/neutral-kept';
import { CELLS_PER_DAY } from '@domain/rest-hours/timeline';
import type { Queryable, Statement } from '../../db/client';
import type { Actor } from '../../kernel/actors';
import { appendAudit } from '../../kernel/audit';
import { nextVersion } from '../../kernel/change-numbers';
import { conflict, fieldRefused, forbidden, notFound, type Outcome, refused } from '../../kernel/outcome';
import { clockChangesOn } from './clock-changes';
import { findDays, findMonth, findMonths } from './rest-repo';
import { openSignedMonths } from './signed-months';
import { onDeletedChange } from './timeline-per-date';
import { readVesselSettings } from './vessel-settings';

export interface SaveRestDaysInput {
  actor: Actor;
  userId: number;
  body: RestDaySave;
  now: Date;
  /**
   * The change number the device based the edit on (a queued save's, or X-Base-Version): a day
   * someone else changed after it is a conflict (migration 0058). 0 or absent: no check.
   */
  baseVersion?: number;
}

/**
 * Writes the days and their audit entries, unless one of their months is signed: then it writes
 * nothing (openSignedMonths decides). One call (migration 0047): it takes the change number when
 * `version` is null, then checks and writes, so the write holds the change-number lock, which
 * every writer waits for, for one round trip (issue 34); most saves meet no signature and need no
 * other read. The answer is the change number, and whether a month was signed. Days that already
 * hold `work` are left as they are and answer their stored number (migration 0063).
 */
async function writeDays(
  tx: Queryable,
  w: {
    actor: Actor;
    userId: number;
    vesselId: number;
    dates: string[];
    months: string[];
    work: string;
    version: number | null;
    now: Date;
  },
): Promise<{ signed: boolean; version: number }> {
  const [row] = await tx.query<{ signed: boolean; version: number | string }>(
    'SELECT month_signed AS signed, change_number AS version FROM save_rest_days($1, $2, $3, $4, $5, $6, $7, $8)',
    [w.userId, w.vesselId, w.dates, w.months, w.work, w.actor.id, w.now.toISOString(), w.version],
  );
  return { signed: row!.signed, version: Number(row!.version) };
}

/**
 * A day longer or shorter than 48 cells fits only dates whose recorded clock change gives it
 * that length (issue 33); 48 cells fit every date. Normal saves (48 cells) read nothing more.
 * The device lays a day on each date's length before it queues a save, so this meets only a
 * wrong client.
 */
export async function elapsedLengthRefusal(tx: Queryable, vesselId: number, dates: string[], length: number) {
  if (length === CELLS_PER_DAY) return null;
  const changes = new Map((await clockChangesOn(tx, vesselId, dates)).map((c) => [c.date, c]));
  for (const date of dates) {
    const error = elapsedLengthError(date, length, changes.get(date));
    if (error) return fieldRefused('binary', error);
  }
  return null;
}

/**
 * The vessel's modules when the user has (or had) a role on it: whose days may be saved or
 * checked there. A save or check of someone never on board is a 404, as an unknown record is.
 */
export async function crewOfVessel(db: Queryable, userId: number, vesselId: number) {
  const [target] = await db.query<{ modules: string[] }>(
    `SELECT v.modules FROM user_vessel_roles uvr JOIN vessels v ON v.id = uvr.vessel_id
      WHERE uvr.user_id = $1 AND uvr.vessel_id = $2`,
    [userId, vesselId],
  );
  return target;
}

/**
 * crewOfVessel read once per transaction, for the prepared saves a sync batch applies together
 * (apply-together.ts): that transaction holds day saves only, which change no role nor module,
 * and a device's saves are mostly of one user on one vessel (issue 34: a round trip each).
 */
const crewRead = new WeakMap<Queryable, Map<string, ReturnType<typeof crewOfVessel>>>();
function crewOfVesselOnce(tx: Queryable, userId: number, vesselId: number) {
  const read = crewRead.get(tx) ?? new Map<string, ReturnType<typeof crewOfVessel>>();
  crewRead.set(tx, read);
  const at = `${userId}/${vesselId}`;
  if (!read.has(at)) read.set(at, crewOfVessel(tx, userId, vesselId));
  return read.get(at)!;
}

/**
 * The check before a save of one timeline on several dates takes each date's length (issue 33):
 * it refuses only a length no date's change gives (nor 48), which nothing can read.
 */
export async function unreadableLengthRefusal(
  tx: Queryable,
  vesselId: number,
  dates: string[],
  length: number,
) {
  if (length === CELLS_PER_DAY) return null;
  const changes = new Map((await clockChangesOn(tx, vesselId, dates)).map((c) => [c.date, c]));
  if (drawnOn(length, dates, changes) !== null) return null;
  return fieldRefused(
    'binary',
    elapsedLengthError(dates[0]!, length, changes.get(dates[0]!)) ?? MSG.status400,
  );
}

/**
 * With neutral periods off, whether the save gives one of its days neutral time the day does
 * not hold on the server (addsNeutral): the neutral cells a day already has stay correctable.
 */
async function addsNeutralWhileOff(
  tx: Queryable,
  userId: number,
  vesselId: number,
  dates: string[],
  work: string,
) {
  if (!work.includes('n') || (await readVesselSettings(tx, vesselId)).settings.neutralPeriodsEnabled)
    return false;
  const stored = new Map((await findDays(tx, userId, vesselId, dates)).map((d) => [d.date, d.work]));
  return dates.some((date) => addsNeutral(stored.get(date) ?? null, work));
}

/**
 * The days' stored change number when they already hold `work` (a save that changes nothing
 * writes nothing, migration 0063), else the next change number, in one round trip.
 */
async function unchangedOrNextVersion(tx: Queryable, w: DaysWrite) {
  const [row] = await tx.query<{ kept: number | string | null; next: number | string | null }>(
    `SELECT k.kept, CASE WHEN k.kept IS NULL THEN next_change() END AS next
       FROM (SELECT rest_days_unchanged($1, $2, $3, $4) AS kept OFFSET 0) k`,
    [w.userId, w.vesselId, w.dates, w.work],
  );
  return row!.kept === null
    ? { unchanged: false, version: Number(row!.next) }
    : { unchanged: true, version: Number(row!.kept) };
}

/** What a day save writes, once its checks passed. */
type DaysWrite = Parameters<typeof writeDays>[1];

/** The checks of a day save: its refusal, or what it writes. */
async function checkRestDaysSave(
  tx: Queryable,
  input: SaveRestDaysInput,
  crew = crewOfVessel,
): Promise<Outcome | DaysWrite> {
  const { actor, userId, body, now } = input;
  const level = levelOn(actor.roles, body.yachtId);
  if (!canEditRestDaysOf(actor.id, level, userId)) return forbidden();
  const target = await crew(tx, userId, body.yachtId);
  if (!target) return notFound();
  if (!target.modules.includes('hoursofrest')) return refused(MSG.moduleOff(MODULE_NAMES.hoursofrest), 403);

  const dates = [...new Set(body.dates)].sort();
  const work = await onDeletedChange(tx, body.yachtId, dates, body.binary);
  if (await addsNeutralWhileOff(tx, userId, body.yachtId, dates, work)) return refused(MSG.neutralOff, 400);
  const lengthError = await elapsedLengthRefusal(tx, body.yachtId, dates, work.length);
  if (lengthError) return lengthError;
  const months = [...new Set(dates.map(monthOf))];
  return { actor, userId, vesselId: body.yachtId, dates, months, work, version: null, now };
}

/**
 * Saves one timeline to the given dates for a user. A signed month takes it only with the
 * user's reopen (openSignedMonths); otherwise it is a conflict and nothing is applied. A save of
 * what the days already hold writes nothing and keeps every signature (kernel/unchanged.ts).
 */
export async function saveRestDays(tx: Queryable, input: SaveRestDaysInput): Promise<Outcome> {
  const write = await checkRestDaysSave(tx, input);
  if ('status' in write) return write;
  const reopen = input.body.reopen === true;
  const reopenCountersigned = reopen && input.body.reopenCountersigned === true;
  // A reopen the user confirmed is done even where the days stay as they were: the flag is
  // never taken and ignored (a reopen request accepted as it stands reopens its month too).
  const reopening = reopen && (await signedAmong(tx, write));
  const base = input.baseVersion ?? 0;
  if (base > 0) {
    // The change number first: it takes the lock every writer waits for, so nothing lands
    // between this check and the write. A save that changes nothing takes none (migration 0063).
    const kept = reopening
      ? { unchanged: false, version: await nextVersion(tx) }
      : await unchangedOrNextVersion(tx, write);
    if (kept.unchanged) return { status: 'applied', version: kept.version };
    write.version = kept.version;
    const changedBy = await changedByOther(tx, write, write.work, base);
    if (changedBy) return changedConflict(tx, write, changedBy);
  }
  if (reopening) {
    const version = write.version ?? (await nextVersion(tx));
    const blocked = await openSignedMonths(tx, { ...write, version, reopen, reopenCountersigned });
    if (blocked) return blocked;
    return { status: 'applied', version: (await writeDays(tx, { ...write, version })).version };
  }
  const first = await writeDays(tx, write);
  const version = first.version;
  if (!first.signed) return { status: 'applied', version };
  // A signed month: a conflict, or with the user's reopen its signatures go and the days follow.
  const blocked = await openSignedMonths(tx, { ...write, version, reopen, reopenCountersigned });
  if (blocked) return blocked;
  await writeDays(tx, { ...write, version });
  return { status: 'applied', version };
}

/** Whether a month of the days is signed or countersigned. */
async function signedAmong(tx: Queryable, w: Pick<DaysWrite, 'userId' | 'vesselId' | 'months'>) {
  const [row] = await tx.query<{ yes: boolean }>(
    `SELECT EXISTS (SELECT 1 FROM rest_months WHERE user_id = $1 AND vessel_id = $2
       AND month::text = ANY($3::text[]) AND (signed_by IS NOT NULL OR countersigned_by IS NOT NULL)) AS yes`,
    [w.userId, w.vesselId, w.months],
  );
  return row!.yes;
}

/** The days a write touches, and who writes them. */
type DaysTouched = Pick<DaysWrite, 'actor' | 'userId' | 'vesselId' | 'dates' | 'months'>;

/**
 * Who else changed one of the days after `base` (migration 0058), or null: to other work than
 * `work`, or, for a clear (`work` null), to anything recorded.
 */
async function changedByOther(
  tx: Queryable,
  w: DaysTouched,
  work: string | null,
  base: number,
): Promise<string | null> {
  const [row] = await tx.query<{ name: string | null }>(
    'SELECT rest_days_changed_by_other($1, $2, $3, $4, $5, $6) AS name',
    [w.userId, w.vesselId, w.dates, work, w.actor.id, base],
  );
  return row?.name ?? null;
}

/** The conflict of a write that would replace someone else's newer record: nothing is written. */
async function changedConflict(tx: Queryable, w: DaysTouched, name: string): Promise<Outcome> {
  return conflict(MSG.dayChangedBy(name), {
    // A day cleared meanwhile comes marked cleared: its version is what a resubmit is based on.
    restDays: await findDays(tx, w.userId, w.vesselId, w.dates, true),
    restMonths: await findMonths(tx, w.userId, w.vesselId, w.months),
  });
}

/**
 * A day save's checks, and the statement that writes it and answers its change number as
 * `version` (the sync engine sends it with the COMMIT, see apply-together.ts). It raises where
 * the save would meet a signed month, which saveRestDays settles.
 */
export async function prepareRestDaysSave(
  tx: Queryable,
  input: SaveRestDaysInput,
): Promise<Outcome | Statement> {
  const w = await checkRestDaysSave(tx, input, crewOfVesselOnce);
  if ('status' in w) return w;
  // A reopen of a signed month is saveRestDays's: the batch then applies its operations alone.
  if (input.body.reopen === true && (await signedAmong(tx, w))) throw new Error('a signed month to reopen');
  const params = [w.userId, w.vesselId, w.dates, w.months, w.work, w.actor.id, w.now.toISOString()];
  const base = input.baseVersion ?? 0;
  // Based on a copy: the check under the change-number lock raises where someone else changed a day.
  if (base > 0)
    return {
      sql: 'SELECT save_rest_days_unsigned_since($1, $2, $3, $4, $5, $6, $7, $8) AS version',
      params: [...params, base],
    };
  return { sql: 'SELECT save_rest_days_unsigned($1, $2, $3, $4, $5, $6, $7) AS version', params };
}

/**
 * Clears recorded days (they become blank); never inside a countersigned month, and inside a
 * signed one only when the user confirmed it is reopened (the signature no longer covers them).
 */
export async function clearRestDays(
  tx: Queryable,
  input: {
    actor: Actor;
    userId: number;
    vesselId: number;
    dates: string[];
    reopen: boolean;
    now: Date;
    /** As a save's (SaveRestDaysInput): a day someone else recorded after it is a conflict. */
    baseVersion?: number;
  },
): Promise<Outcome & { cleared?: number }> {
  const { actor, userId, vesselId, dates, now } = input;
  // Someone never on the vessel has no days there to clear: the save's 404, not a 200 that
  // cleared nothing.
  if (!(await crewOfVessel(tx, userId, vesselId))) return notFound();
  const months = [...new Set(dates.map(monthOf))];
  for (const month of months) {
    if ((await findMonth(tx, userId, vesselId, month))?.counterSignedBy)
      return refused(MSG.monthCountersigned, 409);
  }
  const before = await findDays(tx, userId, vesselId, dates);
  // Nothing recorded, nothing changed: no signature is touched, unless the user confirmed the
  // month's reopen (never taken and ignored, as a save's; the device shows it open already).
  if (before.length === 0 && !(input.reopen && (await signedAmong(tx, { userId, vesselId, months }))))
    return { status: 'applied', version: 0, cleared: 0 };
  const version = await nextVersion(tx);
  // Under the change-number lock just taken, as a save's check.
  const base = input.baseVersion ?? 0;
  const changedBy = base > 0 ? await changedByOther(tx, { ...input, months }, null, base) : null;
  if (changedBy) return changedConflict(tx, { ...input, months }, changedBy);
  const blocked = await openSignedMonths(tx, { ...input, months, version });
  if (blocked) return blocked;
  await tx.query(
    'UPDATE rest_days SET cleared = true, version = $4, updated_by = $5, updated_at = $6 WHERE user_id = $1 AND vessel_id = $2 AND day = ANY($3::date[]) AND NOT cleared',
    [userId, vesselId, dates, version, actor.id, now.toISOString()],
  );
  for (const d of before) {
    await appendAudit(tx, now, {
      actorId: actor.id,
      vesselId,
      action: 'clear',
      entity: 'rest_day',
      entityKey: `${vesselId}/${userId}/${d.date}`,
      before: { work: d.work },
      after: null,
    });
  }
  return { status: 'applied', version, cleared: before.length };
}
