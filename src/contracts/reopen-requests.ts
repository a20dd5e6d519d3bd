import { z } from 'zod';
import { elapsedDayBinarySchema, idSchema } from './common';
import { clientIdSchema, restDatesSchema } from './rest-hours';

/**
 * A request to reopen a countersigned month (issue 7, gap 5): a crew member's change that met
 * the countersign, kept with its days until a supervisor accepts it (the month reopens with
 * those days) or declines it (the record stays as countersigned).
 */
export const reopenRequestSchema = z.object({
  id: z.string(),
  userId: z.number(),
  vesselId: z.number(),
  month: z.string(),
  dates: z.array(z.string()),
  work: z.string(),
  requestedByName: z.string(),
  requestedAt: z.string(),
  state: z.enum(['open', 'accepted', 'declined']),
  decidedByName: z.string().nullable(),
  decidedAt: z.string().nullable(),
  version: z.number(),
});
export type ReopenRequest = z.infer<typeof reopenRequestSchema>;

/** Queued by the device: the change that met the countersign, as a request. */
export const reopenRequestSaveSchema = z.object({
  requestId: clientIdSchema,
  yachtId: idSchema,
  userId: idSchema,
  dates: restDatesSchema,
  /** The day as the change had it: 48 cells, or a clock change date's elapsed cells (issue 33). */
  binary: elapsedDayBinarySchema,
});
export type ReopenRequestSave = z.infer<typeof reopenRequestSaveSchema>;

/** A supervisor's answer. */
export const reopenDecisionSchema = z.object({
  requestId: clientIdSchema,
  yachtId: idSchema,
  accept: z.boolean(),
});
export type ReopenDecision = z.infer<typeof reopenDecisionSchema>;
