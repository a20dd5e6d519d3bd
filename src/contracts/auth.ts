import { z } from 'zod';
import { normalizePassword } from '../domain/access/password-form';
import { passwordProblem } from '../domain/access/password-rules';
import { msg } from '../i18n/msg';
import { MSG } from './messages';

/** Login form of the spec: username is the e-mail. */
export const loginRequestSchema = z.object({
  username: z
    .string({ error: MSG.required })
    .trim()
    .min(1, MSG.required)
    .max(254, MSG.maxLength(254))
    .pipe(z.email(MSG.email)),
  password: z.string({ error: MSG.required }).min(1, MSG.required).max(200, MSG.maxLength(200)),
  enableWhatsAppAuth: z.boolean().optional(),
  /** 'Bypass 2FA for 30 days': the token this device was given. */
  bypassToken: z.string().max(100).optional(),
});
export type LoginRequest = z.infer<typeof loginRequestSchema>;

export const refreshRequestSchema = z.object({
  refreshToken: z.string({ error: MSG.required }).min(1, MSG.required).max(200, MSG.maxLength(200)),
});

export const vesselSchema = z.object({
  id: z.number(),
  name: z.string(),
  codename: z.string(),
  modules: z.array(z.string()),
});
export type Vessel = z.infer<typeof vesselSchema>;

export const sessionRoleSchema = z.object({
  vesselId: z.number(),
  roleId: z.number(),
  roleName: z.string(),
  permissionLevel: z.number(),
});

export const sessionUserSchema = z.object({
  id: z.number(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  /** Not yet: the terms popup asks first (an account made by an administrator). Absent in old sessions. */
  agreedWithTerms: z.boolean().optional(),
});
export type SessionUser = z.infer<typeof sessionUserSchema>;

export const tokensSchema = z.object({
  accessToken: z.string(),
  refreshToken: z.string(),
  /** Epoch ms when the access token stops being accepted. */
  accessExpiresAt: z.number(),
});
export type Tokens = z.infer<typeof tokensSchema>;

export const loginResponseSchema = tokensSchema.extend({
  /**
   * 256 bits (base64url) that seal this user's unsent changes on a shared device when they log
   * out, until they log in again. Absent in sessions stored before it existed.
   */
  sealKey: z.string().optional(),
  user: sessionUserSchema,
  roles: z.array(sessionRoleSchema),
  vessels: z.array(vesselSchema),
});
export type LoginResponse = z.infer<typeof loginResponseSchema>;

/** GET /me: who the user is and where they may go now (the session part of the login answer). */
export const meAnswerSchema = loginResponseSchema.pick({ user: true, roles: true, vessels: true });
export type MeAnswer = z.infer<typeof meAnswerSchema>;

/** POST /restresetpassword/{userId}: the new password is set; the page logs in with it. */
export const passwordResetAnswerSchema = z.object({ username: z.string() });
export type PasswordResetAnswer = z.infer<typeof passwordResetAnswerSchema>;

/** A new password: the four rules of the reset page. */
export const newPasswordSchema = z
  .string({ error: MSG.required })
  .min(1, MSG.required)
  .max(200, MSG.maxLength(200))
  .superRefine((p, ctx) => {
    const problem = passwordProblem(p);
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  });

/** Forgotten-password popup. */
export const forgotPasswordSchema = z.object({
  email: z
    .string({ error: MSG.required })
    .trim()
    .min(1, MSG.required)
    .max(254, MSG.maxLength(254))
    .pipe(z.email(MSG.email)),
});

/** '/resetpassword/{userId}' submits the new password with the link's hash and datetime. */
export const resetPasswordSchema = z.object({
  password: newPasswordSchema,
  hash: z.string({ error: MSG.required }).min(1, MSG.required).max(100, MSG.maxLength(100)),
  datetime: z.string().max(40).optional(),
});

/** Change password page and popup: old, new and confirm required; confirm equal to new. */
export const changePasswordSchema = z
  .object({
    oldPassword: z.string({ error: MSG.required }).min(1, MSG.required).max(200, MSG.maxLength(200)),
    newPassword: newPasswordSchema,
    confirmPassword: z.string({ error: MSG.required }).min(1, MSG.required).max(200, MSG.maxLength(200)),
  })
  // Compared as they are hashed: the same letters typed in another Unicode form are equal.
  .refine((b) => normalizePassword(b.confirmPassword) === normalizePassword(b.newPassword), {
    path: ['confirmPassword'],
    message: MSG.equalTo(msg('New password')),
  })
  .refine((b) => normalizePassword(b.newPassword) !== normalizePassword(b.oldPassword), {
    path: ['newPassword'],
    message: MSG.samePassword,
  });
