import type { Changes } from '../../../../src/contracts/sync';
import { seesAllRestRecords } from '../../../../src/domain/access/permissions';
import type { Queryable } from '../../db/client';
import type { Actor } from '../actors';
import { approvedPairs } from '../rest-hours/approval-group';
import {
  COMMENT_SELECT,
  MEMBER_SELECT,
  PRESET_SELECT,
  toComment,
  toMember,
  toPreset,
} from '../rest-hours/hor-feed-repo';
import { DAY_COLUMNS, MONTH_SELECT, toRestDay, toRestMonth } from '../rest-hours/rest-repo';

export const CHANGES_PAGE = 2000;

type FeedKey = 'restDays' | 'restMonths' | 'members' | 'comments' | 'presets';

/** Each kind of record in the feed: its query (as a sub-select) and who may see which rows. */
const SOURCES: {
  key: FeedKey;
  from: string;
  scope: 'vessel' | 'own';
  map: (r: Record<string, unknown>) => { version: number };
}[] = [
  {
    key: 'restDays',
    from: `SELECT ${DAY_COLUMNS} FROM rest_days`,
    scope: 'vessel',
    map: (r) => toRestDay(r as never),
  },
  { key: 'restMonths', from: MONTH_SELECT, scope: 'vessel', map: (r) => toRestMonth(r as never) },
  { key: 'members', from: MEMBER_SELECT, scope: 'vessel', map: toMember },
  { key: 'comments', from: COMMENT_SELECT, scope: 'vessel', map: toComment },
  { key: 'presets', from: PRESET_SELECT, scope: 'own', map: toPreset },
];

/**
 * What changed after `cursor` on the vessels the actor may see: officers (level 4+) see every
 * crew member there, others only themselves (and who their supervisors are, to notify them);
 * presets are personal. `more` says another page waits.
 */
export async function changesSince(
  db: Queryable,
  actor: Actor,
  cursor: number,
): Promise<Changes & { more: boolean }> {
  const allOn = actor.roles.filter((r) => seesAllRestRecords(r.permissionLevel)).map((r) => r.vesselId);
  const ownOn = actor.roles.filter((r) => !seesAllRestRecords(r.permissionLevel)).map((r) => r.vesselId);
  const everyVessel = actor.roles.map((r) => r.vesselId);
  // Approval-group members also see the crew they countersign for.
  const approved = await approvedPairs(db, actor.id);
  const lists = {} as Record<FeedKey, { version: number }[]>;
  let cut = Infinity;
  for (const source of SOURCES) {
    const rows =
      source.scope === 'own'
        ? await db.query<Record<string, unknown>>(
            `SELECT * FROM (${source.from}) x WHERE x.vessel_id = ANY($2) AND x.user_id = $3
               AND x.version > $1 ORDER BY x.version LIMIT $4`,
            [cursor, everyVessel, actor.id, CHANGES_PAGE],
          )
        : await db.query<Record<string, unknown>>(
            `SELECT * FROM (${source.from}) x
              WHERE (x.vessel_id = ANY($2) OR (x.vessel_id = ANY($3) AND (x.user_id = $4 ${source.key === 'members' ? 'OR x.permission_level >= 4' : ''}))
                     OR (x.vessel_id, x.user_id) IN (SELECT * FROM unnest($6::int[], $7::int[])))
                AND x.version > $1 ORDER BY x.version LIMIT $5`,
            [cursor, allOn, ownOn, actor.id, CHANGES_PAGE, approved.vessels, approved.users],
          );
    const list = rows.map(source.map);
    // A full page may have more behind it: nothing above its last version is safe to pass.
    if (list.length === CHANGES_PAGE) cut = Math.min(cut, list.at(-1)!.version);
    lists[source.key] = list;
  }
  if (cut !== Infinity)
    for (const key of Object.keys(lists) as FeedKey[])
      lists[key] = lists[key].filter((x) => x.version <= cut);
  const highest = Math.max(cursor, ...Object.values(lists).flatMap((l) => l.map((x) => x.version)));
  return {
    ...(lists as unknown as Omit<Changes, 'cursor'>),
    cursor: cut === Infinity ? highest : cut,
    more: cut !== Infinity,
  };
}
