/**
 * Whether a save would store what the record already holds. A save that changes nothing is
 * answered with the stored version and writes nothing: a new change number would send every
 * device the "change" over the satellite link, and the audit log would show an edit that did
 * not happen. `next` holds the values as the save would store them (trimmed, '' as null);
 * absent and null are the same, lists compare item by item.
 */
export function unchanged(stored: Record<string, unknown> | null | undefined, next: Record<string, unknown>) {
  if (!stored) return false;
  return Object.entries(next).every(([key, value]) => same(stored[key], value));
}

const same = (a: unknown, b: unknown): boolean => {
  if (Array.isArray(a) || Array.isArray(b))
    return JSON.stringify((a as unknown[] | null) ?? []) === JSON.stringify((b as unknown[] | null) ?? []);
  return (a ?? null) === (b ?? null);
};
