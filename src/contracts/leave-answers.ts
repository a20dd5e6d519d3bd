import { z } from 'zod';
import { idSchema } from './common';
import { leaveProfileRecordSchema } from './leave-records';

/** Leave's REST answers and the REST-only bodies (reads, and what the device does online only). */

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
  /** Additional leave up to the as-of date; left out while 'hide calculations' hides it from the caller. */
  additional: z.number().nullable().optional(),
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
export const leaveReactivateSchema = z.object({ yachtId: idSchema });

/** GET /leave/{yachtId}/x-employees: profiles of crew who left (or inactive ones), with their balance at the end. */
export const leaveFormerSchema = z.object({
  profile: leaveProfileRecordSchema,
  name: z.string(),
  leftOn: z.string().nullable(),
  available: z.number().nullable(),
});
export type LeaveFormer = z.infer<typeof leaveFormerSchema>;
