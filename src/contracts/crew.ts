import { z } from 'zod';
import { countryName } from '../domain/reference/countries';
import { msg } from '../i18n/msg';
import { emptyOrIsoDate, idSchema, isoDateSchema, requiredString, storableText } from './common';
import { MSG } from './messages';
import { requirementSchema } from './requirements';
import { clientIdSchema } from './rest-hours';
import { defineSyncModule } from './sync-module';

/**
 * Crew records (doc 2, sections 2 to 5 and 7): a crew member is a user's time on a vessel; its
 * id is the spec's crewOnYachtId (also the crewId of the routes). Three kinds carry it to the
 * devices, each to the people who may see it: the crew list's fields, personal details, and
 * the private ones (bank, next of kin, salary).
 */

/** Crew status (doc 2, section 9): -1 prospective, 1 Current Crew, 2 former crew. */
export const CREW_STATUS = { prospective: -1, current: 1, former: 2 } as const;
export type CrewStatus = (typeof CREW_STATUS)[keyof typeof CREW_STATUS];
export const CREW_STATUS_NAMES: Record<CrewStatus, string> = {
  [-1]: msg('Prospective'),
  1: msg('Current Crew'),
  2: msg('Former crew'),
};

/** The wizard's and the profile's warning for a prospective start date that has come (doc 2, section 8). */
export const START_NEEDS_CURRENT = msg(
  'The start date requires this person to have an "Current Crew" status.',
);
/** assignstate: an end date goes with status 2 alone (once taken and ignored for the others). */
export const END_DATE_FORMER_ONLY = msg('Only former crew have an end date.');
/** assignstate: status 2 again for someone who has left keeps the day they left. */
export const END_DATE_KEPT = msg('This person has left already: their end date cannot be changed here.');

export const GENDERS = { M: msg('Male'), F: msg('Female') } as const;
export const MARITAL_STATUSES = [msg('Single'), msg('Married'), msg('Other')] as const;
/** The spec's limits (doc 2, section 9). */
export const CUSTOM_ID_MAX = 12;
export const ADDRESS_MAX = 140;

export const crewRecordSchema = z.object({
  /** crewOnYachtId. */
  id: z.number(),
  userId: z.number(),
  vesselId: z.number(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  roleId: z.number(),
  roleName: z.string(),
  permissionLevel: z.number(),
  departmentId: z.number().nullable(),
  positionId: z.number().nullable(),
  status: z.number(),
  startDate: z.string().nullable(),
  endDate: z.string().nullable(),
  isOnBoard: z.boolean(),
  crewOrder: z.number().nullable(),
  customId: z.string().nullable(),
  portOfEmbarkation: z.string().nullable(),
  repatriation: z.string().nullable(),
  /** Leave days per year, from the newest leave increment in force (dated today or before). */
  leaveDays: z.number().nullable(),
  version: z.number(),
});
export type CrewRecord = z.infer<typeof crewRecordSchema>;

/** Personal details: the crew member, and from level 4 the vessel's administrators. */
export const crewDetailsSchema = z.object({
  crewId: z.number(),
  userId: z.number(),
  vesselId: z.number(),
  phoneNumber: z.string().nullable(),
  mobileNumber: z.string().nullable(),
  gender: z.enum(['M', 'F']).nullable(),
  dob: z.string().nullable(),
  placeOfBirth: z.string().nullable(),
  nationality: z.array(z.number()),
  maritalStatus: z.enum(MARITAL_STATUSES).nullable(),
  address: z.string().nullable(),
  version: z.number(),
});
export type CrewDetails = z.infer<typeof crewDetailsSchema>;

/** Bank details and next of kin: the crew member, and from level 5 (payroll) no one else. */
export const crewPrivateSchema = z.object({
  crewId: z.number(),
  userId: z.number(),
  vesselId: z.number(),
  bankAccountOwner: z.string().nullable(),
  bankName: z.string().nullable(),
  bankAddress: z.string().nullable(),
  bankAccountNo: z.string().nullable(),
  bankIban: z.string().nullable(),
  bankSwift: z.string().nullable(),
  bankAdditionalInfo: z.string().nullable(),
  nokName: z.string().nullable(),
  nokRelationship: z.string().nullable(),
  nokPhone: z.string().nullable(),
  nokMobile: z.string().nullable(),
  nokEmail: z.string().nullable(),
  nokAddress: z.string().nullable(),
  version: z.number(),
});
export type CrewPrivate = z.infer<typeof crewPrivateSchema>;

/** A salary change (Bonus or Pay Review); the newest Pay Review is the salary in force. */
export const salaryRecordSchema = z.object({
  id: z.string(),
  crewId: z.number(),
  userId: z.number(),
  vesselId: z.number(),
  amount: z.number(),
  currencyId: z.number(),
  changeDate: z.string(),
  isBonus: z.boolean(),
  comment: z.string().nullable(),
  version: z.number(),
});
export type SalaryRecord = z.infer<typeof salaryRecordSchema>;

/** A change of leave days per year. */
export const leaveIncrementSchema = z.object({
  id: z.string(),
  crewId: z.number(),
  userId: z.number(),
  vesselId: z.number(),
  amount: z.number(),
  changeDate: z.string(),
  comment: z.string().nullable(),
  version: z.number(),
});
export type LeaveIncrement = z.infer<typeof leaveIncrementSchema>;

export const departmentSchema = z.object({
  id: z.number(),
  vesselId: z.number(),
  name: z.string(),
  order: z.number(),
  deleted: z.boolean(),
  version: z.number(),
});
export type Department = z.infer<typeof departmentSchema>;

export const positionSchema = departmentSchema.extend({ departmentId: z.number().nullable() });
export type Position = z.infer<typeof positionSchema>;

// Inputs. Optional text comes as '' from a form; '' means none.
const text = (max: number) =>
  storableText(z.string().trim().max(max, MSG.maxLength(max)))
    .optional()
    .nullable();
/** An e-mail that may be left empty ('' or null). */
export const optionalEmail = z
  .string()
  .trim()
  .max(254, MSG.maxLength(254))
  .pipe(z.union([z.literal(''), z.email(MSG.email)]))
  .optional()
  .nullable();
const optionalDate = emptyOrIsoDate.optional();
/** Required, but left out keeps the stored one; null or '' is refused, not taken as 'keep'. */
const startDate = z
  .string()
  .refine(Boolean, { message: MSG.required, abort: true })
  .pipe(isoDateSchema)
  .optional();
const crewRef = { crewId: idSchema };
/** A number typed in a form: digits with one optional decimal point (no '1e3' or '0x10'). */
export const decimalSchema = z
  .union(
    [
      z.number(),
      z
        .string()
        .trim()
        .min(1, { message: MSG.required, abort: true })
        // A sign and any length pass here, so that text out of range gets the bound's message.
        .regex(/^-?\d{1,20}(\.\d{1,2})?$/, MSG.numeric),
    ],
    { error: MSG.required },
  )
  .transform(Number)
  .pipe(
    z
      .number({ error: MSG.numeric })
      .min(0, MSG.atLeast(0))
      .max(999_999_999, MSG.atMost(999_999_999))
      // Two decimals at most, sent as text or as a number alike.
      .refine((n) => Number(n.toFixed(2)) === n, MSG.numeric),
  );

/** Update profile (doc 2, section 5): names required, e-mails valid. */
export const crewProfileSchema = z.object({
  ...crewRef,
  firstName: requiredString(100),
  lastName: requiredString(100),
  phoneNumber: text(30),
  mobileNumber: text(30),
  gender: z.union([z.literal(''), z.null(), z.enum(['M', 'F'])]).optional(),
  dob: optionalDate,
  placeOfBirth: text(100),
  // null or '' clears it, as every other field of the form (an empty list does too).
  nationality: z
    .union([
      z.literal(''),
      z.null(),
      z
        .array(idSchema)
        .max(5, MSG.maxItems(5))
        .refine((ids) => ids.every((id) => countryName(Number(id)) !== null), MSG.invalidId),
    ])
    .optional(),
  maritalStatus: z.union([z.literal(''), z.null(), z.enum(MARITAL_STATUSES)]).optional(),
  address: text(ADDRESS_MAX),
});
export type CrewProfileInput = z.input<typeof crewProfileSchema>;

export const crewNokSchema = z.object({
  ...crewRef,
  nokName: text(100),
  nokRelationship: text(60),
  nokPhone: text(30),
  nokMobile: text(30),
  nokEmail: optionalEmail,
  nokAddress: text(ADDRESS_MAX),
});
export type CrewNokInput = z.input<typeof crewNokSchema>;

export const crewBankSchema = z.object({
  ...crewRef,
  bankAccountOwner: text(100),
  bankName: text(100),
  bankAddress: text(ADDRESS_MAX),
  bankAccountNo: text(40),
  bankIban: text(40),
  bankSwift: text(15),
  bankAdditionalInfo: text(ADDRESS_MAX),
});
export type CrewBankInput = z.input<typeof crewBankSchema>;

/** Position details: department, position and the employment fields of the crew list. */
export const crewPositionSchema = z.object({
  ...crewRef,
  departmentId: z.union([z.null(), idSchema]).optional(),
  positionId: z.union([z.null(), idSchema]).optional(),
  startDate,
  customId: text(CUSTOM_ID_MAX),
  portOfEmbarkation: text(100),
  repatriation: text(100),
});
export type CrewPositionInput = z.input<typeof crewPositionSchema>;

/** Update salary (doc 2, section 5): amount, currency, type and date of change required. */
export const salarySaveSchema = z.object({
  ...crewRef,
  salaryId: clientIdSchema,
  amount: decimalSchema,
  currencyId: idSchema,
  isBonus: z.boolean({ error: MSG.required }),
  changeDate: isoDateSchema,
  comment: text(500),
});
export type SalarySaveInput = z.input<typeof salarySaveSchema>;

/** Edit leave details: leave days per year and the change date required. */
export const leaveIncrementSaveSchema = z.object({
  ...crewRef,
  incrementId: clientIdSchema,
  amount: decimalSchema.pipe(z.number().max(365, MSG.atMost(365))),
  changeDate: isoDateSchema,
  comment: text(500),
});
export type LeaveIncrementSaveInput = z.input<typeof leaveIncrementSaveSchema>;

export const onBoardSchema = z.object({ yachtId: idSchema, ...crewRef, isOnBoard: z.boolean() });

/** POST /crew/onyacht/{yachtId}/order: a map of crew id to order (the changed ones). */
export const crewOrderSaveSchema = z.object({
  yachtId: idSchema,
  orders: z
    .array(z.object({ crewId: idSchema, order: z.number().min(0).max(9999).nullable() }))
    .max(500, MSG.maxItems(500))
    // One order per person: a second one for the same crew member would be applied after the
    // first and win unseen, so which one was meant is the sender's to say.
    .refine(
      (o) => new Set(o.map((x) => x.crewId)).size === o.length,
      msg('The same crew member cannot be given two orders.'),
    ),
});
export type CrewOrderSave = z.input<typeof crewOrderSaveSchema>;

export const assignStateSchema = z.object({
  stateId: z.union([z.literal(-1), z.literal(1), z.literal(2)], { error: MSG.required }),
  endDate: optionalDate,
  force: z.boolean().optional(),
});

export const crewSync = defineSyncModule({
  records: {
    crew: crewRecordSchema,
    crewDetails: crewDetailsSchema,
    crewPrivate: crewPrivateSchema,
    salaries: salaryRecordSchema,
    leaveIncrements: leaveIncrementSchema,
    departments: departmentSchema,
    positions: positionSchema,
    requirements: requirementSchema,
  },
  ops: {
    'crew/onboard': onBoardSchema,
    'crew/order': crewOrderSaveSchema,
    'crew/profile/save': crewProfileSchema,
    'crew/nok/save': crewNokSchema,
    'crew/bank/save': crewBankSchema,
    'crew/position/save': crewPositionSchema,
    'crew/salary/save': salarySaveSchema,
    'crew/leave/save': leaveIncrementSaveSchema,
  },
});
