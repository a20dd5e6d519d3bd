import { z } from 'zod';
import { idSchema } from './common';
import { fieldErrorSchema } from './errors';
import { MAX_SYNC_OPS } from './limits';
import { restDaySaveSchema, restDaySchema, restMonthSchema } from './rest-hours';

export { MAX_SYNC_OPS };

/**
 * One queued write. `id` is the idempotency key (a ULID made on the device); `baseVersion`
 * is the server version the edit was based on (0 for a record the device never had).
 */
export const syncOpSchema = z.discriminatedUnion('op', [
  z.object({
    id: z.string().min(10).max(40),
    op: z.literal('hor/day/save'),
    body: restDaySaveSchema.extend({ userId: idSchema }),
    baseVersion: z.number().int().min(0),
  }),
]);
export type SyncOp = z.infer<typeof syncOpSchema>;
export type SyncOpName = SyncOp['op'];

/** Ops are checked one by one on the server, so one malformed op cannot sink the batch. */
export const syncRequestSchema = z.object({
  cursor: z.number().int().min(0),
  ops: z.array(z.unknown()).max(MAX_SYNC_OPS, `At most ${MAX_SYNC_OPS} operations per batch.`),
});

export const changesSchema = z.object({
  cursor: z.number(),
  restDays: z.array(restDaySchema),
  restMonths: z.array(restMonthSchema),
});
export type Changes = z.infer<typeof changesSchema>;

export const syncResultSchema = z.discriminatedUnion('status', [
  z.object({ id: z.string(), status: z.literal('applied'), version: z.number() }),
  z.object({
    id: z.string(),
    status: z.literal('conflict'),
    message: z.string(),
    month: restMonthSchema.nullable(),
    days: z.array(restDaySchema),
  }),
  z.object({
    id: z.string(),
    status: z.literal('rejected'),
    message: z.string(),
    errorList: z.array(fieldErrorSchema).optional(),
  }),
]);
export type SyncResult = z.infer<typeof syncResultSchema>;

export const syncResponseSchema = z.object({ results: z.array(syncResultSchema), changes: changesSchema });
export type SyncResponse = z.infer<typeof syncResponseSchema>;

/** A result before its operation id is attached (Omit would collapse the union). */
export type SyncOutcome = SyncResult extends infer R ? (R extends SyncResult ? Omit<R, 'id'> : never) : never;
