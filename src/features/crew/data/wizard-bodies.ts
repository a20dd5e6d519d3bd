import type { z } from 'zod';
import { wizardStep1Schema, wizardStep2Schema, wizardStep3Schema } from '../../../contracts/crew-wizard';
import type { WizardDraft, WizardField, WizardValues } from './crew-wizard';

/**
 * The wizard's form values as the bodies of its three server steps, checked with the shared
 * schemas: a problem comes back under the form field it belongs to.
 */

export type Problems = [WizardField, string][];
type Checked<S extends z.ZodType> = { body: z.input<S>; problems: Problems };

const id = (v: string) => (v ? Number(v) : undefined);

function check<S extends z.ZodType>(schema: S, body: z.input<S>): Checked<S> {
  const result = schema.safeParse(body);
  const problems: Problems = result.success
    ? []
    : result.error.issues.map((i) => [String(i.path[0]) as WizardField, i.message]);
  return { body, problems };
}

export const step1Body = (v: WizardValues, draft: WizardDraft, yachtId: number) =>
  check(wizardStep1Schema, {
    wizardKey: draft.wizardKey,
    yachtId,
    email: v.email,
    notificationEmail: v.notificationEmail,
    firstName: v.firstName,
    lastName: v.lastName,
    level: id(v.level) as number,
    departmentsId: id(v.departmentsId) as number,
    positionId: id(v.positionId) as number,
    status: Number(v.status) as -1 | 1,
    startDate: v.startDate,
    ...(v.crewPhoto ? { crewPhoto: { fileName: v.crewPhotoName || 'photo.jpg', content: v.crewPhoto } } : {}),
  });

/** Salary and leave only from payroll: the form does not show them to others. */
export const step2Body = (v: WizardValues, draft: WizardDraft, pay: boolean) =>
  check(wizardStep2Schema, {
    customId: v.customId,
    portOfEmbarkation: v.portOfEmbarkation,
    repatriation: v.repatriation,
    ...(pay
      ? {
          currency: id(v.currency) ?? null,
          salary: v.salary,
          leave: v.leave,
          salaryId: draft.salaryId,
          leaveId: draft.leaveId,
        }
      : {}),
  });

export const step3Body = (v: WizardValues) =>
  check(wizardStep3Schema, {
    phoneNumber: v.phoneNumber,
    mobileNumber: v.mobileNumber,
    gender: v.gender as '' | 'M' | 'F',
    dob: v.dob,
    placeOfBirth: v.placeOfBirth,
    nationality: [v.nationality, v.secondNationality].filter(Boolean).map(Number),
    maritalStatus: v.maritalStatus as '',
    address: v.address,
    nokName: v.nokName,
    nokRelationship: v.nokRelationship,
    nokEmail: v.nokEmail,
    nokPhone: v.nokPhone,
    nokMobile: v.nokMobile,
    nokAddress: v.nokAddress,
    bankAccountOwner: v.bankAccountOwner,
    bankName: v.bankName,
    bankAddress: v.bankAddress,
    bankAccountNo: v.bankAccountNo,
    bankIban: v.bankIban,
    bankSwift: v.bankSwift,
  });

/** A server's field error of step 1 or 2, under the form field it names. */
export const formFieldOf = (property: string): WizardField | 'root' =>
  property === 'currencyId'
    ? 'currency'
    : property === 'stateId'
      ? 'status'
      : property.startsWith('crewPhoto')
        ? 'crewPhoto'
        : (property as WizardField);
