import { z } from 'zod';
import { idSchema, requiredString, storableText } from './common';
import { MSG } from './messages';

/** The fleet area (doc 1, sections 2, 3 and 7): welcome items, vessel requests, support, leaving. */

/** One row of a welcome dashboard; `path` is under /fleet/{codename}/ (null: nothing to open). */
export const welcomeItemSchema = z.object({
  name: z.string(),
  value: z.string(),
  info: z.string(),
  path: z.string().nullable(),
});
export type WelcomeItem = z.infer<typeof welcomeItemSchema>;
/** GET /yacht/{id}/welcome: the rows of the vessel's dashboard. */
export const vesselWelcomeSchema = z.array(welcomeItemSchema);

/** GET /fleet/welcome: the rows of each vessel panel on the fleet list. */
export const fleetWelcomeSchema = z.object({
  yachtId: z.number(),
  items: z.array(welcomeItemSchema),
});
export type FleetWelcome = z.infer<typeof fleetWelcomeSchema>;
export const fleetWelcomeListSchema = z.array(fleetWelcomeSchema);

const placeholderIsEmpty = (v: unknown) => (v === '' || v === null ? undefined : v);
/** A number as typed: plain decimal digits only ('0x10' or '1e3' stay text, and are refused). */
const typedNumber = (v: unknown) =>
  typeof v === 'string' && /^\s*\d+(\.\d+)?\s*$/.test(v) ? Number(v.trim()) : v;

/** 'Request a new vessel set up' (doc 1, section 5: type a selection, name required, crew an integer, LOA a float). */
export const vesselRequestSchema = z.object({
  vesselType: z.preprocess(placeholderIsEmpty, idSchema),
  vesselName: requiredString(100),
  crewNumber: z.preprocess(
    (v) => (v === '' || v === null ? undefined : typedNumber(v)),
    z
      .number({ error: (i) => (i.input === undefined ? MSG.required : MSG.numeric) })
      .int(MSG.numeric)
      .gt(0, MSG.greaterThan(0))
      .lt(10_000, MSG.lessThan(10_000)),
  ),
  loaMT: z.preprocess(
    (v) => (v === '' || v === null ? undefined : typedNumber(v)),
    z
      .number({ error: (i) => (i.input === undefined ? MSG.required : MSG.numeric) })
      .gt(0, MSG.greaterThan(0))
      .lt(1_000, MSG.lessThan(1_000)),
  ),
  comment: storableText(z.string().trim().max(1000, MSG.maxLength(1000))).optional(),
});
export type VesselRequest = z.input<typeof vesselRequestSchema>;

/** The support form: name, phone number and message required, about the vessel it was sent from. */
export const supportRequestSchema = z.object({
  yachtId: idSchema,
  name: requiredString(100),
  phoneNumber: requiredString(30),
  message: requiredString(2000),
});
export type SupportRequest = z.input<typeof supportRequestSchema>;
export const supportFormSchema = supportRequestSchema.omit({ yachtId: true });

/** 'Leave fleet': the caller leaves the vessel, with the users ticked on its checklist. */
export const leaveFleetSchema = z.object({
  yachtId: idSchema,
  userIds: z.array(idSchema).max(500, MSG.maxItems(500)).default([]),
});
export type LeaveFleet = z.input<typeof leaveFleetSchema>;

/** Someone the caller may take along when leaving: management, at or below the caller's level. */
export const leaveFleetCandidateSchema = z.object({ id: z.number(), name: z.string(), roleName: z.string() });
export type LeaveFleetCandidate = z.infer<typeof leaveFleetCandidateSchema>;

/** GET /yacht/{id}/leave-fleet: the checklist, and why the caller cannot leave (null: they can). */
export const leaveFleetChecklistSchema = z.object({
  candidates: z.array(leaveFleetCandidateSchema),
  blocked: z.string().nullable(),
});
export type LeaveFleetChecklist = z.infer<typeof leaveFleetChecklistSchema>;

/** POST /yacht/leave-fleet: the users whose role on the vessel ended (the caller and those ticked). */
export const leftFleetSchema = z.object({ left: z.array(z.number()) });
