import { z } from 'zod';
import { msg } from '../i18n/msg';
import { DATE_MAX, idSchema, isoDateSchema, requiredString, storableText } from './common';
import { leaveAttachSchema, leaveDetachSchema } from './leave-attachments';
import { leaveNotifySchema } from './leave-notify';
import {
  DECISIONS,
  flightSchema,
  LEAVE_TEXT,
  leaveAdjustmentRecordSchema,
  leaveDaySchema,
  leaveProfileRecordSchema,
  leaveRequestRecordSchema,
  leaveSettingsSchema,
  leaveTypeSchema,
  OWNER_ACTIONS,
} from './leave-records';
import { leaveReportEmailSchema } from './leave-reports';
import { MSG } from './messages';
import { clientIdSchema } from './rest-hours';
import { defineSyncModule } from './sync-module';

/** Leave's operations and REST bodies, and its sync module (records: leave-records.ts). */

const text = (max: number) =>
  storableText(z.string().trim().max(max, MSG.maxLength(max)))
    .optional()
    .nullable();
/** A number of days: finite, two decimals at most, within a lifetime's leave. */
const days = (min: number) =>
  z
    .number({ error: MSG.numeric })
    .min(min, MSG.atLeast(min))
    .max(10_000, MSG.atMost(10_000))
    .refine((n) => Number(n.toFixed(2)) === n, MSG.numeric);

/** The leave a profile earns: days per year (yearly) or the worked/accrued ratio (accrued). */
const rateShape = {
  daysPerYear: z.number({ error: MSG.numeric }).min(0, MSG.atLeast(0)).lt(365, MSG.lessThan(365)).nullish(),
  ratio: z.number({ error: MSG.numeric }).min(0, MSG.atLeast(0)).max(100, MSG.atMost(100)).nullish(),
};
const oneRate = <
  T extends { daysPerYear?: number | null; ratio?: number | null; type: 'yearly' | 'accrued' },
>(
  r: T,
) => (r.type === 'yearly' ? (r.daysPerYear ?? null) !== null : (r.ratio ?? null) !== null);
const rateMissing = { path: ['daysPerYear'], message: MSG.required };
/**
 * Doc 3: 'only the one the user last edited is sent, the other is blanked'. A figure of the other
 * type sent beside the rate's own is refused under its name, never dropped unseen (the rate
 * stored keeps only its type's figure; the caller may have meant the other). Checked before
 * `oneRate`, so that a rate sent with the other type's figure alone is told which one is wrong.
 */
const otherFigure = (
  r: { daysPerYear?: number | null; ratio?: number | null; type: 'yearly' | 'accrued' },
  ctx: z.RefinementCtx,
) => {
  const other = r.type === 'yearly' ? 'ratio' : 'daysPerYear';
  if ((r[other] ?? null) !== null)
    ctx.addIssue({ code: 'custom', path: [other], message: MSG.otherRateFigure, input: r[other] });
};

// Operations and REST bodies ------------------------------------------------------------------

const vesselRef = { yachtId: idSchema };
const changeNote = { changeDate: isoDateSchema, comment: requiredString(500) };

export const leaveSettingsSaveSchema = z.object({
  ...vesselRef,
  requestOwnLeave: z.boolean(),
  deleteOwnRequests: z.boolean(),
  hideCalculations: z.boolean(),
  nilDays: z.boolean(),
  rollover: z.boolean(),
  editByApprovalGroup: z.boolean(),
  approvalGroup: z.array(idSchema).max(500, MSG.maxItems(500)),
  ...changeNote,
});
export type LeaveSettingsSave = z.input<typeof leaveSettingsSaveSchema>;

/** Leave profile setup (level 5): step 0 the type, step 1 the values. */
export const leaveProfileSetupSchema = z
  .object({
    ...vesselRef,
    profileId: clientIdSchema,
    crewId: idSchema,
    type: z.enum(['yearly', 'accrued'], { error: MSG.required }),
    startDate: isoDateSchema,
    initialLeave: days(-10_000).default(0),
    flightEntitlement: z
      .number({ error: MSG.numeric })
      .int(MSG.wholeNumber)
      .min(0, MSG.atLeast(0))
      .max(100, MSG.lessThan(101))
      .nullish(),
    ...rateShape,
  })
  .superRefine(otherFigure)
  .refine(oneRate, rateMissing);
export type LeaveProfileSetup = z.input<typeof leaveProfileSetupSchema>;

/** Edit profile: its dates and opening figures, with the change date and a comment. */
export const leaveProfileEditSchema = z
  .object({
    ...vesselRef,
    profileId: clientIdSchema,
    startDate: isoDateSchema,
    endDate: isoDateSchema.nullish(),
    initialLeave: days(-10_000),
    flightEntitlement: z
      .number({ error: MSG.numeric })
      .int(MSG.wholeNumber)
      .min(0, MSG.atLeast(0))
      .max(100, MSG.lessThan(101))
      .nullish(),
    ...changeNote,
  })
  .refine((p) => !p.endDate || p.endDate >= p.startDate, { path: ['endDate'], message: MSG.endBeforeStart });
export type LeaveProfileEdit = z.input<typeof leaveProfileEditSchema>;

/**
 * Change profile (type) or its rate: a rate period of that type, in force from the day after the
 * change date; the periods before it keep theirs.
 */
export const leaveProfileRateSchema = z
  .object({
    ...vesselRef,
    profileId: clientIdSchema,
    type: z.enum(['yearly', 'accrued'], { error: MSG.required }),
    ...rateShape,
    ...changeNote,
  })
  .superRefine(otherFigure)
  .refine(oneRate, rateMissing)
  // It takes effect the day after: on the last day the app knows, that day would be past its range.
  .refine((r) => r.changeDate < DATE_MAX, { path: ['changeDate'], message: MSG.dateOutOfRange });
export type LeaveProfileRate = z.input<typeof leaveProfileRateSchema>;

export const leaveProfileRefSchema = z.object({ ...vesselRef, profileId: clientIdSchema });

/** The most days one request may cover (a long rotation off, with its travel). */
export const MAX_REQUEST_DAYS = 186;
const REQUEST_TOO_LONG = msg('A request covers {max} days at most.', { max: MAX_REQUEST_DAYS });

export const leaveRequestSaveSchema = z
  .object({
    ...vesselRef,
    requestId: clientIdSchema,
    profileId: clientIdSchema,
    /**
     * SAVE keeps a draft, REQUEST sends it. Left out once the request is sent: only its comments
     * change then (doc 3), so an action there is refused rather than dropped unseen.
     */
    action: z.enum(OWNER_ACTIONS).optional(),
    startDate: isoDateSchema,
    endDate: isoDateSchema,
    days: z.array(leaveDaySchema).min(1, MSG.required).max(MAX_REQUEST_DAYS, REQUEST_TOO_LONG),
    travelDays: z
      .number({ error: MSG.numeric })
      .int(MSG.wholeNumber)
      .min(0, MSG.atLeast(0))
      .max(30, MSG.lessThan(31))
      .default(0),
    flights: z.array(flightSchema).max(10, MSG.maxItems(10)).default([]),
    comments: text(1000),
  })
  .refine((r) => r.endDate >= r.startDate, { path: ['endDate'], message: MSG.endBeforeStart })
  .refine((r) => (Date.parse(r.endDate) - Date.parse(r.startDate)) / 86_400_000 < MAX_REQUEST_DAYS, {
    path: ['endDate'],
    message: REQUEST_TOO_LONG,
  })
  .refine((r) => r.days.every((d) => d.date >= r.startDate && d.date <= r.endDate), {
    path: ['days'],
    message: msg('Every day must be within the dates of the request.'),
  })
  .refine((r) => new Set(r.days.map((d) => d.date)).size === r.days.length, {
    path: ['days'],
    message: msg('A day can have one leave type only.'),
  });
export type LeaveRequestSave = z.input<typeof leaveRequestSaveSchema>;

/**
 * A decision, with the decider's comment: it goes to the request's decision comment, never to
 * the requester's comments. Left out (or null), the decision comment stays as it was; blank clears it.
 */
export const leaveDecisionSchema = z.object({
  ...vesselRef,
  requestId: clientIdSchema,
  action: z.enum(DECISIONS),
  comments: text(1000),
});
export type LeaveDecisionInput = z.input<typeof leaveDecisionSchema>;

export const leaveRequestRefSchema = z.object({ ...vesselRef, requestId: clientIdSchema });

/** Duplicate a request to other employees (their profiles), as new drafts. */
export const leaveDuplicateSchema = z.object({
  ...vesselRef,
  requestId: clientIdSchema,
  /** Each copy's id, made on the device, by the profile it is for. */
  copies: z
    .array(z.object({ profileId: clientIdSchema, requestId: clientIdSchema }))
    .min(1, MSG.required)
    .max(100, MSG.maxItems(100))
    .refine(
      (c) => new Set(c.map((x) => x.profileId)).size === c.length,
      msg('The same leave profile cannot be added twice.'),
    ),
  allFuture: z.boolean().default(false),
});

/** Additional leave (single, or one operation per person of a group) and a manual rollover. */
export const leaveAdjustSchema = z.object({
  ...vesselRef,
  adjustmentId: clientIdSchema,
  profileId: clientIdSchema,
  kind: z.enum(['additional', 'rollover']),
  date: isoDateSchema,
  days: days(-10_000),
  comment: requiredString(500),
});
export type LeaveAdjust = z.input<typeof leaveAdjustSchema>;

/** PUT /leave/types/{yachtId} (updateLeaveTypes): the whole list; a type left out is deleted. */
export const leaveTypesSaveSchema = z.object({
  types: z
    .array(
      z.object({
        id: idSchema.nullish(),
        name: storableText(
          z
            .string({ error: MSG.required })
            .trim()
            .min(1, LEAVE_TEXT.emptyTypeName)
            .max(50, MSG.maxLength(50)),
        ),
        color: z.string().regex(/^[0-9A-Fa-f]{6}$/, msg('Choose a colour.')),
        isOnBoard: z.boolean(),
        effect: z.union([z.literal(0), z.literal(1), z.literal(2)], { error: MSG.required }),
        isNil: z.boolean(),
        isDefault: z.boolean(),
      }),
    )
    .min(1, MSG.required)
    .max(40, MSG.maxItems(40)),
});
export type LeaveTypesSave = z.input<typeof leaveTypesSaveSchema>;

/**
 * 'leave/history/comment' and PUT /leave/history/{id} (updateComment): a history entry's comment,
 * required. An entry of additional leave or a rollover, or of a rate, carries it on that record
 * too; the device names the record it changes (the server checks it is the entry's).
 */
export const leaveCommentSchema = z.object({
  ...vesselRef,
  entryId: idSchema,
  comment: requiredString(500),
  adjustmentId: clientIdSchema.nullish(),
  profileId: clientIdSchema.nullish(),
});
export type LeaveComment = z.input<typeof leaveCommentSchema>;

export const leaveSync = defineSyncModule({
  records: {
    leaveSettings: leaveSettingsSchema,
    leaveTypes: leaveTypeSchema,
    leaveProfiles: leaveProfileRecordSchema,
    leaveRequests: leaveRequestRecordSchema,
    leaveAdjustments: leaveAdjustmentRecordSchema,
  },
  ops: {
    'leave/settings/save': leaveSettingsSaveSchema,
    'leave/profile/setup': leaveProfileSetupSchema,
    'leave/profile/edit': leaveProfileEditSchema,
    'leave/profile/rate': leaveProfileRateSchema,
    'leave/profile/delete': leaveProfileRefSchema,
    /** Returning user: 'Activate old Leave Profile' (leave runs on as if they had not left). */
    'leave/profile/reactivate': leaveProfileRefSchema,
    'leave/request/save': leaveRequestSaveSchema,
    'leave/request/decide': leaveDecisionSchema,
    'leave/request/delete': leaveRequestRefSchema,
    'leave/request/duplicate': leaveDuplicateSchema,
    'leave/request/notify': leaveNotifySchema,
    'leave/request/attach': leaveAttachSchema,
    'leave/request/detach': leaveDetachSchema,
    'leave/adjust': leaveAdjustSchema,
    'leave/history/comment': leaveCommentSchema,
    'leave/report/email': leaveReportEmailSchema,
  },
});
