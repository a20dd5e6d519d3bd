import { z } from 'zod';
import { idSchema } from './common';
import { fieldErrorSchema } from './errors';
import { MAX_SYNC_OPS } from './limits';
import {
  commentSaveSchema,
  horAlertsSchema,
  horSettingsSchema,
  memberSchema,
  monthRefSchema,
  monthSignatureSchema,
  notifySchema,
  presetSaveSchema,
  presetSchema,
  removeByIdSchema,
  restCommentSchema,
  restDaySaveSchema,
  restDaySchema,
  restMonthSchema,
  vesselDetailsSchema,
} from './rest-hours';

export { MAX_SYNC_OPS };

/**
 * One queued write. `id` is the idempotency key (a ULID made on the device); `baseVersion`
 * is the server version the edit was based on (0 for a record the device never had).
 */
const opId = z.string().min(10).max(40);
const op = <N extends string, B extends z.ZodType>(name: N, body: B) =>
  z.object({ id: opId, op: z.literal(name), body, baseVersion: z.number().int().min(0) });

export const syncOpSchema = z.discriminatedUnion('op', [
  op('hor/day/save', restDaySaveSchema.extend({ userId: idSchema })),
  op('hor/comment/save', commentSaveSchema),
  op('hor/comment/delete', removeByIdSchema),
  op('hor/preset/save', presetSaveSchema),
  op('hor/preset/delete', removeByIdSchema),
  op('hor/month/sign', monthSignatureSchema),
  op('hor/month/countersign', monthSignatureSchema),
  op('hor/month/cancel', monthRefSchema),
  op('hor/month/notify', notifySchema),
  op(
    'hor/day/clear',
    z.object({ yachtId: idSchema, userId: idSchema, dates: restDaySaveSchema.shape.dates }),
  ),
  op('hor/settings/save', z.object({ yachtId: idSchema, settings: horSettingsSchema })),
  op('hor/alerts/save', z.object({ yachtId: idSchema, alerts: horAlertsSchema })),
  op('hor/guide/save', z.object({ yachtId: idSchema, text: z.string().max(20_000) })),
  op(
    'hor/approval/member',
    z.object({
      yachtId: idSchema,
      userId: idSchema,
      member: z.boolean(),
      watchkeeper: z.boolean().optional(),
    }),
  ),
  op(
    'hor/approval/department',
    z.object({ yachtId: idSchema, userId: idSchema, departmentId: idSchema, member: z.boolean() }),
  ),
  op('yacht/details/save', z.object({ yachtId: idSchema, details: vesselDetailsSchema })),
  // A drawn signature is a few KB; larger uploads go through POST /hor/digital-signature.
  op('hor/signature/save', z.object({ pngBase64: z.string().min(12).max(400_000) })),
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
  members: z.array(memberSchema),
  comments: z.array(restCommentSchema),
  presets: z.array(presetSchema),
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
