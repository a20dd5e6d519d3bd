import type { FilePurpose } from '@contracts/file-purposes';
import type { StatusAnswer } from '@contracts/inbox';
import type { SyncOp, SyncOpName } from '@contracts/sync';
import type { Hono, MiddlewareHandler } from 'hono';
import type { Queryable } from '../db/client';
import type { JobDeps, ServerDeps } from '../deps';
import type { FileRow } from '../files/file-row';
import type { AppEnv } from '../http/env';
import type { ApprovalGroup } from '../http/policy';
import type { Actor } from './actors';
import type { FeedSources, OpHandlers } from './sync-kit';

/** A part of a module's REST API, mounted on /api/v1 at `path` in the order declared. */
export interface RouteMount {
  path: string;
  routes: (deps: ServerDeps) => Hono<AppEnv>;
  /** Only on the instances this says (the HR instance has no Accounts area). */
  when?: (config: ServerDeps['config']) => boolean;
}

/**
 * A request body other than the API's JSON (1 MB): a route that takes a file in its body
 * bounds it by that file's purpose, before a byte is read.
 */
export interface BodyLimit {
  applies: (method: string, path: string) => boolean;
  // biome-ignore lint/suspicious/noExplicitAny: hono's bodyLimit is typed for any environment
  limit: MiddlewareHandler<any>;
}

/** What the file route asks a module about a file of one of its purposes. */
export interface FileRules {
  /**
   * Who may attach or read a file on someone else's record: by default level 4 on the vessel;
   * a module may open it wider (the leave approval group for leave attachments). `group` is let
   * through the route's policy for it.
   */
  othersMay?: {
    group: ApprovalGroup;
    check: (db: Queryable, actor: Actor, file: { vesselId: number; userId: number }) => Promise<boolean>;
  };
  /**
   * The record the file belongs to is hidden from the actor: the file is not there for them (404).
   * Checked after the access rule above (a refusal there stays a 403)...
   */
  hidden?: (db: Queryable, actor: Actor, row: FileRow) => Promise<boolean>;
  /** ...or, with `hiddenFirst`, before it (a private crew document is not there, not forbidden). */
  hiddenFirst?: boolean;
  /**
   * Who may start an upload of this kind at all (on any record, their own too): a file that no
   * one could then file (a library document from someone who cannot upload to the library) is
   * refused before a byte is stored.
   */
  uploads?: (db: Queryable, actor: Actor, vesselId: number) => Promise<boolean>;
}

/** What an applied sync operation queues, in its own transaction. */
export interface FollowUp {
  actorId: number;
  op: SyncOp;
}
/** A daily run (YYYY-MM-DD, UTC). */
export interface DailyRun {
  day: string;
}

/** A background job, by queue name: run after some applied operations, or once a day. */
export type JobDeclaration =
  | {
      after: readonly SyncOpName[];
      run: (deps: JobDeps, job: FollowUp) => Promise<void>;
      /**
       * Whether the job can do anything for this operation, read in the operation's transaction:
       * a job that cannot is not queued (issue 34: a job row written, fetched and completed for
       * each of a busy vessel's day saves, to find its alerts off).
       */
      wanted?: (tx: Queryable, op: SyncOp) => Promise<boolean>;
    }
  | { daily: true; run: (deps: JobDeps, run: DailyRun) => Promise<void> };

/** A job queued in the transaction of each applied operation of these names (that it `wanted`). */
export const followUp = (
  after: readonly SyncOpName[],
  run: (deps: JobDeps, job: FollowUp) => Promise<void>,
  wanted?: (tx: Queryable, op: SyncOp) => Promise<boolean>,
): JobDeclaration => (wanted ? { after, run, wanted } : { after, run });
/** A job queued once a day, by one of the server's processes. */
export const dailyJob = (run: (deps: JobDeps, run: DailyRun) => Promise<void>): JobDeclaration => ({
  daily: true,
  run,
});

/** The top bar's badges for the caller, on one vessel or (none named) on all of theirs. */
export type BadgeCounter = (
  db: Queryable,
  actor: Actor,
  today: string,
  vesselId?: number,
) => Promise<StatusAnswer>;

/**
 * One server module, declared once (its `module.ts`): its REST routes, its queued operations
 * and the kinds of records it feeds (each feed with its own audience), the rules of its files,
 * its background jobs and body limits. The composition root (server/src/composition.ts) lists
 * the modules; the app, the sync engine, the file route and the job queue iterate over them
 * and name none. Who may call a route is declared on the route itself (http/policy.ts).
 */
export interface ServerModule {
  name: string;
  routes?: readonly RouteMount[];
  ops?: OpHandlers;
  feeds?: FeedSources;
  files?: { [P in FilePurpose]?: FileRules };
  jobs?: Record<string, JobDeclaration>;
  bodyLimits?: readonly BodyLimit[];
  /** Counts the badges the sync's poll carries (one module does: the inbox). */
  badges?: BadgeCounter;
}

/** Parts of a module's REST API mounted one after the other at the same `path`. */
export const mountedAt = (path: string, ...parts: RouteMount['routes'][]): RouteMount[] =>
  parts.map((routes) => ({ path, routes }));

export const defineServerModule = <const M extends ServerModule>(m: M): M => m;
