import { clockChangeRefSchema, clockChangeSaveSchema } from '@contracts/clock-changes';
import { LEVEL } from '@domain/access/permissions';
import { type Context, Hono } from 'hono';
import type { Queryable } from '../../../db/client';
import type { ServerDeps } from '../../../deps';
import { baseVersionOf } from '../../../http/base-version';
import type { AppEnv } from '../../../http/env';
import { parseId, parseWith, readJsonWith } from '../../../http/errors';
import { noBody } from '../../../http/no-body';
import { from, policies } from '../../../http/policy';
import { type Outcome, outcomeError } from '../../../kernel/outcome';
import { writeOutcome } from '../../../kernel/write-outcome';
import { deleteClockChange, findClockChange, listClockChanges, saveClockChange } from '../clock-changes';

const YACHT = '{[0-9]{1,10}}';
const DATE = '{[0-9]{4}-[0-9]{2}-[0-9]{2}}';

/**
 * The vessel's clock changes on passage (issue 33): everyone on board reads them, the master
 * (level 6+) records and deletes them. Each write runs the use case its queued operation runs
 * ('hor/clock/save', 'hor/clock/delete'); sent with the version it was based on
 * (x-base-version), a write on a change that changed meanwhile is a 409 with the server's copy.
 */
export function horClockChangeRoutes(deps: ServerDeps) {
  const app = new Hono<AppEnv>();
  const policy = policies(deps, { module: 'hoursofrest' });
  const yacht = from.param('yacht');
  const vessel = (c: Context<AppEnv>) => parseId('yacht', c.req.param('yacht'));
  const base = (c: Context<AppEnv>) => baseVersionOf(c);
  const write = async (c: Context<AppEnv>, run: (tx: Queryable) => Promise<Outcome>, date: string) => {
    const outcome = await writeOutcome(deps.db, run);
    if (outcome.status === 'conflict')
      return c.json({ message: outcome.message, records: outcome.records ?? {} }, 409);
    if (outcome.status !== 'applied') throw outcomeError(outcome);
    const change = await findClockChange(deps.db, vessel(c), date);
    return c.json(change && !change.deleted ? change : { version: outcome.version });
  };

  app.get(`/clock-changes/:yacht${YACHT}`, policy.member(yacht), async (c) =>
    c.json(await listClockChanges(deps.db, vessel(c))),
  );
  app.post(`/clock-changes/:yacht${YACHT}`, policy.level(LEVEL.captain, yacht), async (c) => {
    // A body naming another vessel than the address is refused, not overruled unseen.
    const body = await readJsonWith(c, clockChangeSaveSchema, { yachtId: vessel(c) }, true);
    const ctx = { now: deps.clock(), baseVersion: base(c) };
    return write(c, (tx) => saveClockChange(tx, c.get('actor'), body, ctx), body.date);
  });
  app.delete(
    `/clock-changes/:yacht${YACHT}/:date${DATE}`,
    policy.level(LEVEL.captain, yacht),
    noBody(),
    async (c) => {
      const body = parseWith(clockChangeRefSchema, { yachtId: vessel(c), date: c.req.param('date') });
      const ctx = { now: deps.clock(), baseVersion: base(c) };
      return write(c, (tx) => deleteClockChange(tx, c.get('actor'), body, ctx), body.date);
    },
  );
  return app;
}
