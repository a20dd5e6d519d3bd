import { isUnstorableText } from '@contracts/common';
import type { FieldError } from '@contracts/errors';
import { MSG } from '@contracts/messages';
import type { GatedModule } from '@domain/access/modules';
import { LEVEL, levelOn, reaches } from '@domain/access/permissions';
import type { Context, MiddlewareHandler } from 'hono';
import type { ServerDeps } from '../deps';
import type { Actor } from '../kernel/actors';
import { approves } from '../kernel/approval-group';
import { moduleOffMessage, vesselHasModule } from '../kernel/vessel-modules';
import type { AppEnv } from './env';
import { badRequest, forbidden, HttpError, jsonBody, parseId } from './errors';
import { authenticate } from './require-auth';
import { fieldInAnyCase } from './spec-case';

/**
 * Who may call a route, declared where the route is registered, as its first handler:
 *
 *   app.post('/day/:user', policy.ownOrLevel(LEVEL.officer, from.body('yachtId'), from.param('user')), handler)
 *
 * Each policy is a middleware that signs the caller in (unless public), refuses unstorable
 * text in the path and query, finds the vessel and user the request is about, and answers
 * 403 unless the rule holds. It carries its rule under POLICY, so a test can walk the route
 * table and refuse any route that declares none. Finer rules (the author of a comment, the
 * owner of a preset by id, a countersigned month) stay in the services.
 */
export const POLICY = Symbol('policy');

/** Where a policy finds an id the request is about; `property` names it in a 400. */
export interface Source {
  /** e.g. ":yacht", "body.yachtId": what the route table shows. */
  where: string;
  property: string;
  read: (c: Context<AppEnv>) => unknown;
}

export const from = {
  /** A path parameter, or a part of one (`/day/get/:yachtUser` holds "vessel-user"). */
  param: (name: string, part?: number): Source => ({
    where: part === undefined ? `:${name}` : `:${name}[${part}]`,
    property: name,
    read: (c) => {
      const raw = c.req.param(name) ?? '';
      return part === undefined ? raw : raw.split('-')[part];
    },
  }),
  /** A query parameter (`?yachtId=`). */
  query: (name: string): Source => ({
    where: `?${name}`,
    property: name,
    read: (c) => c.req.query(name),
  }),
  /** A top-level field of the JSON body (the handler validates the whole body later). */
  body: (field: string): Source => ({
    where: `body.${field}`,
    property: field,
    read: async (c) => {
      const body = await jsonBody(c);
      // In another case too (`yachtID`), as the handler's schema reads it (spec-case.ts).
      return typeof body === 'object' && body !== null && !Array.isArray(body)
        ? fieldInAnyCase(body as Record<string, unknown>, field)
        : undefined;
    },
  }),
};

export type PolicyRule =
  | { kind: 'public' }
  /** Any signed-in user: the route is about their own account, or the service decides by id. */
  | { kind: 'signedIn' }
  /** At least `level` on some vessel (asking for a new vessel: it has no vessel yet). */
  | { kind: 'anyVessel'; level: number }
  /** Any role on the vessel. */
  | { kind: 'member'; vessel: string }
  /** At least `level` on the vessel (or, with `group`, a member of that approval group there). */
  | { kind: 'level'; vessel: string; level: number; group?: string }
  /** A role on the vessel, and the record is the caller's own. */
  | { kind: 'own'; vessel: string; user: string }
  /** A role on the vessel, and the record is the caller's own or they reach `level` there (or,
   * with `approvers`, they countersign for that user in the approval group). */
  | {
      kind: 'ownOrLevel';
      vessel: string;
      user: string;
      level: number;
      approvers: boolean;
      group?: string;
    }
  /** Someone who countersigns for the user: `level` on the vessel or the approval group. */
  | { kind: 'supervisor'; vessel: string; user: string; level: number };

/**
 * An approval group that stands in for a level, declared by its module: the leave approval group
 * has full access to leave, the certificate approval group keeps the vessel's certificates.
 */
export interface ApprovalGroup {
  /** What the route table shows (`group: 'leave'`). */
  name: string;
  /** Whether the user is in the group on the vessel. */
  has: (db: ServerDeps['db'], userId: number, vesselId: number) => Promise<boolean>;
}

/** One group, or several (the file route lets in each group a purpose's module names). */
type Groups = ApprovalGroup | readonly ApprovalGroup[];
const listOf = (groups: Groups | undefined): readonly ApprovalGroup[] =>
  groups === undefined ? [] : 'name' in groups ? [groups] : groups;
const namesOf = (groups: Groups | undefined) => {
  const names = listOf(groups).map((g) => g.name);
  return names.length ? { group: names.join(',') } : {};
};
async function inSomeGroup(
  db: ServerDeps['db'],
  groups: Groups | undefined,
  userId: number,
  vesselId: number,
) {
  for (const g of listOf(groups)) if (await g.has(db, userId, vesselId)) return true;
  return false;
}

/** A rule, and the module its vessel must have on (the routes of a module declare it). */
export type DeclaredRule = PolicyRule & { module?: GatedModule };

export type Policy = MiddlewareHandler<AppEnv> & {
  [POLICY]: DeclaredRule & { query?: readonly string[] };
  /**
   * The same rule on a route that reads these query fields. Any other field in the query is
   * refused (400) before the route does anything, never taken and ignored: a `yachtId` on
   * DELETE /users/{id} once went unseen and the user left every vessel. A field a policy reads
   * (`from.query('yachtId')`) is taken without saying so.
   */
  taking: (...names: string[]) => Policy;
  /** The same for query fields that are lists (`?profileIds=a&profileIds=b`): they may repeat. */
  takingLists: (...names: string[]) => Policy;
  /**
   * The same for query fields whose text the route's schema judges in the spec's own words: a
   * NUL in a library title is 'Illegal characters in the title' (doc 2, section 5), not the
   * general refusal of unstorable text every other field of a URL gets here.
   */
  takingText: (...names: string[]) => Policy;
};

/** The rule a route handler declares, if it is a policy. */
export function policyOf(handler: unknown): DeclaredRule | undefined {
  return typeof handler === 'function' ? (handler as Partial<Policy>)[POLICY] : undefined;
}

/**
 * A 400 naming each query field the route does not read (in the spec's shape), and each sent
 * twice: a route reads one value, and which of `?asOf=a&asOf=b` it took would go unsaid.
 */
function refuseUnknownQuery(c: Context<AppEnv>, taken: ReadonlySet<string>, lists: ReadonlySet<string>) {
  const errors = Object.entries(c.req.queries()).flatMap(([name, values]): FieldError[] =>
    !taken.has(name)
      ? [{ property: name, message: MSG.unknownField }]
      : values.length > 1 && !lists.has(name)
        ? [{ property: name, message: MSG.queryRepeated }]
        : [],
  );
  if (errors.length) throw badRequest(errors);
}

function storableUrl(c: Context<AppEnv>, judged: ReadonlySet<string>) {
  const errors: FieldError[] = [];
  for (const [name, value] of Object.entries(c.req.param() as Record<string, string>))
    if (isUnstorableText(value)) errors.push({ property: name, message: MSG.badText });
  for (const [name, values] of Object.entries(c.req.queries()))
    if (isUnstorableText(name) || (!judged.has(name) && values.some(isUnstorableText)))
      errors.push({ property: name, message: MSG.badText });
  if (errors.length) throw badRequest(errors);
}

const idFrom = async (c: Context<AppEnv>, source: Source) => parseId(source.property, await source.read(c));

type Check = (c: Context<AppEnv>, actor: Actor) => Promise<boolean>;

/**
 * The policies of one server (they need its database to sign callers in). With `module`, every
 * policy that names a vessel also refuses (403, saying so) a vessel where that module is off:
 * the app hides the module there, and the API must not open a side door to it.
 */
export function policies(deps: ServerDeps, opts: { module?: GatedModule } = {}) {
  const { module } = opts;
  const declare = (rule: PolicyRule, check?: Check, vessel?: Source, user?: Source): Policy => {
    const read = [vessel, user].flatMap((source) => (source?.where.startsWith('?') ? [source.property] : []));
    const make = (query: readonly string[], listed: readonly string[], texts: readonly string[]): Policy => {
      const taken = new Set([...read, ...query, ...listed, ...texts]);
      const lists = new Set(listed);
      const judged = new Set(texts);
      const middleware: MiddlewareHandler<AppEnv> = async (c, next) => {
        // /sync signs in before its policy; the actor is never set by anything but sign-in.
        if (check && !(c.var.actor as Actor | undefined)) await authenticate(deps, c);
        storableUrl(c, judged);
        if (check && !(await check(c, c.var.actor))) throw forbidden();
        if (module && vessel && !(await vesselHasModule(deps.db, await idFrom(c, vessel), module)))
          throw new HttpError(403, { message: moduleOffMessage(module) });
        // After the sign-in and the rule: a stranger learns nothing of what a route reads.
        refuseUnknownQuery(c, taken, lists);
        await next();
      };
      const declared = module && vessel ? { ...rule, module } : rule;
      return Object.assign(middleware, {
        [POLICY]: taken.size ? { ...declared, query: [...taken] } : declared,
        taking: (...names: string[]) => make([...query, ...names], listed, texts),
        takingLists: (...names: string[]) => make(query, [...listed, ...names], texts),
        takingText: (...names: string[]) => make(query, listed, [...texts, ...names]),
      });
    };
    return make([], [], []);
  };
  /** The caller's level on the vessel the request names (null: no role there). */
  const levelThere = async (c: Context<AppEnv>, actor: Actor, vessel: Source) =>
    levelOn(actor.roles, await idFrom(c, vessel));

  return {
    /** Anyone, signed in or not (log in, refresh a token, health). */
    public: () => declare({ kind: 'public' }),
    signedIn: () => declare({ kind: 'signedIn' }, async () => true),
    anyVessel: (level: number) =>
      declare({ kind: 'anyVessel', level }, async (_c, actor) =>
        actor.roles.some((r) => reaches(r.permissionLevel, level)),
      ),
    member: (vessel: Source) =>
      declare(
        { kind: 'member', vessel: vessel.where },
        async (c, actor) => (await levelThere(c, actor, vessel)) !== null,
        vessel,
      ),
    level: (level: number, vessel: Source, opts: { group?: Groups } = {}) =>
      declare(
        { kind: 'level', vessel: vessel.where, level, ...namesOf(opts.group) },
        async (c, actor) => {
          const vesselId = await idFrom(c, vessel);
          const there = levelOn(actor.roles, vesselId);
          if (reaches(there, level)) return true;
          return there !== null && inSomeGroup(deps.db, opts.group, actor.id, vesselId);
        },
        vessel,
      ),
    own: (vessel: Source, user: Source) =>
      declare(
        { kind: 'own', vessel: vessel.where, user: user.where },
        async (c, actor) => {
          const level = await levelThere(c, actor, vessel);
          return level !== null && (await idFrom(c, user)) === actor.id;
        },
        vessel,
        user,
      ),
    ownOrLevel: (
      level: number,
      vessel: Source,
      user: Source,
      opts: { approvers?: boolean; group?: Groups } = {},
    ) =>
      declare(
        {
          kind: 'ownOrLevel',
          vessel: vessel.where,
          user: user.where,
          level,
          approvers: !!opts.approvers,
          ...namesOf(opts.group),
        },
        async (c, actor) => {
          const vesselId = await idFrom(c, vessel);
          const userId = await idFrom(c, user);
          const there = levelOn(actor.roles, vesselId);
          if (there === null) return false;
          if (userId === actor.id || reaches(there, level)) return true;
          if (await inSomeGroup(deps.db, opts.group, actor.id, vesselId)) return true;
          return !!opts.approvers && approves(deps.db, actor.id, vesselId, userId);
        },
        vessel,
        user,
      ),
    /** Countersigning: an officer (level 4+) of the vessel, or the approval group for that user. */
    supervisor: (vessel: Source, user: Source) =>
      declare(
        { kind: 'supervisor', vessel: vessel.where, user: user.where, level: LEVEL.officer },
        async (c, actor) => {
          const vesselId = await idFrom(c, vessel);
          const userId = await idFrom(c, user);
          const there = levelOn(actor.roles, vesselId);
          if (there === null) return false;
          return reaches(there, LEVEL.officer) || approves(deps.db, actor.id, vesselId, userId);
        },
        vessel,
        user,
      ),
  };
}
export type Policies = ReturnType<typeof policies>;
