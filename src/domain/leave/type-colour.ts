/**
 * A leave type's colour is how the leave table tells the types apart: no two types of a vessel
 * share one (the mark letters say the type too, but a colour shared would read as the same).
 */

const same = (a: string, b: string) => a.replace('#', '').toUpperCase() === b.replace('#', '').toUpperCase();

/** The other type that already has `color`, or null when the colour is free for type `id`. */
export function colourTakenBy<T extends { id: number; color: string }>(
  types: readonly T[],
  id: number,
  color: string,
): T | null {
  return types.find((t) => t.id !== id && same(t.color, color)) ?? null;
}
