/**
 * When an open app asks the shore "anything new?" (issue 34, goal 2: an idle device under
 * 200 KB a day). Every poll costs its headers both ways on a link billed per megabyte, so while
 * nothing changes the wait doubles, from 30 s to 14 min; anything sent or pulled, the user's
 * touch, the app coming back into view and the link coming back start it again from 30 s. A
 * change made on the device does not wait for this: it is sent at once (the outbox flush).
 */
export const POLL_FIRST_MS = 30_000;
/**
 * Just under the life of an access token (15 min, server/src/deps.ts): a poll then finds the
 * token its last refresh brought still good every other time. At 15 min every poll had to renew
 * it first (POST /refreshtoken, about 1.1 KB): 95 refreshes an idle day instead of about 50.
 */
export const POLL_CAP_MS = 14 * 60_000;

/**
 * For this long after the user last touched the app someone is taken to be looking at it: the
 * link's heartbeat (QUIET_LINK_MS) runs, so a shore that goes away shows within half a minute.
 * After that the polls alone judge the link, at their own, longer pace.
 */
export const IN_USE_MS = 5 * 60_000;

export interface PollState {
  /** Polls in a row that found nothing new since the last change or wake. */
  quiet: number;
  /** When the last poll started (ms since the epoch); 0 before the first. */
  lastPollAt: number;
}

export type PollEvent =
  /** A poll ran: `changed` when it sent or pulled anything. */
  | { type: 'polled'; at: number; changed: boolean }
  /** The user touched the app, it came into view, or the link came back. */
  | { type: 'wake' };

export const FIRST_POLL: PollState = { quiet: 0, lastPollAt: 0 };

/** The wait after `quiet` polls in a row with nothing new: 30 s, 1, 2, 4, 8 min, then 14 min. */
export function pollDelayMs(quiet: number): number {
  return Math.min(POLL_FIRST_MS * 2 ** Math.max(0, quiet), POLL_CAP_MS);
}

export function nextPollState(state: PollState, event: PollEvent): PollState {
  if (event.type === 'wake') return { ...state, quiet: 0 };
  return { quiet: event.changed ? 0 : state.quiet + 1, lastPollAt: event.at };
}

/** When the next poll is due (it runs at once when that is already past). */
export function pollDueAt(state: PollState): number {
  return state.lastPollAt + pollDelayMs(state.quiet);
}

/** Polls an idle app makes in `ms` from a change (or the user's last touch): the bench's count. */
export function idlePolls(ms: number): number {
  let state: PollState = { quiet: 0, lastPollAt: 0 };
  let polls = 0;
  for (let at = pollDueAt(state); at <= ms; at = pollDueAt(state)) {
    polls++;
    state = nextPollState(state, { type: 'polled', at, changed: false });
  }
  return polls;
}
