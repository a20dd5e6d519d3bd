import type { FilePurpose } from '@contracts/file-purposes';
import type { RecordKind, SyncOpName } from '@contracts/sync';
import type { Hono } from 'hono';
import type { ServerDeps } from './deps';
import type { AppEnv } from './http/env';
import type { BadgeCounter, FileRules, JobDeclaration, ServerModule } from './kernel/server-module';
import type { FeedSource, OpHandler } from './kernel/sync-kit';
import { accountsModule } from './modules/accounts/module';
import { authModule } from './modules/auth/module';
import { certificatesModule } from './modules/certificates/module';
import { crewModule } from './modules/crew/module';
import { documentLibraryModule } from './modules/document-library/module';
import { fleetModule } from './modules/fleet/module';
import { guestsModule } from './modules/guests/module';
import { inboxModule } from './modules/inbox/module';
import { issueNotesModule } from './modules/issue-notes/module';
import { issuesModule } from './modules/issues/module';
import { leaveModule } from './modules/leave/module';
import { reportsModule } from './modules/reports/module';
import { restHoursModule } from './modules/rest-hours/module';
import { retentionModule } from './modules/retention/module';
import { usersModule } from './modules/users/module';

/**
 * The composition root: the server's modules, listed once. The app mounts their routes in this
 * order (it matters only where paths overlap, inside a module), the sync engine applies their
 * operations and reads their feeds, the file route asks their file rules, the job queue runs
 * their jobs. Nothing else names a module.
 */
export const SERVER_MODULES = [
  authModule,
  fleetModule,
  usersModule,
  accountsModule,
  inboxModule,
  restHoursModule,
  issuesModule,
  issueNotesModule,
  crewModule,
  leaveModule,
  certificatesModule,
  documentLibraryModule,
  guestsModule,
  reportsModule,
  retentionModule,
] as const satisfies readonly ServerModule[];

type Declared<F extends 'ops' | 'feeds'> = (typeof SERVER_MODULES)[number] extends infer M
  ? M extends { [P in F]: infer T }
    ? keyof T
    : never
  : never;
/** Compiles only when every operation and kind of the contract has its server declaration. */
type Complete<All, Has> = [Exclude<All, Has>] extends [never] ? true : { missing: Exclude<All, Has> };
const complete: [Complete<SyncOpName, Declared<'ops'>>, Complete<RecordKind, Declared<'feeds'>>] = [
  true,
  true,
];
void complete;

/** One table of a part the modules declare; a name declared twice is a mistake, said at start. */
function merged<T>(part: (m: ServerModule) => Record<string, T> | undefined): Record<string, T> {
  const table: Record<string, T> = {};
  for (const m of SERVER_MODULES as readonly ServerModule[])
    for (const [name, value] of Object.entries(part(m) ?? {})) {
      if (name in table) throw new Error(`${name} is declared by two modules (${m.name} and another).`);
      table[name] = value;
    }
  return table;
}

export const SERVER_OPS = merged((m) => m.ops) as { [N in SyncOpName]: OpHandler<N> };
export const FEED_SOURCES = merged((m) => m.feeds) as { [K in RecordKind]: FeedSource<K> };
export const FILE_RULES = merged((m) => m.files) as { [P in FilePurpose]?: FileRules };
export const SERVER_JOBS = merged((m) => m.jobs) as Record<string, JobDeclaration>;
export const BODY_LIMITS = SERVER_MODULES.flatMap((m: ServerModule) => m.bodyLimits ?? []);
export const BADGE_COUNTER: BadgeCounter | undefined = (SERVER_MODULES as readonly ServerModule[]).find(
  (m) => m.badges,
)?.badges;

/** Mounts every module's REST routes on the API, in the order above. */
export function mountModules(api: Hono<AppEnv>, deps: ServerDeps) {
  for (const m of SERVER_MODULES as readonly ServerModule[])
    for (const mount of m.routes ?? [])
      if (!mount.when || mount.when(deps.config)) api.route(mount.path, mount.routes(deps));
}
