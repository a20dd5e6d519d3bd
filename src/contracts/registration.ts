import { z } from 'zod';
import { msg } from '../i18n/msg';
import { newPasswordSchema } from './auth';
import { emailSchema, idSchema, requiredString, storableText } from './common';
import { MSG } from './messages';

/** Registration, 'Try it Free' (doc 1, sections 3, 4 and 5): one schema per step, app and server. */

const email = emailSchema;

/** Step 0: who registers. Every field is required, the terms too. */
export const registerUserSchema = z.object({
  firstName: requiredString(100),
  lastName: requiredString(100),
  email,
  phone: storableText(
    z.string({ error: MSG.required }).trim().min(1, MSG.required).max(30, MSG.maxLength(30)),
  ),
  newPassword: newPasswordSchema,
  agreedWithTerms: z.literal(true, { error: MSG.required }),
});
export type RegisterUser = z.input<typeof registerUserSchema>;

/**
 * Text as a plain decimal ('47.5'), else NaN: Number() read '0x10' as 16 and '1e3' as 1000.
 * Bounded before the pattern, and the pattern without two ways to take one digit: a long run of
 * digits held the server for seconds (attack s59).
 */
const DECIMAL = /^-?(?:\d+(?:\.\d*)?|\.\d+)$/;
const decimal = (v: string) => {
  const text = v.trim();
  return text.length <= 30 && DECIMAL.test(text) ? Number(text) : Number.NaN;
};

/** A size typed in a form: empty (or spaces) is none; anything else must be a number above 0. */
const measure = z.preprocess(
  (v) =>
    v === null || v === undefined || (typeof v === 'string' && v.trim() === '')
      ? null
      : typeof v === 'string'
        ? decimal(v)
        : v,
  z
    .number({ error: msg('Field should be a number.') })
    .gt(0, msg('Value must be greater than 0.'))
    .max(1_000_000, msg('Value must be less than 1000000.'))
    .nullable(),
);

/** Step 1, 'Vessel information': type and name required. */
export const registerYachtSchema = z.object({
  // The placeholder ('Choose a type') counts as empty: 'Field is required.'
  type: z.preprocess((v) => (v === '' ? undefined : v), idSchema),
  yachtName: requiredString(100),
  grossTonnage: measure.optional(),
  loa: measure.optional(),
});
export type RegisterYacht = z.input<typeof registerYachtSchema>;

/** POST /users/register: the user and the yacht together. */
export const registerSchema = z.object({ user: registerUserSchema, yacht: registerYachtSchema });

/** POST /utils/checkemail and /utils/checkpassword, the checks between the steps. */
export const checkEmailSchema = z.object({ email });
export const checkPasswordSchema = z.object({ password: newPasswordSchema });

/** GET /yacht/getvesseltypes: the types a vessel can be, for the registration and 'Add a vessel'. */
export const vesselTypesSchema = z.array(z.object({ id: z.number(), name: z.string() }));
export type VesselType = z.infer<typeof vesselTypesSchema>[number];

/**
 * The product's own vessel types (migration 0014; no one renames them), as catalogue messages: the
 * type choices show a type's name with t(), so a Spanish reader reads 'Yate a motor'.
 */
export const VESSEL_TYPE_NAMES = [
  msg('Motor yacht'),
  msg('Sailing yacht'),
  msg('Catamaran'),
  msg('Expedition yacht'),
  msg('Support vessel'),
  msg('Other'),
] as const;

/** The trial a registration starts (doc 1, section 9). */
export const TRIAL_DAYS = 30;
