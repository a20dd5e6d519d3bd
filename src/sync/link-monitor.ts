import {
  initialLink,
  isGatewayFailure,
  type Link,
  type LinkEvent,
  type LinkState,
  nextLink,
  probeDelayMs,
  probeTimeoutMs,
  QUIET_LINK_MS,
  REQUEST_TIMEOUT_MS,
  SLOW_REQUEST_MS,
} from './link-state';

export interface LinkMonitorDeps {
  fetch: typeof fetch;
  /** The API's base, e.g. '/api/v1': the probe asks `${baseUrl}/health`. */
  baseUrl: string;
  networkUp: boolean;
  setTimeout: (fn: () => void, ms: number) => unknown;
  clearTimeout: (handle: unknown) => void;
  /**
   * Whether someone is looking at the app: in view and touched lately (user-activity.ts). No
   * heartbeat otherwise: a page in the background or left alone is judged by its polls alone.
   */
  watched?: () => boolean;
  /** The clock, in ms (Date.now unless a test gives its own). */
  now?: () => number;
}

const GLOBAL_TIMERS: Pick<LinkMonitorDeps, 'setTimeout' | 'clearTimeout'> = {
  setTimeout: (fn, ms) => setTimeout(fn, ms),
  clearTimeout: (h) => clearTimeout(h as ReturnType<typeof setTimeout>),
};

/** Raised when a request got no answer in its time (the user sees doc 1's status-0 text). */
export class TimeoutError extends Error {
  constructor(readonly ms: number) {
    super(`No answer in ${Math.round(ms / 1000)} s`);
  }
}

/**
 * `fetch` with a time limit. A caller's own abort (a dialog closed) passes through as it is;
 * running out of time raises TimeoutError.
 */
export async function timedFetch(
  doFetch: typeof fetch,
  input: RequestInfo | URL,
  init: RequestInit = {},
  ms: number = REQUEST_TIMEOUT_MS,
  timers: Pick<LinkMonitorDeps, 'setTimeout' | 'clearTimeout'> = GLOBAL_TIMERS,
): Promise<Response> {
  const limit = new AbortController();
  const own = init.signal;
  let timedOut = false;
  const onAbort = () => limit.abort(own?.reason);
  if (own?.aborted) limit.abort(own.reason);
  own?.addEventListener('abort', onAbort);
  const timer = timers.setTimeout(() => {
    timedOut = true;
    limit.abort();
  }, ms);
  try {
    return await doFetch(input, { ...init, signal: limit.signal });
  } catch (e) {
    throw timedOut ? new TimeoutError(ms) : e;
  } finally {
    timers.clearTimeout(timer);
    own?.removeEventListener('abort', onAbort);
  }
}

/**
 * The device's one judge of the link. Every request to the server goes through `fetch` here:
 * what it gets back moves the state (see link-state.ts). A request slow to answer makes it ask
 * the health probe; while the shore cannot be reached the probe repeats with back-off until the
 * shore answers, and then `onShoreBack` listeners run (the outbox is sent) with no one tapping.
 */
export function createLinkMonitor(deps: LinkMonitorDeps) {
  let link: Link = initialLink(deps.networkUp);
  let probeTimer: unknown = null;
  let quietTimer: unknown = null;
  let probing = false;
  const now = deps.now ?? (() => Date.now());
  /** How long the link took to answer lately: sets how long the probe waits (probeTimeoutMs). */
  let roundTripMs = 0;
  /** When the shore last answered anything (a request or the probe). */
  let lastAnswerAt = Number.NEGATIVE_INFINITY;
  const listeners = new Set<() => void>();
  const backListeners = new Set<() => void>();

  /**
   * Connected: the probe asks once no request has started for QUIET_LINK_MS, so a shore that goes
   * away between two syncs is noticed without waiting for the next one. Each request restarts it.
   */
  const watchQuiet = () => {
    if (quietTimer !== null) deps.clearTimeout(quietTimer);
    quietTimer = null;
    if (link.state !== 'connected') return;
    quietTimer = deps.setTimeout(() => {
      quietTimer = null;
      // Nobody to tell; the sync the page runs when it is seen or touched again restarts this.
      if (deps.watched?.() ?? true) void probe();
    }, QUIET_LINK_MS);
  };

  /** The next probe, if none is due yet (a failing sync in between does not push it back). */
  const schedule = () => {
    watchQuiet();
    if (link.state !== 'no-shore') {
      if (probeTimer !== null) deps.clearTimeout(probeTimer);
      probeTimer = null;
      return;
    }
    if (probeTimer !== null || probing) return;
    probeTimer = deps.setTimeout(() => {
      probeTimer = null;
      void probe();
    }, probeDelayMs(link.misses));
  };

  // A listener that fails must not fail the request whose answer told of the change.
  const notify = (ls: Iterable<() => void>) => {
    for (const l of ls) {
      try {
        l();
      } catch (e) {
        console.error(e);
      }
    }
  };

  const dispatch = (event: LinkEvent) => {
    const before = link;
    link = nextLink(link, event);
    schedule();
    if (link.state !== before.state) {
      notify(listeners);
      if (link.state === 'connected') notify(backListeners);
    }
  };

  /** The server answered a request that started at `startedAt`. */
  const answered = (startedAt: number) => {
    lastAnswerAt = now();
    roundTripMs = lastAnswerAt - startedAt;
    dispatch({ type: 'answer' });
  };

  /** GET /health: a few bytes each way, answered by the server without a session. */
  const probe = async () => {
    if (probing || link.state === 'no-network') return;
    probing = true;
    watchQuiet();
    const startedAt = now();
    const limit = probeTimeoutMs(roundTripMs);
    try {
      const res = await timedFetch(deps.fetch, `${deps.baseUrl}/health`, { cache: 'no-store' }, limit, deps);
      if (isGatewayFailure(res.status)) dispatch({ type: 'no-answer' });
      else answered(startedAt);
    } catch (e) {
      if (!(e instanceof TimeoutError)) dispatch({ type: 'no-answer' });
      else {
        // The link may have just got slower: the next probe waits twice as long.
        roundTripMs = Math.max(roundTripMs, limit);
        // Something else got its answer while the probe waited: the link is slow, not down.
        if (lastAnswerAt < startedAt) dispatch({ type: 'no-answer' });
      }
    } finally {
      probing = false;
      schedule();
    }
  };

  const fetchThrough: typeof fetch = async (input, init) => {
    // A request that hangs (the satellite dropped mid-way) is not waited out: the probe asks.
    const slow = deps.setTimeout(() => void probe(), SLOW_REQUEST_MS);
    watchQuiet();
    const startedAt = now();
    try {
      const res = await timedFetch(deps.fetch, input, init ?? {}, REQUEST_TIMEOUT_MS, deps);
      if (isGatewayFailure(res.status)) dispatch({ type: 'no-answer' });
      else answered(startedAt);
      return res;
    } catch (e) {
      // The caller gave up on its own (a closed dialog): that says nothing about the link.
      if (!(init?.signal?.aborted ?? false)) dispatch({ type: 'no-answer' });
      throw e;
    } finally {
      deps.clearTimeout(slow);
    }
  };

  return {
    state: (): LinkState => link.state,
    fetch: fetchThrough,
    /** The browser's online and offline events. */
    network(up: boolean) {
      dispatch({ type: 'network', up });
    },
    /** What a sync run elsewhere (the service worker) found. */
    report(gotAnswer: boolean) {
      if (gotAnswer) lastAnswerAt = now();
      dispatch({ type: gotAnswer ? 'answer' : 'no-answer' });
    },
    subscribe(fn: () => void) {
      listeners.add(fn);
      return () => void listeners.delete(fn);
    },
    onShoreBack(fn: () => void) {
      backListeners.add(fn);
      return () => void backListeners.delete(fn);
    },
  };
}

export type LinkMonitor = ReturnType<typeof createLinkMonitor>;
