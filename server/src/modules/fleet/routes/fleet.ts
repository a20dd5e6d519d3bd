import { leaveFleetSchema, supportRequestSchema, vesselRequestSchema } from '@contracts/fleet';
import { ADD_VESSEL_LEVEL } from '@domain/access/navigation';
import { LEVEL } from '@domain/access/permissions';
import { Hono } from 'hono';
import type { ServerDeps } from '../../../deps';
import type { AppEnv } from '../../../http/env';
import { parseId, readJson } from '../../../http/errors';
import { from, policies } from '../../../http/policy';
import { answerValue } from '../../../kernel/outcome';
import { todayOf } from '../../../kernel/today';
import { sessionInfo } from '../../auth/session';
import { leaveFleet, leaveFleetChecklist, requestSupport, requestVessel } from '../fleet-requests';
import { specFleet } from '../spec-fleet';
import { fleetWelcome, vesselWelcome } from '../welcome';

/** /fleet: the caller's own vessels, and the rows of the fleet list's panels. */
export function fleetRoutes(deps: ServerDeps) {
  const app = new Hono<AppEnv>();
  const policy = policies(deps);
  app.get('/', policy.signedIn(), async (c) => {
    const { vessels } = await sessionInfo(deps.db, c.get('actor').id, deps.clock());
    return c.json(await specFleet(deps.db, c.get('actor'), vessels));
  });
  app.get('/welcome', policy.signedIn(), async (c) =>
    c.json(await fleetWelcome(deps.db, c.get('actor'), todayOf(deps))),
  );
  return app;
}

/** /yacht: a vessel's welcome dashboard, leaving the fleet, and asking for a new vessel. */
export function yachtFleetRoutes(deps: ServerDeps) {
  const app = new Hono<AppEnv>();
  const policy = policies(deps);
  const vessel = from.param('id');
  app.get('/:id/welcome', policy.member(vessel), async (c) =>
    c.json(await vesselWelcome(deps.db, c.get('actor'), parseId('id', c.req.param('id')), todayOf(deps))),
  );
  // The checklist of the 'Leave Fleet' popup.
  app.get('/:id/leave-fleet', policy.member(vessel), async (c) =>
    c.json(await leaveFleetChecklist(deps, c.get('actor'), parseId('id', c.req.param('id')))),
  );
  app.post('/leave-fleet', policy.member(from.body('yachtId')), async (c) =>
    c.json(answerValue(await leaveFleet(deps, c.get('actor'), await readJson(c, leaveFleetSchema)))),
  );
  // 'Add Vessel' is there for a highest level above 3 (doc 1, section 6).
  app.post('/request', policy.anyVessel(ADD_VESSEL_LEVEL), async (c) =>
    c.json(answerValue(await requestVessel(deps, c.get('actor'), await readJson(c, vesselRequestSchema)))),
  );
  return app;
}

/** POST /support: the support page's form (shown above level 2). */
export function supportRoutes(deps: ServerDeps) {
  const app = new Hono<AppEnv>();
  const policy = policies(deps);
  app.post('/support', policy.level(LEVEL.crew + 1, from.body('yachtId')), async (c) =>
    c.json(await requestSupport(deps, c.get('actor'), await readJson(c, supportRequestSchema))),
  );
  return app;
}
