import { z } from 'zod';
import { msg } from '../i18n/msg';
import { emailSchema, emptyOrIsoDate, idSchema, requiredString } from './common';
import {
  CUSTOM_ID_MAX,
  crewBankSchema,
  crewNokSchema,
  crewProfileSchema,
  decimalSchema,
  leaveIncrementSaveSchema,
  optionalEmail,
} from './crew';
import { imageDataUrl } from './image-data-url';
import { MSG } from './messages';
import { clientIdSchema } from './rest-hours';

/**
 * The add-crew wizard (doc 2, sections 3 to 5): step 1 makes the crew member (details and
 * position), step 2 their employment, step 3 their personal, next-of-kin and bank details.
 * Each step is saved before the next; the device names the wizard with a key it made, so a
 * step sent twice (Back and Next again, or a lost answer) changes the same crew member.
 */

const optionalText = (max: number) => z.string().trim().max(max, MSG.maxLength(max)).optional().nullable();
/** A number typed in the form, or nothing ('' is nothing, so a wrong number says why). */
const blankIsNull = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? null : v);
const optionalDecimal = z.preprocess(blankIsNull, decimalSchema.nullable().optional());

/** POST /crewonyacht/{id}/photo (doc 2): an image only, scaled on the device (300 KB at most). */
export const PHOTO_NOT_IMAGE = msg('Only image files can be uploaded.');
export const crewPhotoSchema = z.object({
  fileName: requiredString(200),
  content: imageDataUrl(400_000, msg('The photo is too large (300 KB at most).'), PHOTO_NOT_IMAGE),
});

export const wizardStep1Schema = z.object({
  wizardKey: clientIdSchema,
  yachtId: idSchema,
  email: emailSchema,
  notificationEmail: optionalEmail,
  firstName: requiredString(100),
  lastName: requiredString(100),
  /** The access level: a crew role's id. */
  level: idSchema,
  departmentsId: idSchema,
  positionId: idSchema,
  /** -1 prospective, 1 Current Crew. */
  status: z.union([z.literal(-1), z.literal(1)], { error: MSG.required }),
  /** Empty: today. */
  startDate: emptyOrIsoDate.optional(),
  /** The crew photo (filename and content), squared on the device; saved with the crew member. */
  crewPhoto: crewPhotoSchema.optional(),
});
export type WizardStep1 = z.input<typeof wizardStep1Schema>;

export const wizardStep2Schema = z.object({
  customId: optionalText(CUSTOM_ID_MAX),
  portOfEmbarkation: optionalText(100),
  repatriation: optionalText(100),
  currency: z.union([z.null(), idSchema]).optional(),
  salary: optionalDecimal,
  /** Leave days per year. */
  leave: z.union([z.literal(''), z.null(), leaveIncrementSaveSchema.shape.amount]).optional(),
  /** Ids the device made for the first salary and leave entries (saved twice, still one entry). */
  salaryId: clientIdSchema.optional(),
  leaveId: clientIdSchema.optional(),
});
export type WizardStep2 = z.input<typeof wizardStep2Schema>;

export const wizardStep3Schema = crewProfileSchema
  .omit({ crewId: true, firstName: true, lastName: true })
  .extend(crewNokSchema.omit({ crewId: true }).shape)
  .extend(crewBankSchema.omit({ crewId: true }).shape);
export type WizardStep3 = z.input<typeof wizardStep3Schema>;

export const wizardCheckSchema = z.object({ email: emailSchema, yachtId: idSchema });

/** POST /crew/wizard/checkifexists: a known person's names and photo pre-fill the form. */
export const wizardExistingSchema = z.object({
  exists: z.boolean(),
  crewId: z.number().nullable(),
  crewPhoto: z.string().nullable(),
  firstName: z.string().optional(),
  lastName: z.string().optional(),
  /** Their crew record on this vessel, when they are on it already. */
  crewOnYachtId: z.number().nullable(),
});
export type WizardExisting = z.infer<typeof wizardExistingSchema>;

/** POST /crew/wizard/step1, 2 and 3 (and POST /crew/add): the crew record saved. */
export const wizardSavedSchema = z.object({
  crewOnYachtId: z.number(),
  /** Step 1: the crew member's user id (for the request to fill in their details). */
  userId: z.number().optional(),
  message: z.string(),
});
export type WizardSaved = z.infer<typeof wizardSavedSchema>;
