import { z } from 'zod';
import { msg } from '../i18n/msg';
import { idSchema } from './common';
import { decimalSchema } from './crew';
import { MSG } from './messages';

/**
 * The crew-transfer popup of a crew profile (doc 2, sections 3 and 5): the crew member leaves
 * this vessel today and joins another in a position there, with the leave days and the salary
 * they will have on it. Leave and salary are numbers (floats); the position is required; the
 * currency defaults to id 1.
 */

/** A number typed in the form, or nothing ('' is nothing). */
const blankIsNull = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? null : v);

export const DEFAULT_TRANSFER_CURRENCY = 1;

export const crewTransferSchema = z.object({
  /** The vessel the crew member moves to. */
  yachtId: idSchema,
  /** Required: an empty choice says 'Field is required.' (idSchema's message for no value). */
  positionId: z.preprocess((v) => (v === '' || v === null ? undefined : v), idSchema),
  /** Leave days per year on the new vessel; empty keeps none. */
  leave: z.preprocess(
    blankIsNull,
    decimalSchema
      .pipe(z.number().max(365, MSG.atMost(365)))
      .nullable()
      .optional(),
  ),
  /** Salary on the new vessel; empty keeps none. */
  salary: z.preprocess(blankIsNull, decimalSchema.nullable().optional()),
  currency: idSchema.default(DEFAULT_TRANSFER_CURRENCY),
});
export type CrewTransferInput = z.input<typeof crewTransferSchema>;

/** POST /crewonyacht/{id}/transfer answers with the crew member's new crew id on that vessel. */
export const crewTransferredSchema = z.object({
  message: z.string(),
  crewOnYachtId: z.number(),
  /** The codename of the vessel they moved to, for the link to the new profile. */
  yachtCodename: z.string(),
});
export type CrewTransferred = z.infer<typeof crewTransferredSchema>;

/** The vessel to move to is the one they leave (the users transfer says the same). */
export const TRANSFER_SAME_VESSEL = msg('Choose another vessel.');
