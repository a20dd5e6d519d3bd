import { z } from 'zod';
import { msg } from '../i18n/msg';

/** Records no one can quietly alter (issue 33): the answers of the log's checks, level 6+. */

/** A month's verification code as printed on the records PDF (10 characters; dashes and spaces ignored). */
export const verificationCodeSchema = z
  .string()
  .trim()
  .regex(
    /^[0-9A-Za-z][0-9A-Za-z -]{8,14}[0-9A-Za-z]$/,
    msg('Enter the 10-character code printed on the record.'),
  );

/** GET /hor/chain/verify/{yacht}: the vessel's log re-walked, its rows and signatures re-checked. */
export const chainVerdictSchema = z.object({
  intact: z.boolean(),
  /** "Intact: ..." or the first entry that breaks: vessel, entry number, whose record, what. */
  message: z.string(),
  entries: z.number(),
  /** The entry that breaks (absent when intact; 0 when the record has no entry). */
  entry: z.number().optional(),
});
export type ChainVerdictAnswer = z.infer<typeof chainVerdictSchema>;

/** GET /hor/chain/code/{yacht}/{code}: whether a printed record's code matches the record now. */
export const codeCheckSchema = z.object({
  found: z.boolean(),
  /** The code matches the record as it is now (false: it was changed after the code was printed). */
  current: z.boolean(),
  message: z.string(),
});
