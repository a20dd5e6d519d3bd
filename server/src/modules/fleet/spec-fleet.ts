import { LEVEL, levelOn, reaches } from '@domain/access/permissions';
import type { Queryable } from '../../db/client';
import { withSpecFields } from '../../http/spec-names';
import type { Actor } from '../../kernel/actors';

/**
 * GET /fleet with the spec's Vessel (doc 1, section 3) beside the app's fields: groupId,
 * greyModulesHidden (and modulesHidden), canAccessRequirements, canAccessDepartmentsPositions
 * (level 4+ there, as the setup pages are), currentCrewStatus (the caller's own crew status
 * there; -1 without a crew role), docsCheck and shipsStamp.
 */
export async function specFleet(
  db: Queryable,
  actor: Actor,
  vessels: { id: number; name: string; codename: string; modules: string[] }[],
) {
  const rows = await db.query<{
    id: number;
    group_id: number;
    ships_stamp: string | null;
    docs_check: boolean | null;
    crew_status: number | null;
  }>(
    `SELECT v.id, v.group_id, v.ships_stamp, ds.docs_check,
            (SELECT uvr.crew_status FROM user_vessel_roles uvr JOIN roles r ON r.id = uvr.role_id
              WHERE uvr.vessel_id = v.id AND uvr.user_id = $2 AND r.is_crew_role
              ORDER BY uvr.id DESC LIMIT 1) AS crew_status
       FROM vessels v LEFT JOIN doc_settings ds ON ds.vessel_id = v.id
      WHERE v.id = ANY($1::int[])`,
    [vessels.map((v) => v.id), actor.id],
  );
  const byId = new Map(rows.map((r) => [r.id, r]));
  return vessels.map((v) => {
    const row = byId.get(v.id);
    const setup = reaches(levelOn(actor.roles, v.id), LEVEL.officer);
    return withSpecFields(v, {
      groupId: () => row?.group_id ?? null,
      // No vessel hides its greyed modules here: level 4+ always sees them, leading to Accounts.
      greyModulesHidden: () => false,
      modulesHidden: () => false,
      canAccessRequirements: () => setup,
      canAccessDepartmentsPositions: () => setup,
      currentCrewStatus: () => row?.crew_status ?? -1,
      docsCheck: () => row?.docs_check ?? false,
      shipsStamp: () => row?.ships_stamp ?? null,
    });
  });
}
