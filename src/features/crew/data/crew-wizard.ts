import { useLiveQuery } from 'dexie-react-hooks';
import type { z } from 'zod';
import {
  type WizardExisting,
  type WizardSaved,
  wizardExistingSchema,
  wizardSavedSchema,
} from '../../../contracts/crew-wizard';
import { notificationSentSchema } from '../../../contracts/inbox';
import type { WizardPath, WizardStep } from '../../../domain/crew/wizard-flow';
import { t } from '../../../i18n/i18n';
import { ApiError, authedJson } from '../../../lib/api-client';
import { db, net, requestSync } from '../../../lib/services';
import { opId } from '../../../sync/op-id';

/**
 * The add-crew wizard's data on the device: what was typed is kept in IndexedDB as it is
 * typed, so a wizard begun offline (or left half way) goes on from where it was. The steps
 * are saved on the server one after another when a connection allows.
 */

/** Every field of the wizard as the form holds it (text; '' is empty). */
export const EMPTY_VALUES = {
  email: '',
  notificationEmail: '',
  firstName: '',
  lastName: '',
  /** The crew photo of step 1: a square JPEG as a data URL, made on the device ('' for none). */
  crewPhoto: '',
  crewPhotoName: '',
  level: '',
  departmentsId: '',
  positionId: '',
  status: '1' as '1' | '-1',
  startDate: '',
  customId: '',
  portOfEmbarkation: '',
  repatriation: '',
  currency: '1',
  salary: '',
  leave: '',
  phoneNumber: '',
  mobileNumber: '',
  gender: '',
  dob: '',
  placeOfBirth: '',
  nationality: '',
  secondNationality: '',
  maritalStatus: '',
  address: '',
  nokName: '',
  nokRelationship: '',
  nokEmail: '',
  nokPhone: '',
  nokMobile: '',
  nokAddress: '',
  bankAccountOwner: '',
  bankName: '',
  bankAddress: '',
  bankAccountNo: '',
  bankIban: '',
  bankSwift: '',
};
export type WizardValues = typeof EMPTY_VALUES;
export type WizardField = keyof WizardValues;

export interface WizardDraft {
  /** Names the wizard on the server: a step sent twice changes the same crew member. */
  wizardKey: string;
  /** Ids of the first salary and leave entries, made once. */
  salaryId: string;
  leaveId: string;
  step: WizardStep;
  path: WizardPath | null;
  /** The crew member step 1 made (null until it is saved). */
  crewOnYachtId: number | null;
  userId: number | null;
  /** The e-mail is a known person's: their names are theirs. */
  known: boolean;
  /** The values of the last save of steps 1 and 2, and of step 3: unchanged ones are not sent again. */
  sentPosition: string | null;
  sentPersonal: string | null;
  values: WizardValues;
}

const draftId = (userId: number, vesselId: number) => `crew-wizard:${userId}:${vesselId}`;

export function newDraft(now = Date.now()): WizardDraft {
  return {
    wizardKey: opId(now),
    salaryId: opId(now),
    leaveId: opId(now),
    step: 'details',
    path: null,
    crewOnYachtId: null,
    userId: null,
    known: false,
    sentPosition: null,
    sentPersonal: null,
    values: { ...EMPTY_VALUES },
  };
}

/** The kept draft: undefined while reading (or while the session loads), null when there is none. */
export function useWizardDraft(userId: number | undefined, vesselId: number | undefined) {
  return useLiveQuery(async () => {
    if (userId === undefined || vesselId === undefined) return undefined;
    const row = await db.drafts.get(draftId(userId, vesselId));
    return row ? { draft: row.value as WizardDraft, updatedAt: row.updatedAt } : null;
  }, [userId, vesselId]);
}

export const keepDraft = (userId: number, vesselId: number, draft: WizardDraft) =>
  db.drafts.put({ id: draftId(userId, vesselId), userId, value: draft, updatedAt: Date.now() });

export const dropDraft = (userId: number, vesselId: number) => db.drafts.delete(draftId(userId, vesselId));

const post = <S extends z.ZodType>(schema: S, path: string, body: unknown) =>
  authedJson(schema, db, net, path, { method: 'POST', body: JSON.stringify(body) });

/** The e-mail check on blur: a known person's names; a failed check pre-fills nothing. */
export async function checkCrewEmail(email: string, yachtId: number): Promise<WizardExisting | null> {
  try {
    return await post(wizardExistingSchema, '/crew/wizard/checkifexists', { email, yachtId });
  } catch (e) {
    if (e instanceof ApiError) return null;
    throw e;
  }
}

export async function saveWizardStep(step: 1, body: unknown): Promise<WizardSaved>;
export async function saveWizardStep(step: 2 | 3, body: unknown, crewOnYachtId: number): Promise<WizardSaved>;
export async function saveWizardStep(step: 1 | 2 | 3, body: unknown, crewOnYachtId?: number) {
  const path = step === 1 ? '/crew/wizard/step1' : `/crew/wizard/step${step}/${crewOnYachtId}`;
  const saved = await post(wizardSavedSchema, path, body);
  // The new crew member reaches this device's crew list with the next pull.
  requestSync();
  return saved;
}

/** Send Request: an inbox message asking the new crew member to fill in what is missing. */
export const requestDetails = (yachtId: number, userId: number, vesselName: string, items: string[]) =>
  post(notificationSentSchema, '/notification', {
    yachtId,
    userIds: [userId],
    header: t('Please complete your crew profile'),
    text: t('Welcome aboard {vessel}. Please add your {items} on your profile (Profile in the menu).', {
      vessel: vesselName,
      items: items
        .map((item) => t(item))
        .join(', ')
        .toLowerCase(),
    }),
  });
