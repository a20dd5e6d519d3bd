import { z } from 'zod';
import { idSchema } from './common';
import { MSG } from './messages';

/**
 * Requirements (doc 2, sections 3 and 7): the requirement types a position asks of its crew,
 * or the whole vessel (no position). Types are a reference list (domain/crew/requirement-types).
 */
export const requirementSchema = z.object({
  id: z.number(),
  vesselId: z.number(),
  /** null: every position on the vessel. */
  positionId: z.number().nullable(),
  requirementTypeId: z.number(),
  deleted: z.boolean(),
  version: z.number(),
});
export type Requirement = z.infer<typeof requirementSchema>;

/** PUT /requirements/forposition/{id} and /foryacht/{id}: the ticked types, the whole list. */
export const requirementsSaveSchema = z
  .array(
    z.object({
      requirementTypeId: idSchema,
      positionId: z.union([z.null(), idSchema]).optional(),
      yachtId: idSchema.optional(),
    }),
  )
  .max(200, MSG.maxItems(200));
export type RequirementsSave = z.input<typeof requirementsSaveSchema>;
