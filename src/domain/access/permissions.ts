/** Permission levels of the spec (document 1, section 6). */
export const LEVEL = {
  superUser: -1,
  crew: 2,
  officer: 4,
  purser: 5,
  captain: 6,
  fleetManager: 8,
} as const;

export interface VesselRole {
  vesselId: number;
  roleId: number;
  permissionLevel: number;
}

/** The caller's level on one vessel, or null when they have no role there. */
export function levelOn(roles: readonly VesselRole[], vesselId: number): number | null {
  const role = roles.find((r) => r.vesselId === vesselId);
  return role ? role.permissionLevel : null;
}

/** Whether a level reaches a threshold; the super user (-1) reaches every threshold. */
export function reaches(level: number | null, threshold: number): boolean {
  if (level === null) return false;
  return level === LEVEL.superUser || level >= threshold;
}

/** A crew member records only their own days; an officer (level 4+) on that vessel records anyone's. */
export function canEditRestDaysOf(actorId: number, level: number | null, targetUserId: number): boolean {
  if (level === null) return false;
  return actorId === targetUserId || reaches(level, LEVEL.officer);
}

/** Level 4+ on a vessel sees every crew member's rest records there; below that only their own. */
export function seesAllRestRecords(level: number | null): boolean {
  return reaches(level, LEVEL.officer);
}
