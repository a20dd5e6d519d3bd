import {
  type CrewTransferred,
  type crewTransferSchema,
  TRANSFER_SAME_VESSEL,
} from '@contracts/crew-transfer';
import { MSG } from '@contracts/messages';
import { ulid } from 'ulidx';
import type { z } from 'zod';
import type { Queryable } from '../../db/client';
import type { ServerDeps } from '../../deps';
import type { Actor } from '../../kernel/actors';
import { appendAudit } from '../../kernel/audit';
import { type Answer, answered, badInput, notFound, refused } from '../../kernel/outcome';
import { todayOf } from '../../kernel/today';
import { moduleOffMessage, vesselHasModule } from '../../kernel/vessel-modules';
import { transferUser } from '../users/users-access';
import { saveLeaveIncrement, saveSalary } from './crew-pay';
import { findCrew } from './crew-repo';
import { wizardRefusal } from './crew-wizard';
import { savePosition } from './crew-write';

type CrewTransfer = z.infer<typeof crewTransferSchema>;

/**
 * POST /crewonyacht/{id}/transfer, the crew-transfer popup (doc 2, sections 3 and 5): the
 * users transfer (transferUser: level 6 on both vessels, not oneself, someone at or below the
 * caller in a role they may give there, not on that vessel already, a level 6 left on each),
 * and in the same transaction the crew member's place on the new vessel: a position of that
 * vessel (its department with it), and, when given, a first salary and leave days from today.
 * Any refusal leaves them where they were.
 */
export async function transferCrew(
  deps: ServerDeps,
  actor: Actor,
  crewId: number,
  body: CrewTransfer,
): Promise<Answer<CrewTransferred>> {
  const crew = await findCrew(deps.db, crewId);
  if (!crew) return notFound();
  if (body.yachtId === crew.vesselId)
    return badInput([{ property: 'yachtId', message: TRANSFER_SAME_VESSEL }]);
  const today = todayOf(deps);
  const now = deps.clock();
  let moved: Moved | undefined;
  // A refusal of the crew member's place there rolls the users transfer's transaction back too.
  const transferred = await transferUser(
    deps,
    actor,
    { userId: crew.userId, fromYachtId: crew.vesselId, yachtId: body.yachtId },
    async (tx) => {
      const settled = await settle(tx, actor, { userId: crew.userId, fromCrewId: crew.id, body, today, now });
      if (settled.status !== 'applied') return settled;
      moved = settled.value;
      return null;
    },
  );
  if (transferred.status !== 'applied') return transferred;
  return answered({ message: transferred.value.message, ...moved! });
}

type Moved = { crewOnYachtId: number; yachtCodename: string };

/**
 * The crew member's place, pay and leave on the vessel they have just joined, or the first
 * refusal in its answer's shape (the form says currency).
 */
async function settle(
  tx: Queryable,
  actor: Actor,
  at: { userId: number; fromCrewId: number; body: CrewTransfer; today: string; now: Date },
): Promise<Answer<Moved>> {
  const { body, today, now } = at;
  if (!(await vesselHasModule(tx, body.yachtId, 'crew'))) return refused(moduleOffMessage('crew'), 403);
  // Their row there (one made now, or theirs from an earlier time on that vessel).
  const [joined] = await tx.query<{
    id: number;
    codename: string;
    custom_id: string | null;
    port_of_embarkation: string | null;
    repatriation: string | null;
  }>(
    `SELECT uvr.id, v.codename, uvr.custom_id, uvr.port_of_embarkation, uvr.repatriation
       FROM user_vessel_roles uvr JOIN vessels v ON v.id = uvr.vessel_id
      WHERE uvr.user_id = $1 AND uvr.vessel_id = $2`,
    [at.userId, body.yachtId],
  );
  const [position] = await tx.query<{ department_id: number | null }>(
    'SELECT department_id FROM positions WHERE id = $1 AND vessel_id = $2 AND NOT deleted FOR SHARE',
    [body.positionId, body.yachtId],
  );
  if (!position) return badInput([{ property: 'positionId', message: MSG.positionElsewhere }]);
  const crewId = joined!.id;
  const placed = await savePosition(
    tx,
    actor,
    {
      crewId,
      departmentId: position.department_id,
      positionId: body.positionId,
      customId: joined!.custom_id,
      portOfEmbarkation: joined!.port_of_embarkation,
      repatriation: joined!.repatriation,
    },
    { now, baseVersion: 0 },
  );
  if (placed.status !== 'applied') return wizardRefusal(placed);
  await carryPersonalDetails(tx, at.fromCrewId, crewId);
  const salary = typeof body.salary === 'number' ? body.salary : null;
  const leave = typeof body.leave === 'number' ? body.leave : null;
  const paid =
    salary === null
      ? null
      : await saveSalary(
          tx,
          actor,
          {
            crewId,
            salaryId: ulid(),
            amount: salary,
            currencyId: body.currency,
            isBonus: false,
            changeDate: today,
            comment: 'Transfer',
          },
          now,
        );
  if (paid && paid.status !== 'applied') return wizardRefusal(paid);
  const granted =
    leave === null
      ? null
      : await saveLeaveIncrement(
          tx,
          actor,
          { crewId, incrementId: ulid(), amount: leave, changeDate: today, comment: 'Transfer' },
          now,
        );
  if (granted && granted.status !== 'applied') return wizardRefusal(granted);
  await appendAudit(tx, now, {
    actorId: actor.id,
    vesselId: body.yachtId,
    action: 'crew.transferred',
    entity: 'crew',
    entityKey: String(crewId),
    before: { crewId: at.fromCrewId },
    after: {
      vesselId: body.yachtId,
      departmentId: position.department_id,
      positionId: body.positionId,
      salary: salary !== null,
      leave,
    },
  });
  return answered({ crewOnYachtId: crewId, yachtCodename: joined!.codename });
}

/**
 * The person's own details go with them (doc 2: personal information, next of kin, bank): they
 * are the same person on the new vessel. Newer than any copy from an earlier time there.
 */
async function carryPersonalDetails(tx: Queryable, fromCrewId: number, toCrewId: number) {
  const copy = async (table: 'crew_details' | 'crew_private', columns: string[]) => {
    const list = columns.join(', ');
    await tx.query(
      `INSERT INTO ${table} (crew_id, ${list}) SELECT $2, ${list} FROM ${table} WHERE crew_id = $1
       ON CONFLICT (crew_id) DO UPDATE SET ${columns.map((c) => `${c} = EXCLUDED.${c}`).join(', ')},
         version = next_change()`,
      [fromCrewId, toCrewId],
    );
  };
  await copy('crew_details', [
    'phone_number',
    'mobile_number',
    'gender',
    'dob',
    'place_of_birth',
    'nationality',
    'marital_status',
    'address',
  ]);
  await copy('crew_private', [
    'bank_account_owner',
    'bank_name',
    'bank_address',
    'bank_account_no',
    'bank_iban',
    'bank_swift',
    'bank_additional_info',
    'nok_name',
    'nok_relationship',
    'nok_phone',
    'nok_mobile',
    'nok_email',
    'nok_address',
  ]);
}
