import type { Queryable } from '../../db/client';
import { allCurrentCrew, horMemberLeft } from '../../kernel/approval-group';
import { accessChanged } from '../../kernel/change-numbers';

export async function listGroup(db: Queryable, vesselId: number) {
  const members = await db.query<{ user_id: number; name: string; watchkeeper: boolean }>(
    `SELECT m.user_id, u.first_name || ' ' || u.last_name AS name, m.watchkeeper
       FROM hor_approval_members m JOIN users u ON u.id = m.user_id WHERE m.vessel_id = $1 ORDER BY u.last_name`,
    [vesselId],
  );
  const departments = await db.query<{ user_id: number; department_id: number; name: string }>(
    `SELECT d.user_id, d.department_id, dep.name FROM hor_approval_departments d JOIN departments dep ON dep.id = d.department_id
      WHERE d.vessel_id = $1 ORDER BY dep.name`,
    [vesselId],
  );
  return members.map((m) => ({
    userId: m.user_id,
    name: m.name,
    watchkeeper: m.watchkeeper,
    departments: departments
      .filter((d) => d.user_id === m.user_id)
      .map((d) => ({ id: d.department_id, name: d.name })),
  }));
}

/**
 * Adds (or updates the watchkeeper flag of) or removes an approval-group member; false when nothing
 * changed (someone who cannot join, or is not in the group to leave it). Only current crew
 * join (on `today`), as in the leave and certificate groups: a role that has ended keeps its row
 * (the crew lists of past months name them), not its place in a group; one ending on a later day
 * keeps it until then (the day's run after it takes it: users/roles-ended.ts).
 */
export async function setApprovalMember(
  db: Queryable,
  vesselId: number,
  userId: number,
  member: boolean,
  today: string,
  /** Left out: a new member is no watchkeeper, a member keeps their flag. */
  watchkeeper?: boolean,
) {
  // Whom the user countersigns for changes what their devices may hold: those start afresh, only
  // when they join or leave (any officer could make anyone's devices download everything again).
  if (!member) {
    const [was] = await db.query('SELECT 1 FROM hor_approval_members WHERE vessel_id = $1 AND user_id = $2', [
      vesselId,
      userId,
    ]);
    if (!was) return false;
    await accessChanged(db, userId);
    await horMemberLeft(db, userId, vesselId);
    return true;
  }
  if (!(await allCurrentCrew(db, vesselId, [userId], today))) return false;
  const [row] = await db.query<{ joined: boolean }>(
    `INSERT INTO hor_approval_members (vessel_id, user_id, watchkeeper) VALUES ($1, $2, COALESCE($3::boolean, false))
     ON CONFLICT (vessel_id, user_id) DO UPDATE
       SET watchkeeper = COALESCE($3::boolean, hor_approval_members.watchkeeper)
     RETURNING (xmax = 0) AS joined`,
    [vesselId, userId, watchkeeper ?? null],
  );
  // A member already (their flag set again, or changed): what their devices hold stays the same.
  if (row?.joined) await accessChanged(db, userId);
  return true;
}

/**
 * Gives a member a department to countersign for, or takes it away. False (nothing changed) when
 * the department is not the vessel's, or, to give it, the user is not in the vessel's group: the
 * callers answer 404, as for a member who cannot join (it was a 200 that saved nothing).
 */
export async function setApprovalDepartment(
  db: Queryable,
  vesselId: number,
  userId: number,
  departmentId: number,
  on: boolean,
): Promise<boolean> {
  const [found] = await db.query<{ member: boolean }>(
    `SELECT EXISTS (SELECT 1 FROM hor_approval_members WHERE vessel_id = $1 AND user_id = $2) AS member
       FROM departments WHERE id = $3 AND vessel_id = $1`,
    [vesselId, userId, departmentId],
  );
  if (!found || (on && !found.member)) return false;
  const changed = on
    ? await db.query(
        `INSERT INTO hor_approval_departments (vessel_id, user_id, department_id)
         SELECT $1, $2, $3 WHERE EXISTS (SELECT 1 FROM hor_approval_members WHERE vessel_id = $1 AND user_id = $2)
         ON CONFLICT DO NOTHING RETURNING 1`,
        [vesselId, userId, departmentId],
      )
    : await db.query(
        'DELETE FROM hor_approval_departments WHERE vessel_id = $1 AND user_id = $2 AND department_id = $3 RETURNING 1',
        [vesselId, userId, departmentId],
      );
  // Given or taken already: the member's devices need not start afresh (a full download at sea).
  if (changed.length > 0) await accessChanged(db, userId);
  return true;
}

/**
 * Takes all of a member's departments away (DELETE /hor/approvalGroup/departments): a member with
 * none countersigns for every department, so their devices start afresh. False (nothing changed)
 * for someone not in the vessel's group: the caller answers 404, as for one department.
 */
export async function clearApprovalDepartments(db: Queryable, vesselId: number, userId: number) {
  const [member] = await db.query(
    'SELECT 1 FROM hor_approval_members WHERE vessel_id = $1 AND user_id = $2',
    [vesselId, userId],
  );
  if (!member) return false;
  const gone = await db.query(
    'DELETE FROM hor_approval_departments WHERE vessel_id = $1 AND user_id = $2 RETURNING 1',
    [vesselId, userId],
  );
  if (gone.length > 0) await accessChanged(db, userId);
  return true;
}
