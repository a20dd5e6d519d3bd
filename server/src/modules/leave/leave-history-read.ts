import type { leaveCommentSchema } from '@contracts/leave';
import type { LeaveHistoryEntry } from '@contracts/leave-answers';
import { LEAVE_TEXT } from '@contracts/leave-text';
import { MSG } from '@contracts/messages';
import type { Moved } from '@contracts/sync';
import { commentsARate, linkedRateIndex } from '@domain/leave/history-links';
import type { z } from 'zod';
import type { Queryable } from '../../db/client';
import type { Actor } from '../../kernel/actors';
import { takeChangeLock } from '../../kernel/change-numbers';
import { applied, fieldRefused, forbidden, notFound, type Outcome, refused } from '../../kernel/outcome';
import { auditLeave } from './leave-history';
import { findProfile } from './leave-repo';
import { leaveScope } from './leave-setup';

type LeaveCommentBody = z.infer<typeof leaveCommentSchema>;

type Row = Record<string, unknown>;

const HISTORY_SELECT = `SELECT h.id, h.what, h.change_date::text AS change_date, h.amount, h.comment, h.at,
    h.adjustment_id, u.first_name || ' ' || u.last_name AS by
  FROM leave_history h LEFT JOIN users u ON u.id = h.actor_id`;

const toEntry = (r: Row): LeaveHistoryEntry => ({
  id: Number(r.id),
  what: String(r.what),
  changeDate: String(r.change_date).slice(0, 10),
  amount: r.amount === null || r.amount === undefined ? null : Number(r.amount),
  comment: r.comment === null || r.comment === undefined ? null : String(r.comment),
  adjustmentId: r.adjustment_id === null || r.adjustment_id === undefined ? null : String(r.adjustment_id),
  by: r.by === null || r.by === undefined ? null : String(r.by),
  at: new Date(r.at as string).toISOString(),
});

/** A profile's history with comments (setup, edits, rate changes, additional leave, rollovers). */
export async function profileHistory(db: Queryable, profileId: string): Promise<LeaveHistoryEntry[]> {
  const rows = await db.query<Row>(`${HISTORY_SELECT} WHERE h.profile_id = $1 ORDER BY h.change_date, h.id`, [
    profileId,
  ]);
  return rows.map(toEntry);
}

/** The settings' history (each save with its change date and comment). */
export async function settingsHistory(db: Queryable, vesselId: number): Promise<LeaveHistoryEntry[]> {
  const rows = await db.query<Row>(
    `${HISTORY_SELECT} WHERE h.vessel_id = $1 AND h.profile_id IS NULL ORDER BY h.change_date, h.id`,
    [vesselId],
  );
  return rows.map(toEntry);
}

/**
 * updateComment ('leave/history/comment', PUT /leave/history/{id}): a history entry's comment, on
 * the vessel the call names. A profile's entries are for whoever edits profiles (level 5, or the
 * approval group when allowed), the settings' for level 5. The comment is one with the synced
 * record the entry is of: its adjustment, or the rate it put in force. That record takes a new
 * change number, so the feed brings the new comment to every device.
 */
export async function updateHistoryComment(
  tx: Queryable,
  actor: Actor,
  body: LeaveCommentBody,
  now: Date,
): Promise<Outcome & { entry?: LeaveHistoryEntry }> {
  // The change-number lock before any row lock: the order every leave write keeps.
  await takeChangeLock(tx);
  const scope = await leaveScope(tx, actor, body.yachtId);
  if (!scope) return forbidden();
  const [row] = await tx.query<{
    profile_id: string | null;
    what: string;
    change_date: string;
    comment: string | null;
    adjustment_id: string | null;
  }>(
    `SELECT profile_id, what, change_date::text AS change_date, comment, adjustment_id FROM leave_history
      WHERE id = $1 AND vessel_id = $2 FOR UPDATE`,
    [body.entryId, body.yachtId],
  );
  if (!row) return notFound();
  // A deleted profile's history is gone from every screen (its GET is a 404): its entries are
  // not found here either, rather than changed where no one can see them.
  if (row.profile_id !== null) {
    const [profile] = await tx.query<{ deleted: boolean; user_id: number }>(
      'SELECT deleted, user_id FROM leave_profiles WHERE id = $1',
      [row.profile_id],
    );
    if (!profile || profile.deleted) return notFound();
    // The history's words are the approvers' (why leave was added, a rate changed): the profile's
    // owner does not rewrite them, as they change nothing else of their own leave.
    if (Number(profile.user_id) === actor.id && scope.editsProfiles)
      return refused(LEAVE_TEXT.ownProfile, 403);
  }
  if (!(row.profile_id === null ? scope.manages : scope.editsProfiles)) return forbidden();
  // The record the device changed with it must be the entry's own.
  if (
    (body.adjustmentId && body.adjustmentId !== row.adjustment_id) ||
    (body.profileId && body.profileId !== row.profile_id)
  )
    return fieldRefused('entryId', MSG.invalidId);
  const comment = body.comment.trim();
  const moved: Moved[] = [];
  await tx.query('UPDATE leave_history SET comment = $2 WHERE id = $1', [body.entryId, comment]);
  const version = row.adjustment_id
    ? await adjustmentComment(tx, row.adjustment_id, comment)
    : row.profile_id && commentsARate(row.what)
      ? await rateComment(tx, body.entryId, { ...row, profile_id: row.profile_id }, comment, moved)
      : 0;
  await auditLeave(tx, actor, now, {
    vesselId: body.yachtId,
    action: 'leave.history.comment',
    entity: 'leave-history',
    key: String(body.entryId),
    before: { comment: row.comment },
    after: { comment },
  });
  const [entry] = await tx.query<Row>(`${HISTORY_SELECT} WHERE h.id = $1`, [body.entryId]);
  return { ...applied(version, moved), entry: toEntry(entry!) };
}

/** The adjustment's comment, with a new change number; 0 when it is gone. */
async function adjustmentComment(tx: Queryable, id: string, comment: string): Promise<number> {
  const [row] = await tx.query<{ version: number }>(
    `UPDATE leave_adjustments SET comment = $2, version = next_change() WHERE id = $1 AND NOT deleted
      RETURNING version`,
    [id, comment],
  );
  return row ? Number(row.version) : 0;
}

/** The comment of the rate the entry put in force, with a new change number for the profile; 0 when none. */
async function rateComment(
  tx: Queryable,
  entryId: number,
  entry: { profile_id: string; what: string; change_date: string },
  comment: string,
  /** Where the profile's move is told: the same device's profile edit queued after it is no conflict. */
  moved: Moved[],
): Promise<number> {
  const profile = await findProfile(tx, entry.profile_id, true);
  if (!profile || profile.deleted) return 0;
  const [last] = await tx.query<{ id: number }>(
    `SELECT max(id) AS id FROM leave_history WHERE profile_id = $1 AND what IN ('rate', 'type') AND change_date = $2`,
    [entry.profile_id, entry.change_date],
  );
  const at = linkedRateIndex(
    profile.rates,
    { what: entry.what, changeDate: entry.change_date.slice(0, 10) },
    Number(last?.id) === entryId,
  );
  if (at < 0 || profile.rates[at]!.comment === comment) return 0;
  const rates = profile.rates.map((r, i) => (i === at ? { ...r, comment } : r));
  const [row] = await tx.query<{ version: number }>(
    'UPDATE leave_profiles SET rates = $2, version = next_change() WHERE id = $1 RETURNING version',
    [profile.id, JSON.stringify(rates)],
  );
  moved.push({ kind: 'leaveProfiles', key: profile.id, from: profile.version, to: Number(row!.version) });
  return Number(row!.version);
}
