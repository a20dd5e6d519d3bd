import { z } from 'zod';
import { loginResponseSchema } from './auth';
import { idSchema } from './common';
import { MSG } from './messages';

/** Two-factor login (doc 1, sections 2, 4 and 7), by messaging-app code or authenticator app. */

export const twoFactorMethodSchema = z.enum(['whatsapp', 'totp']);
export type TwoFactorMethod = z.infer<typeof twoFactorMethodSchema>;

/**
 * What POST /login answers when the password is right but a second factor is due: 'verify' (the
 * '2FA Login' step) or 'setup' (/setupWhatsapp). The challenge proves the password step; every
 * later call carries it.
 */
export const twoFactorStepSchema = z.object({
  step: z.enum(['verify', 'setup']),
  challenge: z.string(),
  userId: z.number(),
  /** verify: the method the user set up. */
  method: twoFactorMethodSchema.nullable(),
  /** verify by message: where the code went, masked ('+44 ••• 789'). */
  sentTo: z.string().optional(),
  /** verify by message: why the code could not be sent ('Something went wrong'); 'Send again' may work. */
  sendError: z.string().optional(),
  /** setup: an administrator requires 2FA, so it cannot be skipped. */
  required: z.boolean(),
});
export type TwoFactorStep = z.infer<typeof twoFactorStepSchema>;
/** POST /login and /loginuser: the session, or the second factor that is due first. */
export const loginResultSchema = z.union([loginResponseSchema, z.object({ twoFactor: twoFactorStepSchema })]);
export type LoginResult = z.infer<typeof loginResultSchema>;

/** After the second factor: the session, a bypass token when asked for, new recovery codes once. */
export const twoFactorLoginSchema = loginResponseSchema.extend({
  bypassToken: z.string().optional(),
  recoveryCodes: z.array(z.string()).optional(),
});
export type TwoFactorLogin = z.infer<typeof twoFactorLoginSchema>;

/** POST /setUpWhatsApp and /sendWhatsApp: where the code went, masked ('+44 ••• 789'). */
export const codeSentSchema = z.object({ sentTo: z.string() });
export type CodeSent = z.infer<typeof codeSentSchema>;

const challenge = z.string({ error: MSG.required }).min(1, MSG.required).max(100, MSG.maxLength(100));
const number = z
  .string({ error: MSG.required })
  .transform((v) => v.replace(/[\s()-]/g, ''))
  .pipe(
    z
      .string()
      .min(1, MSG.required)
      .max(16, MSG.whatsappFormat)
      .regex(/^\+[1-9]\d{0,14}$/, MSG.whatsappFormat),
  );
/** Six digits from a message or an app, or a recovery code ('abcd-efgh'). */
const code = z
  .string({ error: MSG.required })
  .transform((v) => v.replace(/\s/g, ''))
  .pipe(z.string().min(1, MSG.required).max(20, MSG.codeWrong));

/** POST /setUpWhatsApp: step 1 of /setupWhatsapp, the number a code goes to. */
export const setUpWhatsAppSchema = z.object({
  challenge,
  userId: idSchema,
  number,
  shouldSuspend: z.boolean().optional(),
});
/** POST /sendWhatsApp: send the code again. */
export const sendWhatsAppSchema = z.object({ challenge });
/** POST /setUpTotp: the authenticator secret and its QR code. */
export const setUpTotpSchema = z.object({ challenge, userId: idSchema });
/** POST /verifyWhatsApp: the code of a login or of a setup (either method). */
export const verifyCodeSchema = z.object({
  challenge,
  userId: idSchema,
  code,
  suspend: z.boolean().optional(),
});
/** POST /me/twofactor/setup, /off and /recovery: the password again. */
export const ownPasswordSchema = z.object({
  password: z.string({ error: MSG.required }).min(1, MSG.required).max(200, MSG.maxLength(200)),
});
/** PUT /whatsapprequirements and PUT /removewhatsapp: users selected on a vessel's table. */
export const twoFactorUsersSchema = z.object({
  yachtId: idSchema,
  users: z.array(idSchema, { error: MSG.required }).min(1, MSG.required).max(200, MSG.maxItems(200)),
  required: z.boolean().optional(),
});

/** POST /setUpTotp: the authenticator secret of a setup. */
export const totpSetupSchema = z.object({
  /** Base32, for typing in by hand. */
  secret: z.string(),
  uri: z.string(),
  /** The otpauth URI as an SVG QR code. */
  qrSvg: z.string(),
});
export type TotpSetup = z.infer<typeof totpSetupSchema>;

/** GET /me/twofactor: the signed-in user's own two-factor login. */
export const ownTwoFactorSchema = z.object({
  method: twoFactorMethodSchema.nullable(),
  /** An administrator requires it: it cannot be turned off. */
  required: z.boolean(),
  /** By message: where codes go, masked. */
  sentTo: z.string().nullable(),
  /** Authenticator app: recovery codes not used yet. */
  recoveryCodesLeft: z.number(),
});
export type OwnTwoFactor = z.infer<typeof ownTwoFactorSchema>;

/** POST /me/twofactor/recovery: the new recovery codes, shown once. */
export const recoveryCodesAnswerSchema = z.object({ recoveryCodes: z.array(z.string()) });
