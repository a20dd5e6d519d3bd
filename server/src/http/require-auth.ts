import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import type { ServerDeps } from '../deps';
import { type ActorLoader, loadActor } from '../kernel/actors';
import { verifyAccessToken } from '../kernel/tokens';
import type { AppEnv } from './env';
import { tokenRejected } from './errors';

/** The bearer token of the request's authorization header ('' without one). */
export function bearerToken(c: Context<AppEnv>): string {
  const header = c.req.header('authorization') ?? '';
  return header.startsWith('Bearer ') ? header.slice(7) : '';
}

/**
 * Bearer access token -> the actor with their roles, or a bare 401 so the client refreshes.
 * `token` is the header's unless given (a report link carries it in its query, doc 3, section 7);
 * `load` reads the caller (the /sync routes read the feed heads in the same statement).
 */
export async function authenticate(
  deps: ServerDeps,
  c: Context<AppEnv>,
  token = bearerToken(c),
  load: ActorLoader = loadActor,
): Promise<void> {
  const now = deps.clock();
  const claims = token ? await verifyAccessToken(deps.signingKey, token, now) : null;
  if (!claims) throw tokenRejected();
  const actor = await load(deps.db, claims.userId, now.toISOString().slice(0, 10), {
    family: claims.family,
    now,
  });
  if (!actor) throw tokenRejected();
  c.set('actor', actor);
  c.set('family', claims.family);
}

/** The same as a middleware (the /sync routes put it in front of their policies). */
export const requireAuth = (deps: ServerDeps, load: ActorLoader = loadActor) =>
  createMiddleware<AppEnv>(async (c, next) => {
    await authenticate(deps, c, bearerToken(c), load);
    await next();
  });
