import { MAX_ID } from '@contracts/common';
import { salarySaveSchema } from '@contracts/crew';
import { addCrewSchema } from '@contracts/crew-add';
import { crewTransferSchema } from '@contracts/crew-transfer';
import { MSG } from '@contracts/messages';
import { clientIdSchema } from '@contracts/rest-hours';
import { LEVEL } from '@domain/access/permissions';
import { type Context, Hono } from 'hono';
import { z } from 'zod';
import type { Queryable } from '../../../db/client';
import type { ServerDeps } from '../../../deps';
import type { AppEnv } from '../../../http/env';
import { badRequest, parseId, parseWith } from '../../../http/errors';
import { noBody } from '../../../http/no-body';
import { from, policies, type Source } from '../../../http/policy';
import { readSpecJson } from '../../../http/spec-names';
import { answerValue, type Outcome } from '../../../kernel/outcome';
import { answerWrite } from '../../../kernel/write-outcome';
import { addCrew } from '../crew-add';
import { assignDepartment, assignPosition } from '../crew-assign';
import { editSalary } from '../crew-salary-edit';
import { CURRENCY_NAMES, SALARY_NAMES, TRANSFER_NAMES } from '../crew-spec-names';
import { transferCrew } from '../crew-transfer';
import { crewSources } from './crew';

/**
 * A salary entry's id: any client id (clientIdSchema) the entry was made with, percent-encoded
 * in the path; checked with that schema once decoded.
 */
const SALARY_ID = '[^/]{10,200}';

/**
 * Where a salary entry's id in the path leads: the vessel of the crew member it belongs to. An
 * id that is no entry's leads to no vessel (MAX_ID): the caller is refused as an outsider and
 * learns nothing of which entries exist.
 */
export function salarySource(db: Queryable, param: string): Source {
  return {
    where: `:${param}→salary→vessel`,
    property: param,
    read: async (c) => {
      const [row] = await db.query<{ vessel_id: number }>(
        `SELECT uvr.vessel_id FROM crew_salaries s JOIN user_vessel_roles uvr ON uvr.id = s.crew_id
          WHERE s.id = $1`,
        [c.req.param(param)],
      );
      return row?.vessel_id ?? MAX_ID;
    },
  };
}

/**
 * The rest of the crew calls of doc 2, section 7: assign a position or a department, edit a
 * salary entry, the plain add-crew call and the crew transfer. Each policy checks the caller's
 * level on the vessel the call touches, with the crew module; the use cases hold the finer rules.
 */
export function crewMoreRoutes(deps: ServerDeps) {
  const app = new Hono<AppEnv>();
  const policy = policies(deps, { module: 'crew' });
  const byId = crewSources(deps.db, 'id');
  const over = (level: number) => policy.level(level, byId.vessel);
  const id = (c: Context<AppEnv>, name: string) => parseId(name, c.req.param(name));
  const now = () => deps.clock();

  const answer = (c: Context<AppEnv>, run: (tx: Queryable) => Promise<Outcome>) =>
    answerWrite(deps.db, c, run);

  app.put(
    '/crewonyacht/:id{[0-9]{1,10}}/assignposition/:positionId{[0-9]{1,10}}',
    over(LEVEL.officer),
    noBody(),
    (c) => {
      const body = { crewId: id(c, 'id'), positionId: id(c, 'positionId') };
      return answer(c, (tx) => assignPosition(tx, c.get('actor'), body, now()));
    },
  );
  app.put(
    '/crewonyacht/:id{[0-9]{1,10}}/assigndepartment/:departmentId{[0-9]{1,10}}',
    over(LEVEL.officer),
    noBody(),
    (c) => {
      const body = { crewId: id(c, 'id'), departmentId: id(c, 'departmentId') };
      return answer(c, (tx) => assignDepartment(tx, c.get('actor'), body, now()));
    },
  );
  app.put(`/salary/:id{${SALARY_ID}}`, policy.level(LEVEL.purser, salarySource(deps.db, 'id')), async (c) => {
    // The spec's Salary as read (id, amount, currency...): its id is the path's, or refused.
    const { salaryId: sentId, ...body } = await readSpecJson(
      c,
      salarySaveSchema.omit({ crewId: true }).partial({ salaryId: true }),
      { ...SALARY_NAMES, id: 'salaryId' },
    );
    const salaryId = parseWith(z.object({ id: clientIdSchema }), { id: c.req.param('id') }).id;
    if (sentId !== undefined && sentId !== salaryId)
      throw badRequest([{ property: 'id', message: MSG.invalidId }]);
    return answer(c, (tx) => editSalary(tx, c.get('actor'), { ...body, salaryId }, now()));
  });
  app.post('/crew', policy.level(LEVEL.officer, from.body('yachtId')), async (c) =>
    c.json(
      answerValue(await addCrew(deps, c.get('actor'), await readSpecJson(c, addCrewSchema, CURRENCY_NAMES))),
    ),
  );
  app.post('/crewonyacht/:id{[0-9]{1,10}}/transfer', over(LEVEL.captain), async (c) => {
    const body = await readSpecJson(c, crewTransferSchema, TRANSFER_NAMES);
    return c.json(answerValue(await transferCrew(deps, c.get('actor'), id(c, 'id'), body)));
  });
  return app;
}
