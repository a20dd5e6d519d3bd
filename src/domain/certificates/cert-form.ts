import { msg } from '../../i18n/msg';
/**
 * The certificate form's rules (doc 2, section 5, 'Certificate form', 'Add Other certificate
 * type' and 'Vessel certificate search'). Answers are messages keyed by field, in the spec's
 * words, so the form and the server refuse the same things with the same texts.
 */
import { EMPTY_DATE } from './cert-dates';

export const REQUIRED = msg('Required');
export const MUST_BE_BEFORE_CLOSING = msg('Must be before closing');
export const MUST_BE_AFTER_OPEN = msg('Must be after open');
export const MUST_BE_A_NUMBER = msg('Must be a number');
export const WRONG_LENGTH = msg('Wrong length');
export const INVALID_CERTIFICATE_NAME = msg('You need to submit valid certificate name.');
/** Doc 2, section 9: 'Section number length 2'. */
export const SECTION_NUMBER_LENGTH = 2;

export interface CertDates {
  expireDate: string | null;
  surveyWindowOpen: string | null;
  surveyWindowClosing: string | null;
  lastSurveyDate: string | null;
}

/** The flags of the certificate's type (doc 2, section 3, certificateType). */
export interface CertTypeRules {
  expiryDateRequired: boolean;
  surveyRangeDateRequired: boolean;
  lastSurveyDateRequired: boolean;
}

/** An empty field: nothing, blanks, or the API's zero date come back unread. */
const blank = (v: string | null | undefined): v is null | undefined | '' =>
  v === null || v === undefined || v.trim() === '' || v === EMPTY_DATE;

/**
 * The date fields' problems. 'Required' where the type asks for a date that is missing. The
 * survey window must close after it opens ('Closing must be after open'): a window that opens
 * and closes on the same day is refused too, since 'after' is strict and a survey window is
 * months long. The order rule applies whenever both ends are given, required or not: a window
 * typed backwards is wrong whether or not the type insists on one.
 */
export function certDateProblems(
  d: CertDates,
  rules: CertTypeRules,
): Partial<Record<keyof CertDates, string>> {
  const problems: Partial<Record<keyof CertDates, string>> = {};
  if (rules.expiryDateRequired && blank(d.expireDate)) problems.expireDate = REQUIRED;
  const open = d.surveyWindowOpen;
  const closing = d.surveyWindowClosing;
  if (rules.surveyRangeDateRequired) {
    if (blank(open)) problems.surveyWindowOpen = REQUIRED;
    if (blank(closing)) problems.surveyWindowClosing = REQUIRED;
  }
  if (!blank(open) && !blank(closing) && !(open < closing)) {
    problems.surveyWindowOpen = MUST_BE_BEFORE_CLOSING;
    problems.surveyWindowClosing = MUST_BE_AFTER_OPEN;
  }
  if (rules.lastSurveyDateRequired && blank(d.lastSurveyDate)) problems.lastSurveyDate = REQUIRED;
  return problems;
}

/**
 * The section number's problem (doc 2, section 5: 'sectionNumber required, numeric ('Must be a
 * number') and exactly 2 characters ('Wrong length')'), in that order. Numeric means digits
 * only: '-1' or '1.5' are no section number. Blanks around it are ignored ('07 ' is 07).
 */
export function sectionNumberProblem(n: string): string | null {
  const text = n.trim();
  if (text === '') return REQUIRED;
  if (!/^\d+$/.test(text)) return MUST_BE_A_NUMBER;
  return text.length === SECTION_NUMBER_LENGTH ? null : WRONG_LENGTH;
}

/**
 * The number as typed in Add Other without the section's shortcut the user may have typed in
 * front of it ('MLC05', 'mlc-05', 'MLC 05' with shortcut MLC are all '05'). A shortcut of digits
 * alone is never stripped: it could not be told apart from the number itself.
 */
export function bareNumber(shortcut: string, typed: string): string {
  const text = typed.trim();
  const prefix = shortcut.trim();
  if (!/\D/.test(prefix) || text.toLowerCase().slice(0, prefix.length) !== prefix.toLowerCase()) return text;
  return text.slice(prefix.length).replace(/^[\s\-./_]+/, '');
}

/**
 * The Add Other certificate's number: the number prefixed by the section's shortcut (doc 2,
 * section 2), written once however the user typed it. No number gives '' so that 'Required'
 * still shows.
 */
export function certificateNumber(shortcut: string, number: string): string {
  const bare = bareNumber(shortcut, number);
  return bare === '' ? '' : `${shortcut.trim()}${bare}`;
}

export interface AddOtherForm {
  title: string;
  sectionId: number | null;
  number: string;
  /** The shortcut of the chosen section, which the user may have typed in front of the number. */
  shortcut: string;
}

/** Doc 2, section 5: 'title, section and number required'; the number is a section number. */
export function addOtherProblems(f: AddOtherForm): Partial<Record<'title' | 'sectionId' | 'number', string>> {
  const problems: Partial<Record<'title' | 'sectionId' | 'number', string>> = {};
  if (f.title.trim() === '') problems.title = REQUIRED;
  if (f.sectionId === null) problems.sectionId = REQUIRED;
  const number = sectionNumberProblem(bareNumber(f.shortcut, f.number));
  if (number !== null) problems.number = number;
  return problems;
}

/** Blanks trimmed and runs of them made one; case kept. */
const tidy = (s: string) => s.trim().replace(/\s+/g, ' ');

/**
 * The listed name the search text means, or null. The text must be one of the names (doc 2,
 * section 5). A name typed with other capitals or stray blanks is still that name, since nothing
 * else could be meant; the answer is the name as listed, so the form carries the true spelling.
 * An exact match wins over a loose one when two names differ only in case.
 */
export function matchCertificateName(text: string, names: readonly string[]): string | null {
  const wanted = tidy(text);
  if (wanted === '') return null;
  const exact = names.find((n) => tidy(n) === wanted);
  if (exact !== undefined) return exact;
  const lower = wanted.toLowerCase();
  return names.find((n) => tidy(n).toLowerCase() === lower) ?? null;
}

/** Doc 2, section 5: 'You need to submit valid certificate name.' unless the text names one. */
export function certificateSearchProblem(text: string, names: readonly string[]): string | null {
  return matchCertificateName(text, names) === null ? INVALID_CERTIFICATE_NAME : null;
}

/** Doc 2, section 5: 'sectionID and certificateTypeName required', and the section number rule. */
export function certHeaderProblems(h: {
  sectionId: number | null;
  sectionNumber: string;
  certificateTypeName: string;
}): Partial<Record<'sectionId' | 'sectionNumber' | 'certificateTypeName', string>> {
  const problems: Partial<Record<'sectionId' | 'sectionNumber' | 'certificateTypeName', string>> = {};
  if (h.sectionId === null) problems.sectionId = REQUIRED;
  const number = sectionNumberProblem(h.sectionNumber);
  if (number !== null) problems.sectionNumber = number;
  if (h.certificateTypeName.trim() === '') problems.certificateTypeName = REQUIRED;
  return problems;
}
