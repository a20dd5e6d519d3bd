import { MSG } from '@contracts/messages';
import { asksDepartment, asksPosition } from '@domain/access/user-admin';
import type { Queryable } from '../../db/client';
import { badInput, fieldRefused, type Refusal } from '../../kernel/outcome';

type PlaceBody = { departmentId?: number | null | undefined; positionId?: number | null | undefined };

/** The department and position a role needs (doc 1, section 5), left out or null: refused. */
export function placeMissing(body: PlaceBody, level: number): Refusal | null {
  const errors = [];
  if (asksDepartment(level) && (body.departmentId ?? null) === null)
    errors.push({ property: 'departmentId', message: MSG.required });
  if (asksPosition(level) && (body.positionId ?? null) === null)
    errors.push({ property: 'positionId', message: MSG.required });
  return errors.length ? badInput(errors) : null;
}

/** Department and position must be the vessel's own, and asked-for ones present. */
export async function crewPlace(
  db: Queryable,
  vesselId: number,
  level: number,
  body: PlaceBody,
): Promise<{ departmentId: number | null; positionId: number | null } | Refusal> {
  const departmentId = asksDepartment(level) ? (body.departmentId ?? null) : null;
  const positionId = asksPosition(level) ? (body.positionId ?? null) : null;
  const missing = placeMissing(body, level);
  if (missing) return missing;
  if (departmentId !== null) {
    const [d] = await db.query('SELECT 1 FROM departments WHERE id = $1 AND vessel_id = $2 AND NOT deleted', [
      departmentId,
      vesselId,
    ]);
    if (!d) return badInput([{ property: 'departmentId', message: MSG.departmentElsewhere }]);
  }
  if (positionId !== null) {
    const [p] = await db.query(
      'SELECT 1 FROM positions WHERE id = $1 AND vessel_id = $2 AND NOT deleted AND (department_id IS NULL OR department_id = $3)',
      [positionId, vesselId, departmentId],
    );
    if (!p) return badInput([{ property: 'positionId', message: MSG.positionElsewhere }]);
  }
  return { departmentId, positionId };
}

/**
 * Add user: a department or position sent where none is kept (several vessels, whose departments
 * differ; a role with neither, doc 1 section 5) is refused under its field, never dropped unseen.
 * `level` is the role's on the one vessel, null for several vessels.
 */
export function placeNotTaken(body: PlaceBody, level: number | null): Refusal | null {
  for (const [key, asked] of [
    ['departmentId', asksDepartment],
    ['positionId', asksPosition],
  ] as const) {
    if (body[key] === null || body[key] === undefined) continue;
    if (level === null) return fieldRefused(key, MSG.placeOnOneVessel);
    if (!asked(level))
      return fieldRefused(key, key === 'departmentId' ? MSG.noDepartmentAtLevel : MSG.noPositionAtLevel);
  }
  return null;
}

/**
 * Edit user: the same for a role that keeps no department or position, except that the stored
 * one sent back unchanged is taken as the echo of the form's hidden field (a client written to
 * the spec may keep it when the role changes). Any other value is refused, never dropped unseen.
 */
export function placeNotKept(
  body: PlaceBody,
  level: number,
  stored: { departmentId: number | null; positionId: number | null },
): Refusal | null {
  const kept = { departmentId: asksDepartment(level), positionId: asksPosition(level) };
  const errors = (['departmentId', 'positionId'] as const)
    .filter((key) => !kept[key] && body[key] !== null && body[key] !== undefined && body[key] !== stored[key])
    .map((key) => ({
      property: key,
      message: key === 'departmentId' ? MSG.noDepartmentAtLevel : MSG.noPositionAtLevel,
    }));
  return errors.length ? badInput(errors) : null;
}
