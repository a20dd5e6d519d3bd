import type { TextPage } from '@contracts/text-pages';
import { Hono } from 'hono';
import type { ServerDeps } from '../../../deps';
import type { AppEnv } from '../../../http/env';
import { notFound } from '../../../http/errors';
import { policies } from '../../../http/policy';

/** GET /textpage/{codename}: terms, privacy and the like, readable before logging in. */
export function textPageRoutes(deps: ServerDeps) {
  const app = new Hono<AppEnv>();
  const policy = policies(deps);
  app.get('/:codename{[a-z0-9-]{1,60}}', policy.public(), async (c) => {
    const [page] = await deps.db.query<TextPage>('SELECT name, content FROM text_pages WHERE codename = $1', [
      c.req.param('codename'),
    ]);
    if (!page) throw notFound();
    c.header('cache-control', 'public, max-age=3600');
    return c.json(page);
  });
  return app;
}
