/// <reference lib="webworker" />

import type { RouteMatchCallbackOptions } from 'workbox-core';
import { matchPrecache } from 'workbox-precaching';
import type { WarmPlan } from '../scripts/precache-plan';

declare const self: ServiceWorkerGlobalScope;

/** Hashed build files outside the precache (issue 34, goal 4): one cache, kept across starts. */
const ASSETS_CACHE = 'seaworthy-assets';

export const isBuiltAsset = ({ url }: RouteMatchCallbackOptions) =>
  url.origin === self.location.origin && url.pathname.startsWith('/assets/');

/** Cache first: a hashed file never changes, so once here it is never asked for again. */
export async function cachedAsset(request: Request | string): Promise<Response> {
  const cache = await caches.open(ASSETS_CACHE);
  const kept = await cache.match(request);
  if (kept) return kept;
  const answer = await fetch(request);
  if (answer.ok) await cache.put(request, answer.clone());
  return answer;
}

async function warmPlan(): Promise<WarmPlan | null> {
  const answer = await matchPrecache('/warm-plan.json');
  return answer ? ((await answer.json()) as WarmPlan) : null;
}

/** Fetches at a time: a few, so the browser keeps connections free for what the user opens. */
const WARM_FETCHES = 2;

/**
 * After login the page names the modules the user has: their screens are fetched a few at a time
 * at low priority and kept, so each opens offline later even if the user never opened it online.
 * Files already kept cost nothing.
 */
export async function warmModules(modules: readonly string[]) {
  const plan = await warmPlan();
  if (!plan) return;
  const urls = [...new Set([...plan.core, ...modules.flatMap((m) => plan.modules[m] ?? [])])];
  const cache = await caches.open(ASSETS_CACHE);
  let next = 0;
  let linkGone = false;
  const fetcher = async () => {
    while (!linkGone && next < urls.length) {
      const url = urls[next++] as string;
      if (await cache.match(url)) continue;
      // The link went: the next start warms the rest.
      await cachedAsset(new Request(url, { priority: 'low' } as RequestInit)).catch(() => {
        linkGone = true;
      });
    }
  };
  await Promise.all(Array.from({ length: WARM_FETCHES }, fetcher));
  // Said to the open pages (the install bench waits for it).
  for (const c of await self.clients.matchAll({ type: 'window' })) c.postMessage({ type: 'WARMED' });
}

/** A new version's files replace the old ones': chunks no build of now refers to go. */
export async function dropOtherBuilds() {
  const plan = await warmPlan();
  if (!plan) return;
  const current = new Set(plan.all);
  const cache = await caches.open(ASSETS_CACHE);
  for (const request of await cache.keys()) {
    if (!current.has(new URL(request.url).pathname)) await cache.delete(request);
  }
}
