import { MSG } from '@contracts/messages';
import { REPORT_TEXT, type ReportChoice } from '@contracts/reports';
import { LEVEL, levelOn, reaches } from '@domain/access/permissions';
import type { Queryable } from '../../db/client';
import type { Actor } from '../../kernel/actors';
import { moduleOffMessage, vesselHasModule } from '../../kernel/vessel-modules';

/**
 * Who may have a vessel's reports, for the ways in that have no route policy in front (the queued
 * e-mail, and its job when it runs later): level 4 and above with the reports module on (doc 3,
 * sections 2 and 6: 'permission above 3'), the same rule as the routes' policy. The refusal's
 * message, or null.
 */
export async function reportRefusal(db: Queryable, actor: Actor, vesselId: number): Promise<string | null> {
  if (!reaches(levelOn(actor.roles, vesselId), LEVEL.officer)) return MSG.status403;
  if (!(await vesselHasModule(db, vesselId, 'reports'))) return moduleOffMessage('reports');
  return null;
}

/**
 * Whether every chosen crew record and guest is the vessel's (a deleted guest is no longer), so
 * a queued e-mail is refused when it arrives, not found wanting when its job runs.
 */
export async function choicePeopleRefusal(db: Queryable, choice: ReportChoice): Promise<string | null> {
  const crew = 'SELECT count(*) AS n FROM user_vessel_roles WHERE vessel_id = $1 AND id = ANY($2::int[])';
  if (!(await allCounted(db, crew, choice.yachtId, choice.crewList))) return REPORT_TEXT.crewNotOnVessel;
  const guests =
    'SELECT count(*) AS n FROM guests WHERE vessel_id = $1 AND id = ANY($2::text[]) AND NOT deleted';
  if (!(await allCounted(db, guests, choice.yachtId, choice.guestList))) return REPORT_TEXT.guestsNotOnVessel;
  return null;
}

/** Whether `count` ($1 the vessel, $2 the ids) counts every one of the distinct `ids`; none is all. */
async function allCounted(db: Queryable, count: string, vesselId: number, ids: readonly unknown[]) {
  const distinct = [...new Set(ids)];
  if (!distinct.length) return true;
  const [row] = await db.query<{ n: number | string }>(count, [vesselId, distinct]);
  return Number(row?.n ?? 0) === distinct.length;
}
