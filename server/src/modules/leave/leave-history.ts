import type { Queryable } from '../../db/client';
import type { Actor } from '../../kernel/actors';
import { auditWrite } from '../../kernel/audit';

/**
 * The leave history with comments (doc 3: Date, Amount, Comments) and the audit log. A change
 * the spec gives a change date and a comment (settings, profile edits and rate changes,
 * additional leave, rollovers) is a history entry; every leave write is in the audit log.
 */
export interface HistoryEntry {
  vesselId: number;
  profileId?: string | null;
  userId?: number | null;
  what: string;
  changeDate: string;
  amount?: number | null;
  comment?: string | null;
  /** The additional leave or rollover the entry is of. */
  adjustmentId?: string | null;
}

export async function appendHistory(tx: Queryable, actor: Actor, now: Date, e: HistoryEntry) {
  await tx.query(
    `INSERT INTO leave_history (vessel_id, profile_id, user_id, what, change_date, amount, comment, actor_id, at,
        adjustment_id)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)`,
    [
      e.vesselId,
      e.profileId ?? null,
      e.userId ?? null,
      e.what,
      e.changeDate,
      e.amount ?? null,
      e.comment?.trim() || null,
      actor.id,
      now.toISOString(),
      e.adjustmentId ?? null,
    ],
  );
}

/** One audit entry of a leave write, keyed by the record it is about. */
export const auditLeave = auditWrite;
