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
