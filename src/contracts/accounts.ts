import { z } from 'zod';
import { emailSchema, idSchema, noneAsEmpty, requiredString, storableText } from './common';
import { MSG } from './messages';

/** Accounts (doc 1, sections 2, 3 and 7): modules with their prices, and invoice details. */

export const accountModuleSchema = z.object({
  id: z.number(),
  codeName: z.string(),
  name: z.string(),
  /** Plain text: shown as text, never as markup. */
  text: z.string(),
  /** Pounds per month; 0 is 'Free!'. */
  price: z.number(),
  isActive: z.boolean(),
});
export type AccountModule = z.infer<typeof accountModuleSchema>;

/** GET /modules?yachtId= (and POST /modules): the vessel's modules and what they cost it each month. */
export const modulesAnswerSchema = z.object({
  /** The vessel's company group: its invoice details are at /groupdetails/{groupId}. */
  groupId: z.number(),
  monthlySpend: z.number(),
  modules: z.array(accountModuleSchema),
});
export type ModulesAnswer = z.infer<typeof modulesAnswerSchema>;

/** POST /modules: Activate (a paid module) or Live toggled off. */
export const moduleToggleSchema = z.object({
  yachtId: idSchema,
  moduleId: idSchema,
  isActive: z.boolean({ error: MSG.required }),
});

/** Invoice details: every field required but address line 2; the e-mail valid. */
export const groupDetailsSchema = z.object({
  name: requiredString(200),
  contact: requiredString(200),
  email: emailSchema,
  addressLine1: requiredString(200),
  addressLine2: noneAsEmpty(storableText(z.string().trim().max(200, MSG.maxLength(200)))),
  city: requiredString(100),
  zip: requiredString(30),
  state: requiredString(100),
  country: requiredString(100),
  vatID: requiredString(50),
});
export type GroupDetails = z.input<typeof groupDetailsSchema>;
/** GET and PUT /groupdetails/{id}: the details as stored, '' where none is kept yet. */
export const groupDetailsAnswerSchema = z.object({
  id: z.number(),
  name: z.string(),
  contact: z.string(),
  email: z.string(),
  addressLine1: z.string(),
  addressLine2: z.string().optional(),
  city: z.string(),
  zip: z.string(),
  state: z.string(),
  country: z.string(),
  vatID: z.string(),
});
export type GroupDetailsAnswer = z.infer<typeof groupDetailsAnswerSchema>;
