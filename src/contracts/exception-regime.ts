import { z } from 'zod';
import { daysBetween } from '../domain/calendar/iso-date';
import { EXCEPTION_MAX_DAYS } from '../domain/rest-hours/exception-limits';
import { msg } from '../i18n/msg';
import { idSchema, isoDateSchema } from './common';

/**
 * A vessel's STCW exception periods (A-VIII/1 para 9), set by the master (level 6+). The
 * regime may not run more than two consecutive weeks, so a longer period is refused here;
 * too short an interval between periods is allowed and flagged by the rules, as a breach.
 */
export const exceptionPeriodSchema = z
  .object({
    from: isoDateSchema,
    to: isoDateSchema,
    // The watchkeepers it is used for (the regime is for watchkeepers alone). Left out only by
    // a period stored before periods named crew, sent back as it was (it applies to all crew):
    // the server refuses a new or changed period without it (exception-periods.ts).
    userIds: z
      .array(idSchema)
      .min(1, msg('Choose at least one watchkeeper.'))
      .max(500, msg('At most 500 watchkeepers.'))
      .refine((ids) => new Set(ids).size === ids.length, { message: msg('A watchkeeper is named twice.') })
      .optional(),
  })
  .refine((p) => p.to >= p.from, { message: msg('Must not be before start'), path: ['to'], abort: true })
  .refine((p) => daysBetween(p.from, p.to) < EXCEPTION_MAX_DAYS, {
    message: msg('At most 14 days (2 consecutive weeks)'),
    path: ['to'],
  });

export const exceptionPeriodsSchema = z
  .array(exceptionPeriodSchema)
  .max(100, msg('At most 100 periods.'))
  .refine(
    (ps) => {
      const sorted = [...ps].sort((a, b) => a.from.localeCompare(b.from));
      return sorted.every((p, i) => i === 0 || sorted[i - 1]!.to < p.from);
    },
    { message: msg('Periods must not overlap') },
  );

/** GET and POST /hor/exception/{yachtId}: the periods, oldest first. */
export const exceptionSettingSchema = z.object({ periods: exceptionPeriodsSchema });
export type ExceptionSetting = z.infer<typeof exceptionSettingSchema>;

/** The outbox operation that saves them (the whole list: the last master to change it wins). */
export const exceptionSaveSchema = z.object({ yachtId: idSchema, periods: exceptionPeriodsSchema });
