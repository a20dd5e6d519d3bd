import type { AppDb } from '../db/app-db';
import type { Net } from './auth-refresh';
import type { DeviceRegistry } from './device-kit';
import { dueWhenLinkBack } from './outbox';
import { createPollTimer } from './poll-timer';
import { runSync, type SyncReport } from './run-sync';

const BUSY_RETRY_MS = 2_000;
export const BACKGROUND_SYNC_TAG = 'outbox';

interface SyncManagerLike {
  register(tag: string): Promise<void>;
}

/**
 * Page-side replay: on start, on `online`, when the page becomes visible, after each local write
 * and as the "anything new?" poll, whose pace is poll-schedule.ts's: backing off while nothing
 * changes, none while the page is hidden, again from 30 s on the user's touch (`wakeOn`). iOS
 * Safari and Firefox have no Background Sync, so the page never relies on the service worker
 * alone; the Web Lock keeps the two from overlapping.
 */
export function startSyncScheduler(
  db: AppDb,
  net: Net,
  registry: DeviceRegistry,
  onReport: (r: SyncReport) => void = () => undefined,
  wakeOn: (wake: () => void) => () => void = () => () => undefined,
) {
  let running: Promise<SyncReport> | null = null;
  // Asked again while a run was under way: that run may already have read the queue (its last
  // round), so another follows it. A change made during a long first sync waited 30 s before.
  let again = false;
  const timer = createPollTimer({
    now: () => Date.now(),
    hidden: () => document.visibilityState === 'hidden',
    setTimeout: (fn, ms) => window.setTimeout(fn, ms),
    clearTimeout: (h) => window.clearTimeout(h as number),
    poll: () => void sync(),
  });
  const sync = (): Promise<SyncReport> => {
    if (typeof navigator !== 'undefined' && navigator.onLine === false) {
      void registerBackgroundSync();
      return Promise.resolve<SyncReport>({ outcome: 'offline' });
    }
    if (running) {
      again = true;
      return running;
    }
    const at = Date.now();
    running = runSync(db, net, registry)
      .catch((): SyncReport => ({ outcome: 'server-error' }))
      .then((r) => {
        onReport(r);
        // A run that found news, or that failed (no shore, a server error), keeps the 30 s pace:
        // only a quiet answer from the shore lets the polls back off. Work waiting for a link that
        // flickers is thus never left minutes behind it.
        if (r.outcome !== 'busy')
          timer.polled(at, r.outcome === 'synced' ? r.sent > 0 || r.pulled > 0 : true);
        // The service worker (or another tab) holds the replay: try again once it may be done. A
        // try asks the shore nothing, so it is no poll: counted as a quiet one, the 2 s tries
        // behind a worker's long send put the next poll 14 min off.
        if (r.outcome === 'busy') window.setTimeout(() => void sync(), BUSY_RETRY_MS);
        // The run stopped at its last round with more to pull or send (a new device's first sync
        // of a fleet): the next goes at once. It waited for the next poll, 30 s per 10 pages. One
        // that moved nothing (a server that always says more) keeps to the polls.
        if (r.outcome === 'synced' && r.more && (r.sent > 0 || r.pulled > 0)) again = true;
        return r;
      })
      .finally(() => {
        running = null;
        if (again) {
          again = false;
          void sync();
        }
      });
    return running;
  };
  /** Back to polling every 30 s, at once if the last poll is older than that. */
  const wake = () => {
    timer.wake();
    if (!running) timer.arm();
  };
  const onVisible = () => document.visibilityState === 'visible' && wake();
  const onOnline = () => {
    timer.wake();
    void dueWhenLinkBack(db, Date.now()).then(sync);
  };
  window.addEventListener('online', onOnline);
  document.addEventListener('visibilitychange', onVisible);
  const stopWaking = wakeOn(wake);
  void sync();
  return {
    sync,
    wake,
    /** The shore answers again: what waited for it goes now (here, not left to a worker's back-off). */
    shoreBack() {
      timer.wake();
      return dueWhenLinkBack(db, Date.now()).then(sync);
    },
    /**
     * After a local write or 'Sync now': hand the replay to the service worker when one
     * controls the page, so it finishes even if the tab is closed mid-send; else run here.
     */
    flush() {
      const worker = typeof navigator !== 'undefined' ? navigator.serviceWorker?.controller : null;
      if (!worker || navigator.onLine === false) return void sync();
      worker.postMessage({ type: 'REPLAY' });
      // The worker's replay is this round's poll, with a change in it: the next is 30 s away.
      timer.polled(Date.now(), true);
      // The worker follows this page's run (runSyncAfterHolder), but a browser may stop a worker
      // that waits long (a first sync): the page then sends it itself once its own run ends.
      if (running) again = true;
    },
    stop() {
      window.removeEventListener('online', onOnline);
      document.removeEventListener('visibilitychange', onVisible);
      timer.stop();
      stopWaking();
    },
  };
}

/** Asks the browser to wake the service worker when the connection returns, where supported. */
export async function registerBackgroundSync(): Promise<void> {
  try {
    const reg = await navigator.serviceWorker?.ready;
    const manager = (reg as (ServiceWorkerRegistration & { sync?: SyncManagerLike }) | undefined)?.sync;
    await manager?.register(BACKGROUND_SYNC_TAG);
  } catch {
    // No Background Sync here: the page's own triggers replay the outbox.
  }
}
