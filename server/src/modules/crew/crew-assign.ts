import { MSG } from '@contracts/messages';
import { editsPosition } from '@domain/crew/crew-access';
import type { Queryable } from '../../db/client';
import type { Actor } from '../../kernel/actors';
import { takeChangeLock } from '../../kernel/change-numbers';
import { fieldRefused, type Outcome, refused } from '../../kernel/outcome';
import type { WriteUseCase } from '../../kernel/use-case';
import { type CrewScope, crewScope, isOutcome, savePosition } from './crew-write';

/**
 * PUT /crewonyacht/{id}/assignposition/{positionId} and .../assigndepartment/{departmentId}
 * (doc 2, section 7): one field of the position details changed, the others kept, by the rules
 * of Edit position details (savePosition: level 4 over the crew member, the vessel's own
 * department and position, a position in its department or in none). Online calls with no copy
 * on the device, so no conflict check (base version 0).
 */

type Assigned = { departmentId: number | null; positionId: number | null };

/** The crew member's other position details, as they are, with the new department and position. */
function keeping(tx: Queryable, actor: Actor, scope: CrewScope, place: Assigned, now: Date) {
  const { crew } = scope;
  return savePosition(
    tx,
    actor,
    {
      crewId: crew.id,
      ...place,
      // No start date: savePosition keeps the one stored.
      startDate: null,
      customId: crew.customId,
      portOfEmbarkation: crew.portOfEmbarkation,
      repatriation: crew.repatriation,
    },
    { now, baseVersion: 0 },
  );
}

/** Who may change this crew member's place, before anything about the vessel's list is said. */
async function editable(tx: Queryable, actor: Actor, crewId: number): Promise<CrewScope | Outcome> {
  const scope = await crewScope(tx, actor, crewId);
  if (isOutcome(scope)) return scope;
  if (!editsPosition(scope.level, scope.crew.permissionLevel)) return refused(MSG.status403, 403);
  return scope;
}

type PositionAssign = { crewId: number; positionId: number };

/** A new position; the department follows a position that belongs to one. */
export const assignPosition: WriteUseCase<PositionAssign> = async (tx, actor, body, now) => {
  const scope = await editable(tx, actor, body.crewId);
  if (isOutcome(scope)) return scope;
  await takeChangeLock(tx);
  const [position] = await tx.query<{ department_id: number | null }>(
    'SELECT department_id FROM positions WHERE id = $1 AND vessel_id = $2 AND NOT deleted FOR SHARE',
    [body.positionId, scope.crew.vesselId],
  );
  if (!position) return fieldRefused('positionId', MSG.positionElsewhere);
  const departmentId = position.department_id ?? scope.crew.departmentId;
  return keeping(tx, actor, scope, { departmentId, positionId: body.positionId }, now);
};

type DepartmentAssign = { crewId: number; departmentId: number };

/** A new department; a position that belongs to another department (or is gone) is cleared. */
export const assignDepartment: WriteUseCase<DepartmentAssign> = async (tx, actor, body, now) => {
  const scope = await editable(tx, actor, body.crewId);
  if (isOutcome(scope)) return scope;
  let positionId = scope.crew.positionId;
  if (positionId !== null) {
    const [fits] = await tx.query(
      `SELECT 1 FROM positions WHERE id = $1 AND vessel_id = $2 AND NOT deleted
          AND (department_id IS NULL OR department_id = $3)`,
      [positionId, scope.crew.vesselId, body.departmentId],
    );
    if (!fits) positionId = null;
  }
  // savePosition refuses a department that is not the vessel's (or deleted), on departmentId.
  return keeping(tx, actor, scope, { departmentId: body.departmentId, positionId }, now);
};
