import { showClockOrMoment, showDayMonthOf, showTime } from '../domain/dates/clock';
import { t } from '../i18n/i18n';
/**
 * The link as it really is. The browser's online flag only says there is a network (ship Wi-Fi);
 * with the satellite down the shore still cannot be reached. Three states, judged from what
 * requests to the server get back: an answer, or none (a timeout, a refused connection, or a
 * 502/503/504 that a proxy or the ship's gateway gives in the server's place).
 */
export type LinkState = 'no-network' | 'no-shore' | 'connected';

export interface Link {
  state: LinkState;
  /** Requests in a row that got no answer since the shore last answered (sets the probe's pace). */
  misses: number;
}

export type LinkEvent =
  | { type: 'network'; up: boolean }
  /** The server itself answered (any status it gives, an error included). */
  | { type: 'answer' }
  /** No answer: timed out, connection refused or reset, or a gateway's 5xx. */
  | { type: 'no-answer' };

/** A device starts from what the browser knows; the first request tells the rest. */
export function initialLink(networkUp: boolean): Link {
  return { state: networkUp ? 'connected' : 'no-network', misses: 0 };
}

export function nextLink(link: Link, event: LinkEvent): Link {
  switch (event.type) {
    case 'network':
      // Back on a network says nothing yet about the shore: assume it answers and let the next
      // request (the sync the 'online' event starts) say otherwise.
      if (!event.up) return { state: 'no-network', misses: 0 };
      return link.state === 'no-network' ? { state: 'connected', misses: 0 } : link;
    case 'answer':
      // An answer that arrives after the network went away cannot bring it back.
      return link.state === 'no-network' ? link : { state: 'connected', misses: 0 };
    case 'no-answer':
      // With no network, a failed request is expected and says nothing about the shore.
      return link.state === 'no-network' ? link : { state: 'no-shore', misses: link.misses + 1 };
  }
}

/** Statuses a proxy or gateway gives when the server behind it cannot be reached. */
export function isGatewayFailure(status: number): boolean {
  return status === 502 || status === 503 || status === 504;
}

/**
 * Every request's limit: sized for a satellite link (256 kbit/s, 700 ms latency), the spec's own
 * figure for a screen that fails to load (doc 1, section 8: 'Loading chunk {n} failed' after a
 * 120 s timeout). No spinner waits longer than this.
 */
export const REQUEST_TIMEOUT_MS = 120_000;

/**
 * A request still unanswered after this long makes the device ask the cheap health probe: on a
 * satellite link the probe answers in a second or two, so a dead link shows within half a minute
 * even while a large request is still allowed its 120 s.
 */
export const SLOW_REQUEST_MS = 15_000;

/** The health probe is tiny: if it gets no answer in this long, the shore is not reached. */
export const PROBE_TIMEOUT_MS = 10_000;

/**
 * Connected and in use (in view, touched within the last minutes: poll-schedule.ts IN_USE_MS),
 * the device hears from the shore at least this often: when no request has started for this long,
 * the health probe asks. So a link that dies shows within half a minute even when its packets
 * vanish rather than being refused (15 s quiet, then the probe's 10 s), for a few hundred bytes
 * every 15 s while someone looks; nothing in the background or once the app is left alone (its
 * polls, backing off, judge the link then: issue 34's idle budget).
 */
export const QUIET_LINK_MS = 15_000;

/**
 * When to probe again while the shore cannot be reached: 5 s after the first miss, doubling to
 * once a minute, so a short outage ends by itself quickly and a long one costs little airtime.
 */
export function probeDelayMs(misses: number): number {
  return Math.min(5_000 * 2 ** Math.max(0, misses - 1), 60_000);
}

function sameDay(at: number, now: number): boolean {
  const d = new Date(at);
  const n = new Date(now);
  return d.getFullYear() === n.getFullYear() && d.getMonth() === n.getMonth() && d.getDate() === n.getDate();
}

export interface LinkSummary {
  /** Warn when changes cannot go; ok when connected. */
  tone: 'ok' | 'warn' | 'bad';
  /** What the link means for the user, each part on its own so a narrow screen keeps the count. */
  parts: string[];
  /**
   * The same parts in the fewest words, for a phone's one line ("Can't reach shore · 3 waiting ·
   * 14:02"): still the state, the count and the time; the full words stay the accessible name.
   */
  short: string[];
  /** A sign the chip draws before a short part, which says the rest: a clock by a time, an alert by a count to check. */
  marks: (PartMark | null)[];
}

export type PartMark = 'clock' | 'alert';

/** One part of the chip: its full words, its words on a phone, and the sign by them there. */
type Part = [full: string, short?: string, mark?: PartMark];

/** "1 change waiting" / "3 changes waiting". */
export function waitingText(n: number): string {
  return t('{count, plural, one {# change} other {# changes}} waiting', { count: n });
}

/** "1 needs attention" / "2 need attention". */
export function attentionText(n: number): string {
  return t('{count, plural, one {# needs} other {# need}} attention', { count: n });
}

/**
 * The header chip's words: "Can't reach shore · 3 changes waiting · last sync 14:02". Connected,
 * the chip only says what is left to do; with nothing left, no parts (the chip says when it synced).
 */
export function linkSummary(
  state: LinkState,
  s: { pending: number; problems: number; lastSyncAt: number | null },
  now: number,
): LinkSummary {
  const waiting: Part[] =
    s.pending > 0 ? [[waitingText(s.pending), t('{count} waiting', { count: s.pending })]] : [];
  // Away with changes both waiting and to check, a phone's line has no room for every word
  // (measured at 390 px): the state says "No shore" by its mast, the count to check stands by an
  // alert sign. The waiting count keeps its words, whatever the width ("the pending chip is never cut").
  const crowded = state !== 'connected' && s.pending > 0 && s.problems > 0;
  const problems: Part[] =
    s.problems === 0
      ? []
      : crowded
        ? [[attentionText(s.problems), `${s.problems}`, 'alert']]
        : [[attentionText(s.problems), t('{count} to check', { count: s.problems })]];
  const summary = (tone: LinkSummary['tone'], parts: Part[]): LinkSummary => ({
    tone,
    parts: parts.map(([full]) => full),
    short: parts.map(([full, short]) => short ?? full),
    marks: parts.map(([, , mark]) => mark ?? null),
  });
  if (state === 'connected') {
    // Nothing left to do: the chip says when it last synced ("Synced 14:02"), which the caller words.
    if (!problems.length && !waiting.length) return summary('ok', []);
    return summary(problems.length ? 'bad' : 'ok', [...waiting, ...problems]);
  }
  const last = s.lastSyncAt;
  return summary(problems.length ? 'bad' : 'warn', [
    state === 'no-network'
      ? [t('Offline')]
      : [t("Can't reach shore"), crowded ? t('No shore') : t("Can't reach shore")],
    ...waiting,
    ...problems,
    last === null
      ? // True whether nothing came yet or the first sync stopped halfway (its records still show).
        [t('first sync not finished'), t('not synced')]
      : // Short: the time of a sync today, the day of one before (the chip shows a clock by it).
        [
          t('last sync {time}', { time: showClockOrMoment(last, now) }),
          sameDay(last, now) ? showTime(last) : showDayMonthOf(last),
          'clock',
        ],
  ]);
}
