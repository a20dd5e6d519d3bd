/**
 * The vessel's crew order (Users, Crew order): the lists of a vessel's people follow it, and
 * those without a place come after, by last name then first name.
 */
export interface Ordered {
  firstName: string;
  lastName: string;
  /** Absent on a record stored before the order was synced: it sorts as having no place. */
  crewOrder?: number | null;
}

export function inCrewOrder<T extends Ordered>(people: readonly T[]): T[] {
  const place = (p: T) => p.crewOrder ?? Number.POSITIVE_INFINITY;
  return [...people].sort(
    (a, b) =>
      place(a) - place(b) ||
      a.lastName.localeCompare(b.lastName, undefined, { sensitivity: 'base' }) ||
      a.firstName.localeCompare(b.firstName, undefined, { sensitivity: 'base' }),
  );
}
