import { z } from 'zod';
import { CLOCK_CHANGE_MINUTES, type ClockChangeMinutes } from '../domain/rest-hours/clock-change';
import { msg } from '../i18n/msg';
import { idSchema, isoDateSchema } from './common';

/**
 * A vessel's clock changes on passage (issue 33): one per vessel and date, recorded by the
 * master, read by everyone on board who keeps hours of rest. The change itself is the shared
 * ClockChange (domain/rest-hours/clock-change); the date line is always made at 00:00.
 */
const DATE_LINE = 1440;

export const clockChangeMinutesSchema = z.literal(CLOCK_CHANGE_MINUTES as ClockChangeMinutes[], {
  error: msg('Choose how the clocks change.'),
});

export const clockChangeAtSchema = z
  .string({ error: msg('Enter the time of the change.') })
  .regex(/^([01]\d|2[0-3]):(00|30)$/, msg('Use a time on the hour or half hour (HH:MM).'));

/** What the master records (POST /hor/clock-changes/{yacht}, 'hor/clock/save'). */
export const clockChangeSaveSchema = z
  .object({
    yachtId: idSchema,
    date: isoDateSchema,
    at: clockChangeAtSchema,
    minutes: clockChangeMinutesSchema,
  })
  .refine((c) => Math.abs(c.minutes) !== DATE_LINE || c.at === '00:00', {
    message: msg('The date line is crossed at 00:00.'),
    path: ['at'],
  })
  // The repeated or skipped time lies within its date (as hor:check requires): 23:30 +-60 would
  // run into the next day, which the rules would then read as made at 23:00.
  .refine((c) => Math.abs(c.minutes) === DATE_LINE || minutesOfDay(c.at) + Math.abs(c.minutes) <= DATE_LINE, {
    message: msg('The change must end by midnight: make it earlier.'),
    path: ['at'],
  });

function minutesOfDay(at: string): number {
  const [h, m] = at.split(':').map(Number);
  return (h ?? 0) * 60 + (m ?? 0);
}
export type ClockChangeSave = z.infer<typeof clockChangeSaveSchema>;

/** Which change a delete removes ('hor/clock/delete', DELETE /hor/clock-changes/{yacht}/{date}). */
export const clockChangeRefSchema = z.object({ yachtId: idSchema, date: isoDateSchema });
export type ClockChangeRef = z.infer<typeof clockChangeRefSchema>;

/** A recorded change as the feed and GET carry it; a deleted one stays as a tombstone. */
export const clockChangeRecordSchema = z.object({
  vesselId: z.number(),
  date: z.string(),
  at: z.string(),
  minutes: clockChangeMinutesSchema,
  recordedBy: z.number().nullable(),
  recordedByName: z.string().nullable(),
  recordedAt: z.string(),
  deleted: z.boolean(),
  version: z.number(),
});
export type ClockChangeRecord = z.infer<typeof clockChangeRecordSchema>;
