import { z } from 'zod';
import { msg } from '../i18n/msg';
import { idSchema, isoDateSchema, requiredString } from './common';
import { leaveAdjustSchema, leaveProfileRefSchema, leaveTypesSaveSchema } from './leave';
import { MSG } from './messages';
import { clientIdSchema } from './rest-hours';

/**
 * Leave's REST bodies that only the spec's named operations take (doc 3, section 7; issue 32):
 * the app's own writes keep their schemas (contracts/leave.ts), these add the spec's shapes.
 */

/** manualRollover and addAdditionalLeave: one kind each, whatever the body says. */
export const leaveRolloverSchema = leaveAdjustSchema.extend({ kind: z.literal('rollover') });
export const leaveAdditionalSchema = leaveAdjustSchema.extend({ kind: z.literal('additional') });

const readOnlyFigure = z.number().nullable().optional();

/** postAdditionalLeaves: the group additional leave in one call (each person's leaveAdded). */
export const postAdditionalLeavesSchema = z.object({
  yachtId: idSchema,
  additionalLeaves: z
    .array(
      z.object({
        leaveProfileID: clientIdSchema,
        // As the one-person call's days: two decimals at most (1.23456 was stored as 1.2346).
        leaveAdded: z
          .number({ error: MSG.numeric })
          .min(-10_000, MSG.atLeast(-10_000))
          .max(10_000, MSG.atMost(10_000))
          .refine((n) => Number(n.toFixed(2)) === n, MSG.numeric),
        // Doc 3's per-person figures, sent back as GET /leave/{yachtId}/balances answered them:
        // read-only, worked out by the server from the profile; taken, and changing nothing.
        availableToday: readOnlyFigure,
        availableByEndOfMonth: readOnlyFigure,
        additional: readOnlyFigure,
      }),
    )
    .min(1, MSG.required)
    .max(200, MSG.maxItems(200))
    .refine(
      (c) => new Set(c.map((x) => x.leaveProfileID)).size === c.length,
      msg('The same leave profile cannot be added twice.'),
    ),
  changeDate: isoDateSchema,
  comment: requiredString(500),
});
export type PostAdditionalLeaves = z.infer<typeof postAdditionalLeavesSchema>;

const typeItem = leaveTypesSaveSchema.shape.types.element;

/**
 * updateLeaveTypes as the spec sends it: the types with their `order` (and a colour that may
 * carry '#'), plus leaveTypesChanged. The order sorts the list; the list is saved as a whole.
 */
export const leaveTypesSpecSchema = z.object({
  yachtId: idSchema.optional(),
  types: z
    .array(
      typeItem.extend({
        color: z.string().regex(/^#?[0-9A-Fa-f]{6}$/, msg('Choose a colour.')),
        order: z.number().int().min(0).max(10_000).optional(),
      }),
    )
    .min(1, MSG.required)
    .max(40, MSG.maxItems(40)),
  leaveTypesChanged: z.boolean().optional(),
});
export type LeaveTypesSpec = z.infer<typeof leaveTypesSpecSchema>;

/** leaveTypesChanged false, with a list that is not the saved one: refused, never saved unseen. */
export const LEAVE_TYPES_NOT_UNCHANGED = msg(
  'These leave types are not the saved ones: send leaveTypesChanged as true to save them.',
);

/** Where each type of typesOfSpec's list was in the spec's (its index as sent), in the spec's order. */
export function sentIndexes(spec: LeaveTypesSpec): number[] {
  const ranked = spec.types.map((t, i) => ({ i, rank: t.order ?? i }));
  ranked.sort((a, b) => a.rank - b.rank);
  return ranked.map((r) => r.i);
}

/** The app's list of types from the spec's: in the spec's order, colours without '#'. */
export function typesOfSpec(spec: LeaveTypesSpec): z.input<typeof leaveTypesSaveSchema> {
  return {
    types: sentIndexes(spec).map((i) => {
      const { order: _, ...t } = spec.types[i]!;
      return { ...t, color: t.color.replace('#', '') };
    }),
  };
}

/** reactivation (profile id and user id): the user must be the profile's. */
export const leaveReactivationSchema = leaveProfileRefSchema.extend({ userId: idSchema.optional() });

/** updateComment (id, comment): a history entry's comment. */
export const leaveUpdateCommentSchema = z.object({
  yachtId: idSchema,
  entryId: idSchema,
  comment: requiredString(500),
});

/** Conflict check: the days a request would take, against the leave approved already. */
export const leaveConflictCheckSchema = z
  .object({
    yachtId: idSchema,
    profileId: clientIdSchema,
    requestId: clientIdSchema.optional(),
    startDate: isoDateSchema,
    endDate: isoDateSchema,
  })
  .refine((r) => r.endDate >= r.startDate, { path: ['endDate'], message: MSG.endBeforeStart })
  .refine((r) => (Date.parse(r.endDate) - Date.parse(r.startDate)) / 86_400_000 < 366, {
    path: ['endDate'],
    message: msg('A period covers a year at most.'),
  });

/** Change day type: one day of a request to another leave type (the request's own rules apply). */
export const leaveDayTypeSchema = z.object({
  yachtId: idSchema,
  requestId: clientIdSchema,
  date: isoDateSchema,
  leaveTypeId: idSchema,
});
