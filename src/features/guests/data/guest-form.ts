import { DATE_MAX, DATE_MIN } from '../../../contracts/common';
import { type GuestRecord, type GuestSave, guestSaveSchema } from '../../../contracts/guests';
import {
  defaultExpiry,
  guestProblems,
  isSentinelDate,
  readGuestDate,
} from '../../../domain/guests/guest-rules';

/**
 * The guest form's values and their way to and from a guest record. The form holds text ('' for
 * nothing, as its fields do); the record and the queued operation hold null. Checking is the
 * shared schema's (contracts/guests), so the form refuses what the server would.
 */
export interface GuestFormValues {
  firstName: string;
  lastName: string;
  gender: '' | 'm' | 'f';
  dateOfBirth: string;
  placeOfBirth: string;
  nationality: string;
  residenceAddress: string;
  maritalStatus: string;
  passportNo: string;
  passportIssuedAt: string;
  passportIssueDate: string;
  passportExpDate: string;
  portOfEmbarkation: string;
  isOnBoard: boolean;
}
export type GuestFormField = keyof GuestFormValues;

/** Doc 3, section 4: the sentinel days 0000-12-31 and 0001-01-01 are no date, shown empty. */
export const formDate = (value: string | null | undefined) =>
  value && !isSentinelDate(value) ? (readGuestDate(value) ?? '') : '';

/** A new guest (`onBoard`: the flow adds guests who are joining now) or an existing one's values. */
export function guestFormValues(g?: GuestRecord, onBoard = false): GuestFormValues {
  return {
    firstName: g?.firstName ?? '',
    lastName: g?.lastName ?? '',
    gender: g?.gender ?? '',
    dateOfBirth: formDate(g?.dateOfBirth),
    placeOfBirth: g?.placeOfBirth ?? '',
    nationality: g?.nationality ?? '',
    residenceAddress: g?.residenceAddress ?? '',
    maritalStatus: g?.maritalStatus ?? '',
    passportNo: g?.passportNo ?? '',
    passportIssuedAt: g?.passportIssuedAt ?? '',
    passportIssueDate: formDate(g?.passportIssueDate),
    passportExpDate: formDate(g?.passportExpDate),
    portOfEmbarkation: g?.portOfEmbarkation ?? '',
    isOnBoard: g?.isOnBoard ?? onBoard,
  };
}

/**
 * Doc 3, section 4: entering an issue date while the expiry is empty fills the expiry with the
 * issue date plus ten years. The new expiry, or null when the expiry stays as it is.
 */
export function expiryAfterIssue(issue: string, expiry: string): string | null {
  if (expiry !== '' || issue === '') return null;
  return defaultExpiry(issue, null);
}

/**
 * The expiry as the issue date is typed. A date field reports each keystroke of the year (0002,
 * 0020, 0201, 2016), so only a date within the product's range counts as entered; an expiry this
 * form filled itself (`filled`) follows the issue date while it is being corrected, and one the
 * user typed is never touched. The new expiry, or null for no change.
 */
export function expiryFollowingIssue(issue: string, expiry: string, filled: string | null): string | null {
  const ours = expiry === '' || expiry === filled;
  if (!ours) return null;
  const entered = issue !== '' && issue >= DATE_MIN && issue <= DATE_MAX;
  const next = entered ? (expiryAfterIssue(issue, '') ?? '') : '';
  return next === expiry ? null : next;
}

/** The save operation's input for the values (no date is null; text is trimmed by the schema). */
export function guestSaveInput(
  values: GuestFormValues,
  ids: { vesselId: number; guestId: string },
): GuestSave {
  const date = (v: string) => (v === '' ? null : v);
  return {
    ...values,
    yachtId: ids.vesselId,
    guestId: ids.guestId,
    dateOfBirth: date(values.dateOfBirth),
    passportIssueDate: date(values.passportIssueDate),
    passportExpDate: date(values.passportExpDate),
  };
}

/** The values checked with the shared schema: each problem under its field (the first per field). */
export function guestFormProblems(
  values: GuestFormValues,
  ids: { vesselId: number; guestId: string },
): Partial<Record<GuestFormField, string>> {
  const input = guestSaveInput(values, ids);
  const result = guestSaveSchema.safeParse(input);
  if (result.success) return {};
  const problems: Partial<Record<GuestFormField, string>> = {};
  for (const issue of result.error.issues) {
    const field = String(issue.path[0]) as GuestFormField;
    if (field in values) problems[field] ??= issue.message;
  }
  // The schema checks the guest rules only once every field has its shape (zod runs refinements
  // last): said together here, a bad passport number shows with a bad date, not after it.
  const rules = guestProblems({
    firstName: values.firstName,
    lastName: values.lastName,
    gender: values.gender,
    passportNo: values.passportNo.trim() || null,
    passportIssueDate: values.passportIssueDate || null,
    passportExpDate: values.passportExpDate || null,
  });
  for (const [field, message] of Object.entries(rules) as [GuestFormField, string][])
    problems[field] ??= message;
  return problems;
}

/** A guest as it is, with one change (the list's on-board switch): the save operation's input. */
export function guestChange(g: GuestRecord, change: Partial<GuestFormValues>): GuestSave {
  return guestSaveInput({ ...guestFormValues(g), ...change }, { vesselId: g.vesselId, guestId: g.id });
}
