import type { Changes } from '../../../../src/contracts/sync';
import { seesAllRestRecords } from '../../../../src/domain/access/permissions';
import type { Queryable } from '../../db/client';
import type { Actor } from '../actors';
import { DAY_COLUMNS, MONTH_SELECT, toRestDay, toRestMonth } from '../rest-hours/rest-repo';

export const CHANGES_PAGE = 2000;

/**
 * What changed after `cursor` on the vessels the actor may see: officers (level 4+) see
 * every crew member there, others only themselves. `more` says another page is waiting.
 */
export async function changesSince(
  db: Queryable,
  actor: Actor,
  cursor: number,
): Promise<Changes & { more: boolean }> {
  const allOn = actor.roles.filter((r) => seesAllRestRecords(r.permissionLevel)).map((r) => r.vesselId);
  const ownOn = actor.roles.filter((r) => !seesAllRestRecords(r.permissionLevel)).map((r) => r.vesselId);
  const scope = '(x.vessel_id = ANY($2) OR (x.vessel_id = ANY($3) AND x.user_id = $4)) AND x.version > $1';
  const params = [cursor, allOn, ownOn, actor.id, CHANGES_PAGE];
  const dayRows = await db.query<Parameters<typeof toRestDay>[0]>(
    `SELECT ${DAY_COLUMNS} FROM rest_days x WHERE ${scope} ORDER BY x.version LIMIT $5`,
    params,
  );
  const monthRows = await db.query<Parameters<typeof toRestMonth>[0]>(
    `SELECT * FROM (${MONTH_SELECT}) x WHERE ${scope} ORDER BY x.version LIMIT $5`,
    params,
  );
  let restDays = dayRows.map(toRestDay);
  let restMonths = monthRows.map(toRestMonth);
  const full = [
    restDays.length === CHANGES_PAGE ? restDays.at(-1)!.version : Infinity,
    restMonths.length === CHANGES_PAGE ? restMonths.at(-1)!.version : Infinity,
  ];
  const cut = Math.min(...full);
  if (cut !== Infinity) {
    // A page ended: keep only what is at or below the lower page end, so nothing is skipped.
    restDays = restDays.filter((d) => d.version <= cut);
    restMonths = restMonths.filter((m) => m.version <= cut);
  }
  const highest = Math.max(cursor, ...restDays.map((d) => d.version), ...restMonths.map((m) => m.version));
  return { cursor: cut === Infinity ? highest : cut, restDays, restMonths, more: cut !== Infinity };
}
