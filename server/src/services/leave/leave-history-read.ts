import type { LeaveHistoryEntry } from '../../../../src/contracts/leave';
import type { Queryable } from '../../db/client';
import type { Actor } from '../actors';
import { applied, type Outcome } from '../crew/crew-write';
import { auditLeave } from './leave-history';
import { forbidden, notFound } from './leave-outcomes';
import { leaveScope } from './leave-setup';

type Row = Record<string, unknown>;

const HISTORY_SELECT = `SELECT h.id, h.what, h.change_date::text AS change_date, h.amount, h.comment, h.at,
    u.first_name || ' ' || u.last_name AS by
  FROM leave_history h LEFT JOIN users u ON u.id = h.actor_id`;

const toEntry = (r: Row): LeaveHistoryEntry => ({
  id: Number(r.id),
  what: String(r.what),
  changeDate: String(r.change_date).slice(0, 10),
  amount: r.amount === null || r.amount === undefined ? null : Number(r.amount),
  comment: r.comment === null || r.comment === undefined ? null : String(r.comment),
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
 * updateComment: a history entry's comment, on the vessel the call names. A profile's entries
 * are for whoever edits profiles (level 5, or the approval group when allowed), the settings'
 * for level 5.
 */
export async function updateHistoryComment(
  tx: Queryable,
  actor: Actor,
  id: number,
  body: { yachtId: number; comment?: string | null | undefined },
  now: Date,
): Promise<Outcome & { entry?: LeaveHistoryEntry }> {
  const scope = await leaveScope(tx, actor, body.yachtId);
  if (!scope) return forbidden();
  const [row] = await tx.query<{ profile_id: string | null; comment: string | null }>(
    'SELECT profile_id, comment FROM leave_history WHERE id = $1 AND vessel_id = $2 FOR UPDATE',
    [id, body.yachtId],
  );
  if (!row) return notFound();
  if (!(row.profile_id === null ? scope.manages : scope.editsProfiles)) return forbidden();
  const comment = body.comment?.trim() || null;
  await tx.query('UPDATE leave_history SET comment = $2 WHERE id = $1', [id, comment]);
  await auditLeave(tx, actor, now, {
    vesselId: body.yachtId,
    action: 'leave.history.comment',
    entity: 'leave-history',
    key: String(id),
    before: { comment: row.comment },
    after: { comment },
  });
  const [entry] = await tx.query<Row>(`${HISTORY_SELECT} WHERE h.id = $1`, [id]);
  return { ...applied(0), entry: toEntry(entry!) };
}
