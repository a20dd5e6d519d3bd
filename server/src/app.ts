import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { MSG } from '@contracts/messages';
import { BRANDS } from '@domain/brand/brand';
import { serveStatic } from '@hono/node-server/serve-static';
import { Hono, type MiddlewareHandler } from 'hono';
import { BODY_LIMITS, mountModules } from './composition';
import type { ServerDeps } from './deps';
import { fileRoutes } from './files/file-routes';
import { brandedIndexHtml, brandedManifest } from './http/branding';
import { compressResponses } from './http/compress';
import { declaredBodyLimit } from './http/declared-body-limit';
import type { AppEnv } from './http/env';
import { errorResponse, MAX_JSON_BYTES } from './http/errors';
import { pagedLists } from './http/paged-lists';
import { policies } from './http/policy';
import { securityHeaders } from './http/security-headers';
import { syncRoutes } from './sync/sync-routes';

export const MAX_BODY_BYTES = MAX_JSON_BYTES;

/**
 * A request refused before its body was read (no token, no access, too large) ends its
 * connection: the unread bytes would otherwise have to be drained first, or be taken for the
 * next request. Only for refusals, so a good client keeps its connection over a costly link.
 */
const closeAfterRefusal: MiddlewareHandler = async (c, next) => {
  await next();
  if (![401, 403, 413].includes(c.res.status)) return;
  // Asked only of a refusal: the body's stream makes the Node server build a whole Request.
  const hasBody = c.req.raw.body !== null || Number(c.req.header('content-length') ?? 0) > 0;
  if (hasBody) c.res.headers.set('connection', 'close');
};

export function createApp(deps: ServerDeps) {
  const app = new Hono<AppEnv>();
  app.onError((err, c) => errorResponse(err, c, deps.log));
  app.use('*', closeAfterRefusal);
  app.use('*', securityHeaders);
  app.use('*', compressResponses());

  const api = new Hono<AppEnv>();
  const jsonLimit = declaredBodyLimit(MAX_BODY_BYTES, (c) => c.json({ message: MSG.tooLarge }, 413));
  // tus chunks (up to 5 MB) pass as sent: the files route bounds each upload by its purpose.
  // A route that takes a file in its body declares its own limit (its module's bodyLimits).
  api.use('*', (c, next) => {
    if (c.req.path.startsWith('/api/v1/files/uploads')) return next();
    const own = BODY_LIMITS.find((b) => b.applies(c.req.method, c.req.path));
    return (own?.limit ?? jsonLimit)(c, next);
  });
  api.use('*', async (c, next) => {
    await next();
    if (!c.res.headers.has('cache-control')) c.header('cache-control', 'no-store');
  });
  api.use('*', pagedLists);
  api.get('/health', policies(deps).public(), (c) => c.json({ ok: true }));
  // Every route declares who may call it (http/policy.ts); the policy signs the caller in.
  mountModules(api, deps);
  api.route('/sync', syncRoutes(deps));
  api.route('/files', fileRoutes(deps));
  api.all('*', (c) => c.json({ message: MSG.status404 }, 404));
  app.route('/api/v1', api);

  const dir = deps.config.staticDir;
  if (dir) {
    const brand = BRANDS[deps.config.instance];
    const indexHtml = brandedIndexHtml(readFileSync(join(dir, 'index.html'), 'utf8'), brand);
    const manifestFile = join(dir, 'manifest.webmanifest');
    const manifest = existsSync(manifestFile)
      ? brandedManifest(readFileSync(manifestFile, 'utf8'), brand)
      : null;
    // Hashed build assets never change; everything else (sw.js first) is re-checked.
    app.use('*', async (c, next) => {
      await next();
      const hashed = c.req.path.startsWith('/assets/') && c.res.ok;
      c.res.headers.set('cache-control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache');
    });
    // The page and the manifest as this instance names them, before the files as built.
    app.get('/', (c) => c.html(indexHtml));
    app.get('/index.html', (c) => c.html(indexHtml));
    if (manifest)
      app.get('/manifest.webmanifest', (c) =>
        c.body(manifest, 200, { 'content-type': 'application/manifest+json' }),
      );
    // The build's .br and .gz beside each file (vite.config.ts), where the client takes them.
    app.use('*', serveStatic({ root: dir, precompressed: true }));
    // SPA fallback: any other GET is a client route; a missing file is a plain 404.
    app.get('*', (c, next) => {
      if (/\.[a-z0-9]+$/i.test(c.req.path) || /^\/api(\/|$)/.test(c.req.path)) return next();
      return c.html(indexHtml);
    });
  }
  app.all('*', (c) => c.json({ message: MSG.status404 }, 404));
  return app;
}
