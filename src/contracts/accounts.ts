import { z } from 'zod';
import { emailSchema, idSchema, requiredString, storableText } from './common';
import { MSG } from './messages';

/** Accounts (doc 1, sections 2, 3 and 7): modules with their prices, and invoice details. */

export interface AccountModule {
  id: number;
  codeName: string;
  name: string;
  /** Plain text: shown as text, never as markup. */
  text: string;
  /** Pounds per month; 0 is 'Free!'. */
  price: number;
  isActive: boolean;
}

/** GET /modules?yachtId=: the vessel's modules and what they cost it each month. */
export interface ModulesAnswer {
  /** The vessel's company group: its invoice details are at /groupdetails/{groupId}. */
  groupId: number;
  monthlySpend: number;
  modules: AccountModule[];
}

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
  addressLine2: storableText(z.string().trim().max(200, MSG.maxLength(200))).optional(),
  city: requiredString(100),
  zip: requiredString(30),
  state: requiredString(100),
  country: requiredString(100),
  vatID: requiredString(50),
});
export type GroupDetails = z.input<typeof groupDetailsSchema>;
export type GroupDetailsAnswer = GroupDetails & { id: number };
