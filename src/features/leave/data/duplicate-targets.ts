import type { CrewRecord, Position } from '../../../contracts/crew';
import type { LeaveProfileRecord } from '../../../contracts/leave-records';
import { roleNameId } from '../../../domain/access/role-names';
import { t } from '../../../i18n/i18n';
import { msg } from '../../../i18n/msg';

export interface DuplicateTarget {
  profileId: string;
  userId: number;
  name: string;
  /** The second line of a suggestion: the position, else the role (as the leave table and Notify people). */
  detail: string;
}

/**
 * Whom a request can be duplicated to: every other active leave profile of the vessel (the
 * server refuses the request's own and inactive ones), by name.
 */
export function duplicateTargets(
  source: { profileId: string },
  profiles: readonly LeaveProfileRecord[],
  crew: readonly CrewRecord[],
  positions: readonly Position[] = [],
): DuplicateTarget[] {
  const byId = new Map(crew.map((c) => [c.id, c]));
  const positionName = new Map(positions.map((p) => [p.id, p.name]));
  return profiles
    .filter((p) => p.active && !p.deleted && p.id !== source.profileId)
    .map((p) => {
      const c = byId.get(p.crewId);
      return {
        profileId: p.id,
        userId: p.userId,
        name: c ? `${c.firstName} ${c.lastName}` : t('Crew member {id}', { id: String(p.crewId) }),
        detail:
          (c && c.positionId !== null ? positionName.get(c.positionId) : undefined) ??
          (c ? t(roleNameId(c.roleName)) : ''),
      };
    })
    .sort((a, b) => a.name.localeCompare(b.name) || a.profileId.localeCompare(b.profileId));
}

/** The targets whose name has every word typed at the start of one of its words. */
export function matchTargets(targets: readonly DuplicateTarget[], query: string, limit = 20) {
  const words = query.toLowerCase().split(/\s+/).filter(Boolean);
  if (!words.length) return [];
  return targets
    .filter((t) => {
      const parts = t.name.toLowerCase().split(/[\s-]+/);
      return words.every((w) => parts.some((p) => p.startsWith(w)));
    })
    .slice(0, limit);
}

/** Doc 3, section 5: 'Duplicate leave: the same leave profile cannot be added twice.' */
export const SAME_PROFILE_TWICE = msg('The same leave profile cannot be added twice.');

/** The chosen list with one more, or the spec's message when it is there already. */
export function addTarget(chosen: readonly DuplicateTarget[], t: DuplicateTarget) {
  return chosen.some((c) => c.profileId === t.profileId)
    ? { chosen, error: SAME_PROFILE_TWICE }
    : { chosen: [...chosen, t], error: null };
}
