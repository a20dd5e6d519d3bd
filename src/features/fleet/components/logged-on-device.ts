import type { WelcomeItem } from '../../../contracts/fleet';
import { daysBetween } from '../../../domain/calendar/iso-date';
import { NEEDS_TILE, WELCOME_TILE } from '../../../domain/home/needs-me-words';

/**
 * The shore's welcome items with the 'Hours of rest' row counted from the device: the shore's
 * figure is from its last answer, before a day saved here since (offline, or before the next
 * read) reached it. `logged` is undefined while the device does not hold the user's days.
 * The 'Inbox' row likewise: messages that a sync brought after the shore's last welcome answer
 * (or read and removed here since, offline) are counted where they are, so the row does not say
 * '0 unread' beside a bell that shows them. `unread` is undefined while the device does not hold
 * the messages.
 */
export function withLoggedOnDevice(
  items: WelcomeItem[] | undefined,
  logged: number | undefined,
  today: string,
  unread?: number,
): WelcomeItem[] | undefined {
  if (!items || (logged === undefined && unread === undefined)) return items;
  const days = daysBetween(`${today.slice(0, 8)}01`, today) + 1;
  return items.map((item) => {
    if (item.name === WELCOME_TILE.hoursOfRest && logged !== undefined)
      return { ...item, value: WELCOME_TILE.logged(logged, days) };
    if (item.name === NEEDS_TILE.inbox && unread !== undefined)
      return { ...item, value: WELCOME_TILE.unread(unread) };
    return item;
  });
}
