import type { AppDb } from '../db/app-db';
import type { Net } from './auth-refresh';
import type { DeviceRegistry } from './device-kit';
import { runSync, type SyncReport } from './run-sync';

const TIMER_MS = 30_000;
const BUSY_RETRY_MS = 2_000;
export const BACKGROUND_SYNC_TAG = 'outbox';

interface SyncManagerLike {
  register(tag: string): Promise<void>;
}

/**
 * Page-side replay: on start, on `online`, when the page becomes visible, on a timer and
 * after each local write. iOS Safari and Firefox have no Background Sync, so the page
 * never relies on the service worker alone; the Web Lock keeps the two from overlapping.
 */
export function startSyncScheduler(
  db: AppDb,
  net: Net,
  registry: DeviceRegistry,
  onReport: (r: SyncReport) => void = () => undefined,
) {
  let running: Promise<SyncReport> | null = null;
  // Asked again while a run was under way: that run may already have read the queue (its last
  // round), so another follows it. A change made during a long first sync waited 30 s before.
  let again = false;
  const sync = (): Promise<SyncReport> => {
    if (typeof navigator !== 'undefined' && navigator.onLine === false) {
      void registerBackgroundSync();
      return Promise.resolve<SyncReport>({ outcome: 'offline' });
    }
    if (running) {
      again = true;
      return running;
    }
    running = runSync(db, net, registry)
      .catch((): SyncReport => ({ outcome: 'server-error' }))
      .then((r) => {
        onReport(r);
        // The service worker (or another tab) holds the replay: try again once it may be done.
        if (r.outcome === 'busy') window.setTimeout(() => void sync(), BUSY_RETRY_MS);
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
  const onVisible = () => document.visibilityState === 'visible' && void sync();
  const onOnline = () => void sync();
  window.addEventListener('online', onOnline);
  document.addEventListener('visibilitychange', onVisible);
  const timer = window.setInterval(() => void sync(), TIMER_MS);
  void sync();
  return {
    sync,
    /**
     * After a local write or 'Sync now': hand the replay to the service worker when one
     * controls the page, so it finishes even if the tab is closed mid-send; else run here.
     */
    flush() {
      const worker = typeof navigator !== 'undefined' ? navigator.serviceWorker?.controller : null;
      if (!worker || navigator.onLine === false) return void sync();
      worker.postMessage({ type: 'REPLAY' });
      // The worker answers 'busy' while this page replays (a first sync): the page then
      // sends it itself once its own run ends.
      if (running) again = true;
    },
    stop() {
      window.removeEventListener('online', onOnline);
      document.removeEventListener('visibilitychange', onVisible);
      window.clearInterval(timer);
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
