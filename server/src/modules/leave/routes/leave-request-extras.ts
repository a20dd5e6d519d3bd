import { leaveAttachSchema, leaveDetachSchema } from '@contracts/leave-attachments';
import { leaveNotifySchema } from '@contracts/leave-notify';
import { type Context, Hono } from 'hono';
import type { ServerDeps } from '../../../deps';
import type { AppEnv } from '../../../http/env';
import { notFound, parseId, parseWith, readJsonWith } from '../../../http/errors';
import { noBody } from '../../../http/no-body';
import { from, policies } from '../../../http/policy';
import { attachFile, detachFile } from '../leave-attachments';
import { notifyPeople, usersToNotify } from '../leave-notify';
import { answerLeave, CLIENT_ID } from './leave';

/**
 * A leave request's attachments and 'Notify people' (doc 3, sections 2, 4 and 7: 'attachments',
 * 'users to notify'). Anyone on board passes the door; the use cases hold the rules (whose
 * request, who may change it, who may be told), as their queued operations run them.
 */
export function leaveRequestExtraRoutes(deps: ServerDeps) {
  const app = new Hono<AppEnv>();
  const policy = policies(deps, { module: 'leave' });
  const bodyYacht = from.body('yachtId');
  const queryYacht = from.query('yachtId');
  const now = () => deps.clock();
  const requestId = (c: Context<AppEnv>) => c.req.param('requestId') ?? '';

  app.post(`/leave/requests/:requestId${CLIENT_ID}/attachments`, policy.member(bodyYacht), async (c) => {
    const body = await readJsonWith(c, leaveAttachSchema, { requestId: requestId(c) });
    return answerLeave(deps, c, (tx) => attachFile(tx, c.get('actor'), body, now()));
  });
  app.delete(
    `/leave/requests/:requestId${CLIENT_ID}/attachments/:fileId{[0-9A-Za-z]{26}}`,
    policy.member(queryYacht),
    noBody(),
    async (c) => {
      const body = parseWith(leaveDetachSchema, {
        yachtId: parseId('yachtId', c.req.query('yachtId')),
        requestId: requestId(c),
        fileId: c.req.param('fileId'),
      });
      return answerLeave(deps, c, (tx) => detachFile(tx, c.get('actor'), body, now()));
    },
  );

  app.post(`/leave/requests/:requestId${CLIENT_ID}/notify`, policy.member(bodyYacht), async (c) => {
    const body = await readJsonWith(c, leaveNotifySchema, { requestId: requestId(c) });
    return answerLeave(deps, c, (tx) => notifyPeople(tx, c.get('actor'), body, now()));
  });
  app.get(`/leave/requests/:requestId${CLIENT_ID}/notify-users`, policy.member(queryYacht), async (c) => {
    const yachtId = parseId('yachtId', c.req.query('yachtId'));
    const users = await deps.db.transaction((tx) =>
      usersToNotify(tx, c.get('actor'), yachtId, requestId(c), now()),
    );
    if (!users) throw notFound();
    return c.json(users);
  });
  return app;
}
