import type { z } from 'zod';
import { wizardStep1Schema, wizardStep2Schema } from './crew-wizard';
import { clientIdSchema } from './rest-hours';

/**
 * POST /crew (doc 2, section 7): the plain add-crew call, the add-crew form's steps 1 and 2 in
 * one body (section 3). The wizard key is optional here: a caller that sends one may send the
 * call again after a lost answer and change the same crew member; without one each call adds.
 */
export const addCrewSchema = wizardStep1Schema
  .extend({ wizardKey: clientIdSchema.optional() })
  .extend(wizardStep2Schema.shape);
export type AddCrewInput = z.input<typeof addCrewSchema>;
