import { CREW_STATUS } from '@contracts/crew';
import { MSG } from '@contracts/messages';
import { levelOn } from '@domain/access/permissions';
import { administers } from '@domain/access/user-admin';
import type { ServerDeps } from '../../deps';
import type { Actor } from '../../kernel/actors';
import { type Answer, answered, badInput, forbidden } from '../../kernel/outcome';
import { todayOf } from '../../kernel/today';
import { writeOutcome } from '../../kernel/write-outcome';

/** Crew order: the vessel's users, first to last; those on board left out keep no place. */
export async function setCrewOrder(
  deps: ServerDeps,
  actor: Actor,
  body: { yachtId: number; users: number[] },
): Promise<Answer<{ message: string }>> {
  if (!administers(levelOn(actor.roles, body.yachtId))) return forbidden();
  const users = [...new Set(body.users)];
  return writeOutcome(deps.db, async (tx): Promise<Answer<{ message: string }>> => {
    const on = await tx.query<{ user_id: number }>(
      `SELECT user_id FROM user_vessel_roles WHERE vessel_id = $1 AND user_id = ANY($2::int[])
          AND (end_date IS NULL OR end_date >= $3)`,
      [body.yachtId, users, todayOf(deps)],
    );
    if (on.length !== users.length) return badInput([{ property: 'users', message: MSG.notOnVessel }]);
    // Left out of today's order: those on board today only. Former crew keep the place they had
    // (the former crew list shows it): saving the order once wiped it from every past record.
    await tx.query(
      `UPDATE user_vessel_roles SET crew_order = NULL, version = next_change()
        WHERE vessel_id = $1 AND crew_order IS NOT NULL AND NOT (user_id = ANY($2::int[]))
          AND crew_status IS DISTINCT FROM $4 AND (end_date IS NULL OR end_date >= $3)`,
      [body.yachtId, users, todayOf(deps), CREW_STATUS.former],
    );
    for (const [i, userId] of users.entries())
      await tx.query(
        `UPDATE user_vessel_roles SET crew_order = $3, version = next_change()
          WHERE vessel_id = $1 AND user_id = $2 AND crew_order IS DISTINCT FROM $3`,
        [body.yachtId, userId, i + 1],
      );
    return answered({ message: 'The crew order has been saved.' });
  });
}
