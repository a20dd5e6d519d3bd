import type { LeaveIncrementSaveInput, SalarySaveInput } from '@contracts/crew';
import { MSG } from '@contracts/messages';
import type { Moved } from '@contracts/sync';
import { editsPay } from '@domain/crew/crew-access';
import { appendAudit } from '../../kernel/audit';
import { writeLeaveIncrement } from '../../kernel/crew-leave-days';
import { applied, fieldRefused, refused } from '../../kernel/outcome';
import type { WriteUseCase } from '../../kernel/use-case';
import { leaveDaysToProfile } from '../leave/leave-days-link';
import { crewScope, isOutcome } from './crew-write';

/**
 * Salary and leave days (doc 2: update salary, salary history, edit leave details, leave
 * history). Each entry is a row made where it was typed (its id a ULID), so a purser at sea
 * adds a pay review offline and it reaches the server once; saving the same id again edits it.
 */

type Save<T> = Omit<T, 'crewId'> & { crewId: number };

const ownedElsewhere = refused(MSG.status404, 404);

export const saveSalary: WriteUseCase<
  Save<Omit<SalarySaveInput, 'amount' | 'currencyId'>> & { amount: number; currencyId: number }
> = async (tx, actor, body, now) => {
  const scope = await crewScope(tx, actor, body.crewId);
  if (isOutcome(scope)) return scope;
  if (!editsPay(scope.level, scope.crew.permissionLevel, scope.own)) return refused(MSG.status403, 403);
  const [currency] = await tx.query('SELECT 1 FROM currencies WHERE id = $1', [body.currencyId]);
  if (!currency) return fieldRefused('currencyId', MSG.invalidId);
  const values = [
    body.salaryId,
    scope.crew.id,
    body.amount,
    body.currencyId,
    body.changeDate,
    body.isBonus,
    body.comment?.trim() || null,
  ];
  // Saved as it stands (the entry sent back unchanged): the stored version, no change number, no
  // audit line (kernel/unchanged.ts).
  const [same] = await tx.query<{ version: number }>(
    `SELECT version FROM crew_salaries WHERE id = $1 AND crew_id = $2 AND amount = $3 AND currency_id = $4
        AND change_date = $5 AND is_bonus = $6 AND comment IS NOT DISTINCT FROM $7`,
    values,
  );
  if (same) return applied(Number(same.version));
  const [row] = await tx.query<{ version: number; crew_id: number }>(
    `INSERT INTO crew_salaries (id, crew_id, amount, currency_id, change_date, is_bonus, comment)
     VALUES ($1, $2, $3, $4, $5, $6, $7)
     ON CONFLICT (id) DO UPDATE SET amount = $3, currency_id = $4, change_date = $5, is_bonus = $6,
       comment = $7, version = next_change()
       WHERE crew_salaries.crew_id = $2
     RETURNING version, crew_id`,
    values,
  );
  // An id of another crew member's entry: not theirs to edit through this one.
  if (!row) return ownedElsewhere;
  await appendAudit(tx, now, {
    actorId: actor.id,
    vesselId: scope.crew.vesselId,
    action: 'crew.salary',
    entity: 'crew',
    entityKey: String(scope.crew.id),
    before: null,
    after: { salaryId: body.salaryId, isBonus: body.isBonus, changeDate: body.changeDate },
  });
  return applied(Number(row.version));
};

export const saveLeaveIncrement: WriteUseCase<
  Save<Omit<LeaveIncrementSaveInput, 'amount'>> & { amount: number }
> = async (tx, actor, body, now) => {
  const scope = await crewScope(tx, actor, body.crewId);
  if (isOutcome(scope)) return scope;
  if (!editsPay(scope.level, scope.crew.permissionLevel, scope.own)) return refused(MSG.status403, 403);
  const comment = body.comment?.trim() || null;
  const change = { amount: body.amount, changeDate: body.changeDate, comment };
  // The crew record shows the figure in force today (UTC, as leave counts it); a later one on its day.
  const today = now.toISOString().slice(0, 10);
  const moved: Moved[] = [];
  const version = await writeLeaveIncrement(
    tx,
    scope.crew.id,
    { id: body.incrementId, ...change },
    today,
    moved,
  );
  if (version === null) return ownedElsewhere;
  // The crew member's leave profile earns what the crew record says (issue 30, 1.3).
  const refusal = await leaveDaysToProfile(tx, actor, now, scope.crew.id, change, moved);
  if (refusal) return refusal;
  await appendAudit(tx, now, {
    actorId: actor.id,
    vesselId: scope.crew.vesselId,
    action: 'crew.leave',
    entity: 'crew',
    entityKey: String(scope.crew.id),
    before: null,
    after: { incrementId: body.incrementId, amount: body.amount, changeDate: body.changeDate },
  });
  return applied(version, moved);
};
