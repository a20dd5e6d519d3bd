import { idSchema } from '@contracts/common';
import { departmentSaveSchema, departmentsOrderSchema, positionSaveSchema } from '@contracts/crew-setup';
import { MSG } from '@contracts/messages';
import { LEVEL } from '@domain/access/permissions';
import { type Context, Hono } from 'hono';
import type { ServerDeps } from '../../../deps';
import type { AppEnv } from '../../../http/env';
import { badRequest, parseId, readJson } from '../../../http/errors';
import { noBody } from '../../../http/no-body';
import { from, policies } from '../../../http/policy';
import { answerValue } from '../../../kernel/outcome';
import { todayOf } from '../../../kernel/today';
import { writeOutcome } from '../../../kernel/write-outcome';
import {
  addSetupItem,
  deleteSetupItem,
  editSetupItem,
  listSetup,
  type SetupTable,
  saveSetupOrder,
} from '../departments';

const id = (c: Context<AppEnv>, name: string) => parseId(name, c.req.param(name));

/**
 * Departments and positions (doc 2, section 7): everyone on the vessel reads them; level 4 adds,
 * edits, deletes and orders them. Not a module's: users administration needs them too.
 */
export function departmentRoutes(deps: ServerDeps) {
  const app = new Hono<AppEnv>();
  const policy = policies(deps);
  const now = () => deps.clock();
  for (const table of ['departments', 'positions'] as const satisfies SetupTable[]) {
    const schema = table === 'positions' ? positionSaveSchema : departmentSaveSchema;
    app.get(`/${table}/onyacht/:yachtId{[0-9]{1,10}}`, policy.member(from.param('yachtId')), async (c) =>
      c.json(await listSetup(deps.db, table, id(c, 'yachtId'))),
    );
    app.post(`/${table}`, policy.level(LEVEL.officer, from.body('yachtId')), async (c) => {
      const body = await readJson(c, schema);
      return c.json(
        answerValue(
          await writeOutcome(deps.db, (tx) => addSetupItem(tx, c.get('actor'), table, body, now())),
        ),
      );
    });
    const item = `/${table}/:id{[0-9]{1,10}}/:yachtId{[0-9]{1,10}}`;
    app.put(item, policy.level(LEVEL.officer, from.param('yachtId')), async (c) => {
      // The spec's body is the item as read (its id, name, order, yachtId): the id and the
      // vessel are the path's, the same ones or refused.
      const { id: sentId, ...body } = await readJson(
        c,
        schema.partial({ yachtId: true }).extend({ id: idSchema.optional() }),
      );
      for (const [property, sent] of Object.entries({ id: sentId, yachtId: body.yachtId }))
        if (sent !== undefined && sent !== id(c, property))
          throw badRequest([{ property, message: MSG.invalidId }]);
      return c.json(
        answerValue(
          await writeOutcome(deps.db, (tx) =>
            editSetupItem(
              tx,
              c.get('actor'),
              table,
              id(c, 'id'),
              { ...body, yachtId: id(c, 'yachtId') },
              { now: now(), today: todayOf(deps) },
            ),
          ),
        ),
      );
    });
    app.delete(item, policy.level(LEVEL.officer, from.param('yachtId')), noBody(), async (c) =>
      c.json(
        answerValue(
          await writeOutcome(deps.db, (tx) =>
            deleteSetupItem(tx, c.get('actor'), table, id(c, 'id'), id(c, 'yachtId'), {
              now: now(),
              today: todayOf(deps),
            }),
          ),
        ),
      ),
    );
  }
  // The spec spells it so: /DeparmentAndPosition/{yachtId}.
  app.put(
    '/DeparmentAndPosition/:yachtId{[0-9]{1,10}}',
    policy.level(LEVEL.officer, from.param('yachtId')),
    async (c) => {
      const body = await readJson(c, departmentsOrderSchema);
      return c.json(
        answerValue(
          await writeOutcome(deps.db, (tx) =>
            saveSetupOrder(tx, c.get('actor'), id(c, 'yachtId'), body, now()),
          ),
        ),
      );
    },
  );
  return app;
}
