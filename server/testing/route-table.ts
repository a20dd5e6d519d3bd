import { createApp } from '../src/app';
import type { Db } from '../src/db/client';
import { DEFAULT_CONFIG } from '../src/deps';
import type { FileStorage } from '../src/files/file-storage';
import { type DeclaredRule, policyOf } from '../src/http/policy';
import type { JobQueue } from '../src/jobs/job-queue';
import { memoryMailer } from '../src/mail/mailer';
import { memorySender } from '../src/messaging/message-sender';

export interface ApiRoute {
  /** "METHOD /api/v1/path/:param", as Hono lists it. */
  key: string;
  method: string;
  path: string;
  /** The rules its handlers declare, in order (one is expected). */
  policies: DeclaredRule[];
  /** Whether the first handler is the policy, so it runs before anything else of the route. */
  policyFirst: boolean;
}

interface RouteEntry {
  method: string;
  path: string;
  handler: unknown;
}

/**
 * The API's routes from Hono's route table, one per method and path. Hono lists every handler
 * of a route as its own entry; middleware (`use`) and the 404 catch-alls are entries for ALL
 * on a wildcard path, and are left out.
 */
export function apiRoutes(routes: readonly RouteEntry[]): ApiRoute[] {
  const byKey = new Map<string, RouteEntry[]>();
  for (const r of routes) {
    if (!r.path.startsWith('/api/v1/')) continue;
    if (r.method === 'ALL' && r.path.endsWith('*')) continue;
    const key = `${r.method} ${r.path}`;
    byKey.set(key, [...(byKey.get(key) ?? []), r]);
  }
  return [...byKey].map(([key, entries]) => ({
    key,
    method: entries[0]!.method,
    path: entries[0]!.path,
    policies: entries.map((e) => policyOf(e.handler)).filter((p) => p !== undefined),
    policyFirst: policyOf(entries[0]!.handler) !== undefined,
  }));
}

/** The composed app's routes, without a database: registering routes touches none. */
export function composedApiRoutes(): ApiRoute[] {
  const app = createApp({
    db: {} as Db, // never queried: no request is made
    clock: () => new Date(0),
    signingKey: new Uint8Array(32),
    config: DEFAULT_CONFIG,
    log: () => undefined,
    mail: memoryMailer(),
    messages: memorySender(),
    jobs: {} as JobQueue, // never used: no request is made
    files: {} as FileStorage,
  });
  return apiRoutes(app.routes);
}
