import { MSG } from '@contracts/messages';
import { LEVEL } from '@domain/access/permissions';
import type { Queryable } from '../../db/client';
import { badInput, type Refusal } from '../../kernel/outcome';

/**
 * Someone at level 6 or more must stay on a vessel while it has crew (doc 1: Leave fleet keeps
 * one; the crew's records need an administrator). Checked at the end of a change, inside its
 * transaction, with the vessel row locked so that two changes at once cannot each remove the
 * other's administrator. Staying means a role with no end date: a captain whose role ends
 * tomorrow does not keep the vessel administered next week. Answers the refusal, or null.
 */
export async function withoutAdministrator(
  tx: Queryable,
  vesselId: number,
  today: string,
  property = 'userID',
): Promise<Refusal | null> {
  await tx.query('SELECT id FROM vessels WHERE id = $1 FOR UPDATE', [vesselId]);
  const [row] = await tx.query<{ crew: number; staying: number }>(
    `SELECT count(*) FILTER (WHERE r.permission_level < $3)::int AS crew,
            count(*) FILTER (WHERE r.permission_level >= $3 AND uvr.end_date IS NULL)::int AS staying
       FROM user_vessel_roles uvr JOIN roles r ON r.id = uvr.role_id
      WHERE uvr.vessel_id = $1 AND (uvr.end_date IS NULL OR uvr.end_date >= $2)`,
    [vesselId, today, LEVEL.captain],
  );
  if ((row?.crew ?? 0) > 0 && (row?.staying ?? 0) === 0)
    return badInput([{ property, message: MSG.lastAdministrator }]);
  return null;
}
