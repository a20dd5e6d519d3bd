import { MAX_ID } from '@contracts/common';
import { MSG } from '@contracts/messages';
import { type Requirement, requirementsSaveSchema } from '@contracts/requirements';
import { LEVEL } from '@domain/access/permissions';
import { type Context, Hono } from 'hono';
import type { ServerDeps } from '../../../deps';
import type { AppEnv } from '../../../http/env';
import { badRequest, parseId, readJson } from '../../../http/errors';
import { from, policies, type Source } from '../../../http/policy';
import { withSpecFields } from '../../../http/spec-names';
import { answerValue } from '../../../kernel/outcome';
import { requirementTypeGroups } from '../requirement-type-groups';
import { listRequirements, positionVessel, saveRequirements } from '../requirements';

/**
 * Requirements (doc 2, section 7): the types, and the ticked ones of a position or a vessel,
 * read and saved by level 4 on that vessel. A position id that is no one's leads to no vessel.
 */
/** The spec's requirement names its vessel `yachtId` (doc 2, section 3). */
const specNamed = (list: Requirement[]) => list.map((r) => withSpecFields(r, { yachtId: 'vesselId' }));

export function requirementRoutes(deps: ServerDeps) {
  const app = new Hono<AppEnv>();
  const policy = policies(deps);
  const positionId = (c: Context<AppEnv>) => parseId('positionId', c.req.param('positionId'));
  const ofPosition: Source = {
    where: ':positionId→vessel',
    property: 'positionId',
    read: async (c) => (await positionVessel(deps.db, positionId(c))) ?? MAX_ID,
  };
  const yacht = from.param('yachtId');
  type Item = { positionId?: number | string | null | undefined; yachtId?: number | string | undefined };
  /** Each item may name its position and vessel: those of the path (no position for the vessel's). */
  const pathOnly = (body: Item[], own: { positionId: number | null; vesselId: number }) => {
    const wrong = body.findIndex((r) => r.positionId != null && Number(r.positionId) !== own.positionId);
    if (wrong >= 0) throw badRequest([{ property: `${wrong}.positionId`, message: MSG.notTheAddress }]);
    const elsewhere = body.findIndex((r) => r.yachtId != null && Number(r.yachtId) !== own.vesselId);
    if (elsewhere >= 0) throw badRequest([{ property: `${elsewhere}.yachtId`, message: MSG.notTheAddress }]);
  };

  // The app reads the types from its own copy (domain/crew/requirement-types): this is the spec's.
  app.get('/types', policy.signedIn(), (c) => c.json(requirementTypeGroups()));
  app.get('/forposition/:positionId{[0-9]{1,10}}', policy.level(LEVEL.officer, ofPosition), async (c) => {
    const vesselId = (await positionVessel(deps.db, positionId(c)))!;
    return c.json(specNamed(await listRequirements(deps.db, vesselId, positionId(c))));
  });
  app.put('/forposition/:positionId{[0-9]{1,10}}', policy.level(LEVEL.officer, ofPosition), async (c) => {
    const body = await readJson(c, requirementsSaveSchema);
    const id = positionId(c);
    const vesselId = (await positionVessel(deps.db, id))!;
    pathOnly(body, { positionId: id, vesselId });
    const types = body.map((r) => Number(r.requirementTypeId));
    return c.json(
      answerValue(await saveRequirements(deps, c.get('actor'), { vesselId, positionId: id }, types)),
    );
  });
  app.get('/foryacht/:yachtId{[0-9]{1,10}}', policy.level(LEVEL.officer, yacht), async (c) =>
    c.json(specNamed(await listRequirements(deps.db, parseId('yachtId', c.req.param('yachtId')), null))),
  );
  app.put('/foryacht/:yachtId{[0-9]{1,10}}', policy.level(LEVEL.officer, yacht), async (c) => {
    const body = await readJson(c, requirementsSaveSchema);
    const vesselId = parseId('yachtId', c.req.param('yachtId'));
    pathOnly(body, { positionId: null, vesselId });
    const types = body.map((r) => Number(r.requirementTypeId));
    return c.json(
      answerValue(await saveRequirements(deps, c.get('actor'), { vesselId, positionId: null }, types)),
    );
  });
  return app;
}
