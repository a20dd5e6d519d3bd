import { addDays } from '@domain/calendar/iso-date';
import type { Db } from '../../db/client';

/**
 * A role ends with its end date, at midnight, with no write of its own: the caller's roles are read
 * by day, but their devices keep the vessel's records unless their access changes. The day's run
 * changes the access of everyone whose role ended yesterday, so each of their devices starts its
 * copy afresh on its next poll (as after a removal or a transfer that ends a role at once).
 * Only yesterday's: a later run leaves them be (a reset costs a whole first sync).
 */
export async function rolesEnded(db: Db, day: string): Promise<void> {
  await db.query(
    `UPDATE users SET access_version = next_change()
      WHERE id IN (SELECT user_id FROM user_vessel_roles WHERE end_date = $1::date)`,
    [addDays(day, -1)],
  );
}
