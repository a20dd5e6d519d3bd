import { z } from 'zod';
import { horAlertsSchema } from './rest-hours';

/** What the hours-of-rest routes answer on reads the device does not sync (see rest-hours.ts for inputs). */

/** POST /devices/keys: the id the server gave the device's signing key. */
export const deviceKeyAnswerSchema = z.object({ keyId: z.string() });

// The answer has every field, an unset one as null (the spec's vessel details); the device
// keeps an unset text as absent, as its form and the details it writes back have it.
const storedText = z
  .string()
  .nullish()
  .transform((v) => v ?? undefined);
const storedNumber = z.number().nullable().optional();
const storedNumberOrText = z.union([z.number(), z.string()]).nullable().optional();
/**
 * GET /yacht/{id}/details: the details as stored (the form's limits are the writer's to check,
 * so the read takes each field by its type only), with the vessel's id, codename and stamp.
 */
export const vesselDetailsAnswerSchema = z.object({
  id: z.number(),
  codename: z.string(),
  /** The ships stamp as a data URL, or null. */
  shipsStamp: z.string().nullable(),
  registration: storedText,
  registrationNo: storedNumberOrText,
  portOfRegistry: storedText,
  insurer: storedText,
  owningCompany: storedText,
  ownerAddress: storedText,
  imoNumber: storedNumberOrText,
  callSign: storedText,
  mmsi: storedNumber,
  grossTonnage: storedNumber,
  netTonnage: storedNumber,
  loa: storedNumber,
  beam: storedNumber,
  propulsion: storedText,
  berths: storedNumber,
  flagState: storedText,
  draft: storedNumber,
  superstructureColour: storedText,
  hullColour: storedText,
});

/** GET and POST /hor/guide/{yachtId}: the vessel's guide ('' when none is written). */
export const guideAnswerSchema = z.object({ text: z.string().nullable() });

/** GET /hor/approvalGroup/isMember/{yachtId}: whether the caller countersigns on the vessel. */
export const approverAnswerSchema = z.object({ isMember: z.boolean() });

/** GET /hor/digital-signature: the caller's drawn signature (a PNG data URL) and whether they opted out. */
export const digitalSignatureAnswerSchema = z.object({
  hasSignature: z.boolean(),
  image: z.string().nullable(),
  optOut: z.boolean(),
});

/**
 * GET /hor/alerts/{yachtId}: the alerts as stored. The addresses were checked when they were
 * saved; a read takes them as text so a stricter check later cannot hide the settings page.
 * (GET /hor/settings/{yachtId} answers horSettingsSchema itself: two yes-or-no settings.)
 */
export const horAlertsAnswerSchema = horAlertsSchema.extend({ emails: z.array(z.string()) });

/** GET /hor/approvalGroup/list/{yachtId}: the countersigners, each with the departments they countersign. */
export const groupMemberSchema = z.object({
  userId: z.number(),
  name: z.string(),
  watchkeeper: z.boolean(),
  departments: z.array(z.object({ id: z.number(), name: z.string() })),
});
export type GroupMember = z.infer<typeof groupMemberSchema>;
export const approvalGroupSchema = z.array(groupMemberSchema);

/** GET /hor/records/users/{yachtId}: who has records, and in which months (YYYY-MM). */
export const recordUserSchema = z.object({
  id: z.number(),
  name: z.string(),
  hasSignature: z.boolean(),
  records: z.array(z.string()),
  /** Their role on the vessel has ended. */
  former: z.boolean().optional(),
});
export type RecordUser = z.infer<typeof recordUserSchema>;
export const recordUsersSchema = z.array(recordUserSchema);
