import { MSG } from '@contracts/messages';
import {
  checkIfExistsSchema,
  createUserSchema,
  crewOrderSchema,
  deleteUserQuery,
  editUserSchema,
  removeFromYachtSchema,
  userOnYachtSchema,
} from '@contracts/users';
import { LEVEL, levelOn } from '@domain/access/permissions';
import { adminActions } from '@domain/access/user-admin';
import { Hono } from 'hono';
import type { ServerDeps } from '../../../deps';
import type { AppEnv } from '../../../http/env';
import {
  badRequest,
  forbidden,
  jsonBody,
  notFound,
  parseId,
  parseWhole,
  readJson,
} from '../../../http/errors';
import { noBody } from '../../../http/no-body';
import { from, policies } from '../../../http/policy';
import { readSpecJson } from '../../../http/spec-names';
import { fieldNames } from '../../../http/unknown-fields';
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
import { checkIfExists, listUsers } from '../users-read';
import { listSpecUsers, readSpecUser, specExisting } from '../users-spec';
import { defaultRole, transferOrigin } from '../users-spec-defaults';
import { createUser, editUser } from '../users-write';
import {
  ASSIGN_NAMES,
  bodyVessel,
  CREATE_NAMES,
  EDIT_NAMES,
  specAssignSchema,
  specRemoveFromAllSchema,
  specTransferSchema,
} from './spec-user-shapes';

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
  // The spec's list of users (one item per user); the users page reads /users/overview.
  app.get('/', policy.signedIn(), async (c) =>
    c.json(await listSpecUsers(deps.db, c.get('actor'), todayOf(deps))),
  );
  app.get('/overview', policy.signedIn(), async (c) =>
    c.json(await listUsers(deps.db, c.get('actor'), todayOf(deps))),
  );
  app.post('/checkifexists', officer('yachtId'), async (c) => {
    const body = await readJson(c, checkIfExistsSchema);
    return c.json(specExisting(await checkIfExists(deps.db, body.email, body.yachtId, todayOf(deps))));
  });
  app.post('/removefromyacht', officer('yachtID'), async (c) =>
    c.json(
      answerValue(await removeFromVessel(deps, c.get('actor'), await readJson(c, removeFromYachtSchema))),
    ),
  );
  // The service removes them from the vessels where the caller is a captain (as DELETE does):
  // the spec names no vessel, so the policy asks for level 6 on some vessel.
  // The vessel the app names (its users page) is still held to level 6 there.
  app.post('/removefromallyachts', policy.anyVessel(LEVEL.captain), async (c) => {
    const body = await readJson(c, specRemoveFromAllSchema);
    if (body.yachtId !== undefined && !adminActions(levelOn(c.get('actor').roles, body.yachtId)))
      throw forbidden();
    return c.json(answerValue(await removeFromAllVessels(deps, c.get('actor'), body)));
  });
  app.post('/assigntoyacht', policy.level(LEVEL.captain, from.body('yachtId')), async (c) => {
    const body = await readSpecJson(c, specAssignSchema, ASSIGN_NAMES);
    const users = body.users ?? [body.userId!];
    const role = body.role ?? (await defaultRole(deps.db, c.get('actor'), users[0]!, todayOf(deps)));
    if (role === null || (body.role === undefined && users.length > 1))
      throw badRequest([{ property: 'role', message: MSG.required }]);
    return c.json(
      answerValue(await assignToVessel(deps, c.get('actor'), { users, yachtId: body.yachtId, role })),
    );
  });
  app.post('/transfer', policy.level(LEVEL.captain, from.body('yachtId')), async (c) => {
    const body = await readSpecJson(c, specTransferSchema, ASSIGN_NAMES);
    const fromYachtId =
      body.fromYachtId ??
      (await transferOrigin(deps.db, c.get('actor'), body.userId, body.yachtId, todayOf(deps)));
    if (fromYachtId === null) throw badRequest([{ property: 'fromYachtId', message: MSG.required }]);
    return c.json(answerValue(await transferUser(deps, c.get('actor'), { ...body, fromYachtId })));
  });
  app.get('/:id{[0-9]{1,10}}', policy.anyVessel(LEVEL.officer), async (c) => {
    const id = parseId('id', c.req.param('id'));
    const found = await readSpecUser(deps.db, c.get('actor'), id, todayOf(deps));
    if (!found) throw notFound();
    return c.json(found);
  });
  // Delete: the user leaves every vessel where the caller is a captain or above (records stay).
  app.delete(
    '/:id{[0-9]{1,10}}',
    policy.anyVessel(LEVEL.captain).taking(...fieldNames(deleteUserQuery)),
    noBody(),
    async (c) => {
      // The whole query judged: a `yachtId` here once went unseen and the user left every vessel.
      const query = parseWhole(deleteUserQuery, c.req.query());
      const users = [parseId('id', c.req.param('id'))];
      return c.json(
        answerValue(await removeFromAllVessels(deps, c.get('actor'), { users, endDate: query.endDate })),
      );
    },
  );
  app.post('/resetpassword', officer('yachtId'), async (c) =>
    c.json(answerValue(await sendUserReset(deps, c.get('actor'), await readJson(c, userOnYachtSchema)))),
  );
  app.put('/crew-order', officer('yachtId'), async (c) =>
    c.json(answerValue(await setCrewOrder(deps, c.get('actor'), await readJson(c, crewOrderSchema)))),
  );
  app.put('/', policy.level(LEVEL.officer, bodyVessel), async (c) =>
    c.json(
      answerValue(await editUser(deps, c.get('actor'), await readSpecJson(c, editUserSchema, EDIT_NAMES))),
    ),
  );
  // Add user, asked on one vessel's page: that vessel is among the ones chosen.
  app.post('/:yacht{[0-9]{1,10}}', policy.level(LEVEL.officer, from.param('yacht')), async (c) => {
    const body = await readSpecJson(c, createUserSchema, CREATE_NAMES);
    if (!body.yachts.includes(Number(c.req.param('yacht')))) {
      // Named as the body sent it: the spec's form says `yacht`.
      const sent = (await jsonBody(c)) as Record<string, unknown>;
      const property = Object.hasOwn(sent, 'yachts') ? 'yachts' : 'yacht';
      throw badRequest([{ property, message: MSG.vesselOfAddress }]);
    }
    return c.json(answerValue(await createUser(deps, c.get('actor'), body)));
  });
  return app;
}
