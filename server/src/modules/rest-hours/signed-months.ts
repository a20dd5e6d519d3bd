import { MSG } from '@contracts/messages';
import { LEVEL, levelOn, reaches } from '@domain/access/permissions';
import type { Queryable } from '../../db/client';
import type { Actor } from '../../kernel/actors';
import { appendAudit } from '../../kernel/audit';
import { conflict, type Outcome, refused } from '../../kernel/outcome';
import { findDays, findMonth } from './rest-repo';

/** A crew member's month on a vessel: the key of its record and of its audit entries. */
export interface MonthKey {
  yachtId: number;
  userId: number;
  month: string;
}

/** One audit entry of a change to a month's record (a signature, a reopening, a request). */
export const auditMonth = (
  tx: Queryable,
  actor: Actor,
  now: Date,
  record: MonthKey,
  change: { action: string; before: unknown; after: unknown },
) =>
  appendAudit(tx, now, {
    actorId: actor.id,
    vesselId: record.yachtId,
    action: change.action,
    entity: 'rest_month',
    entityKey: `${record.yachtId}/${record.userId}/${record.month}`,
    before: change.before,
    after: change.after,
  });

/**
 * What a write to days meets in their months' signatures (doc 3, section 4: editing a signed
 * month first asks that it be signed off again). Only the user's explicit reopen clears a
 * signature: without it any signed month is a conflict, whatever version the device based its
 * edit on, so no save, copy or clear ever leaves a month unsigned behind its signer's back.
 * Reopening a countersigned month is a supervisor's decision. Answers null when the write may
 * go ahead (the months it reopens are then unsigned, at `version`).
 */
export async function openSignedMonths(
  tx: Queryable,
  input: {
    actor: Actor;
    userId: number;
    vesselId: number;
    dates: string[];
    months: string[];
    reopen: boolean;
    /** The supervisor also confirmed a countersigned month (restDaySaveSchema). */
    reopenCountersigned?: boolean;
    version: number;
    now: Date;
  },
): Promise<Outcome | null> {
  const { actor, userId, vesselId, months, version, now } = input;
  for (const month of months) {
    const state = await findMonth(tx, userId, vesselId, month);
    if (!state || (state.signedBy === null && state.counterSignedBy === null)) continue;
    // A reopen confirmed on a month signed only does not reach one countersigned since (an edit
    // queued offline meanwhile): that is a conflict the user sees, not a countersign undone unseen.
    const countersigned = state.counterSignedBy !== null;
    if (!input.reopen || (countersigned && !input.reopenCountersigned)) {
      const who = state.counterSignedByName ?? state.signedByName ?? 'someone';
      return conflict(
        countersigned
          ? `Countersigned by ${who}: ${MSG.monthCountersigned}`
          : `Signed off by ${who}: this month must be signed off again after a change.`,
        { restMonths: [state], restDays: await findDays(tx, userId, vesselId, input.dates) },
      );
    }
    // A countersign is undone by a supervisor, never on their own month (cancelSignatures).
    if (
      state.counterSignedBy !== null &&
      (!reaches(levelOn(actor.roles, vesselId), LEVEL.officer) || actor.id === userId)
    )
      return refused(MSG.monthCountersigned, 403);
    // The user confirmed: the month's signatures no longer cover its records.
    await tx.query(
      `UPDATE rest_months SET signed_by = NULL, signed_at = NULL, signed_hash = NULL, signed_signature = NULL,
         signed_key_id = NULL, countersigned_by = NULL, countersigned_at = NULL, countersigned_hash = NULL,
         countersigned_signature = NULL, countersigned_key_id = NULL, signed_as = NULL, countersigned_image = NULL,
         version = $4
       WHERE user_id = $1 AND vessel_id = $2 AND month = $3`,
      [userId, vesselId, month, version],
    );
    await auditMonth(
      tx,
      actor,
      now,
      { yachtId: vesselId, userId, month },
      { action: 'reopen', before: state, after: null },
    );
  }
  return null;
}
