import { msg } from '../../i18n/msg';
/** The inbox's groups (doc 1): 'My Notifications', then each vessel's messages, newest first. */

/** Message previews are cut at this many characters (doc 1, section 9). */
export const MESSAGE_PREVIEW = 80;

interface Message {
  id: number;
  vesselId: number | null;
  date: string;
  seen: boolean;
  deleted: boolean;
}

interface NamedVessel {
  id: number;
  name: string;
}

/** What the inbox shows: everything, the vessels' messages only ('fleet'), or one vessel's. */
export type InboxFilter = 'all' | 'fleet' | number;

export interface InboxGroup<M> {
  title: string;
  vesselId: number | null;
  messages: M[];
}

const newestFirst = <M extends Message>(a: M, b: M) => b.date.localeCompare(a.date) || b.id - a.id;

export function inboxGroups<M extends Message>(
  messages: readonly M[],
  vessels: readonly NamedVessel[],
  filter: InboxFilter,
): InboxGroup<M>[] {
  const live = messages.filter((m) => !m.deleted);
  const groups: InboxGroup<M>[] = [];
  // One vessel's inbox keeps My Notifications above it, as its unseen count does.
  if (filter !== 'fleet')
    groups.push({
      title: msg('My Notifications'),
      vesselId: null,
      messages: live.filter((m) => m.vesselId === null).sort(newestFirst),
    });
  for (const v of vessels) {
    if (typeof filter === 'number' && filter !== v.id) continue;
    groups.push({
      title: v.name,
      vesselId: v.id,
      messages: live.filter((m) => m.vesselId === v.id).sort(newestFirst),
    });
  }
  // Groups with nothing in them are left out; an inbox with nothing says so once (emptyInboxText).
  return groups.filter((g) => g.messages.length > 0);
}

/** The spec's empty texts (doc 2, Inbox): for the fleet, for one vessel; and for the whole inbox. */
export function emptyInboxText(filter: InboxFilter): string {
  if (filter === 'fleet') return msg('There are no messages for fleet.');
  if (typeof filter === 'number') return msg('There are no messages for selected vessel.');
  return msg('There are no messages.');
}

/** Unseen messages: all of them, or those of one vessel together with 'My Notifications'. */
export function unseenCount(messages: readonly Message[], vesselId?: number): number {
  return messages.filter(
    (m) =>
      !m.seen && !m.deleted && (vesselId === undefined || m.vesselId === null || m.vesselId === vesselId),
  ).length;
}

/**
 * A message's preview on one line, cut at 80 characters (on a word when one ends near). A line
 * break after a line with no closing stop becomes ' · ', so it does not read as one sentence
 * with the next (the spec's 'Email hasn't been sent...contact support' then 'To: ...').
 */
/**
 * An app path in a message (a leave request, a certificate, a month to countersign): the inbox
 * opens it with 'Open it in the app'; the preview leaves it out.
 */
export const APP_PATH = /(\/fleet\/[\w-]+\/[\w/-]+(?:\?[\w=&-]+)?)/;

/**
 * Whether a path in a message opens as a link: only into the vessel the message is about. A path
 * to another vessel (typed into a notice, or into a name a notice quotes) stays text.
 */
export const opensInApp = (path: string, codename: string | undefined) =>
  codename !== undefined && path.startsWith(`/fleet/${codename}/`);

export function preview(text: string): string {
  const lines = text
    .replace(new RegExp(APP_PATH.source, 'g'), '')
    .split(/\n+/)
    .map((l) => l.replace(/\s+/g, ' ').trim())
    .filter(Boolean);
  const flat = lines.reduce(
    (all, line) => (all ? `${all}${/[.!?:;,…]$/.test(all) ? ' ' : ' · '}${line}` : line),
    '',
  );
  if (flat.length <= MESSAGE_PREVIEW) return flat;
  const cut = flat.slice(0, MESSAGE_PREVIEW);
  const space = cut.lastIndexOf(' ');
  const word = space > MESSAGE_PREVIEW - 20 ? cut.slice(0, space) : cut;
  // A cut that lands after a sentence's full stop, a comma or a joining ' · ' drops that mark
  // before the ellipsis: '… on 25 Jan 2027.…' read as a typing slip.
  return `${word.replace(/[\s.,;:·…–—-]+$/u, '') || word.trimEnd()}…`;
}

/**
 * The senders the server writes itself (server/src: cert-expiry-alerts.ts, email-records.ts),
 * said in the reader's language; any other sender is a person, named as they are.
 */
const APP_SENDERS: readonly string[] = [msg('Vessel certificates'), msg('Hours of rest')];

export const senderText = (sender: string, say: (id: string) => string): string =>
  APP_SENDERS.includes(sender) ? say(sender) : sender;
