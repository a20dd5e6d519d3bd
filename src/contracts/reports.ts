import { z } from 'zod';
import { idSchema, isoDateSchema, storableText } from './common';
import { MSG } from './messages';

/**
 * Reports (doc 3: the reports page, the report flow and section 7's calls). A report is asked
 * for by type with the crew and guests it lists; the crew-and-guest list also names a trip.
 * The same choice reaches the server three ways: GET /cmspages/{page}.aspx (download or view),
 * POST /emailreport (online) and the queued operation 'report/email' (offline: it goes out when
 * the device is back online).
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

/** Doc 3, section 7: the report pages. Access cards and crew issues have their own pages. */
export const REPORT_PAGES = ['yachtcrewreport', 'AccessCardReport', 'CrewIssuesReport'] as const;
export type ReportPage = (typeof REPORT_PAGES)[number];

export const REPORT_FILE_FORMATS = ['pdf', 'xlsx'] as const;
export type ReportFileFormat = (typeof REPORT_FILE_FORMATS)[number];

/** Doc 3, section 3: crew type current 0, x-crew 1. */
export const CREW_TYPE = { current: 0, former: 1 } as const;

/** Doc 3, section 9: the crew list looks back 12 months by default. */
export const CREW_LIST_MONTHS_BACK = 12;
/** A vessel's crew and guests at most in one report (a large crew is about 150). */
export const MAX_REPORT_PEOPLE = 400;
/** Doc 3, section 9: the report failed message. */
export const REPORT_MESSAGE_MAX = 600;

export const REPORT_TEXT = {
  emailSent: 'Email has been sent to your email address',
  failed:
    'Sorry we have been unable to complete your request. For more details please contact our support team.',
  moduleMissing: 'This feature requires the Reports Module to function.',
} as const;

/** Doc 3, section 3: the report trip; doc 3, section 5: all four fields required. */
export const reportTripSchema = z.object({
  portOfDeparture: storableText(z.string({ error: MSG.required }).trim().min(1, MSG.required).max(100)),
  departureDate: isoDateSchema,
  portOfArrival: storableText(z.string({ error: MSG.required }).trim().min(1, MSG.required).max(100)),
  arrivalDate: isoDateSchema,
});
export type ReportTrip = z.infer<typeof reportTripSchema>;

/** Doc 3, section 3: a crew list row as GET /reportCrewList/{yachtId} answers it. */
export interface ReportCrewRow {
  crewID: number;
  firstName: string;
  lastName: string;
  hasLeaveProfile: boolean;
  order: number;
}

/** Guest ids are ULIDs made on the device. */
export const reportGuestIdSchema = z.string().regex(/^[0-9A-Za-z]{10,40}$/, MSG.invalidId);

/**
 * What a report is asked for with, whichever way it is asked. Crew are crew ids (the crew
 * member's time on the vessel); the trip is needed for the crew-and-guest list only.
 */
export const reportChoiceSchema = z.object({
  yachtId: idSchema,
  reportType: z.enum(REPORT_TYPES),
  crewList: z.array(idSchema).max(MAX_REPORT_PEOPLE).default([]),
  guestList: z.array(reportGuestIdSchema).max(MAX_REPORT_PEOPLE).default([]),
  portOfDeparture: z.string().max(100).optional(),
  portOfArrival: z.string().max(100).optional(),
  departureDate: isoDateSchema.optional(),
  arrivalDate: isoDateSchema.optional(),
  format: z.enum(REPORT_FILE_FORMATS).default('pdf'),
});
export type ReportChoice = z.infer<typeof reportChoiceSchema>;
