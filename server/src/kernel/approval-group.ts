import type { Queryable } from '../db/client';
import type { Actor } from './actors';
import { accessChanged } from './change-numbers';

/**
 * Whether approver `a` countersigns for crew member `u` on vessel `v` as a member of its approval
 * group (SQL expressions, so a list of people can be read with it): members countersign for the
 * departments they are given (for every department when none is given), never for themselves.
 */
const groupApproves = (a: string, v: string, u: string) =>
  `EXISTS (SELECT 1 FROM hor_approval_members m JOIN user_vessel_roles cu ON cu.vessel_id = m.vessel_id AND cu.user_id = ${u}
      WHERE m.vessel_id = ${v} AND m.user_id = ${a} AND ${a} <> ${u}
        AND (NOT EXISTS (SELECT 1 FROM hor_approval_departments d WHERE d.vessel_id = m.vessel_id AND d.user_id = m.user_id)
             OR cu.department_id IN (SELECT d.department_id FROM hor_approval_departments d WHERE d.vessel_id = m.vessel_id AND d.user_id = m.user_id)))`;

/**
 * The approval group of a vessel: members countersign for the departments they are given
 * (for every department when none is given), like an officer would for their crew.
 */
export async function approves(
  db: Queryable,
  approverId: number,
  vesselId: number,
  userId: number,
): Promise<boolean> {
  const [row] = await db.query<{ ok: boolean }>(`SELECT ${groupApproves('$1', '$2', '$3')} AS ok`, [
    approverId,
    vesselId,
    userId,
  ]);
  return !!row?.ok;
}

/**
 * Everyone who may countersign `userId`'s months on the vessel today, as the countersign itself
 * decides it (an officer, level 4+, or the approval group for them: `approves`), on a role there
 * held on `today` as the caller's roles are read (kernel/actors). Those the crew member's notices
 * go to: someone else would be told of records they can neither see nor countersign. Each with
 * the address their alerts go to (their alert e-mail, else their login's).
 */
export async function countersigners(db: Queryable, vesselId: number, userId: number, today: string) {
  return db.query<{ id: number; name: string; email: string; login: string }>(
    `SELECT DISTINCT u.id, u.first_name || ' ' || u.last_name AS name,
            COALESCE(NULLIF(u.alert_email, ''), u.email) AS email, u.email AS login
       FROM users u JOIN user_vessel_roles uvr ON uvr.user_id = u.id AND uvr.vessel_id = $1
       JOIN roles r ON r.id = uvr.role_id
      WHERE u.id <> $2 AND (uvr.end_date IS NULL OR uvr.end_date >= $3::date)
        AND (r.permission_level >= 4 OR ${groupApproves('u.id', '$1', '$2')})
      ORDER BY name, u.id`,
    [vesselId, userId, today],
  );
}

/**
 * Every (vessel, crew member) pair the approver countersigns for: their records come in the feed.
 * Only on vessels where the approver holds a current role: a membership outliving the role
 * (an ended role keeps its row) brings nothing of that vessel.
 */
export async function approvedPairs(
  db: Queryable,
  approver: Pick<Actor, 'id' | 'roles'>,
): Promise<{ vessels: number[]; users: number[] }> {
  const rows = await db.query<{ vessel_id: number; user_id: number }>(
    `SELECT uvr.vessel_id, uvr.user_id FROM hor_approval_members m JOIN user_vessel_roles uvr ON uvr.vessel_id = m.vessel_id
      WHERE m.user_id = $1 AND m.vessel_id = ANY($2::int[])
        AND (NOT EXISTS (SELECT 1 FROM hor_approval_departments d WHERE d.vessel_id = m.vessel_id AND d.user_id = m.user_id)
             OR uvr.department_id IN (SELECT d.department_id FROM hor_approval_departments d WHERE d.vessel_id = m.vessel_id AND d.user_id = m.user_id))`,
    [approver.id, approver.roles.map((r) => r.vesselId)],
  );
  return { vessels: rows.map((r) => r.vessel_id), users: rows.map((r) => r.user_id) };
}

/**
 * Whether every one of `userIds` is current crew of the vessel on `today`: a role there not
 * marked former (2) and not ended. An approval group takes only current crew.
 */
export async function allCurrentCrew(tx: Queryable, vesselId: number, userIds: number[], today: string) {
  const rows = await tx.query<{ user_id: number }>(
    `SELECT user_id FROM user_vessel_roles WHERE vessel_id = $1 AND user_id = ANY($2::int[])
        AND crew_status <> 2 AND (end_date IS NULL OR end_date >= $3)`,
    [vesselId, userIds, today],
  );
  return rows.length === userIds.length;
}

/**
 * A module's approval group changed (its members in `table`): those who left it and those who
 * joined it see more or fewer records, so their devices start their copy afresh.
 */
export async function changeGroupMembers(
  tx: Queryable,
  table: 'cert_group_members' | 'leave_approval_members',
  vesselId: number,
  change: { added: number[]; removed: number[] },
) {
  for (const userId of change.removed)
    await tx.query(`DELETE FROM ${table} WHERE vessel_id = $1 AND user_id = $2`, [vesselId, userId]);
  for (const userId of change.added)
    await tx.query(`INSERT INTO ${table} (vessel_id, user_id) VALUES ($1, $2)`, [vesselId, userId]);
  for (const userId of [...change.added, ...change.removed]) await accessChanged(tx, userId);
}

/** A member gone from the vessel leaves its hours-of-rest approval group (and their departments there). */
export async function horMemberLeft(tx: Queryable, userId: number, vesselId: number): Promise<void> {
  await tx.query('DELETE FROM hor_approval_departments WHERE vessel_id = $1 AND user_id = $2', [
    vesselId,
    userId,
  ]);
  await tx.query('DELETE FROM hor_approval_members WHERE vessel_id = $1 AND user_id = $2', [
    vesselId,
    userId,
  ]);
}

/**
 * A crew member's department on the vessel changed (`from` to `to`): the members of its
 * hours-of-rest approval group limited to either department gain or lose them, so those
 * members' devices start afresh (a member of no limit countersigns for them either way).
 */
export async function horDepartmentMoved(
  tx: Queryable,
  vesselId: number,
  move: { from: number | null; to: number | null },
): Promise<void> {
  if (move.from === move.to) return;
  const members = await tx.query<{ user_id: number }>(
    `SELECT DISTINCT user_id FROM hor_approval_departments WHERE vessel_id = $1 AND department_id = ANY($2::int[])`,
    [vesselId, [move.from, move.to].filter((d) => d !== null)],
  );
  for (const m of members) await accessChanged(tx, m.user_id);
}
