import type { ClockChangeRecord, ClockChangeRef, ClockChangeSave } from '@contracts/clock-changes';
import { MSG } from '@contracts/messages';
import { STALE_WHAT } from '@contracts/refusal-text';
import { LEVEL, levelOn, reaches } from '@domain/access/permissions';
import type { ClockChange } from '@domain/rest-hours/clock-change';
import type { Queryable } from '../../db/client';
import type { Actor } from '../../kernel/actors';
import { auditedTombstone, auditWrite } from '../../kernel/audit';
import { takeChangeLock, writtenVersion } from '../../kernel/change-numbers';
import { applied, forbidden, notFound, refused, staleEdit } from '../../kernel/outcome';
import type { BasedEdit, WriteUseCase } from '../../kernel/use-case';
import { relayDays } from './relay-days';

/**
 * A vessel's clock changes on passage (issue 33, migration 0045): one per vessel and date. The
 * master (level 6+) records and deletes them; everyone on board reads them (the feed, GET). The
 * select exposes `vessel_id`, `user_id` (none: a change is the vessel's) and `version` as the
 * feed engine needs.
 */
export const CLOCK_CHANGE_SELECT = `SELECT c.vessel_id, NULL::int AS user_id, c.day::text AS day, c.at, c.minutes,
    c.recorded_by, u.first_name || ' ' || u.last_name AS recorded_by_name, c.recorded_at, c.deleted, c.version
  FROM clock_changes c LEFT JOIN users u ON u.id = c.recorded_by`;

type Row = Record<string, unknown>;

export const toClockChange = (r: Row): ClockChangeRecord => ({
  vesselId: Number(r.vessel_id),
  date: String(r.day).slice(0, 10),
  at: String(r.at),
  minutes: Number(r.minutes) as ClockChangeRecord['minutes'],
  recordedBy: r.recorded_by === null ? null : Number(r.recorded_by),
  recordedByName: (r.recorded_by_name as string | null) ?? null,
  recordedAt: new Date(r.recorded_at as string).toISOString(),
  deleted: Boolean(r.deleted),
  version: Number(r.version),
});

/** Who may record or delete a vessel's clock changes: the master (level 6+) on that vessel. */
export const recordsClockChanges = (actor: Actor, vesselId: number) =>
  reaches(levelOn(actor.roles, vesselId), LEVEL.captain);

/** One vessel's change on a date, tombstone included; `lock` holds its row for the write. */
export async function findClockChange(db: Queryable, vesselId: number, date: string, lock = false) {
  const [row] = await db.query<Row>(
    `${CLOCK_CHANGE_SELECT} WHERE c.vessel_id = $1 AND c.day = $2::date${lock ? ' FOR UPDATE OF c' : ''}`,
    [vesselId, date],
  );
  return row ? toClockChange(row) : undefined;
}

/** The vessel's live changes on some dates: the lengths their days may be saved with. */
export async function clockChangesOn(
  db: Queryable,
  vesselId: number,
  dates: string[],
): Promise<ClockChange[]> {
  const rows = await db.query<{ day: string; at: string; minutes: number }>(
    `SELECT day::text AS day, at, minutes FROM clock_changes
      WHERE vessel_id = $1 AND day = ANY($2::date[]) AND NOT deleted`,
    [vesselId, dates],
  );
  return rows.map((r) => ({
    date: r.day.slice(0, 10),
    at: r.at,
    minutes: Number(r.minutes) as ClockChange['minutes'],
  }));
}

/** A vessel's changes (not the deleted) by date, for GET /hor/clock-changes/{yacht}. */
export async function listClockChanges(db: Queryable, vesselId: number): Promise<ClockChangeRecord[]> {
  const rows = await db.query<Row>(
    `${CLOCK_CHANGE_SELECT} WHERE c.vessel_id = $1 AND NOT c.deleted ORDER BY c.day`,
    [vesselId],
  );
  return rows.map(toClockChange);
}

/**
 * A change moves the hours of its date in every record on board, so it may not slip under a
 * signature: while anyone's month holding the date is signed or countersigned, the change is
 * refused (409) until those months are reopened (doc 3, section 4's rule for edits).
 */
async function signedMonthHolds(tx: Queryable, vesselId: number, date: string) {
  const rows = await tx.query(
    `SELECT 1 FROM rest_months WHERE vessel_id = $1 AND month = $2
       AND (signed_by IS NOT NULL OR countersigned_by IS NOT NULL) LIMIT 1`,
    [vesselId, date.slice(0, 7)],
  );
  return rows.length > 0 ? refused(MSG.clockChangeSignedMonth, 409) : null;
}

/**
 * Record a change (POST /hor/clock-changes/{yacht}, 'hor/clock/save'). A date holds one change:
 * saving on a date that has one replaces it, unless the device based its edit on an older copy
 * than the server's (a conflict carrying the server's copy). Altering a change lays the days saved
 * at its old length on the new one, as a deletion does (relayDays).
 */
export const saveClockChange: WriteUseCase<ClockChangeSave, BasedEdit> = async (tx, actor, body, ctx) => {
  await takeChangeLock(tx);
  if (!recordsClockChanges(actor, body.yachtId)) return forbidden();
  const existing = await findClockChange(tx, body.yachtId, body.date, true);
  const live = existing && !existing.deleted ? existing : undefined;
  if (live) {
    const stale = staleEdit(live.version, ctx.baseVersion, STALE_WHAT.clockChange, {
      clockChanges: [live],
    });
    if (stale) return stale;
    // The change as recorded (saved again, a replay): nothing written, no audit line.
    if (live.at === body.at && live.minutes === body.minutes) return applied(live.version);
  }
  const signed = await signedMonthHolds(tx, body.yachtId, body.date);
  if (signed) return signed;
  const altered = live && (live.at !== body.at || live.minutes !== body.minutes) ? live : undefined;
  const version = await writtenVersion(
    tx,
    `INSERT INTO clock_changes (vessel_id, day, at, minutes, recorded_by, recorded_at)
     VALUES ($1, $2, $3, $4, $5, $6)
     ON CONFLICT (vessel_id, day) DO UPDATE SET at = EXCLUDED.at, minutes = EXCLUDED.minutes,
       recorded_by = EXCLUDED.recorded_by, recorded_at = EXCLUDED.recorded_at, deleted = false,
       version = next_change()
     RETURNING version`,
    [body.yachtId, body.date, body.at, body.minutes, actor.id, ctx.now.toISOString()],
  );
  if (altered) {
    const after = { date: body.date, at: body.at, minutes: body.minutes };
    await relayDays(tx, { actor, now: ctx.now, vesselId: body.yachtId, before: altered, after, version });
  }
  await auditWrite(tx, actor, ctx.now, {
    vesselId: body.yachtId,
    action: live ? 'clock-change.update' : 'clock-change.create',
    entity: 'clock-change',
    key: `${body.yachtId}:${body.date}`,
    before: live ? { at: live.at, minutes: live.minutes } : null,
    after: { at: body.at, minutes: body.minutes },
  });
  return applied(version);
};

/**
 * Delete a change (DELETE /hor/clock-changes/{yacht}/{date}, 'hor/clock/delete'): a tombstone.
 * Days saved at its length are laid back on 48 cells (relayDays), unless one is in a signed month.
 */
export const deleteClockChange: WriteUseCase<ClockChangeRef, BasedEdit> = async (tx, actor, body, ctx) => {
  await takeChangeLock(tx);
  if (!recordsClockChanges(actor, body.yachtId)) return forbidden();
  const existing = await findClockChange(tx, body.yachtId, body.date, true);
  if (!existing || existing.deleted) return notFound();
  const stale = staleEdit(existing.version, ctx.baseVersion, STALE_WHAT.clockChange, {
    clockChanges: [existing],
  });
  if (stale) return stale;
  const signed = await signedMonthHolds(tx, body.yachtId, body.date);
  if (signed) return signed;
  const version = await writtenVersion(
    tx,
    `UPDATE clock_changes SET deleted = true, version = next_change()
      WHERE vessel_id = $1 AND day = $2::date RETURNING version`,
    [body.yachtId, body.date],
  );
  // The days saved at its length go back to 48 cells by ship's clock, pulled with the tombstone.
  await relayDays(tx, { actor, now: ctx.now, vesselId: body.yachtId, before: existing, version });
  const entry = {
    vesselId: body.yachtId,
    action: 'clock-change.delete',
    entity: 'clock-change',
    key: `${body.yachtId}:${body.date}`,
  };
  return auditedTombstone(tx, actor, ctx.now, entry, version);
};

/** The server's copy of a change, for a refused or conflicting write of someone on board. */
export async function clockChangeCopy(tx: Queryable, actor: Actor, vesselId: number, date: string) {
  if (levelOn(actor.roles, vesselId) === null) return {};
  const change = await findClockChange(tx, vesselId, date);
  return change ? { clockChanges: [change] } : {};
}
