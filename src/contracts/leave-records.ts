import { z } from 'zod';
import { msg } from '../i18n/msg';
import { idSchema, isoDateSchema, requiredString } from './common';
import { leaveAttachmentSchema } from './leave-attachments';

/**
 * Leave management (doc 3: leave). Five kinds of record reach the devices: the vessel's leave
 * settings (with its approval group), its leave types, the crew's leave profiles (with their
 * history of rates), leave requests and adjustments (additional leave and rollovers). Profiles,
 * requests and adjustments are made on the device (their ids are ULIDs), so a crew member asks
 * for leave at sea and a purser sets up a profile offline; leave types change online, like
 * departments.
 */

export const LEAVE_STATUSES = [
  msg('Empty'),
  msg('Draft'),
  msg('Pending'),
  msg('Approved'),
  msg('Denied'),
  msg('Checked'),
] as const;
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

// The leave pages' texts, without zod: the service worker's conflict prompts use them too.
export { LEAVE_TEXT } from './leave-text';

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
  /**
   * 'Nil days' before each change, with the day the next value began (a change counts
   * from its day on). Absent when never changed, and in copies synced before it was kept.
   */
  nilDaysBefore: z.array(z.object({ until: z.string(), nilDays: z.boolean() })).optional(),
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
  /**
   * Its effect, nil mark and on-board flag before each change, with the day the next began (a
   * change counts from its day on). Absent when never changed, and in copies synced before it was
   * kept; the on-board flag is absent from changes saved before it was kept.
   */
  rulesBefore: z
    .array(
      z.object({
        until: z.string(),
        effect: z.union([z.literal(0), z.literal(1), z.literal(2)]),
        isNil: z.boolean(),
        isOnBoard: z.boolean().optional(),
      }),
    )
    .optional(),
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
