import { QueryClient } from '@tanstack/react-query';
import { openAppDb } from '../db/app-db';
import type { Net } from '../sync/auth-refresh';
import { startSyncScheduler } from '../sync/sync-scheduler';
import { API_BASE } from './api-client';

/** The one database and network adapter of the page. */
export const db = openAppDb();
export const net: Net = { fetch: (u, i) => fetch(u, i), baseUrl: API_BASE, now: () => Date.now() };
export const queryClient = new QueryClient({ defaultOptions: { queries: { retry: 1, staleTime: 30_000 } } });

// A newer version of the app opened the database in another tab: let it upgrade, then reload
// into the new version instead of hanging on a blocked upgrade. Writes are transactional, so
// nothing half-written is lost.
db.on('versionchange', () => {
  db.close();
  window.location.reload();
  return false;
});

let scheduler: ReturnType<typeof startSyncScheduler> | null = null;

/** Starts page-side replay once a session exists; returns the trigger for "Sync now". */
export function syncService() {
  scheduler ??= startSyncScheduler(db, net);
  return scheduler;
}

/** After a local write: send now if online, else wake the service worker when back online. */
export function requestSync() {
  void syncService().sync();
}
