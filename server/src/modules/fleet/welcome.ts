import type { FleetWelcome, WelcomeItem } from '@contracts/fleet';
import { LEVEL, levelOn, reaches } from '@domain/access/permissions';
import { daysBetween } from '@domain/calendar/iso-date';
import { counted, NEEDS_TILE, WELCOME_TILE as W } from '@domain/home/needs-me-words';
import type { Queryable } from '../../db/client';
import type { Actor } from '../../kernel/actors';
import { approvedPairs } from '../../kernel/approval-group';
import { needsItems } from './welcome-needs';

/**
 * The welcome dashboard (GET /yacht/{id}/welcome) and the rows of the fleet list's panels
 * (GET /fleet/welcome): what needs the caller on a vessel, each row leading to where it is done.
 * Crew see only their own figures; the crew count and the months to countersign are for those
 * who administer or countersign.
 */

interface VesselRow {
  id: number;
  modules: string[];
  trial_ends_at: Date | null;
}

async function vesselItems(db: Queryable, actor: Actor, vessel: VesselRow, today: string) {
  const level = levelOn(actor.roles, vessel.id);
  // What needs the caller first, as the home's tiles put it (a new phone shows these figures
  // until its first sync brings the records it counts them from).
  const items: WelcomeItem[] = await needsItems(db, actor, vessel, today);
  if (vessel.modules.includes('hoursofrest')) {
    const monthStart = `${today.slice(0, 8)}01`;
    const [logged] = await db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM rest_days
        WHERE user_id = $1 AND vessel_id = $2 AND NOT cleared AND day BETWEEN $3 AND $4`,
      [actor.id, vessel.id, monthStart, today],
    );
    // Management who keep no record of their own are not asked to (a captain who does is).
    if (logged!.n > 0 || !reaches(level, LEVEL.captain))
      items.push({
        name: W.hoursOfRest,
        value: W.logged(logged!.n, daysBetween(monthStart, today) + 1),
        info: W.thisMonth,
        path: 'hours-of-rest/calendar',
      });
    const officer = reaches(level, LEVEL.officer);
    const group = officer ? null : await approvedPairs(db, actor);
    const users = group?.users.filter((_, i) => group.vessels[i] === vessel.id) ?? [];
    if (officer || users.length) {
      const [waiting] = await db.query<{ n: number; oldest: string | null }>(
        `SELECT count(*)::int AS n, min(month) AS oldest FROM rest_months
          WHERE vessel_id = $1 AND signed_at IS NOT NULL AND countersigned_at IS NULL AND user_id <> $2
            AND ($3::boolean OR user_id = ANY($4::int[]))`,
        [vessel.id, actor.id, officer, users],
      );
      items.push({
        name: NEEDS_TILE.countersign,
        value: counted(waiting!.n, 'signOff'),
        info: W.countersignInfo,
        // The calendar, on the oldest month waiting (where the countersign is given).
        path: waiting!.oldest ? `hours-of-rest/calendar?month=${waiting!.oldest}` : 'hours-of-rest/calendar',
      });
    }
  }
  const [inbox] = await db.query<{ n: number }>(
    'SELECT count(*)::int AS n FROM inbox_messages WHERE user_id = $1 AND vessel_id = $2 AND NOT seen AND NOT deleted',
    [actor.id, vessel.id],
  );
  // The row titled Inbox opens the inbox (doc 1): the app links it, so it carries no path.
  items.push({ name: NEEDS_TILE.inbox, value: W.unread(inbox!.n), info: W.inboxInfo, path: null });
  if (reaches(level, LEVEL.officer)) items.push(await crewItem(db, vessel, today));
  if (vessel.trial_ends_at) {
    const ends = vessel.trial_ends_at.toISOString().slice(0, 10);
    const left = daysBetween(today, ends);
    if (left >= 0)
      items.push({
        name: W.trial,
        value: counted(left, 'dayLeft'),
        info: W.trialEnds(ends),
        path: null,
      });
  }
  return items;
}

/**
 * The Crew tile says what the page it opens says. With the crew module it opens the crew list
 * and counts its people as the list does (crewState: neither status 2 nor an end date passed),
 * with those on board: its figure was the users with a crew role ('11 users' beside the list's
 * '13 on the list', the fleet manager and the captain left out). Without it, the sidebar's Crew is
 * Users (doc 2), and the tile counts the users with a crew role (doc 1: Role.isCrewRole), of the
 * Users page's figure.
 */
async function crewItem(db: Queryable, vessel: VesselRow, today: string): Promise<WelcomeItem> {
  const [crew] = await db.query<{ listed: number; on_board: number; crew_role: number; total: number }>(
    `SELECT (count(*) FILTER (WHERE listed))::int AS listed,
            (count(*) FILTER (WHERE listed AND is_on_board))::int AS on_board,
            (count(*) FILTER (WHERE role_active AND is_crew_role))::int AS crew_role,
            (count(*) FILTER (WHERE role_active))::int AS total
       FROM (SELECT uvr.is_on_board, r.is_crew_role,
                    (uvr.crew_status <> 2 AND (uvr.end_date IS NULL OR uvr.end_date >= $2)) AS listed,
                    (uvr.end_date IS NULL OR uvr.end_date >= $2) AS role_active
               FROM user_vessel_roles uvr JOIN roles r ON r.id = uvr.role_id
              WHERE uvr.vessel_id = $1) x`,
    [vessel.id, today],
  );
  return vessel.modules.includes('crew')
    ? {
        name: W.crew,
        value: counted(crew!.listed, 'crewMember'),
        info: W.onBoard(crew!.on_board),
        path: 'crew',
      }
    : { name: W.crew, value: counted(crew!.crew_role, 'user'), info: W.crewInfo(crew!.total), path: 'users' };
}

async function vesselsOf(db: Queryable, ids: number[]) {
  return db.query<VesselRow>(
    `SELECT v.id, v.modules, g.trial_ends_at FROM vessels v JOIN company_groups g ON g.id = v.group_id
      WHERE v.id = ANY($1::int[]) ORDER BY v.id`,
    [ids],
  );
}

/** The welcome items of one vessel the caller is on (the policy has checked the role). */
export async function vesselWelcome(db: Queryable, actor: Actor, vesselId: number, today: string) {
  const [vessel] = await vesselsOf(db, [vesselId]);
  return vessel ? vesselItems(db, actor, vessel, today) : [];
}

/** The rows of every panel of the fleet list. */
export async function fleetWelcome(db: Queryable, actor: Actor, today: string): Promise<FleetWelcome[]> {
  const vessels = await vesselsOf(
    db,
    actor.roles.map((r) => r.vesselId),
  );
  const out: FleetWelcome[] = [];
  for (const v of vessels) out.push({ yachtId: v.id, items: await vesselItems(db, actor, v, today) });
  return out;
}
