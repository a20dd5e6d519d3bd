import type { Queryable } from '../db/client';
import type { Actor } from '../kernel/actors';

export interface PollState {
  /** The change number of the actor's last change of access (a role, a level, a group). */
  access: number;
  /**
   * No record the actor may see has a higher change number: the heads (migration 0040) of the
   * vessels they have a role on or countersign for, of their own records of no vessel, and of
   * the records of no vessel and no person (the certificate catalogue).
   */
  head: number;
}

/** What a poll needs before any feed source: one read of a few indexed rows. */
export async function pollState(tx: Queryable, actor: Actor): Promise<PollState> {
  const [row] = await tx.query<{ access: number | string; head: number | string | null }>(
    `SELECT u.access_version AS access,
       (SELECT max(h.version) FROM feed_heads h
         WHERE h.vessel_id = ANY($2::int[])
            OR h.vessel_id IN (SELECT m.vessel_id FROM hor_approval_members m WHERE m.user_id = $1)
            OR (h.vessel_id = 0 AND h.user_id IN (0, $1))) AS head
     FROM users u WHERE u.id = $1`,
    [actor.id, actor.roles.map((r) => r.vesselId)],
  );
  return { access: Number(row?.access ?? 0), head: Number(row?.head ?? 0) };
}
