import { MSG } from '@contracts/messages';
import type { SyncOpName, SyncOutcome } from '@contracts/sync';
import { type GatedModule, MODULE_NAMES, type ModuleKey } from '@domain/access/modules';
import { levelOn } from '@domain/access/permissions';
import type { Queryable } from '../db/client';
import type { OpContext, OpHandler, OpHandlers } from './sync-kit';

/** Whether a vessel has a module switched on (admin always is; a vessel that is not there has none). */
export async function vesselHasModule(db: Queryable, vesselId: number, key: ModuleKey) {
  if (key === 'admin') return true;
  const [vessel] = await db.query<{ modules: string[] }>('SELECT modules FROM vessels WHERE id = $1', [
    vesselId,
  ]);
  return !!vessel?.modules.includes(key);
}

const GATED_MODULES = Object.keys(MODULE_NAMES) as GatedModule[];

/** Of the vessels given, those with each module on, in one read. */
export async function vesselsByModule(
  db: Queryable,
  vesselIds: number[],
): Promise<Record<GatedModule, number[]>> {
  const rows = await db.query<{ id: number; modules: string[] }>(
    'SELECT id, modules FROM vessels WHERE id = ANY($1::int[])',
    [vesselIds],
  );
  return Object.fromEntries(
    GATED_MODULES.map((key) => [key, rows.filter((v) => v.modules.includes(key)).map((v) => Number(v.id))]),
  ) as Record<GatedModule, number[]>;
}

export const moduleOffMessage = (key: GatedModule) => MSG.moduleOff(MODULE_NAMES[key]);

/** The refusal of a queued operation on a vessel whose module is off. */
export const moduleOffOutcome = (key: GatedModule): SyncOutcome => ({
  status: 'rejected',
  message: moduleOffMessage(key),
});

/** Per transaction of prepared operations (which write nothing before the last): each vessel's modules. */
const modulesRead = new WeakMap<Queryable, Map<string, Promise<boolean>>>();

/**
 * vesselHasModule read once per vessel and module in a transaction of prepared operations
 * (apply-together.ts): a batch of day saves on one vessel asks it once, not once a save.
 */
function hasModuleInTransaction(tx: Queryable, vesselId: number, key: ModuleKey): Promise<boolean> {
  const read = modulesRead.get(tx) ?? new Map<string, Promise<boolean>>();
  modulesRead.set(tx, read);
  const at = `${vesselId}/${key}`;
  if (!read.has(at)) read.set(at, vesselHasModule(tx, vesselId, key));
  return read.get(at)!;
}

/**
 * A module's queued operations, each refused on a vessel of the caller's where the module is
 * off. Operations that name no vessel (the caller's own signature) and those in `except`
 * (vessel details serve other modules too) pass through; a caller with no role on the vessel
 * is left to the operation's own 403, so the gate tells outsiders nothing.
 */
export function gatedOps<O extends OpHandlers>(key: GatedModule, ops: O, except: (keyof O)[]): O {
  const gated: OpHandlers = {};
  for (const [name, handler] of Object.entries(ops) as [SyncOpName, OpHandler<SyncOpName>][]) {
    if (except.includes(name as keyof O)) {
      Object.assign(gated, { [name]: handler });
      continue;
    }
    /** The module's refusal, on a vessel of the caller's where it is off. */
    const gate = async (tx: Queryable, body: unknown, ctx: OpContext, has = vesselHasModule) => {
      const vesselId = (body as { yachtId?: unknown }).yachtId;
      return typeof vesselId === 'number' &&
        levelOn(ctx.actor.roles, vesselId) !== null &&
        !(await has(tx, vesselId, key))
        ? moduleOffOutcome(key)
        : null;
    };
    const { prepare } = handler;
    const wrapped: OpHandler<SyncOpName> = {
      ...handler,
      apply: async (tx, body, ctx) => (await gate(tx, body, ctx)) ?? handler.apply(tx, body, ctx),
      ...(prepare
        ? {
            prepare: async (tx, body, ctx) =>
              (await gate(tx, body, ctx, hasModuleInTransaction)) ?? prepare(tx, body, ctx),
          }
        : {}),
    };
    Object.assign(gated, { [name]: wrapped });
  }
  return gated as O;
}
