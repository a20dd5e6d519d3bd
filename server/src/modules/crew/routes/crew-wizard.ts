import {
  wizardCheckSchema,
  wizardStep1Schema,
  wizardStep2Schema,
  wizardStep3Schema,
} from '@contracts/crew-wizard';
import { LEVEL } from '@domain/access/permissions';
import { Hono } from 'hono';
import type { ServerDeps } from '../../../deps';
import type { AppEnv } from '../../../http/env';
import { parseId, readJson } from '../../../http/errors';
import { from, policies } from '../../../http/policy';
import { readSpecJson } from '../../../http/spec-names';
import { answerValue } from '../../../kernel/outcome';
import { todayOf } from '../../../kernel/today';
import { BANK_NAMES, CURRENCY_NAMES, serverMadeId } from '../crew-spec-names';
import { wizardStep2, wizardStep3 } from '../crew-wizard';
import { wizardCheck, wizardStep1 } from '../crew-wizard-start';
import { crewSources } from './crew';

/**
 * The add-crew wizard (doc 2, section 7): level 4 on the vessel with the crew module; the use
 * cases then hold the finer rules (crew roles at or below one's own, pay and personal details
 * from level 5).
 */
export function crewWizardRoutes(deps: ServerDeps) {
  const app = new Hono<AppEnv>();
  const policy = policies(deps, { module: 'crew' });
  const officer = policy.level(LEVEL.officer, from.body('yachtId'));
  const byId = crewSources(deps.db, 'crewOnYachtId');
  const overCrew = policy.level(LEVEL.officer, byId.vessel);
  const crewId = (param: string | undefined) => parseId('crewOnYachtId', param);

  app.post('/crew/wizard/checkifexists', officer, async (c) => {
    const body = await readJson(c, wizardCheckSchema);
    return c.json(await wizardCheck(deps.db, body.email, body.yachtId, todayOf(deps)));
  });
  // The spec's step 1 has no wizard key: the server makes one (a step 1 sent again adds again).
  app.post('/crew/wizard/step1', officer, async (c) => {
    const body = await readJson(c, wizardStep1Schema.partial({ wizardKey: true }));
    const step1 = { ...body, wizardKey: serverMadeId(body.wizardKey) };
    return c.json(answerValue(await wizardStep1(deps, c.get('actor'), step1)));
  });
  app.post('/crew/wizard/step2/:crewOnYachtId{[0-9]{1,10}}', overCrew, async (c) => {
    const sent = await readSpecJson(c, wizardStep2Schema, CURRENCY_NAMES);
    // The spec's step 2 has no ids for the first salary and leave entries: the server makes them.
    const body = { ...sent, salaryId: serverMadeId(sent.salaryId), leaveId: serverMadeId(sent.leaveId) };
    return c.json(
      answerValue(await wizardStep2(deps, c.get('actor'), crewId(c.req.param('crewOnYachtId')), body)),
    );
  });
  app.post('/crew/wizard/step3/:crewOnYachtId{[0-9]{1,10}}', overCrew, async (c) => {
    const body = await readSpecJson(c, wizardStep3Schema, BANK_NAMES);
    return c.json(
      answerValue(await wizardStep3(deps, c.get('actor'), crewId(c.req.param('crewOnYachtId')), body)),
    );
  });
  return app;
}
