import { createHash } from 'node:crypto';
import type { addCrewSchema } from '@contracts/crew-add';
import type { WizardSaved } from '@contracts/crew-wizard';
import { ulid } from 'ulidx';
import type { z } from 'zod';
import type { ServerDeps } from '../../deps';
import type { Actor } from '../../kernel/actors';
import type { Answer } from '../../kernel/outcome';
import { step2Writes, wizardRefusal } from './crew-wizard';
import { wizardStep1 } from './crew-wizard-start';

type AddCrew = z.infer<typeof addCrewSchema>;

/** An entry id made from the wizard key: the call sent again edits the same entry, not a second. */
const entryId = (wizardKey: string, what: string) =>
  createHash('sha256').update(`${what}:${wizardKey}`).digest('base64url').slice(0, 26);

/**
 * POST /crew (doc 2, section 7): the add-crew form's steps 1 and 2 in one call, all or nothing.
 * Step 1 (the account, the crew record) and step 2 (ID No, embarkation, repatriation, first
 * salary and leave days) run their own use cases, with all their rules, in step 1's
 * transaction: a refusal of step 2 (pay below level 5, an unknown currency) leaves no crew
 * member behind. The welcome e-mail of a new account goes only once the whole has been saved.
 */
export async function addCrew(deps: ServerDeps, actor: Actor, body: AddCrew): Promise<Answer<WizardSaved>> {
  const { customId, portOfEmbarkation, repatriation, currency, salary, leave, salaryId, leaveId, ...step1 } =
    body;
  const wizardKey = step1.wizardKey ?? ulid();
  const step2 = {
    customId,
    portOfEmbarkation,
    repatriation,
    currency,
    salary,
    leave,
    salaryId: salaryId ?? entryId(wizardKey, 'salary'),
    leaveId: leaveId ?? entryId(wizardKey, 'leave'),
  };
  const now = deps.clock();
  return wizardStep1(deps, actor, { ...step1, wizardKey }, async (tx, crewOnYachtId) => {
    const done = await step2Writes(tx, actor, crewOnYachtId, step2, now);
    // Answered as a refusal, so that step 1's transaction rolls back too.
    return done.status === 'applied' ? null : wizardRefusal(done);
  });
}
