import { z } from 'zod';
import { msg } from '../i18n/msg';
import { certAttachmentsSync } from './cert-attachments';
import { certSync } from './certificates';
import { idSchema, monthSchema } from './common';
import { crewSync } from './crew';
import { crewDocumentsSync } from './crew-documents';
import { docsSync } from './document-library';
import { erasuresSync } from './erasures';
import { fieldErrorSchema } from './errors';
import { guestsSync } from './guests';
import { badgeAskSchema, inboxSync, statusAnswerSchema } from './inbox';
import { issueNotesSync } from './issue-notes';
import { leaveSync } from './leave';
import { MAX_SYNC_OPS } from './limits';
import { reportsSync } from './reports';
import { restHoursSync } from './rest-hours-sync';

export { MAX_SYNC_OPS };

/**
 * The registry of the sync contract: every kind of synced record and every operation a
 * device may queue, one spread per module. A new module adds its line here and nowhere else
 * in the sync engine.
 */
export const SYNC_RECORDS = {
  ...restHoursSync.records,
  ...inboxSync.records,
  ...crewSync.records,
  ...crewDocumentsSync.records,
  ...leaveSync.records,
  ...certSync.records,
  ...certAttachmentsSync.records,
  ...docsSync.records,
  ...guestsSync.records,
  ...issueNotesSync.records,
  ...erasuresSync.records,
};
export const SYNC_OPS = {
  ...restHoursSync.ops,
  ...inboxSync.ops,
  ...crewSync.ops,
  ...crewDocumentsSync.ops,
  ...leaveSync.ops,
  ...certSync.ops,
  ...certAttachmentsSync.ops,
  ...docsSync.ops,
  ...guestsSync.ops,
  ...reportsSync.ops,
  ...issueNotesSync.ops,
};

type OpBodies = typeof SYNC_OPS;
export type SyncOpName = keyof OpBodies & string;
export type OpBody<N extends SyncOpName> = z.infer<OpBodies[N]>;
export type RecordKind = keyof typeof SYNC_RECORDS & string;
export type RecordOf<K extends RecordKind> = z.infer<(typeof SYNC_RECORDS)[K]>;
/** Records by kind; a kind with nothing to carry is left out (bytes cost at sea). */
export type RecordMap = { [K in RecordKind]?: RecordOf<K>[] };
export const RECORD_KINDS = Object.keys(SYNC_RECORDS) as RecordKind[];

/**
 * One queued write. `id` is the idempotency key (a ULID made on the device); `baseVersion`
 * is the server version the edit was based on (0 for a record the device never had).
 */
export type SyncOp = {
  [N in SyncOpName]: { id: string; op: N; body: OpBody<N>; baseVersion: number };
}[SyncOpName];

/** Idempotency keys are ULIDs made on the device; nothing else reaches the database. */
const opId = z.string().regex(/^[0-9A-Za-z_-]{10,40}$/, msg('Invalid operation id.'));
const UNKNOWN_OP = msg('Unknown operation: this server does not take it.');
const NOT_TEXT = msg('Must be text.');
const opSchemas = Object.entries(SYNC_OPS).map(([name, body]) =>
  z.object({
    id: opId,
    op: z.literal(name),
    body,
    baseVersion: z.number().int().min(0).max(Number.MAX_SAFE_INTEGER),
  }),
);
export const syncOpSchema = z.discriminatedUnion(
  'op',
  opSchemas as unknown as [(typeof opSchemas)[number], ...(typeof opSchemas)[number][]],
  // An op this server does not know (a newer app, a typo): said so, not "invalid data".
  {
    error: (issue) => {
      const op = (issue.input as { op?: unknown } | undefined)?.op;
      if (issue.code !== 'invalid_union' || op === undefined || op === null) return undefined;
      return typeof op === 'string' ? UNKNOWN_OP : NOT_TEXT;
    },
  },
) as unknown as z.ZodType<SyncOp>;

const recordLists = Object.fromEntries(
  Object.entries(SYNC_RECORDS).map(([kind, schema]) => [kind, z.array(schema).optional()]),
) as { [K in RecordKind]: z.ZodOptional<z.ZodArray<(typeof SYNC_RECORDS)[K]>> };
export const recordMapSchema = z.object(recordLists);

/**
 * The first sync of a new device comes in two parts up to one change number (`until`):
 * first what the user needs at once (their own records and the vessel's records from
 * `from` on), then the rest in pages; after both, the device follows the feed from `until`.
 */
export const firstSyncSchema = z.object({
  part: z.enum(['first', 'rest']),
  until: z.number().int().min(0).max(Number.MAX_SAFE_INTEGER).optional(),
  vesselId: idSchema,
  from: monthSchema,
});
export type FirstSyncPart = z.infer<typeof firstSyncSchema>;

/** Ops are checked one by one on the server, so one malformed op cannot sink the batch. */
export const syncRequestSchema = z.object({
  cursor: z.number().int().min(0).max(Number.MAX_SAFE_INTEGER),
  ops: z
    .array(z.unknown())
    .max(MAX_SYNC_OPS, msg('At most {max} operations per batch.', { max: MAX_SYNC_OPS })),
  first: firstSyncSchema.optional(),
  /** The top bar's badges ride on the poll (a device that leaves this out gets none). */
  badges: badgeAskSchema.optional(),
});

export const changesSchema = recordMapSchema.extend({
  cursor: z.number(),
  /** Another page waits behind this one. */
  more: z.boolean().optional(),
  /** In a first-sync part: the change number the parts run up to. */
  until: z.number().optional(),
});
export type Changes = z.infer<typeof changesSchema>;

/**
 * A record the operation moved to a new version besides its own (the crew record's leave days
 * written onto the leave profile): `from` the version it had, `to` the one it has now. A later
 * change of the same device based on `from` is based on this one's result, not on someone
 * else's: it is judged against `to` (the server within a batch, the device across batches).
 */
export const movedSchema = z.object({
  kind: z.string(),
  /** The record's key as the device keys it (a string or a number). */
  key: z.union([z.string(), z.number()]),
  from: z.number(),
  to: z.number(),
});
export type Moved = z.infer<typeof movedSchema>;

export const syncResultSchema = z.discriminatedUnion('status', [
  z.object({
    id: z.string(),
    status: z.literal('applied'),
    version: z.number(),
    moved: z.array(movedSchema).optional(),
  }),
  z.object({
    id: z.string(),
    status: z.literal('conflict'),
    message: z.string(),
    /** The server's copy of the records the operation touches, as this user may see them. */
    records: recordMapSchema.optional(),
  }),
  z.object({
    id: z.string(),
    status: z.literal('rejected'),
    message: z.string(),
    errorList: z.array(fieldErrorSchema).optional(),
    records: recordMapSchema.optional(),
  }),
]);
export type SyncResult = z.infer<typeof syncResultSchema>;

export const syncResponseSchema = z.object({
  results: z.array(syncResultSchema),
  changes: changesSchema,
  /** The badges asked for, only when they differ from those the device said it holds. */
  badges: statusAnswerSchema.optional(),
});
export type SyncResponse = z.infer<typeof syncResponseSchema>;

/** A result before its operation id is attached (Omit would collapse the union). */
export type SyncOutcome = SyncResult extends infer R ? (R extends SyncResult ? Omit<R, 'id'> : never) : never;
