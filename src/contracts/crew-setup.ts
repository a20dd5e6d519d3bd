import { z } from 'zod';
import { idSchema, requiredString } from './common';
import { MSG } from './messages';

/** The vessel's departments and positions (REST), and the currencies salaries are paid in. */

/** Departments and positions (doc 2, section 7): name, vessel, order. */
export const departmentSaveSchema = z.object({
  name: requiredString(60),
  yachtId: idSchema,
  order: z.number().int().min(0).max(9999).optional(),
});
export const positionSaveSchema = departmentSaveSchema.extend({
  departmentId: z.union([z.null(), idSchema]).optional(),
});
/** PUT /DeparmentAndPosition/{yachtId}: both lists, first to last. */
export const departmentsOrderSchema = z.object({
  departments: z.array(idSchema).max(200, MSG.maxItems(200)),
  positions: z.array(idSchema).max(500, MSG.maxItems(500)),
});

/** GET /currencies: what salaries are paid in. */
export const currencySchema = z.object({
  id: z.number(),
  name: z.string(),
  code: z.string(),
  sign: z.string(),
  signBefore: z.boolean(),
});
export type Currency = z.infer<typeof currencySchema>;
export const currenciesSchema = z.array(currencySchema);
