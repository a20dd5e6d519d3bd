import { z } from 'zod';
import { msg } from '../i18n/msg';
import { storableText } from './common';
import { imageDataUrl } from './image-data-url';
import { MSG } from './messages';

/** The vessel's details and ship's stamp (doc 2: vessel details), kept for the records' heading. */

// Trimmed: a field of spaces is an emptied one (cleared), not a value kept as spaces.
const optionalText = (max: number, message?: string) =>
  storableText(z.string().trim().max(max, message)).optional();
// Doc 1, section 5's text for 'Greater or equal N'.
const NOT_NEGATIVE = MSG.atLeast(0);
const WHOLE = msg('Whole numbers only.');
const optionalNumber = z
  .number({ error: msg('Field should be a number.') })
  .min(0, NOT_NEGATIVE)
  .nullable()
  .optional();
const optionalCount = z
  .number({ error: msg('Field should be a number.') })
  .int(WHOLE)
  .min(0, NOT_NEGATIVE)
  .nullable()
  .optional();
/**
 * Doc 2 allows letters in the official number and hyphens in the IMO number; doc 3 asks for
 * numbers. Both are taken: a number, or text of those characters (what the form typed).
 * Their messages are doc 1's for those rules (section 5: 'Alphanumeric', 'Number or hyphen').
 */
const numberOrText = (pattern: RegExp, message: string) =>
  z
    .union(
      [
        z.number().int(message).min(0, message),
        storableText(z.string().trim().max(30, MSG.maxLength(30)).regex(pattern, message)),
      ],
      { error: message },
    )
    .nullable()
    .optional();
export const REGISTRATION_NO_RULE = MSG.alphanumeric;
export const IMO_NUMBER_RULE = MSG.numberOrHyphen;
/** Vessel details for rest forms and reports (doc 3: numbers numeric, owner address at most 140). */
export const vesselDetailsSchema = z.object({
  registration: optionalText(100),
  registrationNo: numberOrText(/^[A-Za-z0-9]*$/, REGISTRATION_NO_RULE),
  portOfRegistry: optionalText(100),
  insurer: optionalText(100),
  owningCompany: optionalText(100),
  ownerAddress: optionalText(140, msg('max 140 characters')),
  imoNumber: numberOrText(/^(\d+(-\d+)*)?$/, IMO_NUMBER_RULE),
  callSign: optionalText(20),
  mmsi: optionalCount,
  grossTonnage: optionalNumber,
  netTonnage: optionalNumber,
  loa: optionalNumber,
  beam: optionalNumber,
  propulsion: optionalText(100),
  berths: optionalCount,
  flagState: optionalText(100),
  draft: optionalNumber,
  superstructureColour: optionalText(40),
  hullColour: optionalText(40),
});

/**
 * What the forms show under the vessel's codes before anything is typed. Doc 2 and doc 3 give
 * the IMO number and the MMSI no length (doc 2: 'imoNumber a number allowing hyphens', 'mmsi ...
 * must be numbers'), so a hint gives an example or the rule the schema holds, never a length it
 * does not ('7 digits', '9 digits' were shown and nothing held them: vessel-details.test.ts).
 */
export const VESSEL_CODE_HINTS = {
  registrationNo: msg('e.g. MT1234'),
  imoNumber: msg('e.g. 9123456'),
  mmsi: msg('digits only'),
  callSign: msg('e.g. 9HA1234'),
} as const;

/**
 * The ships stamp (doc 2, vessel details): an image as a data URL, about 150x150 (the app
 * scales it before sending), at most 300 KB. null removes it.
 */
export const SHIPS_STAMP_MAX = 400_000;
const STAMP_NOT_IMAGE = msg('The ships stamp must be an image file.');
export const shipsStampSchema = z
  .object({
    filename: storableText(z.string().trim().min(1, MSG.required).max(200, MSG.maxLength(200))),
    content: imageDataUrl(
      SHIPS_STAMP_MAX,
      msg('The stamp image is too large (300 KB at most).'),
      STAMP_NOT_IMAGE,
    ),
  })
  .nullable();

/**
 * E-mail a record (one seafarer's month, or the whole vessel's when userId is null) to the
 * addresses the user typed; queued on the device, sent by the server.
 */
export type VesselDetails = z.infer<typeof vesselDetailsSchema>;

/**
 * A change of the details, queued or by PUT: a field left out keeps its stored value, one sent as
 * null or '' is cleared (the PUT's rule, server/src/modules/rest-hours/vessel-settings.ts).
 */
export const vesselDetailsChangeSchema = z.object(
  Object.fromEntries(
    Object.entries(vesselDetailsSchema.shape).map(([name, field]) => [
      name,
      z.union([z.literal(''), z.null(), field]),
    ]),
  ),
) as unknown as z.ZodType<{ [K in keyof VesselDetails]?: VesselDetails[K] | '' | null }>;
