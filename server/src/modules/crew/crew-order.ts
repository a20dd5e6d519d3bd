import type { CrewOrderSave } from '@contracts/crew';
import { MSG } from '@contracts/messages';
import type { Moved } from '@contracts/sync';
import { levelOn } from '@domain/access/permissions';
import { editsPosition, editsVesselSetup } from '@domain/crew/crew-access';
import { appendAudit } from '../../kernel/audit';
import { applied, fieldRefused, refused } from '../../kernel/outcome';
import { movesOf, type WriteUseCase } from '../../kernel/use-case';
import { moduleOffOutcome, vesselHasModule } from '../../kernel/vessel-modules';

/** Two current crew members on one number (the order editor moves the others first). */
export const ORDER_TAKEN = 'Each crew member needs an order number of their own.';

/**
 * POST /crew/onyacht/{yachtId}/order: the orders that changed, from the order editor (level 4).
 * Numbers have one decimal at most, and no two people still on board share one: a group of a
 * whole number then holds at most ten (1, 1.1 … 1.9).
 */
export const saveCrewOrder: WriteUseCase<
  { yachtId: number; orders: CrewOrderSave['orders'] },
  { now: Date; today: string }
> = async (tx, actor, body, ctx) => {
  if (!editsVesselSetup(levelOn(actor.roles, body.yachtId))) return refused(MSG.status403, 403);
  if (!(await vesselHasModule(tx, body.yachtId, 'crew'))) return moduleOffOutcome('crew');
  if (body.orders.some((o) => o.order !== null && Math.round(o.order * 10) !== o.order * 10))
    return fieldRefused('orders', MSG.numeric);
  const ids = [...new Set(body.orders.map((o) => o.crewId))];
  const found = await tx.query<{ id: number; permission_level: number }>(
    `SELECT uvr.id, r.permission_level FROM user_vessel_roles uvr JOIN roles r ON r.id = uvr.role_id
      WHERE uvr.vessel_id = $1 AND uvr.id = ANY($2::int[])`,
    [body.yachtId, ids],
  );
  if (found.length !== ids.length) return fieldRefused('orders', MSG.notOnVessel);
  // Only the people the caller stands over (level 4 over them), as for every position detail.
  const level = levelOn(actor.roles, body.yachtId);
  if (found.some((f) => !editsPosition(level, f.permission_level))) return refused(MSG.status403, 403);
  // Each crew record moved on is told in the answer: the same device's change of one of them
  // queued after the order (a position) is then no conflict (use-case.ts, Moved).
  const moved: Moved[] = [];
  for (const o of body.orders)
    moved.push(
      ...movesOf(
        'crew',
        await tx.query<{ key: number; version: number; before: number }>(
          `UPDATE user_vessel_roles uvr SET crew_order = $2, version = next_change()
            WHERE id = $1 AND crew_order IS DISTINCT FROM $2
            RETURNING uvr.id AS key, uvr.version, (SELECT b.version FROM user_vessel_roles b WHERE b.id = uvr.id) AS before`,
          [o.crewId, o.order],
        ),
      ),
    );
  const changed = moved.length;
  const [clash] = await tx.query(
    `SELECT crew_order FROM user_vessel_roles
      WHERE vessel_id = $1 AND crew_order IS NOT NULL AND crew_status <> 2 AND (end_date IS NULL OR end_date >= $2)
      GROUP BY crew_order HAVING count(*) > 1`,
    [body.yachtId, ctx.today],
  );
  if (clash) return fieldRefused('orders', ORDER_TAKEN);
  // The orders as they were (Save pressed again, a retry): no audit line of a change that did not happen.
  if (changed === 0) return applied(0);
  await appendAudit(tx, ctx.now, {
    actorId: actor.id,
    vesselId: body.yachtId,
    action: 'crew.order',
    entity: 'vessel',
    entityKey: String(body.yachtId),
    before: null,
    after: body.orders,
  });
  return applied(0, moved);
};
