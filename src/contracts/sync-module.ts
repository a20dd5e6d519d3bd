import type { z } from 'zod';

/**
 * A module's part of the sync contract: the records the change feed carries (by kind, e.g.
 * `restDays`) and the operations a device may queue (by name, e.g. `hor/day/save`), each with
 * its zod schema. Modules are composed in `sync.ts`; the sync engine only iterates.
 */
export interface SyncModuleContract<
  R extends Record<string, z.ZodType> = Record<string, z.ZodType>,
  O extends Record<string, z.ZodType> = Record<string, z.ZodType>,
> {
  records: R;
  ops: O;
}

export const defineSyncModule = <R extends Record<string, z.ZodType>, O extends Record<string, z.ZodType>>(
  m: SyncModuleContract<R, O>,
) => m;
