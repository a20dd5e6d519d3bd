import { MSG } from '../../../contracts/messages';
import { createUserSchema, editUserSchema } from '../../../contracts/users';

export interface UserFormValues {
  email: string;
  alertEmail: string;
  whatsAppNumber: string;
  firstName: string;
  lastName: string;
  role: string;
  departmentId: string;
  positionId: string;
  yachts: string[];
  setPassword: boolean;
  password: string;
  confirmPassword: string;
}
export type Field = keyof UserFormValues;

/**
 * The add or edit form as the server takes it, checked with the same schema, plus the rules
 * that hang on the chosen role (department, position) and on the e-mail check.
 */
export function userFormBody(
  v: UserFormValues,
  ctx: {
    mode: 'add' | 'edit';
    /** The e-mail is a known person's: no password is sent for them. */
    known: boolean;
    onVesselAlready: boolean;
    showDepartment: boolean;
    showPosition: boolean;
    userId?: string | undefined;
    yachtId?: string | undefined;
    /** Edit: contact details the caller may not see or change are left out (the server keeps them). */
    contactHidden?: boolean;
    /** Edit: the number gets the user's 2FA codes; only they change it. */
    numberLocked?: boolean;
  },
) {
  const common = {
    email: v.email,
    ...(ctx.contactHidden ? {} : { alertEmail: v.alertEmail }),
    ...(ctx.contactHidden || ctx.numberLocked ? {} : { whatsAppNumber: v.whatsAppNumber }),
    firstName: v.firstName,
    lastName: v.lastName,
    role: v.role || undefined,
    departmentId: ctx.showDepartment && v.departmentId ? v.departmentId : null,
    positionId: ctx.showPosition && v.positionId ? v.positionId : null,
  };
  const withPassword = v.setPassword && !ctx.known;
  const parsed =
    ctx.mode === 'add'
      ? createUserSchema.safeParse({
          ...common,
          yachts: v.yachts,
          ...(withPassword ? { password: v.password, confirmPassword: v.confirmPassword } : {}),
        })
      : editUserSchema.safeParse({ ...common, userId: ctx.userId, yachtId: ctx.yachtId });
  const problems: [Field, string][] = parsed.success
    ? []
    : parsed.error.issues.map((i) => [String(i.path[0]) as Field, i.message]);
  if (ctx.mode === 'add' && ctx.onVesselAlready) problems.push(['email', MSG.alreadyOnVessel]);
  if (ctx.showDepartment && !v.departmentId) problems.push(['departmentId', MSG.required]);
  if (ctx.showPosition && !v.positionId) problems.push(['positionId', MSG.required]);
  if (withPassword && !v.password) problems.push(['password', MSG.required]);
  return { body: parsed.data, problems };
}
