import { syncRequestSchema } from '@contracts/sync';
import {
  SYNC_ACCEPT_HEADER,
  SYNC_CONTENT_TYPE,
  SYNC_ENCODING,
  SYNC_ENCODING_HEADER,
} from '@contracts/sync-wire';
import { Hono } from 'hono';
import { z } from 'zod';
import type { ServerDeps } from '../deps';
import type { AppEnv } from '../http/env';
import { MAX_DEPTH, nestedDeeperThan, parseWith, readJson } from '../http/errors';
import { policies } from '../http/policy';
import { requireAuth } from '../http/require-auth';
import { queueFollowUps } from '../jobs/job-handlers';
import { applyBatch } from './apply-batch';
import { changesSince } from './changes-since';
import { signInHead } from './feed-head';
import { keptCallersAndHeads } from './kept-callers';
import { packAnswer } from './packed-answer';
import { pollBadges } from './poll-badges';

/** Answers up to this many characters of JSON go in the sync encoding. */
const PACK_UP_TO = 8 * 1024;

const sinceSchema = z.object({
  since: z.coerce.number().int().min(0).max(Number.MAX_SAFE_INTEGER).default(0),
});

/**
 * The batch's envelope is held to the usual nesting limit without its operations: each of those
 * is judged on its own (apply-batch.ts), so one odd operation is refused alone, not the batch.
 */
function envelopeTooDeep(value: unknown): boolean {
  const ops = (value as { ops?: unknown } | null)?.ops;
  const envelope = Array.isArray(ops) ? { ...(value as object), ops: [] } : value;
  return nestedDeeperThan(envelope, MAX_DEPTH);
}

/** Push and pull in one round trip: satellite round trips cost 600 ms and more. */
export function syncRoutes(deps: ServerDeps) {
  const app = new Hono<AppEnv>();
  // A poll at the head is answered from the heads read with the caller (one read in all, or
  // none on the embedded database while nothing was written: kept-callers.ts).
  app.use('*', requireAuth(deps, keptCallersAndHeads(deps.db)));
  const policy = policies(deps);
  app.post('/', policy.signedIn(), async (c) => {
    const body = await readJson(c, syncRequestSchema, envelopeTooDeep);
    const actor = c.get('actor');
    const results = await applyBatch(
      deps.db,
      actor,
      body.ops,
      deps.clock(),
      deps.log,
      (tx, op, read) => queueFollowUps(deps, tx, actor.id, op, read),
      deps.files,
    );
    const pull = {
      since: body.cursor,
      first: body.first,
      pageSize: deps.config.feedPageSize,
      heads: body.ops.length === 0 ? signInHead(actor) : undefined,
      wrote: results.some((r) => r.status === 'applied'),
    };
    const changes = await changesSince(deps.db, actor, pull);
    const badges = await pollBadges(deps, actor, body.badges);
    const answer = JSON.stringify(badges ? { results, changes, badges } : { results, changes });
    // The dictionary wins on a day's edits; on a page of a first sync brotli wins, and the
    // compression middleware sends it as JSON (the device reads either).
    // A device that packs its body reads packed answers (older ones also ask by header).
    const asked = c.req.header(SYNC_ACCEPT_HEADER) === SYNC_ENCODING;
    if ((!asked && c.req.header('content-encoding') !== SYNC_ENCODING) || answer.length > PACK_UP_TO)
      return c.body(answer, 200, { 'content-type': 'application/json' });
    const packed = await packAnswer(answer);
    return c.body(
      new Uint8Array(packed),
      200,
      asked
        ? { 'content-type': 'application/octet-stream', [SYNC_ENCODING_HEADER]: SYNC_ENCODING }
        : { 'content-type': SYNC_CONTENT_TYPE },
    );
  });
  app.get('/changes', policy.signedIn().taking('since'), async (c) => {
    const { since } = parseWith(sinceSchema, c.req.query());
    const actor = c.get('actor');
    const pull = { since, pageSize: deps.config.feedPageSize, heads: signInHead(actor) };
    return c.json(await changesSince(deps.db, actor, pull));
  });
  return app;
}
