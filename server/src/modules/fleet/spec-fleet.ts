import { LEVEL, levelOn, reaches } from '@domain/access/permissions';
import type { Queryable } from '../../db/client';
import { withSpecFields } from '../../http/spec-names';
import type { Actor } from '../../kernel/actors';
import { ownCrewStatus } from '../../kernel/crew-status';

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
  const ids = vessels.map((v) => v.id);
  const rows = await db.query<{
    id: number;
    group_id: number;
    ships_stamp: string | null;
    docs_check: boolean | null;
  }>(
    `SELECT v.id, v.group_id, v.ships_stamp, ds.docs_check
       FROM vessels v LEFT JOIN doc_settings ds ON ds.vessel_id = v.id
      WHERE v.id = ANY($1::int[])`,
    [ids],
  );
  const crewStatus = await ownCrewStatus(db, actor.id, ids);
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
      currentCrewStatus: () => crewStatus(v.id),
      docsCheck: () => row?.docs_check ?? false,
      shipsStamp: () => row?.ships_stamp ?? null,
    });
  });
}
