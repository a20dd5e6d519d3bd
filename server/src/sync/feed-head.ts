import type { Queryable } from '../db/client';
import { ACTOR_COLUMNS, type Actor, type ActorLoader, type ActorRow, toActor } from '../kernel/actors';

export interface PollState {
  /** The change number of the actor's last change of access (a role, a level, a group). */
  access: number;
  /**
   * No record the actor may see has a higher change number: the heads (migration 0040) of the
   * vessels they have a current role on (an approval group counts only there, see
   * approvedPairs), of their own records of no vessel, and of the records of no vessel and no
   * person (the certificate catalogue).
   */
  head: number;
  /** The same per table ('' for every table: the heads kept before the tables were). */
  tables: Map<string, number>;
}

/** What a poll needs before any feed source: one read of a few indexed rows. */
export async function pollState(tx: Queryable, actor: Actor): Promise<PollState> {
  const rows = await tx.query<{
    access: number | string;
    table_name: string | null;
    head: number | string | null;
  }>(
    `SELECT u.access_version AS access, h.table_name, h.head
       FROM users u LEFT JOIN LATERAL (
         SELECT f.table_name, max(f.version) AS head FROM feed_heads f
          WHERE f.vessel_id = ANY($2::int[])
             OR (f.vessel_id = 0 AND f.user_id IN (0, $1))
          GROUP BY f.table_name) h ON true
      WHERE u.id = $1`,
    [actor.id, actor.roles.map((r) => r.vesselId)],
  );
  const tables = new Map<string, number>();
  for (const r of rows) if (r.table_name !== null) tables.set(r.table_name, Number(r.head ?? 0));
  return { access: Number(rows[0]?.access ?? 0), head: Math.max(0, ...tables.values()), tables };
}

/** The highest change number the caller may see, and their last change of access. */
export type PollHead = Pick<PollState, 'access' | 'head'>;

/** The head read with the caller, by the request that signed them in (see loadActorAndHead). */
const headAtSignIn = new WeakMap<Actor, PollHead>();

/**
 * Reads the caller (loadActor) and what a poll at the head needs in one statement: a device
 * polling with nothing new costs a single indexed read (issue 34). Only the overall head, the
 * same rows as pollState's (each half on its own index, cheaper than one scan of both); a poll
 * with news reads the heads per table again in its snapshot. Kept with the actor read with it
 * (that object is answered again only while nothing was written: kept-callers.ts).
 */
export const loadActorAndHead: ActorLoader = async (db, userId, today, session) => {
  const [row] = await db.query<ActorRow & { access: number | string; head: number | string | null }>(
    `SELECT a.*, GREATEST(
        (SELECT max(f.version) FROM feed_heads f
          WHERE f.vessel_id = ANY(ARRAY(SELECT (r->>'vessel_id')::int FROM json_array_elements(a.roles) r))),
        (SELECT max(f.version) FROM feed_heads f WHERE f.vessel_id = 0 AND f.user_id IN (0, $1))) AS head
       FROM (SELECT ${ACTOR_COLUMNS}, u.access_version AS access FROM users u WHERE u.id = $1) a`,
    [userId, today, session?.family ?? null],
  );
  const actor = toActor(row, session);
  if (actor && row) headAtSignIn.set(actor, { access: Number(row.access ?? 0), head: Number(row.head ?? 0) });
  return actor;
};

/** The head read when this request's caller signed in with loadActorAndHead, if it was. */
export const signInHead = (actor: Actor): PollHead | undefined => headAtSignIn.get(actor);

/**
 * The table whose change numbers a source's `select` exposes as `version` (the one its feed rows
 * are ordered and cut by), or null when the select does not say it plainly: such a source is
 * always read. `x.version` is `<alias>.version` of the table named with that alias, or the
 * `version` of the only table of a select without joins or subqueries.
 */
export function versionTable(select: string): string | null {
  const alias = /(\w+)\.version\b/.exec(select)?.[1];
  if (alias)
    return new RegExp(`\\b(?:FROM|JOIN)\\s+(\\w+)\\s+(?:AS\\s+)?${alias}\\b`, 'i').exec(select)?.[1] ?? null;
  const froms = select.match(/\bFROM\b/gi)?.length ?? 0;
  if (froms !== 1 || /\bJOIN\b/i.test(select)) return null;
  return /\bFROM\s+(\w+)\s*$/i.exec(select.trim())?.[1] ?? null;
}

/** Whether a source of `table` may hold a row after `since` for the poll's audience. */
export function mayHaveNews(poll: PollState, table: string | null, since: number): boolean {
  if (table === null) return true;
  return Math.max(poll.tables.get(table) ?? 0, poll.tables.get('') ?? 0) > since;
}
