import type { CrewRecord } from '../../../contracts/crew';
import type { LeaveProfileRecord } from '../../../contracts/leave-records';
import { inCrewOrder } from '../../../domain/access/crew-order';
import { crewState } from '../../../domain/crew/crew-display';
import { keepsLeaveOnBoard } from '../../../domain/leave/leave-access';

/**
 * The people of a vessel's leave lists: each active profile with its crew member (in the crew
 * order), and the crew still on the vessel who have no profile yet (they can be set up). Shore
 * staff (level 8 and above) are not crew on board for leave, as in the leave table.
 */
export function leavePeople<P extends LeaveProfileRecord, C extends CrewRecord>(
  crew: readonly C[],
  profiles: readonly P[],
  today: string,
) {
  const active = profiles.filter((p) => p.active && !p.deleted);
  const withProfile = new Set(active.map((p) => p.crewId));
  const ordered = inCrewOrder(crew);
  const place = new Map(ordered.map((c, i) => [c.id, i]));
  return {
    profiles: [...active].sort(
      (a, b) =>
        (place.get(a.crewId) ?? Infinity) - (place.get(b.crewId) ?? Infinity) || a.id.localeCompare(b.id),
    ),
    withoutProfile: ordered.filter(
      (c) =>
        crewState(c, today) !== 'former' && keepsLeaveOnBoard(c.permissionLevel) && !withProfile.has(c.id),
    ),
  };
}
