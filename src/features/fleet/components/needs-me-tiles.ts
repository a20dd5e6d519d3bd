import { showMonth, showMonthName } from '../../../domain/dates/format';
import type { Figure, NeedsMe } from '../../../domain/home/needs-me';
import {
  counted,
  EXPIRING,
  expiringInfo,
  expiringText,
  LEAVE_INFO,
  NEEDS_TILE,
  requestsText,
  TO_DECIDE,
} from '../../../domain/home/needs-me-words';
import { t } from '../../../i18n/i18n';
import { msg } from '../../../i18n/msg';
import type { WelcomeTile } from './welcome-rows';
/**
 * The calendar shows only the people whose months wait for the user, and opens the review list of
 * "Countersign all ready (N)" at once.
 */
export const COUNTERSIGN_READY = 'show=to-countersign&countersign=ready';
/** The calendar opens the user's own sign-off of the month shown at once. */
export const SIGN_OFF_ASK = 'signoff=ask';

/**
 * The months a tile waits on, named as the calendar names them: 'October 2026', 'October and
 * November 2026', 'September 2026 and 2 more' (a count alone, '1 month', read as a length of time).
 */
export function monthsText(months: readonly string[]): string {
  const [first, second] = months;
  if (!first) return '';
  if (!second) return showMonth(first);
  if (months.length === 2)
    return t('{list} and {last}', {
      list: first.slice(0, 4) === second.slice(0, 4) ? showMonthName(first) : showMonth(first),
      last: showMonth(second),
    });
  return t('{names} and {count} more', { names: showMonth(first), count: months.length - 1 });
}

interface TileText<T> {
  name: string;
  /** The figure in words; empty when there is nothing in it. */
  value: (v: T) => string;
  info: string;
  /** What the tile says while the device does not hold the records it counts. */
  notYet: string;
  /** What it adds while older records are still arriving (the figure can only grow). */
  soFar?: string;
  to: (v: T | null) => string;
}

/**
 * One tile from one figure: left out when it is known in full and there is nothing in it (a
 * calm home shows one line instead); said plainly when it is not known yet or only so far.
 */
function tileOf<T>(f: Figure<T> | null, text: TileText<T>): WelcomeTile[] {
  if (!f) return [];
  if (f.known === 'not-yet')
    return [
      { name: text.name, value: msg('Not known yet'), info: text.notYet, to: text.to(null), unknown: true },
    ];
  const value = text.value(f.value);
  if (f.known === 'all')
    return value ? [{ name: text.name, value, info: text.info, to: text.to(f.value), needs: true }] : [];
  return [
    {
      name: text.name,
      value: value || msg('None so far'),
      info: text.soFar ?? text.info,
      to: text.to(f.value),
      needs: Boolean(value),
    },
  ];
}

/**
 * The home's 'what needs me' tiles (issue 31), each opening the list filtered to what it counts.
 * The server's own tiles for the same things (To countersign, Inbox) give way to these.
 */
export function needsTiles(
  n: NeedsMe,
  where: { base: string; inbox: string; crewOnly: boolean },
): WelcomeTile[] {
  return [
    ...tileOf(n.leaveToDecide, {
      name: NEEDS_TILE.leave,
      value: requestsText,
      info: LEAVE_INFO,
      notYet: msg('Counted once the leave requests reach this device'),
      soFar: msg('Waiting for your decision · older requests still arriving'),
      to: () => `${where.base}/${TO_DECIDE}`,
    }),
    ...tileOf(n.expiring, {
      name: NEEDS_TILE.expiring,
      value: expiringText,
      info: expiringInfo(where.crewOnly),
      notYet: where.crewOnly
        ? msg('Counted once your documents reach this device')
        : msg('Counted once the certificates and documents reach this device'),
      to: () => `${where.base}/${EXPIRING}`,
    }),
    ...tileOf(n.countersign, {
      name: NEEDS_TILE.countersign,
      value: (v) => (v.months ? counted(v.months, 'signOff') : ''),
      info: msg('Signed off by crew, waiting for you'),
      notYet: msg('Counted once the crew’s months reach this device'),
      soFar: msg('Signed off by crew, waiting for you · older months still arriving'),
      to: (v) =>
        `${where.base}/hours-of-rest/calendar${v?.oldest ? `?month=${v.oldest}&${COUNTERSIGN_READY}` : ''}`,
    }),
    ...tileOf(n.signOff, {
      name: NEEDS_TILE.signOff,
      value: (v) => monthsText(v.open),
      info: msg('Your hours of rest, months ended'),
      notYet: msg('Counted once your months reach this device'),
      soFar: msg('Your hours of rest, months ended · older months still arriving'),
      // The oldest month, its sign-off asked at once (the calendar forgets the ask once open).
      to: (v) =>
        `${where.base}/hours-of-rest/calendar${v?.oldest ? `?month=${v.oldest}&${SIGN_OFF_ASK}` : ''}`,
    }),
    ...tileOf(n.inbox, {
      name: NEEDS_TILE.inbox,
      value: (v) => (v ? t('{count} unread', { count: v }) : ''),
      info: msg('Messages about this vessel'),
      notYet: msg('Counted once the messages reach this device'),
      to: () => `${where.inbox}?show=unread`,
    }),
  ];
}

/**
 * The device's tiles first, then the server's others (as last known). A device tile replaces the
 * server's of the same name; one the device cannot count yet (before the first sync brings the
 * records) gives way to the server's figure, so a new phone shows the same tiles with real
 * figures, except the months to countersign: that tile gives the calendar's button's N or none.
 */
export function mergeTiles(device: readonly WelcomeTile[], server: readonly WelcomeTile[]): WelcomeTile[] {
  // The shore's figure stands in, in the device's own place, so no tile moves under a finger
  // when the device's count arrives.
  const standIn = (t: WelcomeTile) =>
    t.unknown && t.name !== NEEDS_TILE.countersign ? server.find((s) => s.name === t.name) : undefined;
  return [...device.map((t) => standIn(t) ?? t), ...server.filter((t) => !REPLACED_BY_DEVICE.has(t.name))];
}

/** The names of the server's tiles that the device's counts replace. */
const REPLACED_BY_DEVICE: ReadonlySet<string> = new Set(Object.values(NEEDS_TILE));
