import { z } from 'zod';
import { normalizePassword } from '../domain/access/password-form';
import { msg } from '../i18n/msg';
import { newPasswordSchema } from './auth';
import { emailSchema, emptyOrIsoDate, idSchema, noneAsEmpty, requiredString, storableText } from './common';
import { MSG } from './messages';

/** Users administration (doc 1, sections 3, 5 and 7): one schema per input, app and server. */

const email = emailSchema;
/** Optional text fields come as '' from a form, or null as GET /users/{id} answers them: none. */
const optionalEmail = noneAsEmpty(
  z
    .string()
    .trim()
    .max(254, MSG.maxLength(254))
    .pipe(z.union([z.literal(''), z.email(MSG.email)])),
);
/** '+' and a non-zero digit, up to 15 digits in all (doc 1, section 5). */
export const WHATSAPP_NUMBER = /^\+[1-9]\d{0,14}$/;
const whatsAppNumber = noneAsEmpty(
  storableText(z.string().trim().max(16, MSG.whatsappFormat)).refine(
    (v) => v === '' || WHATSAPP_NUMBER.test(v.replace(/\s/g, '')),
    MSG.whatsappFormat,
  ),
);
const optionalId = z.union([z.null(), idSchema]).optional();
const selectedUsers = z
  .array(idSchema, { error: MSG.required })
  .min(1, MSG.required)
  .max(200, MSG.maxItems(200));

const personFields = {
  email,
  alertEmail: optionalEmail,
  whatsAppNumber,
  firstName: requiredString(100),
  lastName: requiredString(100),
  /** The access level: a role id. */
  role: idSchema,
  departmentId: optionalId,
  positionId: optionalId,
};

/** Confirm password differs from the password (doc 1, section 5: 'confirm equal to it'). */
export const CONFIRM_DIFFERS = MSG.equalTo(msg('Password'));

/** Add user: to one vessel, or (level 6+) several; with a password, or an e-mailed link. */
export const createUserSchema = z
  .object({
    ...personFields,
    // A vessel named twice is one vessel (not 'several', which would skip the crew fields).
    yachts: z
      .array(idSchema, { error: MSG.noVessel })
      .min(1, MSG.noVessel)
      .max(50, MSG.maxItems(50))
      .transform((ids) => [...new Set(ids)]),
    // None (''/null): the new user gets a link to set one by e-mail.
    password: noneAsEmpty(z.union([z.literal(''), newPasswordSchema])),
    confirmPassword: noneAsEmpty(z.string().max(200, MSG.maxLength(200))),
  })
  .refine(
    (b) => !b.password || normalizePassword(b.confirmPassword ?? '') === normalizePassword(b.password),
    { path: ['confirmPassword'], message: CONFIRM_DIFFERS },
  );
export type CreateUser = z.input<typeof createUserSchema>;

/** Edit user on one vessel: their details, and their role there. */
export const editUserSchema = z.object({ ...personFields, userId: idSchema, yachtId: idSchema });
export type EditUser = z.input<typeof editUserSchema>;

export const checkIfExistsSchema = z.object({ email, yachtId: idSchema });

export const removeFromYachtSchema = z.object({
  userID: idSchema,
  yachtID: idSchema,
  endDate: emptyOrIsoDate.optional(),
});

/** Remove from all vessels, asked on one vessel's users page (level 6 there). */
export const removeFromAllSchema = z.object({
  yachtId: idSchema,
  users: selectedUsers,
  endDate: emptyOrIsoDate.optional(),
});

/** 'Add users to other vessels': the selected users get a role on another vessel. */
export const assignToYachtSchema = z.object({ users: selectedUsers, yachtId: idSchema, role: idSchema });

export const userOnYachtSchema = z.object({ userId: idSchema, yachtId: idSchema });

/** Transfer: one user leaves one vessel and joins another today, in the same role. */
export const transferSchema = z
  .object({ userId: idSchema, fromYachtId: idSchema, yachtId: idSchema })
  .refine((b) => b.fromYachtId !== b.yachtId, { path: ['yachtId'], message: msg('Choose another vessel.') });

/** DELETE /users/{id}: removed from every vessel the caller administers at 6+, now or on a date. */
export const deleteUserQuery = z.object({
  endDate: emptyOrIsoDate.optional(),
});

/** The vessel's crew order: its users, first to last. */
export const crewOrderSchema = z.object({ yachtId: idSchema, users: selectedUsers });

export const roleRowSchema = z.object({
  id: z.number(),
  name: z.string(),
  permissionLevel: z.number(),
  isCrewRole: z.boolean(),
});
export type RoleRow = z.infer<typeof roleRowSchema>;

export const adminUserSchema = z.object({
  id: z.number(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  alertEmail: z.string().nullable(),
  whatsAppNumber: z.string().nullable(),
  /** The 2FA method the user has set up, if any. */
  twoFactor: z.enum(['whatsapp', 'totp']).nullable(),
  /** '2FA Required': the next login goes to the 2FA setup until they have one. */
  twoFactorRequired: z.boolean(),
  roleId: z.number(),
  roleName: z.string(),
  permissionLevel: z.number(),
  departmentId: z.number().nullable(),
  departmentName: z.string().nullable(),
  positionId: z.number().nullable(),
  positionName: z.string().nullable(),
  crewOrder: z.number().nullable(),
  startDate: z.string().nullable(),
  /** Set while the user is still on board: the day their access ends. */
  endDate: z.string().nullable(),
  /** The caller may change their e-mail and names (they administer every vessel the user is on). */
  accountEditable: z.boolean(),
});
export type AdminUser = z.infer<typeof adminUserSchema>;

export const adminVesselSchema = z.object({
  id: z.number(),
  name: z.string(),
  codename: z.string(),
  /** The caller's level on this vessel (4 or more: only such vessels are listed). */
  level: z.number(),
  users: z.array(adminUserSchema),
  departments: z.array(z.object({ id: z.number(), name: z.string() })),
  positions: z.array(z.object({ id: z.number(), name: z.string(), departmentId: z.number().nullable() })),
});
export type AdminVessel = z.infer<typeof adminVesselSchema>;

/** GET /users: every vessel the caller administers, and the roles. */
export const usersAnswerSchema = z.object({
  vessels: z.array(adminVesselSchema),
  roles: z.array(roleRowSchema),
  /** Vessels where the caller may add users they administer elsewhere (level 6+). */
  assignTargets: z.array(z.object({ id: z.number(), name: z.string(), level: z.number() })),
});
export type UsersAnswer = z.infer<typeof usersAnswerSchema>;

/** POST /users/checkifexists. */
export const existingUserSchema = z.object({
  exists: z.boolean(),
  userId: z.number().optional(),
  firstName: z.string().optional(),
  lastName: z.string().optional(),
  /** Their role on the vessel asked about, if any. */
  roleId: z.number().nullable().optional(),
  /** Their highest level on any vessel (fixes the role list at 5 and above). */
  existingLevel: z.number().nullable().optional(),
});
export type ExistingUser = z.infer<typeof existingUserSchema>;
