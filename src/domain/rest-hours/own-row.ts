import { LEVEL } from '../access/permissions';

/**
 * The user's own record leads the calendar (issue 31, §3): an officer logs their own day before
 * they review anyone else's, so their row is never lost in the crew order. Others keep their order.
 */
export function ownRowFirst<M extends { userId: number }>(members: readonly M[], userId: number): M[] {
  const own = members.filter((m) => m.userId === userId);
  return [...own, ...members.filter((m) => m.userId !== userId)];
}

/**
 * The row the calendar opens expanded: the one the address names (back from a day), else the
 * user's own, else none. `chosen` is the user's own pick once they toggled a row (null: all closed).
 */
export function openRow(
  chosen: number | null | undefined,
  fromAddress: number | null,
  own: number | undefined,
): number | null {
  if (chosen !== undefined) return chosen;
  return fromAddress ?? own ?? null;
}

/**
 * Whose records the calendar shows, of the people the user's copy holds of the vessel: an
 * officer every member but fleet managers (level 8 keeps no records); anyone else themselves and
 * the crew below officer level they were given (the approval group's departments). The others
 * held (a crew member's supervisors) are there for notices only.
 */
export function calendarMembers<M extends { userId: number; permissionLevel: number }>(
  everyone: readonly M[],
  userId: number,
  officer: boolean,
): M[] {
  return everyone.filter((m) =>
    officer
      ? m.permissionLevel < LEVEL.fleetManager
      : m.userId === userId || m.permissionLevel < LEVEL.officer,
  );
}
