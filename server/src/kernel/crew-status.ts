import type { Queryable } from '../db/client';

/**
 * The spec's `currentCrewStatus` (doc 1 and 2, Vessel): the caller's own crew status on each
 * vessel (1 current, 2 former, -1 prospective), and -1 too where they hold no crew role there.
 */
export async function ownCrewStatus(db: Queryable, userId: number, vesselIds: number[]) {
  const rows = await db.query<{ vessel_id: number; crew_status: number }>(
    `SELECT DISTINCT ON (uvr.vessel_id) uvr.vessel_id, uvr.crew_status
       FROM user_vessel_roles uvr JOIN roles r ON r.id = uvr.role_id
      WHERE uvr.vessel_id = ANY($1::int[]) AND uvr.user_id = $2 AND r.is_crew_role
      ORDER BY uvr.vessel_id, uvr.id DESC`,
    [vesselIds, userId],
  );
  const byVessel = new Map(rows.map((r) => [r.vessel_id, r.crew_status]));
  return (vesselId: number) => byVessel.get(vesselId) ?? -1;
}

/**
 * Whether the user held a role on the vessel at any time, former crew too: a note may be about
 * them, and only someone who was on board can have been in its approval group.
 */
export async function everOnVessel(db: Queryable, vesselId: number, userId: number): Promise<boolean> {
  const rows = await db.query(
    'SELECT 1 FROM user_vessel_roles WHERE vessel_id = $1 AND user_id = $2 LIMIT 1',
    [vesselId, userId],
  );
  return rows.length > 0;
}
