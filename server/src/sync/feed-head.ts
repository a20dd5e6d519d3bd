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

/**
 * Each table's head for an audience: the vessels `vessels` (an int[] expression) and the user
 * `user`, their own records of no vessel and the records of no vessel and no person.
 */
const headsOf = (vessels: string, user: string) =>
  `SELECT f.table_name, max(f.version) AS head FROM feed_heads f
    WHERE f.vessel_id = ANY(${vessels}) OR (f.vessel_id = 0 AND f.user_id IN (0, ${user}))
    GROUP BY f.table_name`;

const toPollState = (access: number | string | undefined, heads: [string, number | string | null][]) => {
  const tables = new Map<string, number>();
  for (const [table, head] of heads) tables.set(table, Number(head ?? 0));
  return { access: Number(access ?? 0), head: Math.max(0, ...tables.values()), tables };
};

/** What a poll needs before any feed source: one read of a few indexed rows. */
export async function pollState(tx: Queryable, actor: Actor): Promise<PollState> {
  const rows = await tx.query<{
    access: number | string;
    table_name: string | null;
    head: number | string | null;
  }>(
    `SELECT u.access_version AS access, h.table_name, h.head
       FROM users u LEFT JOIN LATERAL (${headsOf('$2::int[]', '$1')}) h ON true
      WHERE u.id = $1`,
    [actor.id, actor.roles.map((r) => r.vesselId)],
  );
  const heads = rows
    .filter((r) => r.table_name !== null)
    .map((r) => [r.table_name!, r.head] as [string, number | string | null]);
  return toPollState(rows[0]?.access, heads);
}

/** The heads read with the caller, by the request that signed them in (see loadActorAndHeads). */
const headsAtSignIn = new WeakMap<Actor, PollState>();

/**
 * Reads the caller (loadActor) and what a poll needs in one statement: a device polling at the
 * head costs a single indexed read (issue 34). The heads are kept with this request's actor only.
 */
export const loadActorAndHeads: ActorLoader = async (db, userId, today, family) => {
  const [row] = await db.query<
    ActorRow & { access: number | string; heads: Record<string, number> | string | null }
  >(
    `SELECT a.*, (SELECT json_object_agg(h.table_name, h.head) FROM (${headsOf(
      `ARRAY(SELECT (r->>'vessel_id')::int FROM json_array_elements(a.roles) r)`,
      '$1',
    )}) h) AS heads
       FROM (SELECT ${ACTOR_COLUMNS}, u.access_version AS access FROM users u WHERE u.id = $1) a`,
    [userId, today, family ?? null],
  );
  const actor = toActor(row);
  if (actor && row) {
    const heads = typeof row.heads === 'string' ? JSON.parse(row.heads) : (row.heads ?? {});
    headsAtSignIn.set(actor, toPollState(row.access, Object.entries(heads)));
  }
  return actor;
};

/** The heads read when this request's caller signed in with loadActorAndHeads, if they were. */
export const signInHeads = (actor: Actor): PollState | undefined => headsAtSignIn.get(actor);

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
