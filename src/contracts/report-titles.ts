import { msg } from '../i18n/msg';

/**
 * Report kinds and what each is called (doc 3), in a file without schemas: the service worker
 * names a queued report e-mail in its conflict prompts without carrying zod.
 */

/** Doc 3, section 3: the report types, by the names the calls use. */
export const REPORT_TYPES = [
  'crewandguests',
  'salaryhistory',
  'salaryhistorycrew',
  'bankdetails',
  'personaldetails',
  'LM-LeaveHistory',
  'LM-LeaveIndividualSummary',
  'accesscards',
  'crewissues',
] as const;
export type ReportType = (typeof REPORT_TYPES)[number];

/** Leave reports list only those with a leave profile (there is nothing to report for others). */
export const needsLeaveProfile = (type: ReportType) => type.startsWith('LM-');

/** What each report type is called in a file name, a mail subject and on the reports page. */
export const REPORT_TITLES: Readonly<Record<ReportType, string>> = {
  crewandguests: msg('Crew and guest list'),
  salaryhistory: msg('Salary history'),
  salaryhistorycrew: msg('Salary history of a crew member'),
  bankdetails: msg('Bank details'),
  personaldetails: msg('Personal details'),
  'LM-LeaveHistory': msg('Leave history'),
  'LM-LeaveIndividualSummary': msg('Leave individual summary'),
  accesscards: msg('Access cards'),
  crewissues: msg('Crew issues'),
};

/** Leave reports (doc 3, deliverable 6). */
export const LEAVE_REPORTS = ['history', 'summary', 'flights'] as const;
export type LeaveReportKind = (typeof LEAVE_REPORTS)[number];

export const LEAVE_REPORT_TITLES: Readonly<Record<LeaveReportKind, string>> = {
  history: msg('Leave history'),
  summary: msg('Individual summary'),
  flights: msg('Flights'),
};
