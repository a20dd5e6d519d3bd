import { MSG } from '@contracts/messages';
import { REFUSAL_TEXT } from '@contracts/refusal-text';
import { levelOn } from '@domain/access/permissions';
import { editsVesselSetup } from '@domain/crew/crew-access';
import type { Queryable } from '../../db/client';
import type { Actor } from '../../kernel/actors';
import { appendAudit } from '../../kernel/audit';
import { takeChangeLock } from '../../kernel/change-numbers';
import {
  type Answer,
  answered,
  badInput,
  forbidden,
  notFound,
  type Refusal,
  refused,
} from '../../kernel/outcome';
import { unchanged } from '../../kernel/unchanged';

/**
 * Departments and positions of a vessel (doc 2, yacht-positions-department): level 4 adds,
 * renames, reorders and deletes them; one in use by someone on board is not deleted. A deleted
 * one stays as a tombstone, so every device drops it and past records keep its name.
 */

export type SetupTable = 'departments' | 'positions';
export const IN_USE = 'Delete Failed - There are users using this item';
const NAMES: Record<SetupTable, string> = { departments: 'department', positions: 'position' };
const TAKEN: Record<SetupTable, string> = {
  departments: REFUSAL_TEXT.departmentTaken,
  positions: REFUSAL_TEXT.positionTaken,
};

/** Refused unless the actor edits the vessel's setup. */
const refusedEdit = (actor: Actor, vesselId: number): Refusal | null =>
  editsVesselSetup(levelOn(actor.roles, vesselId)) ? null : forbidden();

export async function listSetup(db: Queryable, table: SetupTable, vesselId: number) {
  const rows = await db.query<{
    id: number;
    name: string;
    sort_order: number;
    department_id?: number | null;
  }>(`SELECT * FROM ${table} WHERE vessel_id = $1 AND NOT deleted ORDER BY sort_order, lower(name), id`, [
    vesselId,
  ]);
  return rows.map((r) => ({
    id: r.id,
    name: r.name,
    order: r.sort_order,
    // The spec's item names its vessel (doc 2, section 3: id, name, order, yachtId).
    yachtId: vesselId,
    ...(table === 'positions' ? { departmentId: r.department_id ?? null } : {}),
  }));
}

async function nameTaken(tx: Queryable, table: SetupTable, vesselId: number, name: string, except = 0) {
  const [row] = await tx.query(
    `SELECT 1 FROM ${table} WHERE vessel_id = $1 AND lower(name) = lower($2) AND NOT deleted AND id <> $3`,
    [vesselId, name.trim(), except],
  );
  return Boolean(row);
}

async function checkDepartment(
  tx: Queryable,
  vesselId: number,
  departmentId: number | null | undefined,
): Promise<Answer<number | null>> {
  if (!departmentId) return answered(null);
  const [d] = await tx.query('SELECT 1 FROM departments WHERE id = $1 AND vessel_id = $2 AND NOT deleted', [
    departmentId,
    vesselId,
  ]);
  if (!d) return badInput([{ property: 'departmentId', message: MSG.departmentElsewhere }]);
  return answered(departmentId);
}

/** What POST and PUT /departments and /positions carry. */
type SetupItemBody = {
  name: string;
  yachtId: number;
  order?: number | undefined;
  departmentId?: number | null | undefined;
};

/** POST /departments and /positions: a new one; its order one past the highest (doc 2, section 5). */
export async function addSetupItem(
  tx: Queryable,
  actor: Actor,
  table: SetupTable,
  body: SetupItemBody,
  now: Date,
): Promise<Answer<{ id: number; name: string; order: number; departmentId?: number | null }>> {
  const refusal = refusedEdit(actor, body.yachtId);
  if (refusal) return refusal;
  const name = body.name.trim();
  if (await nameTaken(tx, table, body.yachtId, name))
    return badInput([{ property: 'name', message: TAKEN[table] }]);
  const department =
    table === 'positions' ? await checkDepartment(tx, body.yachtId, body.departmentId) : null;
  if (department && department.status !== 'applied') return department;
  const departmentId = department?.value ?? null;
  const [max] = await tx.query<{ n: number | null }>(
    `SELECT max(sort_order) AS n FROM ${table} WHERE vessel_id = $1 AND NOT deleted`,
    [body.yachtId],
  );
  const order = body.order ?? Number(max?.n ?? 0) + 1;
  const [row] = await tx.query<{ id: number }>(
    table === 'positions'
      ? 'INSERT INTO positions (vessel_id, name, sort_order, department_id) VALUES ($1, $2, $3, $4) RETURNING id'
      : 'INSERT INTO departments (vessel_id, name, sort_order) VALUES ($1, $2, $3) RETURNING id',
    table === 'positions' ? [body.yachtId, name, order, departmentId] : [body.yachtId, name, order],
  );
  await audit(tx, actor, body.yachtId, `${NAMES[table]}.added`, row!.id, now);
  return answered({ id: row!.id, name, order, ...(table === 'positions' ? { departmentId } : {}) });
}

/** PUT /departments/{id}/{yachtId} and /positions/…: rename (and for a position, its department). */
export async function editSetupItem(
  tx: Queryable,
  actor: Actor,
  table: SetupTable,
  id: number,
  body: SetupItemBody,
  ctx: { now: Date; today: string },
): Promise<Answer<{ message: string }>> {
  const refusal = refusedEdit(actor, body.yachtId);
  if (refusal) return refusal;
  // Locked as a delete locks it (the change-number lock first: one order of locks for every write).
  await takeChangeLock(tx);
  const [found] = await tx.query<{ name: string; order: number; departmentId?: number | null }>(
    `SELECT name, sort_order AS "order"${table === 'positions' ? ', department_id AS "departmentId"' : ''}
       FROM ${table} WHERE id = $1 AND vessel_id = $2 AND NOT deleted FOR UPDATE`,
    [id, body.yachtId],
  );
  if (!found) return notFound();
  const name = body.name.trim();
  if (await nameTaken(tx, table, body.yachtId, name, id))
    return badInput([{ property: 'name', message: TAKEN[table] }]);
  // The spec's Position has no department (doc 2, section 3: id, name, order, yachtId): left
  // out, it is kept, as a left-out order is; null takes the position out of its department.
  const department =
    table !== 'positions'
      ? null
      : body.departmentId === undefined
        ? answered(found.departmentId ?? null)
        : await checkDepartment(tx, body.yachtId, body.departmentId);
  if (department && department.status !== 'applied') return department;
  const departmentId = department?.value ?? null;
  // Moved under its holders, it would leave them in a department it is not of, and every later
  // save of theirs refused (doc 2: an item in use is not taken from its users). Renaming, or
  // taking it out of its department (then it fits any), strands nobody.
  if (table === 'positions' && departmentId !== null && departmentId !== (found.departmentId ?? null)) {
    // Held as a delete counts it: by anyone on the vessel now or later (locked FOR UPDATE above).
    const [held] = await tx.query(
      `SELECT 1 FROM user_vessel_roles WHERE position_id = $1 AND vessel_id = $2
          AND (end_date IS NULL OR end_date >= $3) AND department_id IS DISTINCT FROM $4 LIMIT 1`,
      [id, body.yachtId, ctx.today, departmentId],
    );
    if (held) return badInput([{ property: 'departmentId', message: MSG.positionHeld }]);
  }
  const saved = answered({ message: `The ${NAMES[table]} has been saved.` });
  // Saved as it stands: no new change number for it nor for every crew record naming it, no audit line.
  const next = { name, order: body.order ?? found.order, ...(table === 'positions' ? { departmentId } : {}) };
  if (unchanged({ ...found, order: Number(found.order) }, next)) return saved;
  await tx.query(
    table === 'positions'
      ? 'UPDATE positions SET name = $2, sort_order = COALESCE($3, sort_order), department_id = $4, version = next_change() WHERE id = $1'
      : 'UPDATE departments SET name = $2, sort_order = COALESCE($3, sort_order), version = next_change() WHERE id = $1',
    table === 'positions' ? [id, name, body.order ?? null, departmentId] : [id, name, body.order ?? null],
  );
  // The crew's records name their department and position: their copies move on too.
  const column = table === 'positions' ? 'position_id' : 'department_id';
  await tx.query(`UPDATE user_vessel_roles SET version = next_change() WHERE ${column} = $1`, [id]);
  await audit(tx, actor, body.yachtId, `${NAMES[table]}.edited`, id, ctx.now);
  return saved;
}

/** DELETE: refused while someone on board has it (doc 2, section 8). */
export async function deleteSetupItem(
  tx: Queryable,
  actor: Actor,
  table: SetupTable,
  id: number,
  vesselId: number,
  ctx: { now: Date; today: string },
): Promise<Answer<{ message: string }>> {
  const refusal = refusedEdit(actor, vesselId);
  if (refusal) return refusal;
  // FOR UPDATE: a save that names it (FOR SHARE) finishes first and is then seen in use, or waits and finds it gone.
  await takeChangeLock(tx);
  const [found] = await tx.query(
    `SELECT 1 FROM ${table} WHERE id = $1 AND vessel_id = $2 AND NOT deleted FOR UPDATE`,
    [id, vesselId],
  );
  if (!found) return notFound();
  const column = table === 'positions' ? 'position_id' : 'department_id';
  const [used] = await tx.query(
    `SELECT 1 FROM user_vessel_roles WHERE ${column} = $1 AND (end_date IS NULL OR end_date >= $2) LIMIT 1`,
    [id, ctx.today],
  );
  const [holds] =
    table === 'departments'
      ? await tx.query('SELECT 1 FROM positions WHERE department_id = $1 AND NOT deleted LIMIT 1', [id])
      : [];
  if (used || holds) return refused(IN_USE, 400);
  await tx.query(`UPDATE ${table} SET deleted = true, version = next_change() WHERE id = $1`, [id]);
  // A position's requirements go with it (tombstones, so every device drops them).
  if (table === 'positions')
    await tx.query(
      'UPDATE requirements SET deleted = true, version = next_change() WHERE position_id = $1 AND NOT deleted',
      [id],
    );
  await audit(tx, actor, vesselId, `${NAMES[table]}.deleted`, id, ctx.now);
  return answered({ message: `The ${NAMES[table]} has been deleted.` });
}

/** PUT /DeparmentAndPosition/{yachtId}: both lists first to last, as dragged; the rest after them. */
export async function saveSetupOrder(
  tx: Queryable,
  actor: Actor,
  vesselId: number,
  body: { departments: number[]; positions: number[] },
  now: Date,
): Promise<Answer<{ message: string }>> {
  const refusal = refusedEdit(actor, vesselId);
  if (refusal) return refusal;
  let changed = 0;
  for (const [table, ids] of [
    ['departments', body.departments],
    ['positions', body.positions],
  ] as const) {
    const unique = [...new Set(ids)];
    const mine = await tx.query(
      `SELECT id FROM ${table} WHERE vessel_id = $1 AND id = ANY($2::int[]) AND NOT deleted`,
      [vesselId, unique],
    );
    // Refused after the departments were ordered: the caller's writeOutcome rolls them back.
    if (mine.length !== unique.length) return badInput([{ property: table, message: MSG.invalidId }]);
    // Those not named follow the named, in their order: a partial list (the spec's `positions: []`,
    // or a device's copy missing one added meanwhile) left them tied with the named ones' numbers.
    const all = await tx.query<{ id: number }>(
      `SELECT id FROM ${table} WHERE vessel_id = $1 AND NOT deleted ORDER BY sort_order, id`,
      [vesselId],
    );
    const named = new Set(unique);
    const order = [...unique, ...all.map((r) => r.id).filter((id) => !named.has(id))];
    for (const [i, id] of order.entries())
      changed += (
        await tx.query(
          `UPDATE ${table} SET sort_order = $2, version = next_change() WHERE id = $1 AND sort_order <> $2 RETURNING id`,
          [id, i + 1],
        )
      ).length;
  }
  // The order as it was (Save pressed again, a retry): no audit line of a change that did not happen.
  if (changed > 0) await audit(tx, actor, vesselId, 'setup.ordered', vesselId, now);
  return answered({ message: 'The order has been saved.' });
}

function audit(tx: Queryable, actor: Actor, vesselId: number, action: string, id: number, now: Date) {
  return appendAudit(tx, now, {
    actorId: actor.id,
    vesselId,
    action,
    entity: 'vessel-setup',
    entityKey: String(id),
    before: null,
    after: null,
  });
}
