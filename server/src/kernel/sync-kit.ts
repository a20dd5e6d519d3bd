import type { OpBody, RecordKind, RecordMap, RecordOf, SyncOpName, SyncOutcome } from '@contracts/sync';
import type { GatedModule } from '@domain/access/modules';
import type { Queryable, Statement } from '../db/client';
import type { FileStorage } from '../files/file-storage';
import type { Actor } from './actors';
import type { MovedSoFar } from './use-case';

/** What an operation runs with besides its body. */
export interface OpContext {
  actor: Actor;
  now: Date;
  /** The server version the device based its edit on (0 for a record it never had). */
  baseVersion: number;
  /** Uploaded files, for an operation that refers to one. */
  files?: FileStorage;
  /** The records earlier operations of the batch moved besides their own (use-case.ts). */
  moved?: MovedSoFar;
}

/**
 * The server side of one queued operation. `apply` runs the same use case as the REST call,
 * inside the operation's transaction; an answer other than `applied` is rolled back by the
 * engine, so a conflict or a rejection changes nothing.
 */
export interface OpHandler<N extends SyncOpName> {
  apply(tx: Queryable, body: OpBody<N>, ctx: OpContext): Promise<SyncOutcome>;
  /**
   * The server's copy of the records the operation touches, sent with a conflict or a
   * rejection so the device can show both versions and fall back to the server's. Only what
   * the actor may see.
   */
  current?(tx: Queryable, body: OpBody<N>, ctx: OpContext): Promise<RecordMap>;
  /**
   * `apply` split in two, for the engine to send the write with the COMMIT (apply-together.ts):
   * the checks, which write nothing, answering a refusal, or the one statement that writes what `apply` would and
   * answers the change number as `version`. Where `apply` would do more than that write (a signed
   * month to settle) the statement raises, and the engine runs `apply` instead. The checks read
   * nothing another operation's prepared write changes: their writes go after all the checks.
   */
  prepare?(tx: Queryable, body: OpBody<N>, ctx: OpContext): Promise<SyncOutcome | Statement>;
}

/** Who is asking for the feed, resolved once per request. */
export interface Audience {
  actorId: number;
  /** Vessels where the actor sees every crew member's records (officers, level 4+). */
  allOn: number[];
  /** Vessels where the actor sees only their own records. */
  ownOn: number[];
  /** Vessels where the actor sees the crew's private records (bank, next of kin, pay: level 5+). */
  payrollOn: number[];
  /** Every vessel the actor has a role on. */
  everyVessel: number[];
  /** (vessel, user) pairs the actor countersigns for as an approval-group member. */
  approved: { vessels: number[]; users: number[] };
  /**
   * The vessels the source's own scope opens to the actor (`FeedSource.scope`: its approval
   * group, its module's rule), resolved once per request; empty for a source without one.
   */
  scoped: number[];
  /** Of the actor's vessels, those with each module on (the feed's one module rule). */
  modulesOn: Record<GatedModule, number[]>;
}

/** Adds a query parameter and returns its placeholder (`$n`). */
export type Param = (value: unknown) => string;

/**
 * One kind of record in the change feed. `select` exposes at least `vessel_id`, `user_id`
 * and `version` (the change number) beside what `map` reads; the engine wraps it as `x`.
 */
/**
 * Vessels a module's own rule opens to the actor, beyond their level (everyone's leave for the
 * leave approval group, the certificates for the certificate group...). Sources sharing a scope
 * (the same object) resolve it once per request.
 */
export interface FeedScope {
  vessels(db: Queryable, actor: Actor): Promise<number[]>;
}

export interface FeedSource<K extends RecordKind> {
  /**
   * The module the records belong to: on a vessel where it is off, none of them is fed, to
   * anyone (changes-since applies it, so no source can forget). Null for the records that stay
   * with every module off (the inbox, the vessel's people, departments and positions); the
   * source says why.
   */
  module: GatedModule | null;
  /** The source's own audience, given to `visible` as `a.scoped`. */
  scope?: FeedScope;
  select: string;
  /** A SQL condition on `x` saying which rows the audience may see. */
  visible(a: Audience, p: Param): string;
  map(row: Record<string, unknown>): RecordOf<K>;
  /**
   * For the first part of a new device's first sync: a condition on `x` for the rows dated
   * in or after `fromMonth` (YYYY-MM). Kinds without one come whole with their vessel.
   */
  recent?(fromMonth: string, p: Param): string;
}

export type OpHandlers = { [N in SyncOpName]?: OpHandler<N> };
export type FeedSources = { [K in RecordKind]?: FeedSource<K> };

/**
 * Either of `branches` (an empty list: none). A branch for an empty list of vessels is left out
 * rather than sent as `= ANY('{}')`: the planner then reads each branch from its own index
 * instead of scanning the whole table for the OR (issue 34).
 */
function anyOf(branches: (string | false)[]): string {
  const kept = branches.filter((b): b is string => b !== false);
  return kept.length ? `(${kept.join(' OR ')})` : 'false';
}

/**
 * The usual rule for crew records: officers see every row of their vessel, crew their own,
 * approval-group members the crew they countersign for. `extra` widens the crew's view.
 */
export function crewRecordsVisible(a: Audience, p: Param, extra = ''): string {
  return anyOf([
    a.allOn.length > 0 && `x.vessel_id = ANY(${p(a.allOn)})`,
    a.ownOn.length > 0 && `(x.vessel_id = ANY(${p(a.ownOn)}) AND (x.user_id = ${p(a.actorId)} ${extra}))`,
    a.approved.users.length > 0 &&
      `(x.user_id = ANY(${p(a.approved.users)}) AND (x.vessel_id, x.user_id) IN (SELECT * FROM unnest(${p(a.approved.vessels)}::int[], ${p(a.approved.users)}::int[])))`,
  ]);
}

/** Private crew records (bank, next of kin, pay): one's own, and the crew's from level 5. */
export function privateRecordsVisible(a: Audience, p: Param): string {
  return anyOf([
    a.payrollOn.length > 0 && `x.vessel_id = ANY(${p(a.payrollOn)})`,
    `(x.vessel_id = ANY(${p(a.everyVessel)}) AND x.user_id = ${p(a.actorId)})`,
  ]);
}

/** Records of a whole vessel (its departments and positions): everyone on board. */
export function vesselRecordsVisible(a: Audience, p: Param): string {
  return `x.vessel_id = ANY(${p(a.everyVessel)})`;
}

/** Personal records: the actor's own, on the vessels they still have a role on. */
export function ownRecordsVisible(a: Audience, p: Param): string {
  return `(x.vessel_id = ANY(${p(a.everyVessel)}) AND x.user_id = ${p(a.actorId)})`;
}
