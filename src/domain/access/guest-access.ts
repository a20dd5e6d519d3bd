import { LEVEL, reaches } from './permissions';

/**
 * Who keeps a vessel's guest records. Guest details are a page of the reports module
 * ('reports/guest-details', doc 3, section 2) and feed its crew-and-guest reports, and the spec
 * gives Reports to 'permission above 3' with the reports module on (doc 3, sections 2 and 6). It
 * names no finer rule for guests, so those who see reports see, add, edit and delete guests:
 * level 4 and above (and the super user) on a vessel with the reports module on. Below that no
 * guest reaches a device: passports and home addresses of owners' guests are not crew business.
 * No approval group stands in for the level (none exists for reports).
 */
export interface GuestStanding {
  /** The caller's level on the vessel; null when they have no role there. */
  level: number | null;
  /** Whether the vessel has the reports module on. */
  reportsOn: boolean;
}

/** Sees the vessel's guests (and gets them on the device): the reports page's audience. */
export const seesGuests = (s: GuestStanding) => s.reportsOn && reaches(s.level, LEVEL.officer);

/** Adds, edits and deletes guests: the same people (see above). */
export const keepsGuests = seesGuests;
