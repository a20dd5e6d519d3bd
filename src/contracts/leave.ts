import { z } from 'zod';
import { idSchema, isoDateSchema, requiredString, storableText } from './common';
import { leaveAttachmentSchema, leaveAttachSchema, leaveDetachSchema } from './leave-attachments';
import { leaveNotifySchema } from './leave-notify';
import { leaveReportEmailSchema } from './leave-reports';
import { MSG } from './messages';
import { clientIdSchema } from './rest-hours';
import { defineSyncModule } from './sync-module';

/**
 * Leave management (doc 3: leave). Five kinds of record reach the devices: the vessel's leave
 * settings (with its approval group), its leave types, the crew's leave profiles (with their
 * history of rates), leave requests and adjustments (additional leave and rollovers). Profiles,
 * requests and adjustments are made on the device (their ids are ULIDs), so a crew member asks
 * for leave at sea and a purser sets up a profile offline; leave types change online, like
 * departments.
 */

export const LEAVE_STATUSES = ['Empty', 'Draft', 'Pending', 'Approved', 'Denied', 'Checked'] as const;
export type LeaveStatus = (typeof LEAVE_STATUSES)[number];
/** The request form's actions (doc 3, section 4); DELETE and DUPLICATE are operations of their own. */
export const OWNER_ACTIONS = ['SAVE', 'REQUEST'] as const;
export const DECISIONS = ['APPROVE', 'REJECT', 'CHECK', 'PENDING'] as const;
export type LeaveDecision = (typeof DECISIONS)[number];

/** The colour picker's 22 presets (doc 3, section 9), as hex without '#'; a new type is 3788CE. */
export const LEAVE_COLORS = [
  '3788CE',
  '1F5F99',
  '6FB1E8',
  '2E9E6B',
  '7CC576',
  'B5D99C',
  'F2C14E',
  'F29E4C',
  'E76F51',
  'D64550',
  'A23B72',
  'C77DBA',
  '7B4FA0',
  '9A8FD1',
  '4B5563',
  '9CA3AF',
  '8D6E63',
  'C9A27E',
  '00897B',
  '4DD0E1',
  'FF8A65',
  '263238',
] as const;
export const DEFAULT_LEAVE_COLOR = '3788CE';

/** Answers of the leave entry that open a popup (doc 3, section 4). */
export const LEAVE_ENTRY_CODES = {
  officerFirstEntry: 210,
  officerSecondEntry: 211,
  profileNotSet: 212,
} as const;

export const LEAVE_TEXT = {
  deleteProfile: 'CAUTION: Please confirm you wish to DELETE the entire Leave Profile.',
  newProfileConfirm: 'Please confirm you wish to delete the old Leave Data and start a new Leave Profile',
  returningActivate: 'Activate old Leave Profile',
  returningNew: 'Set up a new Leave Profile',
  duplicated: 'The selected leave form has been duplicated.',
  duplicateAll: 'Duplicate ALL Future leave request for this users',
  changeDateHint: 'Changes will take effect after this date',
  noHistory: "There aren't any leave records yet for this crew member.",
  profileNotSetUp: 'The Leave Profile has not been set up yet. Please check with the senior team on board.',
  setupUserMissing: 'Selected user for profile setup is not found, please try again.',
  submissionError: 'Submission error occured, please try again or contact support.',
  firstEntryError: 'Error occurred, please try again.',
  officerFirstEntry:
    'Welcome to Leave. Please review the leave settings and set up the leave profiles of your crew.',
  officerSecondEntry:
    'No leave profile has been set up on this vessel yet. Please set up the leave profiles of your crew.',
  emptyTypeName: 'A leave type needs a name.',
  overlap: 'These dates overlap leave already approved.',
  notEditable: 'Only comments and attachments can change once a request is sent.',
  deleteRequest: 'Please confirm you wish to DELETE this leave request.',
} as const;

const text = (max: number) =>
  storableText(z.string().trim().max(max, MSG.maxLength(max)))
    .optional()
    .nullable();
/** A number of days: finite, two decimals at most, within a lifetime's leave. */
const days = (min: number) =>
  z
    .number({ error: MSG.numeric })
    .min(min, MSG.numeric)
    .max(10_000, MSG.numeric)
    .refine((n) => Number(n.toFixed(2)) === n, MSG.numeric);

/** The leave a profile earns: days per year (yearly) or the worked/accrued ratio (accrued). */
const rateShape = {
  daysPerYear: z.number({ error: MSG.numeric }).min(0, MSG.numeric).lt(365, MSG.lessThan(365)).nullish(),
  ratio: z.number({ error: MSG.numeric }).min(0, MSG.numeric).max(100, MSG.numeric).nullish(),
};
const oneRate = <
  T extends { daysPerYear?: number | null; ratio?: number | null; type: 'yearly' | 'accrued' },
>(
  r: T,
) => (r.type === 'yearly' ? (r.daysPerYear ?? null) !== null : (r.ratio ?? null) !== null);
const rateMissing = { path: ['daysPerYear'], message: MSG.required };

// Records -----------------------------------------------------------------------------------

export const leaveSettingsSchema = z.object({
  vesselId: z.number(),
  /** canL2L4RequestLeave: crew (levels 2 to 4) may request their own leave. */
  requestOwnLeave: z.boolean(),
  deleteOwnRequests: z.boolean(),
  hideCalculations: z.boolean(),
  nilDays: z.boolean(),
  rollover: z.boolean(),
  /** canLAGEditLeave: the leave approval group may change profiles and requests. */
  editByApprovalGroup: z.boolean(),
  /** The first officer has seen the first-entry popup. */
  visited: z.boolean(),
  /** The leave approval group's user ids. */
  approvalGroup: z.array(z.number()),
  /** Their names, so every device can say who approves (crew hold no one else's crew record). */
  approvers: z.array(z.object({ userId: z.number(), name: z.string() })),
  version: z.number(),
});
export type LeaveSettings = z.infer<typeof leaveSettingsSchema>;

export const leaveTypeSchema = z.object({
  id: z.number(),
  vesselId: z.number(),
  name: z.string(),
  color: z.string(),
  isOnBoard: z.boolean(),
  effect: z.union([z.literal(0), z.literal(1), z.literal(2)]),
  isNil: z.boolean(),
  order: z.number(),
  isDefault: z.boolean(),
  /** 'Not on payroll' is the product's own type: shown, never changed. */
  viewOnly: z.boolean(),
  deleted: z.boolean(),
  version: z.number(),
});
export type LeaveType = z.infer<typeof leaveTypeSchema>;

export const leaveRateRecordSchema = z.object({
  from: z.string(),
  daysPerYear: z.number().nullable(),
  ratio: z.number().nullable(),
  /** The period's own type (issue 30): a change of type never reaches the periods before it. */
  type: z.enum(['yearly', 'accrued']),
  changeDate: z.string().nullable(),
  comment: z.string().nullable(),
});
export type LeaveRateRecord = z.infer<typeof leaveRateRecordSchema>;

export const leaveProfileRecordSchema = z.object({
  id: z.string(),
  vesselId: z.number(),
  userId: z.number(),
  crewId: z.number(),
  /** The type of the last change (set-up or Change profile); each rate has its own. */
  type: z.enum(['yearly', 'accrued']),
  startDate: z.string(),
  endDate: z.string().nullable(),
  initialLeave: z.number(),
  flightEntitlement: z.number().nullable(),
  /** The rates in force, oldest first, each from its date. */
  rates: z.array(leaveRateRecordSchema),
  active: z.boolean(),
  deleted: z.boolean(),
  version: z.number(),
});
export type LeaveProfileRecord = z.infer<typeof leaveProfileRecordSchema>;

export const leaveDaySchema = z.object({ date: isoDateSchema, leaveTypeId: idSchema });
export const flightSchema = z.object({
  kind: z.enum(['outbound', 'return']),
  destination: requiredString(100),
  date: isoDateSchema,
});

export const leaveRequestRecordSchema = z.object({
  id: z.string(),
  vesselId: z.number(),
  userId: z.number(),
  profileId: z.string(),
  status: z.enum(LEAVE_STATUSES),
  startDate: z.string(),
  endDate: z.string(),
  days: z.array(z.object({ date: z.string(), leaveTypeId: z.number() })),
  travelDays: z.number(),
  flights: z.array(
    z.object({ kind: z.enum(['outbound', 'return']), destination: z.string(), date: z.string() }),
  ),
  /** The requester's comments (the crew member's, or whoever made the request for them). */
  comments: z.string().nullable(),
  /** The comment of the latest decision (APPROVE, REJECT, CHECK, PENDING): kept apart from the requester's. */
  decisionComment: z.string().nullable(),
  attachments: z.array(leaveAttachmentSchema),
  createdBy: z.number(),
  decidedBy: z.number().nullable(),
  deleted: z.boolean(),
  version: z.number(),
});
export type LeaveRequestRecord = z.infer<typeof leaveRequestRecordSchema>;

export const leaveAdjustmentRecordSchema = z.object({
  id: z.string(),
  vesselId: z.number(),
  userId: z.number(),
  profileId: z.string(),
  kind: z.enum(['additional', 'rollover']),
  date: z.string(),
  /** Additional: the days added (negative takes away); rollover: the balance rolled over. */
  days: z.number(),
  comment: z.string().nullable(),
  createdBy: z.number(),
  deleted: z.boolean(),
  version: z.number(),
});
export type LeaveAdjustmentRecord = z.infer<typeof leaveAdjustmentRecordSchema>;

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
  approvalGroup: z.array(idSchema).max(500),
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
    flightEntitlement: z.number({ error: MSG.numeric }).int(MSG.numeric).min(0).max(100).nullish(),
    ...rateShape,
  })
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
    flightEntitlement: z.number({ error: MSG.numeric }).int(MSG.numeric).min(0).max(100).nullish(),
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
  .refine(oneRate, rateMissing);
export type LeaveProfileRate = z.input<typeof leaveProfileRateSchema>;

export const leaveProfileRefSchema = z.object({ ...vesselRef, profileId: clientIdSchema });

/** The most days one request may cover (a long rotation off, with its travel). */
export const MAX_REQUEST_DAYS = 186;

export const leaveRequestSaveSchema = z
  .object({
    ...vesselRef,
    requestId: clientIdSchema,
    profileId: clientIdSchema,
    action: z.enum(OWNER_ACTIONS),
    startDate: isoDateSchema,
    endDate: isoDateSchema,
    days: z.array(leaveDaySchema).min(1, MSG.required).max(MAX_REQUEST_DAYS),
    travelDays: z.number({ error: MSG.numeric }).int(MSG.numeric).min(0).max(30).default(0),
    flights: z.array(flightSchema).max(10).default([]),
    comments: text(1000),
  })
  .refine((r) => r.endDate >= r.startDate, { path: ['endDate'], message: MSG.endBeforeStart })
  .refine((r) => (Date.parse(r.endDate) - Date.parse(r.startDate)) / 86_400_000 < MAX_REQUEST_DAYS, {
    path: ['endDate'],
    message: `A request covers ${MAX_REQUEST_DAYS} days at most.`,
  })
  .refine((r) => r.days.every((d) => d.date >= r.startDate && d.date <= r.endDate), {
    path: ['days'],
    message: 'Every day must be within the dates of the request.',
  })
  .refine((r) => new Set(r.days.map((d) => d.date)).size === r.days.length, {
    path: ['days'],
    message: 'A day can have one leave type only.',
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
    .max(100)
    .refine(
      (c) => new Set(c.map((x) => x.profileId)).size === c.length,
      'The same leave profile cannot be added twice.',
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
        name: storableText(z.string({ error: MSG.required }).trim().min(1, LEAVE_TEXT.emptyTypeName).max(50)),
        color: z.string().regex(/^[0-9A-Fa-f]{6}$/, 'Choose a colour.'),
        isOnBoard: z.boolean(),
        effect: z.union([z.literal(0), z.literal(1), z.literal(2)], { error: MSG.required }),
        isNil: z.boolean(),
        isDefault: z.boolean(),
      }),
    )
    .min(1, MSG.required)
    .max(40),
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

// REST answers and the REST-only bodies (reads, and what the device does online only) ---------

/** GET /leave/{yachtId}/entry: the caller's flags (doc 3: leave profile flags); 210/211/212 add a message. */
export const leaveEntrySchema = z.object({
  canAccessLeaveTypes: z.boolean(),
  canL2L4RequestLeave: z.boolean(),
  hideCalculations: z.boolean(),
  canLAGEditLeave: z.boolean(),
  isLeaveApprovalGroup: z.boolean(),
  /** Level 5 or the approval group: the full Leave entry, approval rights. */
  fullAccess: z.boolean(),
  /** The caller's active leave profile on the vessel. */
  profileId: z.string().nullable(),
  message: z.string().optional(),
});
export type LeaveEntry = z.infer<typeof leaveEntrySchema>;

/** GET /leave/{yachtId}/balances?asOf=: each profile the caller sees (the group additional-leave popup). */
export const leaveBalanceRowSchema = z.object({
  profileId: z.string(),
  userId: z.number(),
  crewId: z.number(),
  name: z.string(),
  type: z.enum(['yearly', 'accrued']),
  availableToday: z.number().nullable(),
  availableByEndOfMonth: z.number().nullable(),
  /** Additional leave up to the as-of date. */
  additional: z.number().nullable(),
  /** The maths' message when the profile's figures cannot be worked out. */
  error: z.string().nullable(),
});
export const leaveBalancesSchema = z.object({
  asOf: z.string(),
  endOfMonth: z.string(),
  profiles: z.array(leaveBalanceRowSchema),
});
export type LeaveBalances = z.infer<typeof leaveBalancesSchema>;

const totalsShape = {
  accrued: z.number(),
  worked: z.number(),
  taken: z.number(),
  additional: z.number(),
  forfeited: z.number(),
  available: z.number(),
};
/** GET /leave/profiles/{profileId}/calculations?year=&asOf=: the leave table's months (leaveMonthlyTable). */
export const leaveCalculationsSchema = z.object({
  profileId: z.string(),
  year: z.number(),
  asOf: z.string(),
  months: z.array(
    z.object({
      month: z.string(),
      ...totalsShape,
      accruedPlus: z.number(),
      workedPlus: z.number(),
      takenPlus: z.number(),
      additionalPlus: z.number(),
      forfeitedPlus: z.number(),
    }),
  ),
  totals: z.object(totalsShape),
});
export type LeaveCalculations = z.infer<typeof leaveCalculationsSchema>;

/** The leave history with comments (doc 3: changeDate, amount, comment), newest last. */
export const leaveHistoryEntrySchema = z.object({
  id: z.number(),
  /** settings, setup, edit, rate, type, additional, rollover, reactivated */
  what: z.string(),
  changeDate: z.string(),
  amount: z.number().nullable(),
  comment: z.string().nullable(),
  /** The additional leave or rollover the entry is of (its comment changes with the entry's). */
  adjustmentId: z.string().nullable(),
  by: z.string().nullable(),
  at: z.string(),
});
export type LeaveHistoryEntry = z.infer<typeof leaveHistoryEntrySchema>;
/** GET /leave/profiles/{id}/history (and the vessel's settings history). */
export const leaveHistorySchema = z.array(leaveHistoryEntrySchema);

/** POST /leave/profiles/{profileId}/reactivate (returning user: 'Activate old Leave Profile'). */
export const leaveReactivateSchema = z.object({ ...vesselRef });

/** GET /leave/{yachtId}/x-employees: profiles of crew who left (or inactive ones), with their balance at the end. */
export const leaveFormerSchema = z.object({
  profile: leaveProfileRecordSchema,
  name: z.string(),
  leftOn: z.string().nullable(),
  available: z.number().nullable(),
});
export type LeaveFormer = z.infer<typeof leaveFormerSchema>;
