/**
 * The rules of a guest record (doc 3, 'Reports and guests'): the passport number, the expiry
 * that follows the issue date, the sentinel dates that mean 'no date', and what a guest needs
 * to be saved. Pure: dates are 'YYYY-MM-DD' strings, nothing reads the clock.
 */

import { msg } from '../../i18n/msg';
import { isIsoDate } from '../calendar/iso-date';
import { fromWireDate } from '../certificates/cert-dates';

export const GUEST_TEXT = {
  required: msg('Field is required.'),
  // Doc 3, section 5: 'passportNo alphanumeric', in doc 1's words for that rule.
  passportAlphanumeric: msg('Field accepts only alphanumeric characters.'),
  gender: msg('Choose m or f.'),
  expiryBeforeIssue: msg('The expiry date cannot be before the issue date.'),
  deleteGuest: msg('Please confirm you wish to DELETE this guest.'),
} as const;

/** Doc 3, section 3: 'gender (m or f)'. */
export const GENDERS = ['m', 'f'] as const;
export type Gender = (typeof GENDERS)[number];

/** Doc 3, section 9: 'Passport expiry defaults to issue date plus 10 years'. */
export const PASSPORT_YEARS = 10;

/**
 * Doc 3, section 5: 'passportNo alphanumeric'. Letters A-Z and digits only (passports print no
 * spaces or dashes in the number; ICAO 9303 uses A-Z and 0-9). Empty is no number, which is allowed.
 */
export const isAlphanumericPassport = (value: string) => /^[A-Za-z0-9]*$/.test(value);

/**
 * Doc 3, section 4: 'Sentinel passport issue dates 0000-12-31 and 0001-01-01 count as empty'.
 * The back end's empty date is 0001-01-01T00:00:00Z; seen from a zone west of Greenwich it is
 * 0000-12-31, so both days, with or without a time part, are no date.
 */
const SENTINEL = /^(?:0001-01-01|0000-12-31)(?:[Tt ].*)?$/;
export const isSentinelDate = (value: string) => SENTINEL.test(value.trim());

/**
 * A date as it may arrive (null, empty, a sentinel, a day, a day with a time): its day, or null
 * for none (or for text that is no date). A time is read as the certificate API's dates are
 * (the same back end): '1990-04-30T22:00:00Z', a day picked at midnight in Paris and sent with
 * toISOString, is 1 May (cert-dates, fromWireDate).
 */
export function readGuestDate(value: string | null | undefined): string | null {
  const v = value?.trim() ?? '';
  if (v === '' || isSentinelDate(v)) return null;
  return fromWireDate(v);
}

/**
 * The issue date plus ten years. 29 February has no twin ten years on (2034 is no leap year), so
 * it becomes 28 February: the passport must not be read as valid a day longer than it is.
 */
export function tenYearsAfter(issue: string): string {
  const [y, m, d] = issue.split('-') as [string, string, string];
  const year = String(Number(y) + PASSPORT_YEARS).padStart(4, '0');
  const candidate = `${year}-${m}-${d}`;
  return isIsoDate(candidate) ? candidate : `${year}-${m}-28`;
}

/**
 * Doc 3, section 4: 'entering an issue date with an empty expiry fills expiry with the issue
 * date plus 10 years'. A given expiry is kept; no issue date leaves the expiry as it is.
 */
export function defaultExpiry(issue: string | null, expiry: string | null): string | null {
  if (expiry !== null) return expiry;
  return issue === null ? null : tenYearsAfter(issue);
}

export interface GuestFields {
  firstName: string;
  lastName: string;
  gender: string;
  passportNo: string | null;
  passportIssueDate: string | null;
  passportExpDate: string | null;
}

export type GuestProblems = Partial<Record<keyof GuestFields, string>>;

/**
 * What keeps a guest from being saved, by field. A guest is a name and a gender (a crew-and-guest
 * list names each person, and the report forms ask for m or f); every other field may wait until
 * it is known (guests are often entered before they send their passports).
 */
export function guestProblems(g: GuestFields): GuestProblems {
  const problems: GuestProblems = {};
  if (!g.firstName.trim()) problems.firstName = GUEST_TEXT.required;
  if (!g.lastName.trim()) problems.lastName = GUEST_TEXT.required;
  if (!g.gender) problems.gender = GUEST_TEXT.required;
  else if (!(GENDERS as readonly string[]).includes(g.gender)) problems.gender = GUEST_TEXT.gender;
  if (g.passportNo !== null && !isAlphanumericPassport(g.passportNo))
    problems.passportNo = GUEST_TEXT.passportAlphanumeric;
  if (g.passportIssueDate && g.passportExpDate && g.passportExpDate < g.passportIssueDate)
    problems.passportExpDate = GUEST_TEXT.expiryBeforeIssue;
  return problems;
}
