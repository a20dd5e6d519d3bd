/**
 * The status changes a crew record allows (doc 2, section 4: assignstate; -1 prospective,
 * 1 Current Crew, 2 former crew), as the server judges them, so the status popup offers only
 * those: someone who has left already keeps the day they left (no end date can be given), and a
 * status the person already has is no change (except a leaving date still to come, which moves).
 */
export type StatusId = -1 | 1 | 2;

export interface StatusChange {
  status: StatusId;
  /** Former crew who have not left yet: the last day on board may be given (today or later). */
  endDate: boolean;
  /** Prospective once the start date has come (or they come back): only when forced. */
  needsForce: boolean;
}

export function statusChanges(
  crew: { status: number; startDate: string | null; endDate: string | null },
  today: string,
): StatusChange[] {
  const left = crew.endDate !== null && crew.endDate < today;
  const changes: StatusChange[] = [];
  // Coming back (or still prospective with a start date that has come): the start date is not ahead.
  const startAhead = !left && crew.startDate !== null && crew.startDate > today;
  if (crew.status !== -1 || left) changes.push({ status: -1, endDate: false, needsForce: !startAhead });
  if (crew.status !== 1 || left) changes.push({ status: 1, endDate: false, needsForce: false });
  if (!(left && crew.status === 2)) changes.push({ status: 2, endDate: !left, needsForce: false });
  return changes;
}

/** The change the popup opens on: coming back for those who left, else the first offered. */
export function firstChange(changes: readonly StatusChange[], left: boolean): StatusChange | undefined {
  return (left && changes.find((c) => c.status === 1)) || changes[0];
}
