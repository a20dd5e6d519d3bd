import type { wizardStep2Schema, wizardStep3Schema } from '@contracts/crew-wizard';
import { MSG } from '@contracts/messages';
import type { z } from 'zod';
import type { Queryable } from '../../db/client';
import type { ServerDeps } from '../../deps';
import type { Actor } from '../../kernel/actors';
import { type Answer, answered, badInput, notFound, type Outcome, type Refusal } from '../../kernel/outcome';
import { writeOutcome } from '../../kernel/write-outcome';
import { saveLeaveIncrement, saveSalary } from './crew-pay';
import { savePosition, savePrivate, saveProfile } from './crew-write';

/**
 * The add-crew wizard's steps 2 and 3 (doc 2, sections 3 to 5): they fill in the crew member
 * step 1 made (crew-wizard-start.ts) through the same use cases as the profile's popups, so
 * every rule of those holds here too.
 */

type Step2 = z.infer<typeof wizardStep2Schema>;
type Step3 = z.infer<typeof wizardStep3Schema>;

/** Steps 2 and 3 write only to a crew member a wizard made (the profile's popups do the rest). */
async function isWizardRow(db: Queryable, actor: Actor, crewId: number) {
  const [row] = await db.query(
    'SELECT 1 FROM user_vessel_roles WHERE id = $1 AND wizard_key IS NOT NULL AND wizard_actor = $2',
    [crewId, actor.id],
  );
  return Boolean(row);
}

type Write = (tx: Queryable) => Promise<Outcome>;

/** A step's refusal as its REST call answers it, in the wizard's own field names. */
export function wizardRefusal(outcome: Refusal): Refusal {
  if (outcome.status === 'rejected' && outcome.errorList?.length)
    // The wizard's body says currency where the salary popup says currencyId.
    return badInput(
      outcome.errorList.map((e) => ({
        ...e,
        property: e.property === 'currencyId' ? 'currency' : e.property,
      })),
    );
  return outcome;
}

/** Runs use cases one after another in a transaction: the first refusal, or applied. */
async function inTurn(tx: Queryable, writes: Write[]): Promise<Outcome> {
  for (const write of writes) {
    const done = await write(tx);
    if (done.status !== 'applied') return done;
  }
  return { status: 'applied', version: 0 };
}

type StepSaved = Answer<{ crewOnYachtId: number; message: string }>;

/** Runs the use cases of one step in one transaction: all of them, or none if one refuses. */
async function allOrNothing(deps: ServerDeps, crewId: number, writes: Write[]): Promise<StepSaved> {
  const outcome = await writeOutcome(deps.db, (tx) => inTurn(tx, writes));
  if (outcome.status !== 'applied') return wizardRefusal(outcome);
  return answered({ crewOnYachtId: crewId, message: 'Crew member saved.' });
}

/** Step 2: ID No, embarkation, repatriation, and the first salary and leave days (payroll's). */
export async function wizardStep2(
  deps: ServerDeps,
  actor: Actor,
  crewId: number,
  body: Step2,
): Promise<StepSaved> {
  if (!(await isWizardRow(deps.db, actor, crewId))) return notFound();
  return allOrNothing(deps, crewId, [(tx) => step2Writes(tx, actor, crewId, body, deps.clock())]);
}

/**
 * Step 2's use cases inside the caller's transaction (its own, or POST /crew's with step 1):
 * the first refusal, or applied. The caller rolls back on a refusal.
 */
export async function step2Writes(
  tx: Queryable,
  actor: Actor,
  crewId: number,
  body: Step2,
  now: Date,
): Promise<Outcome> {
  const salary = typeof body.salary === 'number' ? body.salary : null;
  const leave = typeof body.leave === 'number' ? body.leave : null;
  const missing = [
    ...(salary !== null && !body.salaryId ? ['salaryId'] : []),
    ...(leave !== null && !body.leaveId ? ['leaveId'] : []),
  ];
  if (missing.length) return badInput(missing.map((property) => ({ property, message: MSG.required })));
  const [crew] = await tx.query<{
    department_id: number | null;
    position_id: number | null;
    joined: string;
  }>(
    "SELECT department_id, position_id, to_char(start_date, 'YYYY-MM-DD') AS joined FROM user_vessel_roles WHERE id = $1",
    [crewId],
  );
  if (!crew) return notFound();
  const { department_id: departmentId, position_id: positionId, joined } = crew;
  const writes: Write[] = [
    (tx) =>
      savePosition(
        tx,
        actor,
        {
          crewId,
          departmentId,
          positionId,
          customId: body.customId ?? null,
          portOfEmbarkation: body.portOfEmbarkation ?? null,
          repatriation: body.repatriation ?? null,
        },
        { now, baseVersion: 0 },
      ),
  ];
  // The first salary and leave days count from the day they join.
  if (salary !== null)
    writes.push((tx) =>
      saveSalary(
        tx,
        actor,
        {
          crewId,
          salaryId: body.salaryId!,
          amount: salary,
          currencyId: body.currency ?? 1,
          isBonus: false,
          changeDate: joined,
          comment: 'Joining salary',
        },
        now,
      ),
    );
  if (leave !== null)
    writes.push((tx) =>
      saveLeaveIncrement(
        tx,
        actor,
        { crewId, incrementId: body.leaveId!, amount: leave, changeDate: joined, comment: 'On joining' },
        now,
      ),
    );
  return inTurn(tx, writes);
}

/** Step 3: personal details, next of kin and bank details (payroll's, level 5 over them). */
export async function wizardStep3(
  deps: ServerDeps,
  actor: Actor,
  crewId: number,
  body: Step3,
): Promise<StepSaved> {
  if (!(await isWizardRow(deps.db, actor, crewId))) return notFound();
  const now = deps.clock();
  const [names] = await deps.db.query<{ first_name: string; last_name: string }>(
    'SELECT u.first_name, u.last_name FROM user_vessel_roles uvr JOIN users u ON u.id = uvr.user_id WHERE uvr.id = $1',
    [crewId],
  );
  if (!names) return notFound();
  return allOrNothing(deps, crewId, [
    (tx) =>
      saveProfile(
        tx,
        actor,
        { ...body, crewId, firstName: names.first_name, lastName: names.last_name },
        { now, baseVersion: 0 },
      ),
    (tx) => savePrivate(tx, actor, crewId, body, { now, baseVersion: 0, what: 'nok' }),
  ]);
}
