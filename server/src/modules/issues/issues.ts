import { CREW_STATUS } from '@contracts/crew';
import type { CrewIssues, RestIssue } from '@contracts/issues';
import { LEVEL, levelOn, reaches } from '@domain/access/permissions';
import { documentIssues } from '@domain/crew/document-issues';
import type { Queryable } from '../../db/client';
import type { Actor } from '../../kernel/actors';
import { vesselHasModule } from '../../kernel/vessel-modules';
import { certIssues } from '../certificates/cert-issues';
import { certScope } from '../certificates/cert-scope';

type CrewRow = {
  crew_id: number;
  user_id: number;
  first_name: string;
  last_name: string;
  position_id: number | null;
  position_name: string | null;
};

/**
 * The open issues on a vessel (doc 2, Issues), as the caller may see them: their own below level
 * 4, everyone's from 4 ('sees all crew issues'):
 * - unsigned (with the hours-of-rest module): a past month with days recorded that its owner has not signed off;
 * - countersign (level 4+): a month someone else signed off that waits for a countersignature;
 * - documents expired or expiring, and requirements with no document (with the crew module), by
 *   the same domain function the device runs offline. Private documents count only for those
 *   who may see them.
 * The status badge counts the same list, so the badge and the page always agree; it counts the
 * vessel's certificate issues too (certificates/cert-issues), which the page lists apart.
 * With `onlyCrewId`, only that crew record's (its crew-on-yacht id, not its user's).
 */
export async function vesselIssues(
  db: Queryable,
  actor: Actor,
  vesselId: number,
  today: string,
  onlyCrewId?: number,
): Promise<CrewIssues[]> {
  const level = levelOn(actor.roles, vesselId);
  const admin = reaches(level, LEVEL.officer);
  const whose = admin ? null : actor.id;
  const crew = await db.query<CrewRow>(
    `SELECT uvr.id AS crew_id, uvr.user_id, u.first_name, u.last_name, uvr.position_id, p.name AS position_name
       FROM user_vessel_roles uvr JOIN users u ON u.id = uvr.user_id
       LEFT JOIN positions p ON p.id = uvr.position_id
      WHERE uvr.vessel_id = $1 AND (uvr.end_date IS NULL OR uvr.end_date >= $2) AND uvr.crew_status <> $4
        AND ($3::int IS NULL OR uvr.user_id = $3) AND ($5::int IS NULL OR uvr.id = $5)
      ORDER BY uvr.crew_order NULLS LAST, lower(u.last_name), lower(u.first_name), uvr.user_id`,
    [vesselId, today, whose, CREW_STATUS.former, onlyCrewId ?? null],
  );
  if (!crew.length) return [];
  // Each kind of issue is its module's: none of a module that is off (issue 30, section 3).
  const rest = (await vesselHasModule(db, vesselId, 'hoursofrest'))
    ? await restIssues(db, actor, vesselId, today, crew, admin)
    : new Map<number, RestIssue[]>();
  const docs = (await vesselHasModule(db, vesselId, 'crew'))
    ? await documentIssuesOn(db, actor, vesselId, today, crew, reaches(level, LEVEL.purser))
    : new Map();
  const answer: CrewIssues[] = [];
  for (const c of crew) {
    const issues = [...(rest.get(c.user_id) ?? []), ...(docs.get(c.crew_id) ?? [])];
    if (!issues.length) continue;
    answer.push({
      userId: c.user_id,
      crewId: c.crew_id,
      firstName: c.first_name,
      lastName: c.last_name,
      positionName: c.position_name,
      issues,
    });
  }
  return answer;
}

/** Hours-of-rest issues by user, oldest month first. */
async function restIssues(
  db: Queryable,
  actor: Actor,
  vesselId: number,
  today: string,
  crew: CrewRow[],
  admin: boolean,
): Promise<Map<number, RestIssue[]>> {
  const rows = await db.query<{ user_id: number; kind: RestIssue['kind']; month: string }>(
    `SELECT * FROM (
       SELECT DISTINCT d.user_id, 'unsigned' AS kind, to_char(d.day, 'YYYY-MM') AS month
         FROM rest_days d
        WHERE d.vessel_id = $1 AND d.user_id = ANY($3::int[]) AND NOT d.cleared
          AND d.day < date_trunc('month', $2::date)
          AND NOT EXISTS (SELECT 1 FROM rest_months m WHERE m.user_id = d.user_id AND m.vessel_id = $1
                            AND m.month = to_char(d.day, 'YYYY-MM') AND m.signed_at IS NOT NULL)
       UNION ALL
       SELECT m.user_id, 'countersign', m.month
         FROM rest_months m
        WHERE $4 AND m.vessel_id = $1 AND m.user_id = ANY($3::int[]) AND m.user_id <> $5
          AND m.signed_at IS NOT NULL AND m.countersigned_at IS NULL) open
      ORDER BY month, kind`,
    [vesselId, today, crew.map((c) => c.user_id), admin, actor.id],
  );
  const byUser = new Map<number, RestIssue[]>();
  for (const r of rows)
    byUser.set(r.user_id, [...(byUser.get(r.user_id) ?? []), { kind: r.kind, month: r.month }]);
  return byUser;
}

/** Document issues by crew id: the crew's live documents the caller may see, and the vessel's requirements. */
async function documentIssuesOn(
  db: Queryable,
  actor: Actor,
  vesselId: number,
  today: string,
  crew: CrewRow[],
  seesPrivate: boolean,
) {
  const docs = await db.query<{
    id: string;
    crew_id: number;
    category_id: number;
    name: string;
    expiry_date: string | null;
  }>(
    `SELECT d.id, d.crew_id, d.category_id, d.name, to_char(d.expiry_date, 'YYYY-MM-DD') AS expiry_date
       FROM crew_documents d JOIN user_vessel_roles uvr ON uvr.id = d.crew_id
      WHERE d.crew_id = ANY($1::int[]) AND d.deleted_at IS NULL AND (NOT d.is_private OR $2 OR uvr.user_id = $3)`,
    [crew.map((c) => c.crew_id), seesPrivate, actor.id],
  );
  const requirements = await db.query<{ position_id: number | null; requirement_type_id: number }>(
    'SELECT position_id, requirement_type_id FROM requirements WHERE vessel_id = $1 AND NOT deleted',
    [vesselId],
  );
  return documentIssues(
    crew.map((c) => ({ id: c.crew_id, positionId: c.position_id })),
    docs.map((d) => ({
      id: d.id,
      crewId: d.crew_id,
      categoryId: d.category_id,
      name: d.name,
      expiryDate: d.expiry_date,
      deleted: false,
    })),
    requirements.map((r) => ({
      positionId: r.position_id,
      requirementTypeId: r.requirement_type_id,
      deleted: false,
    })),
    today,
  );
}

/**
 * The issue badge: every open issue the caller sees on the vessels named, and how many of them
 * are hours-of-rest months (judged here only: a countersignature is the server's to know). A
 * device with the crew records adds its own count of document issues to the latter, offline too.
 */
export async function issueCount(db: Queryable, actor: Actor, vesselIds: number[], today: string) {
  let all = 0;
  let rest = 0;
  for (const id of vesselIds) {
    for (const crew of await vesselIssues(db, actor, id, today)) {
      all += crew.issues.length;
      rest += crew.issues.filter((i) => 'month' in i).length;
    }
    all += (await certIssues(db, actor, id, today)).length;
  }
  return { all, rest };
}

/**
 * The home's 'Expiring or expired' figure (issue 31), as the issues page's 'show=expiring' lists
 * it: the vessel's certificates expired or expiring (for those who keep the register) and the
 * crew's documents (everyone's from level 4, else one's own). Null when neither applies to the
 * caller (no certs module or not keeping it, and no crew module), as the device's tile is.
 */
export async function expiringCounts(db: Queryable, actor: Actor, vesselId: number, today: string) {
  const keepsCerts =
    Boolean((await certScope(db, actor, vesselId))?.sees) && (await vesselHasModule(db, vesselId, 'certs'));
  const crewModule = await vesselHasModule(db, vesselId, 'crew');
  if (!keepsCerts && !crewModule) return null;
  const certificates = keepsCerts
    ? (await certIssues(db, actor, vesselId, today)).filter((i) => i.kind !== 'certificateMissing').length
    : 0;
  let documents = 0;
  if (crewModule)
    for (const crew of await vesselIssues(db, actor, vesselId, today))
      documents += crew.issues.filter(
        (i) => i.kind === 'documentExpired' || i.kind === 'documentExpiring',
      ).length;
  return { certificates, documents };
}
