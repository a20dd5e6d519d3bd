import type { ServerDeps } from '../../deps';
import type { Actor } from '../../kernel/actors';
import { type Answer, notFound } from '../../kernel/outcome';
import { todayOf } from '../../kernel/today';
import { roleOn } from '../users/users-read';
import { editUser } from '../users/users-write';

/**
 * PUT /crew/{yachtId}/{crewId}/EditUserAccessLevel/{roleId} (doc 2, crew profile): the crew
 * member's access level on this vessel. It is Edit user with only the role changed, so every
 * rule of doc 1, section 6 holds as there: level 4 and above, over someone at or below them, to
 * a role they may assign, never leaving the vessel without an administrator.
 */
export async function changeAccessLevel(
  deps: ServerDeps,
  actor: Actor,
  target: { yachtId: number; crewId: number; roleId: number },
): Promise<Answer<{ message: string }>> {
  const [row] = await deps.db.query<{ user_id: number; vessel_id: number }>(
    'SELECT user_id, vessel_id FROM user_vessel_roles WHERE id = $1',
    [target.crewId],
  );
  if (!row || row.vessel_id !== target.yachtId) return notFound();
  const current = await roleOn(deps.db, row.user_id, target.yachtId, todayOf(deps));
  if (!current) return notFound();
  // Edit user's refusals (the users module's own) and its message are the answer.
  return editUser(deps, actor, {
    userId: row.user_id,
    yachtId: target.yachtId,
    email: current.email,
    firstName: current.firstName,
    lastName: current.lastName,
    role: target.roleId,
    departmentId: current.departmentId,
    positionId: current.positionId,
  });
}
