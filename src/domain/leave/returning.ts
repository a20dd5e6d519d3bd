/**
 * Returning user (doc 3, section 4). A crew member who leaves the vessel leaves their leave
 * profile behind: the server ends it on the day they leave and marks it inactive (it is not
 * deleted, and their crew row is used again when they come back). Setting up leave for them
 * again is then a choice: 'Activate old Leave Profile' (leave is calculated as if they had not
 * left) or 'Set up a new Leave Profile' (the old leave data is deleted).
 */

export interface ProfileTrace {
  crewId: number;
  active: boolean;
  deleted: boolean;
  startDate: string;
  endDate: string | null;
}

/**
 * The profile a returning crew member left behind: their newest inactive, undeleted profile;
 * null when they have an active one (nobody to choose for) or never had one.
 */
export function returningProfileOf<P extends ProfileTrace>(profiles: readonly P[], crewId: number): P | null {
  const theirs = profiles.filter((p) => p.crewId === crewId && !p.deleted);
  if (theirs.some((p) => p.active)) return null;
  let newest: P | null = null;
  for (const p of theirs) {
    const end = p.endDate ?? p.startDate;
    const best = newest ? (newest.endDate ?? newest.startDate) : '';
    if (!newest || end > best || (end === best && p.startDate > newest.startDate)) newest = p;
  }
  return newest;
}

/** The two answers of the popup; a new profile is the default (doc 3, section 4). */
export const RETURNING_CHOICES = ['new', 'activate'] as const;
export type ReturningChoice = (typeof RETURNING_CHOICES)[number];
export const DEFAULT_RETURNING_CHOICE: ReturningChoice = 'new';
