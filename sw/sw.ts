/// <reference lib="webworker" />
import { clientsClaim } from 'workbox-core';
import { cleanupOutdatedCaches, createHandlerBoundToURL, precacheAndRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { DEVICE_REGISTRY } from '../src/app/sync-registry';
import { DB_NAME } from '../src/db/db-name';
import { timedFetch } from '../src/sync/link-monitor';
import { oneRunAtATime } from '../src/sync/one-run-at-a-time';
import { runSyncAfterHolder } from '../src/sync/run-sync';
import { BACKGROUND_SYNC_TAG } from '../src/sync/sync-scheduler';
import { cachedAsset, dropOtherBuilds, isBuiltAsset, keepLoaded, warmModules } from './asset-cache';
import { openPlainAppDb } from './plain-app-db';

declare const self: ServiceWorkerGlobalScope & {
  __WB_MANIFEST: (string | { url: string; revision: string | null })[];
};

interface SyncEventLike extends ExtendableEvent {
  tag: string;
}

// A first install takes the open page at once, so it works offline from the first visit.
// Updates still wait for the user's Reload (skipWaiting only on their message).
clientsClaim();
precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();
// Any route opens offline: navigations get the app shell; the API is never cached here.
registerRoute(new NavigationRoute(createHandlerBoundToURL('/index.html'), { denylist: [/^\/api\//] }));
// The build's other files: fetched once (on first use, or warmed after login), kept from then on.
registerRoute(isBuiltAsset, ({ request }) => cachedAsset(request));
self.addEventListener('activate', (event) => event.waitUntil(dropOtherBuilds()));

// The page's database without Dexie (plain-app-db.ts): it lets a newer page upgrade it.
const db = openPlainAppDb(DB_NAME);

// One replay at a time; one asked for during a run follows it (the run may have read the queue),
// this worker's own run or a tab's (runSyncAfterHolder): nobody asks the worker again.
const replay = oneRunAtATime(async () => {
  const report = await runSyncAfterHolder(
    db,
    // The same 120 s limit as the page: a dead satellite link never holds the replay (and its lock).
    { fetch: (u, i) => timedFetch(fetch, u, i), baseUrl: '/api/v1', now: () => Date.now() },
    DEVICE_REGISTRY,
  );
  const clients = await self.clients.matchAll({ type: 'window' });
  for (const c of clients) c.postMessage({ type: 'SYNC_REPORT', report });
  return report;
});

self.addEventListener('sync', (event) => {
  const e = event as SyncEventLike;
  if (e.tag === BACKGROUND_SYNC_TAG) e.waitUntil(replay());
});

self.addEventListener('message', (event: ExtendableMessageEvent) => {
  const type = (event.data as { type?: string } | null)?.type;
  if (type === 'SKIP_WAITING') void self.skipWaiting();
  // A page still loading when the first install activated is missed by clientsClaim: it asks.
  if (type === 'CLAIM') event.waitUntil(self.clients.claim());
  if (type === 'REPLAY') event.waitUntil(replay());
  if (type === 'WARM') event.waitUntil(warmModules((event.data as { modules: string[] }).modules));
  if (type === 'KEEP_LOADED') event.waitUntil(keepLoaded((event.data as { urls: string[] }).urls));
});
