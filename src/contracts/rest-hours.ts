import { z } from 'zod';
import { dayBinarySchema, idSchema, isoDateSchema, monthSchema } from './common';
import { MSG } from './messages';

/** POST /hor/day/{user}: one timeline saved to one or more dates (doc 3, section 7). */
export const restDaySaveSchema = z.object({
  yachtId: idSchema,
  dates: z.array(isoDateSchema).min(1, MSG.required).max(31, 'At most 31 days can be saved at once.'),
  binary: dayBinarySchema,
  /** Resubmitting after a conflict: reopens a signed month (needs signing again). */
  reopen: z.boolean().optional(),
});
export type RestDaySave = z.infer<typeof restDaySaveSchema>;

export const restDayGetSchema = z.object({ yachtId: idSchema, date: isoDateSchema });

/** A rest day as the server holds it and the sync feed carries it. */
export const restDaySchema = z.object({
  userId: z.number(),
  vesselId: z.number(),
  date: z.string(),
  work: z.string(),
  version: z.number(),
});
export type RestDay = z.infer<typeof restDaySchema>;

/** Signature state of one user's month on one vessel. */
export const restMonthSchema = z.object({
  userId: z.number(),
  vesselId: z.number(),
  month: z.string(),
  signedBy: z.number().nullable(),
  signedByName: z.string().nullable(),
  signedAt: z.string().nullable(),
  counterSignedBy: z.number().nullable(),
  counterSignedByName: z.string().nullable(),
  counterSignedAt: z.string().nullable(),
  version: z.number(),
});
export type RestMonth = z.infer<typeof restMonthSchema>;

export const signOffSchema = z.object({
  month: monthSchema,
  password: z.string({ error: MSG.required }).min(1, MSG.required).max(200),
});

export const countersignSchema = z.object({
  month: monthSchema,
  userId: idSchema,
  yachtId: idSchema,
  password: z.string({ error: MSG.required }).min(1, MSG.required).max(200),
});
