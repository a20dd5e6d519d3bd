import { openAppDb } from '../db/app-db';
import type { Net } from '../sync/auth-refresh';
import type { DeviceRegistry } from '../sync/device-kit';
import type { startSyncScheduler } from '../sync/sync-scheduler';
import { API_BASE, link } from './link';
import { onUserActivity } from './user-activity';

/** The one database and network adapter of the page. */
export const db = openAppDb();
export const net: Net = { fetch: link.fetch, baseUrl: API_BASE, now: () => Date.now() };

// A newer version of the app opened the database in another tab: let it upgrade, then reload
// into the new version instead of hanging on a blocked upgrade. Writes are transactional, so
// nothing half-written is lost.
db.on('versionchange', () => {
  db.close();
  window.location.reload();
  return false;
});

let registryLoader: (() => Promise<DeviceRegistry>) | null = null;
let registry: Promise<DeviceRegistry> | null = null;

/** The app names where the sync registry is (it knows every feature; this layer does not). */
export function provideSyncRegistry(load: () => Promise<DeviceRegistry>) {
  registryLoader = load;
}

/** The device registry, loaded on first use, off the first screen's critical path. */
export function syncRegistry(): Promise<DeviceRegistry> {
  if (!registryLoader) throw new Error('provideSyncRegistry was not called');
  registry ??= registryLoader();
  return registry;
}

/** A sync that reached the shore also makes the device ready to sign offline, if it is not yet. */
function keepSigningReady(report: { outcome: string }) {
  if (report.outcome === 'synced') void import('./device-crypto').then((m) => m.keepDeviceKeyReady(db));
}

let scheduler: Promise<ReturnType<typeof startSyncScheduler>> | null = null;

/** Starts page-side replay (loaded on demand, off the first screen's critical path). */
export function syncService() {
  scheduler ??= Promise.all([import('../sync/sync-scheduler'), syncRegistry()]).then(([m, r]) =>
    m.startSyncScheduler(db, net, r, keepSigningReady, onUserActivity),
  );
  return scheduler;
}

/** After a local write: send now if online, else wake the service worker when back online. */
export function requestSync() {
  // Before the app names its registry (a test of one piece) there is no sync engine to ask.
  if (!registryLoader) return;
  void syncService().then((s) => s.flush());
}

// The shore answers again (a probe, any request): what waited goes without anyone tapping.
link.onShoreBack(() => {
  if (registryLoader) void syncService().then((s) => s.shoreBack());
});
