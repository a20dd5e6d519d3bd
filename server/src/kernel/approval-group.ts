import type { Queryable } from '../db/client';

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
  const rows = await db.query(
    `SELECT 1 FROM hor_approval_members m JOIN user_vessel_roles uvr ON uvr.vessel_id = m.vessel_id AND uvr.user_id = $3
      WHERE m.vessel_id = $2 AND m.user_id = $1 AND $1 <> $3
        AND (NOT EXISTS (SELECT 1 FROM hor_approval_departments d WHERE d.vessel_id = m.vessel_id AND d.user_id = m.user_id)
             OR uvr.department_id IN (SELECT d.department_id FROM hor_approval_departments d WHERE d.vessel_id = m.vessel_id AND d.user_id = m.user_id))`,
    [approverId, vesselId, userId],
  );
  return rows.length > 0;
}

/** Every (vessel, crew member) pair the approver countersigns for: their records come in the feed. */
export async function approvedPairs(
  db: Queryable,
  approverId: number,
): Promise<{ vessels: number[]; users: number[] }> {
  const rows = await db.query<{ vessel_id: number; user_id: number }>(
    `SELECT uvr.vessel_id, uvr.user_id FROM hor_approval_members m JOIN user_vessel_roles uvr ON uvr.vessel_id = m.vessel_id
      WHERE m.user_id = $1
        AND (NOT EXISTS (SELECT 1 FROM hor_approval_departments d WHERE d.vessel_id = m.vessel_id AND d.user_id = m.user_id)
             OR uvr.department_id IN (SELECT d.department_id FROM hor_approval_departments d WHERE d.vessel_id = m.vessel_id AND d.user_id = m.user_id))`,
    [approverId],
  );
  return { vessels: rows.map((r) => r.vessel_id), users: rows.map((r) => r.user_id) };
}
