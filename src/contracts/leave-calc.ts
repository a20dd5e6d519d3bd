import { z } from 'zod';
import { msg } from '../i18n/msg';
import { isoDateSchema } from './common';
import { MSG } from './messages';

/**
 * The input of the leave maths (issue 10): a profile, its leave types and bookings, additional
 * leave and rollovers, and the as-of date. Used by `npm run -s leave:calc`; its output fits
 * `LeaveInput` of src/domain/leave. A rollover above the balance of its date is found by the
 * maths themselves, not here.
 */
const required = (otherwise: string) => ({
  error: (i: { input: unknown }) => (i.input === undefined || i.input === null ? MSG.required : otherwise),
});
const number = () => z.number(required(MSG.numeric));
// Doc 1, section 5's words for 'Greater or equal N' (and a 'less than' in that voice).
const NOT_NEGATIVE = MSG.atLeast(0);
const PROFILE_TYPES = ['yearly', 'accrued'] as const;
const TYPE_MESSAGE = msg('Must be "yearly" or "accrued".');

export const leaveRateSchema = z
  .object(
    {
      from: isoDateSchema,
      daysPerYear: number().min(0, NOT_NEGATIVE).lt(365, MSG.lessThan(365)).nullish(),
      ratio: number().min(0, NOT_NEGATIVE).nullish(),
      /** The period's own type (issue 30); absent, the profile's. Any other value is refused, null too. */
      type: z.enum(PROFILE_TYPES, { error: TYPE_MESSAGE }).optional(),
    },
    required(msg('Must be an object.')),
  )
  .refine((r) => (r.daysPerYear ?? null) === null || (r.ratio ?? null) === null, {
    message: msg('Give either daysPerYear or ratio, not both.'),
  })
  .refine((r) => (r.daysPerYear ?? null) !== null || (r.ratio ?? null) !== null, {
    message: msg('Give daysPerYear or ratio.'),
  });

export const leaveProfileSchema = z
  .object(
    {
      type: z.enum(PROFILE_TYPES, required(TYPE_MESSAGE)),
      startDate: isoDateSchema,
      endDate: isoDateSchema.nullish(),
      initialLeave: number().default(0),
      rates: z
        .array(leaveRateSchema, required(msg('Must be a list.')))
        .min(1, msg('At least one rate is required.')),
    },
    required(msg('Must be an object.')),
  )
  .refine((p) => !p.endDate || p.endDate >= p.startDate, { path: ['endDate'], message: MSG.endBeforeStart });

export const leaveTypeRuleSchema = z.object(
  {
    id: number().int(MSG.invalidId),
    effect: z.union(
      [z.literal(0), z.literal(1), z.literal(2)],
      required(msg('Must be 0 (none), 1 (reduces leave) or 2 (work day).')),
    ),
    isNil: z.boolean(required(msg('Must be true or false.'))).default(false),
  },
  required(msg('Must be an object.')),
);

const entry = <T extends z.ZodRawShape>(shape: T) =>
  z.object({ date: isoDateSchema, ...shape }, required(msg('Must be an object.')));
const list = <T extends z.ZodType>(item: T) => z.array(item, required(msg('Must be a list.'))).default([]);

export const leaveCalcInputSchema = z
  .object(
    {
      profile: leaveProfileSchema,
      leaveTypes: list(leaveTypeRuleSchema),
      days: list(entry({ leaveTypeId: number().int(MSG.invalidId) })),
      additional: list(entry({ days: number() })),
      rollovers: list(entry({ rolledOver: number().min(0, NOT_NEGATIVE) })),
      asOf: isoDateSchema,
    },
    required(msg('Must be an object.')),
  )
  .superRefine((input, ctx) => {
    const ids = new Set<number>();
    for (const [i, t] of input.leaveTypes.entries()) {
      if (ids.has(t.id)) {
        ctx.addIssue({
          code: 'custom',
          path: ['leaveTypes', i, 'id'],
          message: msg('Leave type {id} is listed twice.', { id: t.id }),
        });
      }
      ids.add(t.id);
    }
    for (const [i, d] of input.days.entries()) {
      if (!ids.has(d.leaveTypeId)) {
        ctx.addIssue({
          code: 'custom',
          path: ['days', i, 'leaveTypeId'],
          message: msg('Unknown leave type {id}.', { id: d.leaveTypeId }),
        });
      }
    }
  });
export type LeaveCalcInput = z.infer<typeof leaveCalcInputSchema>;
