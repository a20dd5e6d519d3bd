import type { WelcomeItem } from '../../../contracts/fleet';
import { daysBetween } from '../../../domain/calendar/iso-date';
import { WELCOME_TILE } from '../../../domain/home/needs-me-words';

/**
 * The shore's welcome items with the 'Hours of rest' row counted from the device: the shore's
 * figure is from its last answer, before a day saved here since (offline, or before the next
 * read) reached it. `logged` is undefined while the device does not hold the user's days.
 */
export function withLoggedOnDevice(
  items: WelcomeItem[] | undefined,
  logged: number | undefined,
  today: string,
): WelcomeItem[] | undefined {
  if (!items || logged === undefined) return items;
  const days = daysBetween(`${today.slice(0, 8)}01`, today) + 1;
  return items.map((item) =>
    item.name === WELCOME_TILE.hoursOfRest ? { ...item, value: WELCOME_TILE.logged(logged, days) } : item,
  );
}
