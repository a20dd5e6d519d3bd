/// <reference lib="webworker" />

import type { RouteMatchCallbackOptions } from 'workbox-core';
import { matchPrecache } from 'workbox-precaching';
import type { ShippedPlan, WarmPack } from '../scripts/precache-plan';
import { filesOfPlan } from './plan-files';

declare const self: ServiceWorkerGlobalScope;

/** Hashed build files outside the precache (issue 34, goal 4): one cache, kept across starts. */
const ASSETS_CACHE = 'seaworthy-assets';

export const isBuiltAsset = ({ url }: RouteMatchCallbackOptions) =>
  url.origin === self.location.origin && url.pathname.startsWith('/assets/');

/**
 * Cache first: a hashed file never changes, so once here it is never asked for again. A file
 * that belongs to a pack (a module's screens, or everyone's) comes with its pack: one answer for
 * the screen and the rest of its module, instead of a request of its own now and the same bytes
 * again in the pack when the module is warmed (about 850 B of headers a file on the link).
 */
export async function cachedAsset(request: Request | string): Promise<Response> {
  const cache = await caches.open(ASSETS_CACHE);
  const kept = await cache.match(request);
  if (kept) return kept;
  const path = new URL(typeof request === 'string' ? request : request.url).pathname;
  const pack = (await packIndex()).get(path);
  if (pack) {
    // The modules' pack on its way holds it too: its bytes are already coming.
    const coming = fetching.get(togetherOnItsWay?.url ?? '');
    if (coming && togetherOnItsWay?.files.some((f) => f.url === path)) {
      const kept = await coming.then(
        () => cache.match(request),
        () => undefined,
      );
      if (kept) return kept;
    }
    // A pack that fails (the link went) leaves the file to be fetched alone.
    const unpacked = await keepPack(cache, pack, 'auto').then(
      () => cache.match(request),
      () => undefined,
    );
    if (unpacked) return unpacked;
  }
  const answer = await fetch(request);
  if (answer.ok) await cache.put(request, answer.clone());
  return answer;
}

async function warmPlan(): Promise<ShippedPlan | null> {
  const answer = await matchPrecache('/warm-plan.json');
  return answer ? ((await answer.json()) as ShippedPlan) : null;
}

let packsByFile: Promise<Map<string, WarmPack>> | null = null;

/** Which pack holds each warmed file (read once a worker's life: the plan is its build's). */
function packIndex(): Promise<Map<string, WarmPack>> {
  packsByFile ??= warmPlan().then(
    (plan) =>
      new Map(Object.values(plan?.packs ?? {}).flatMap((p) => p.files.map((f) => [f.url, p] as const))),
  );
  return packsByFile;
}

/** Packs on their way: a screen's file and the warming wait for the same one answer. */
const fetching = new Map<string, Promise<void>>();
/** The together pack (WarmPlan.together) while the warming fetches it. */
let togetherOnItsWay: WarmPack | null = null;

function keepPack(cache: Cache, pack: WarmPack, priority: 'low' | 'auto'): Promise<void> {
  let on = fetching.get(pack.url);
  if (!on) {
    on = unpack(cache, pack, priority).finally(() => fetching.delete(pack.url));
    fetching.set(pack.url, on);
  }
  return on;
}

/** Packs fetched at a time: a few, so the browser keeps connections free for what the user opens. */
const WARM_FETCHES = 2;

/**
 * After login the page names the modules the user has: their screens are fetched at low priority
 * and kept, so each opens offline later even if the user never opened it online. They come in
 * packs (scripts/precache-plan.ts, WarmPack), a few answers instead of one a file; a pack whose
 * files are all kept already costs nothing.
 */
export async function warmModules(modules: readonly string[]) {
  const plan = await warmPlan();
  if (!plan) return;
  const cache = await caches.open(ASSETS_CACHE);
  const keys = [...new Set(['core', ...modules])];
  const inOne = plan.together?.groups.every((g) => keys.includes(g)) ? plan.together.groups : [];
  let linkGone = false;
  const fetchAll = async (packs: WarmPack[]) => {
    let next = 0;
    const fetcher = async () => {
      while (!linkGone && next < packs.length) {
        const pack = packs[next++] as WarmPack;
        const kept = await Promise.all(pack.files.map((f) => cache.match(f.url)));
        if (kept.every(Boolean)) continue;
        // The link went: the next start warms the rest.
        await keepPack(cache, pack, 'low').catch(() => {
          linkGone = true;
        });
      }
    };
    await Promise.all(Array.from({ length: WARM_FETCHES }, fetcher));
  };
  // Everyone's screens first (the first screen's pack is usually on its way already), alone on
  // the link: the modules' pack would slow the first screen down.
  await fetchAll(keys.filter((k) => !inOne.includes(k)).flatMap((k) => plan.packs[k] ?? []));
  const together = linkGone ? null : await togetherFor(cache, plan, inOne);
  if (together) {
    togetherOnItsWay = together.pack;
    await fetchAll([together.pack]);
    togetherOnItsWay = null;
  }
  // Without it (or after it failed): each module's own pack, those not kept yet.
  if (!linkGone) await fetchAll(inOne.flatMap((k) => plan.packs[k] ?? []));
  // Said to the open pages (the install bench waits for it).
  for (const c of await self.clients.matchAll({ type: 'window' })) c.postMessage({ type: 'WARMED' });
}

/**
 * The modules' pack in one, for a user who has every module and none of their files yet (one
 * opened online already came in its own pack: the together pack would bring it again).
 */
async function togetherFor(cache: Cache, plan: ShippedPlan, groups: readonly string[]) {
  const together = plan.together;
  if (!together || groups.length === 0) return null;
  if (groups.some((g) => fetching.has(plan.packs[g]?.url ?? ''))) return null;
  const kept = await Promise.all(groups.map((g) => cache.match(plan.packs[g]?.files[0]?.url ?? '')));
  return kept.some(Boolean) ? null : together;
}

/**
 * Fetches a pack whole and keeps each of its files as if it had been fetched alone. The shell's
 * pack is precached at install (scripts/precache-plan.ts, SHELL_PACK): unpacked from there, at
 * sea too, not fetched again.
 */
async function unpack(cache: Cache, pack: WarmPack, priority: 'low' | 'auto') {
  const answer =
    (await matchPrecache(pack.url)) ?? (await fetch(new Request(pack.url, { priority } as RequestInit)));
  if (!answer.ok) throw new Error(`pack ${pack.url}: ${answer.status}`);
  const bytes = await answer.arrayBuffer();
  const sizes = pack.files.reduce((n, f) => n + f.size, 0);
  if (bytes.byteLength !== sizes) throw new Error(`pack ${pack.url}: ${bytes.byteLength} of ${sizes} bytes`);
  let at = 0;
  for (const f of pack.files) {
    const body = bytes.slice(at, at + f.size);
    at += f.size;
    await cache.put(f.url, new Response(body, { headers: { 'content-type': f.type } }));
  }
}

/**
 * The build's files a page loaded before this worker controlled it (the screen after login, on a
 * first install): kept as if fetched through it. The browser's own cache holds them, so this
 * costs no bytes on the link; files of the precache and files kept already are left alone.
 */
export async function keepLoaded(urls: readonly string[]) {
  const cache = await caches.open(ASSETS_CACHE);
  for (const url of new Set(urls)) {
    const path = new URL(url, self.location.origin);
    if (path.origin !== self.location.origin || !path.pathname.startsWith('/assets/')) continue;
    if ((await matchPrecache(path.pathname)) || (await cache.match(path.pathname))) continue;
    const answer = await fetch(path.pathname, { cache: 'force-cache' }).catch(() => null);
    if (answer?.ok) await cache.put(path.pathname, answer);
  }
}

/** A new version's files replace the old ones': chunks no build of now refers to go. */
export async function dropOtherBuilds() {
  const plan = await warmPlan();
  if (!plan) return;
  const current = filesOfPlan(plan);
  const cache = await caches.open(ASSETS_CACHE);
  for (const request of await cache.keys()) {
    if (!current.has(new URL(request.url).pathname)) await cache.delete(request);
  }
}
