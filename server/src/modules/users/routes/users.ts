import {
  assignToYachtSchema,
  checkIfExistsSchema,
  createUserSchema,
  crewOrderSchema,
  deleteUserQuery,
  editUserSchema,
  removeFromAllSchema,
  removeFromYachtSchema,
  transferSchema,
  userOnYachtSchema,
} from '@contracts/users';
import { LEVEL } from '@domain/access/permissions';
import { Hono } from 'hono';
import type { ServerDeps } from '../../../deps';
import type { AppEnv } from '../../../http/env';
import { badRequest, notFound, parseId, parseWith, readJson } from '../../../http/errors';
import { from, policies } from '../../../http/policy';
import { answerValue } from '../../../kernel/outcome';
import { todayOf } from '../../../kernel/today';
import { setCrewOrder } from '../crew-order';
import {
  assignToVessel,
  removeFromAllVessels,
  removeFromVessel,
  sendUserReset,
  transferUser,
} from '../users-access';
import { checkIfExists, listUsers, userOnMyVessels } from '../users-read';
import { createUser, editUser } from '../users-write';

/**
 * Users administration (doc 1, sections 6 and 7). The policy admits level 4 (or 6) on the vessel
 * named; the services then hold every finer rule: roles at or below one's own, users at or
 * below one's own level, end dates, the vessels of a removal from all.
 */
export function userRoutes(deps: ServerDeps) {
  const app = new Hono<AppEnv>();
  const policy = policies(deps);
  const officer = (field: string) => policy.level(LEVEL.officer, from.body(field));
  // Every vessel the caller administers, with its users, departments and positions, and the roles.
  app.get('/', policy.signedIn(), async (c) =>
    c.json(await listUsers(deps.db, c.get('actor'), todayOf(deps))),
  );
  app.post('/checkifexists', officer('yachtId'), async (c) => {
    const body = await readJson(c, checkIfExistsSchema);
    return c.json(await checkIfExists(deps.db, body.email, body.yachtId, todayOf(deps)));
  });
  app.post('/removefromyacht', officer('yachtID'), async (c) =>
    c.json(
      answerValue(await removeFromVessel(deps, c.get('actor'), await readJson(c, removeFromYachtSchema))),
    ),
  );
  app.post('/removefromallyachts', policy.level(LEVEL.captain, from.body('yachtId')), async (c) =>
    c.json(
      answerValue(await removeFromAllVessels(deps, c.get('actor'), await readJson(c, removeFromAllSchema))),
    ),
  );
  app.post('/assigntoyacht', policy.level(LEVEL.captain, from.body('yachtId')), async (c) =>
    c.json(answerValue(await assignToVessel(deps, c.get('actor'), await readJson(c, assignToYachtSchema)))),
  );
  app.post('/transfer', policy.level(LEVEL.captain, from.body('yachtId')), async (c) =>
    c.json(answerValue(await transferUser(deps, c.get('actor'), await readJson(c, transferSchema)))),
  );
  app.get('/:id{[0-9]{1,10}}', policy.anyVessel(LEVEL.officer), async (c) => {
    const found = await userOnMyVessels(
      deps.db,
      c.get('actor'),
      parseId('id', c.req.param('id')),
      todayOf(deps),
    );
    if (found.length === 0) throw notFound();
    return c.json({ userId: found[0]!.user.id, vessels: found });
  });
  // Delete: the user leaves every vessel where the caller is a captain or above (records stay).
  app.delete('/:id{[0-9]{1,10}}', policy.anyVessel(LEVEL.captain), async (c) => {
    const query = parseWith(deleteUserQuery, c.req.query());
    const users = [parseId('id', c.req.param('id'))];
    return c.json(
      answerValue(await removeFromAllVessels(deps, c.get('actor'), { users, endDate: query.endDate })),
    );
  });
  app.post('/resetpassword', officer('yachtId'), async (c) =>
    c.json(answerValue(await sendUserReset(deps, c.get('actor'), await readJson(c, userOnYachtSchema)))),
  );
  app.put('/crew-order', officer('yachtId'), async (c) =>
    c.json(answerValue(await setCrewOrder(deps, c.get('actor'), await readJson(c, crewOrderSchema)))),
  );
  app.put('/', officer('yachtId'), async (c) =>
    c.json(answerValue(await editUser(deps, c.get('actor'), await readJson(c, editUserSchema)))),
  );
  // Add user, asked on one vessel's page: that vessel is among the ones chosen.
  app.post('/:yacht{[0-9]{1,10}}', policy.level(LEVEL.officer, from.param('yacht')), async (c) => {
    const body = await readJson(c, createUserSchema);
    if (!body.yachts.includes(Number(c.req.param('yacht'))))
      throw badRequest([{ property: 'yachts', message: 'Include the vessel the user is added on.' }]);
    return c.json(answerValue(await createUser(deps, c.get('actor'), body)));
  });
  return app;
}
