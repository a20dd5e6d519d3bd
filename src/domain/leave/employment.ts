import { msg } from '../../i18n/msg';
/**
 * Leave is earned and booked only while employed: a leave profile's employment runs from its
 * start date to its end date (none while still employed), both days included. The device checks
 * it before queuing a group entry and the server again on every write, with the same words.
 */
export function withinEmployment(
  date: string,
  profile: { startDate: string; endDate: string | null },
): boolean {
  return date >= profile.startDate && (profile.endDate === null || date <= profile.endDate);
}

/** The refusal of an entry dated outside the employment (additional leave, a rollover). */
export const OUTSIDE_EMPLOYMENT = msg('The date must be within the leave profile’s employment.');
