import { MSG } from '@contracts/messages';
import type { Requirement } from '@contracts/requirements';
import { levelOn } from '@domain/access/permissions';
import { editsVesselSetup } from '@domain/crew/crew-access';
import { requirementAllowed } from '@domain/crew/requirement-types';
import type { Queryable } from '../../db/client';
import type { ServerDeps } from '../../deps';
import type { Actor } from '../../kernel/actors';
import { appendAudit } from '../../kernel/audit';
import { answered, badInput, forbidden } from '../../kernel/outcome';

/**
 * Requirements of a position, or of the whole vessel (doc 2, sections 3 and 7): read and set by
 * level 4 (the departments and positions page). A save is the whole ticked list: types no
 * longer ticked become tombstones, so every device drops them with its next sync.
 */

export const REQUIREMENT_SELECT = `SELECT r.id, r.vessel_id, NULL::int AS user_id, r.position_id,
    r.requirement_type_id, r.deleted, r.version
  FROM requirements r`;

type Row = Record<string, unknown>;
export const toRequirement = (r: Row): Requirement => ({
  id: Number(r.id),
  vesselId: Number(r.vessel_id),
  positionId: r.position_id === null ? null : Number(r.position_id),
  requirementTypeId: Number(r.requirement_type_id),
  deleted: Boolean(r.deleted),
  version: Number(r.version),
});

/** A position's vessel, or null when it is no (live) position. */
export async function positionVessel(db: Queryable, positionId: number): Promise<number | null> {
  const [row] = await db.query<{ vessel_id: number }>(
    'SELECT vessel_id FROM positions WHERE id = $1 AND NOT deleted',
    [positionId],
  );
  return row?.vessel_id ?? null;
}

export async function listRequirements(db: Queryable, vesselId: number, positionId: number | null) {
  const rows = await db.query<Row>(
    `${REQUIREMENT_SELECT} WHERE r.vessel_id = $1 AND r.position_id IS NOT DISTINCT FROM $2 AND NOT r.deleted
      ORDER BY r.requirement_type_id`,
    [vesselId, positionId],
  );
  return rows.map(toRequirement);
}

export async function saveRequirements(
  deps: ServerDeps,
  actor: Actor,
  target: { vesselId: number; positionId: number | null },
  typeIds: number[],
) {
  if (!editsVesselSetup(levelOn(actor.roles, target.vesselId))) return forbidden();
  // Training types need the familiarization module (not one of this product's modules yet).
  const [vessel] = await deps.db.query<{ on: boolean }>(
    "SELECT 'familiarization' = ANY(modules) AS on FROM vessels WHERE id = $1",
    [target.vesselId],
  );
  const familiarization = Boolean(vessel?.on);
  // The index of the body's own item, before repeats are dropped.
  const unknown = typeIds.findIndex((id) => !requirementAllowed(id, familiarization));
  const wanted = [...new Set(typeIds)];
  if (unknown >= 0) return badInput([{ property: `${unknown}.requirementTypeId`, message: MSG.invalidId }]);
  await deps.db.transaction(async (tx) => {
    // One save of a list at a time: two at once would otherwise leave a mix of both.
    await tx.query('SELECT pg_advisory_xact_lock(7304, hashtext($1::text))', [
      `${target.vesselId}:${target.positionId ?? 0}`,
    ]);
    const dropped = await tx.query(
      `UPDATE requirements SET deleted = true, version = next_change()
        WHERE vessel_id = $1 AND position_id IS NOT DISTINCT FROM $2 AND NOT deleted
          AND NOT (requirement_type_id = ANY($3::int[])) RETURNING id`,
      [target.vesselId, target.positionId, wanted],
    );
    let changed = dropped.length;
    for (const typeId of wanted)
      changed += (
        await tx.query(
          `INSERT INTO requirements (vessel_id, position_id, requirement_type_id) VALUES ($1, $2, $3)
           ON CONFLICT (vessel_id, COALESCE(position_id, 0), requirement_type_id)
             DO UPDATE SET deleted = false, version = next_change() WHERE requirements.deleted
           RETURNING id`,
          [target.vesselId, target.positionId, typeId],
        )
      ).length;
    // The list as it was (Save pressed again, a retry): no audit line of a change that did not happen.
    if (changed === 0) return;
    await appendAudit(tx, deps.clock(), {
      actorId: actor.id,
      vesselId: target.vesselId,
      action: 'requirements.save',
      entity: target.positionId === null ? 'vessel' : 'position',
      entityKey: String(target.positionId ?? target.vesselId),
      before: null,
      after: { requirementTypeIds: wanted },
    });
  });
  return answered({
    message: 'Requirements saved.',
    requirements: await listRequirements(deps.db, target.vesselId, target.positionId),
  });
}
