import { type Changes, type FirstSyncPart, RECORD_KINDS, type RecordKind } from '@contracts/sync';
import { seesAllRestRecords } from '@domain/access/permissions';
import { seesPrivate } from '@domain/crew/crew-access';
import { FEED_SOURCES } from '../composition';
import type { Db, Queryable } from '../db/client';
import type { Actor } from '../kernel/actors';
import { approvedPairs } from '../kernel/approval-group';
import { CHANGE_LOCK_KEY } from '../kernel/change-numbers';
import type { Audience, FeedScope, FeedSource } from '../kernel/sync-kit';
import { vesselsByModule } from '../kernel/vessel-modules';
import { mayHaveNews, type PollHead, pollState, versionTable } from './feed-head';
import { beyondIssued, readSequence, sawIssued } from './issued-head';

export const CHANGES_PAGE = 2000;

type Row = { version: number };

const VERSION_TABLES = Object.fromEntries(
  RECORD_KINDS.map((k) => [k, versionTable((FEED_SOURCES[k] as FeedSource<RecordKind>).select)]),
) as Record<RecordKind, string | null>;

/** Who is asking, without any source's own scope (`scoped` is set per source). */
async function audienceOf(db: Queryable, actor: Actor): Promise<Audience> {
  return {
    actorId: actor.id,
    allOn: actor.roles.filter((r) => seesAllRestRecords(r.permissionLevel)).map((r) => r.vesselId),
    ownOn: actor.roles.filter((r) => !seesAllRestRecords(r.permissionLevel)).map((r) => r.vesselId),
    payrollOn: actor.roles.filter((r) => seesPrivate(r.permissionLevel, false)).map((r) => r.vesselId),
    everyVessel: actor.roles.map((r) => r.vesselId),
    approved: await approvedPairs(db, actor),
    scoped: [],
    modulesOn: await vesselsByModule(
      db,
      actor.roles.map((r) => r.vesselId),
    ),
  };
}

/**
 * The feed's one module rule (issue 30): a kind of a module yields no row of a vessel where that
 * module is off, whoever asks and whatever the source's own rule says. Switching a module makes
 * everyone on board start their copy afresh (accounts), so the rows go from their devices and come
 * back when it is on. A row of no vessel (the certificate catalogue) is left to its source's rule.
 */
function moduleGate(source: FeedSource<RecordKind>, a: Audience, p: (v: unknown) => string): string | null {
  if (!source.module) return null;
  return `(x.vessel_id IS NULL OR x.vessel_id = ANY(${p(a.modulesOn[source.module])}::int[]))`;
}

/** A first-sync part's condition: the user's own rows and the vessel's recent ones first. */
function partFilter(
  source: FeedSource<RecordKind>,
  a: Audience,
  first: FirstSyncPart,
  p: (v: unknown) => string,
) {
  const vessel = `x.vessel_id = ${p(first.vesselId)}`;
  const recent = source.recent ? `(${vessel} AND ${source.recent(first.from, p)})` : vessel;
  const needed = `COALESCE(x.user_id = ${p(a.actorId)} OR ${recent}, false)`;
  return first.part === 'first' ? needed : `NOT ${needed}`;
}

/** One kind's rows after `since` in change order; a page never ends inside one change number. */
async function readSource(
  tx: Queryable,
  source: FeedSource<RecordKind>,
  a: Audience,
  req: { since: number; until?: number; first?: FirstSyncPart; page: number },
): Promise<{ rows: Row[]; full: boolean }> {
  /** `versionTest` compares x.version with `?`: the cursor, or `at`. */
  const query = (versionTest: string, limit: boolean, at = req.since) => {
    const params: unknown[] = [];
    const p = (v: unknown) => {
      params.push(v);
      return `$${params.length}`;
    };
    const conditions = [source.visible(a, p), versionTest.replace(/\?/g, () => p(at))];
    const gate = moduleGate(source, a, p);
    if (gate) conditions.push(gate);
    if (req.until !== undefined) conditions.push(`x.version <= ${p(req.until)}`);
    if (req.first) conditions.push(partFilter(source, a, req.first, p));
    const sql = `SELECT * FROM (${source.select}) x WHERE ${conditions.map((c) => `(${c})`).join(' AND ')}
      ORDER BY x.version${limit ? ` LIMIT ${p(req.page)}` : ''}`;
    return tx.query<Record<string, unknown>>(sql, params);
  };
  const page = (await query('x.version > ?', true)).map((r) => source.map(r) as Row);
  if (page.length < req.page) return { rows: page, full: false };
  // A full page may end inside a group of rows that share one change number (a range of
  // days saved at once): the whole group comes, or the cursor would step over its rest.
  const last = page.at(-1)!.version;
  const group = (await query('x.version = ?', false, last)).map((r) => source.map(r) as Row);
  return { rows: [...page.filter((r) => r.version < last), ...group], full: true };
}

/**
 * The highest change number below which every change has committed: taken under the lock
 * that orders change numbers, so a writer still holding a number makes us wait for it.
 */
async function committedCeiling(db: Db): Promise<number> {
  const ceiling = await db.transaction(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock($1)', [CHANGE_LOCK_KEY]);
    return readSequence(tx);
  });
  sawIssued(db, ceiling);
  return ceiling;
}

/** The device starts its copy afresh (its unsent changes stay queued). */
const reset = () => ({ cursor: 0, more: false, reset: true });

export interface FeedRequest {
  since: number;
  first?: FirstSyncPart;
  pageSize?: number;
  /** The head already read in this request, when it changed nothing since (signInHead). */
  heads?: PollHead;
  /**
   * The request just applied a change: the heads have most likely moved past the cursor, so
   * they are read in the feed's snapshot only, not once more before it (issue 34).
   */
  wrote?: boolean;
}

/**
 * What changed after `since` that the actor may see, every kind read in one snapshot. `more`
 * says another page waits; `reset` that the actor's access changed since the device's cursor
 * (a new vessel, level or approval group), so the device starts its copy afresh.
 */
export async function changesSince(
  db: Db,
  actor: Actor,
  request: FeedRequest,
): Promise<Changes & { more: boolean; reset?: boolean }> {
  const { since, first } = request;
  /** Nothing after the cursor: unless no change number that high was ever issued. */
  const nothingNew = async (tx?: Queryable) =>
    (await beyondIssued(db, since, tx)) ? reset() : { cursor: since, more: false };
  // A poll at the head answers from one statement, without a transaction around it; otherwise
  // the heads are read again inside the feed's snapshot. A cursor above every change number
  // ever issued would be answered "nothing new" forever: that device starts afresh.
  if (!first && since > 0 && !request.wrote) {
    const quick = request.heads ?? (await pollState(db, actor));
    sawIssued(db, quick.head, quick.access);
    if (quick.access > since) return reset();
    if (quick.head <= since) return nothingNew();
  }
  // A page of a first sync ends at most at its ceiling, an issued change number.
  if (first && since > 0 && (await beyondIssued(db, since))) return reset();
  const until =
    first?.part === 'first' && first.until === undefined ? await committedCeiling(db) : first?.until;
  // One snapshot for every kind: a change committing between two reads cannot be skipped.
  return db.snapshot(async (tx) => {
    // A poll: nothing the actor may see changed after their cursor means no source to read.
    const heads = first ? null : await pollState(tx, actor);
    const poll = since > 0 ? heads : null;
    if (heads) sawIssued(db, heads.head, heads.access);
    if (poll && poll.access > since) return reset();
    if (poll && poll.head <= since) return nothingNew(tx);
    const everyone = await audienceOf(tx, actor);
    // Each source's own scope, resolved once however many sources share it.
    const scopes = new Map<FeedScope, Promise<number[]>>();
    const scoped = (scope: FeedScope) => {
      if (!scopes.has(scope)) scopes.set(scope, scope.vessels(tx, actor));
      return scopes.get(scope)!;
    };
    const page = request.pageSize ?? CHANGES_PAGE;
    const lists = new Map<RecordKind, Row[]>();
    let cut = Infinity;
    for (const kind of RECORD_KINDS) {
      const source = FEED_SOURCES[kind] as FeedSource<RecordKind>;
      // A kind whose table has no head after the cursor has nothing new for this audience.
      if (poll && !mayHaveNews(poll, VERSION_TABLES[kind], since)) continue;
      const a = source.scope ? { ...everyone, scoped: await scoped(source.scope) } : everyone;
      // Nothing above the cut is delivered: the kinds after it read no further (issue 34).
      const bound = cut === Infinity ? until : Math.min(cut, until ?? cut);
      const read = await readSource(tx, source, a, { since, until: bound, first, page });
      // Past the last change number of a full page, that kind may have more: nothing above
      // it can be delivered yet, for any kind.
      if (read.full) cut = Math.min(cut, read.rows.at(-1)!.version);
      lists.set(kind, read.rows);
    }
    const answer: Changes & { more: boolean } = { cursor: since, more: cut !== Infinity };
    for (const [kind, rows] of lists) {
      const kept = cut === Infinity ? rows : rows.filter((r) => r.version <= cut);
      if (kept.length) (answer as Record<string, unknown>)[kind] = kept;
      for (const r of kept) answer.cursor = Math.max(answer.cursor, r.version);
    }
    if (cut !== Infinity) answer.cursor = cut;
    else if (until !== undefined) answer.cursor = Math.max(answer.cursor, until);
    // Every change up to the head, and up to the actor's last change of access, committed before
    // this snapshot (change numbers commit in order): the next poll starts there, past changes
    // the actor may not see. A read from 0 ends past their access change too, or the next poll
    // would find it above the cursor and reset them again, forever.
    else if (heads) answer.cursor = Math.max(answer.cursor, heads.head, heads.access);
    if (until !== undefined) answer.until = until;
    return answer;
  });
}
