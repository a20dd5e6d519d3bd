import type { WelcomeItem } from '@contracts/fleet';
import { LEVEL, levelOn, reaches } from '@domain/access/permissions';
import {
  EXPIRING,
  expiringInfo,
  expiringText,
  LEAVE_INFO,
  NEEDS_TILE,
  requestsText,
  TO_DECIDE,
  WELCOME_TILE,
} from '@domain/home/needs-me-words';
import type { Queryable } from '../../db/client';
import type { Actor } from '../../kernel/actors';
import { expiringCounts } from '../issues/issues';
import { fullLeaveAccessOn } from '../leave/leave-setup';

/**
 * The welcome answer's share of the home's 'what needs me' tiles (issue 31) that the device
 * cannot count before its first sync brings the records: the leave requests the caller may
 * decide and the certificates and documents expiring or expired, counted as the device counts
 * them (and as the lists they open show them), under the same names. 'None' when there are none.
 */
export async function needsItems(
  db: Queryable,
  actor: Actor,
  vessel: { id: number; modules: string[] },
  today: string,
): Promise<WelcomeItem[]> {
  const items: WelcomeItem[] = [];
  // Doc 3: level 5 or the leave approval group decide; never on their own request. A request
  // whose profile is gone is not listed (the leave page shows none such).
  if (vessel.modules.includes('leave') && (await fullLeaveAccessOn(db, actor, { vesselId: vessel.id }))) {
    const [pending] = await db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM leave_requests r JOIN leave_profiles p ON p.id = r.profile_id
        WHERE r.vessel_id = $1 AND r.status = 'Pending' AND NOT r.deleted AND NOT p.deleted AND r.user_id <> $2`,
      [vessel.id, actor.id],
    );
    items.push({
      name: NEEDS_TILE.leave,
      value: requestsText(pending!.n) || WELCOME_TILE.none,
      info: LEAVE_INFO,
      path: TO_DECIDE,
    });
  }
  const expiring = await expiringCounts(db, actor, vessel.id, today);
  if (expiring)
    items.push({
      name: NEEDS_TILE.expiring,
      value: expiringText(expiring) || WELCOME_TILE.none,
      info: expiringInfo(!reaches(levelOn(actor.roles, vessel.id), LEVEL.officer)),
      path: EXPIRING,
    });
  return items;
}
