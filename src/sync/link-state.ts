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

/**
 * The health probe is tiny: on a link that answers in a second or two, no answer in this long
 * means the shore is not reached. A slower link is given longer (probeTimeoutMs).
 */
export const PROBE_TIMEOUT_MS = 10_000;

/** The longest the probe waits, however slow the link has been: a dead link still shows. */
export const PROBE_TIMEOUT_MAX_MS = 60_000;

/**
 * How long the probe waits, from how long the link took to answer lately (the last answer's
 * time, or the last probe's wait that ran out). A satellite link that answers every request in
 * 12 s is slow, not down (field test s58, item 7): its probe is given twice that, so the chip
 * does not flip to "Can't reach shore" while saves get through. A refused connection or a
 * gateway's 502/503/504 still fails at once, whatever this says.
 */
export function probeTimeoutMs(lastRoundTripMs: number): number {
  return Math.min(Math.max(PROBE_TIMEOUT_MS, 2 * lastRoundTripMs), PROBE_TIMEOUT_MAX_MS);
}

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
