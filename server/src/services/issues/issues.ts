import type { CrewIssue, CrewIssues } from '../../../../src/contracts/issues';
import { LEVEL, levelOn, reaches } from '../../../../src/domain/access/permissions';
import type { Queryable } from '../../db/client';
import type { Actor } from '../actors';

/**
 * The open issues on a vessel (doc 2, Issues), as the caller may see them: their own below level
 * 4, everyone's from 4 ('sees all crew issues'). Today they are the hours-of-rest issues:
 * - unsigned: a past month with days recorded that its owner has not signed off;
 * - countersign (level 4+): a month someone else signed off that waits for a countersignature.
 * The status badge counts the same list, so the badge and the page always agree.
 */
export async function vesselIssues(
  db: Queryable,
  actor: Actor,
  vesselId: number,
  today: string,
  onlyUserId?: number,
): Promise<CrewIssues[]> {
  const admin = reaches(levelOn(actor.roles, vesselId), LEVEL.officer);
  const whose = onlyUserId ?? (admin ? null : actor.id);
  const rows = await db.query<{
    user_id: number;
    first_name: string;
    last_name: string;
    position_name: string | null;
    kind: CrewIssue['kind'];
    month: string;
  }>(
    `WITH crew AS (
       SELECT uvr.user_id, u.first_name, u.last_name, p.name AS position_name, uvr.crew_order
         FROM user_vessel_roles uvr JOIN users u ON u.id = uvr.user_id
         LEFT JOIN positions p ON p.id = uvr.position_id
        WHERE uvr.vessel_id = $1 AND (uvr.end_date IS NULL OR uvr.end_date >= $2)
          AND ($3::int IS NULL OR uvr.user_id = $3)),
     open AS (
       SELECT DISTINCT d.user_id, 'unsigned' AS kind, to_char(d.day, 'YYYY-MM') AS month
         FROM rest_days d JOIN crew ON crew.user_id = d.user_id
        WHERE d.vessel_id = $1 AND NOT d.cleared AND d.day < date_trunc('month', $2::date)
          AND NOT EXISTS (SELECT 1 FROM rest_months m WHERE m.user_id = d.user_id AND m.vessel_id = $1
                            AND m.month = to_char(d.day, 'YYYY-MM') AND m.signed_at IS NOT NULL)
       UNION ALL
       SELECT m.user_id, 'countersign', m.month
         FROM rest_months m JOIN crew ON crew.user_id = m.user_id
        WHERE $4 AND m.vessel_id = $1 AND m.user_id <> $5
          AND m.signed_at IS NOT NULL AND m.countersigned_at IS NULL)
     SELECT crew.user_id, crew.first_name, crew.last_name, crew.position_name, open.kind, open.month
       FROM open JOIN crew ON crew.user_id = open.user_id
      ORDER BY crew.crew_order NULLS LAST, lower(crew.last_name), lower(crew.first_name), crew.user_id,
               open.month, open.kind`,
    [vesselId, today, whose, admin, actor.id],
  );
  const byUser = new Map<number, CrewIssues>();
  for (const r of rows) {
    let entry = byUser.get(r.user_id);
    if (!entry) {
      entry = {
        userId: r.user_id,
        firstName: r.first_name,
        lastName: r.last_name,
        positionName: r.position_name,
        issues: [],
      };
      byUser.set(r.user_id, entry);
    }
    entry.issues.push({ kind: r.kind, month: r.month });
  }
  return [...byUser.values()];
}

/** The issue badge: every open issue the caller sees on the vessels named. */
export async function issueCount(db: Queryable, actor: Actor, vesselIds: number[], today: string) {
  let n = 0;
  for (const id of vesselIds)
    for (const crew of await vesselIssues(db, actor, id, today)) n += crew.issues.length;
  return n;
}
