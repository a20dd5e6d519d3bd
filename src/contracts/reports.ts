import { z } from 'zod';
import { msg } from '../i18n/msg';
import { idSchema, isoDateSchema, storableText } from './common';
import { MSG } from './messages';
import { REPORT_TYPES, type ReportType } from './report-titles';
import { defineSyncModule } from './sync-module';

/**
 * Reports (doc 3: the reports page, the report flow and section 7's calls). A report is asked
 * for by type with the crew and guests it lists; the crew-and-guest list also names a trip.
 * The same choice reaches the server three ways: GET /cmspages/{page}.aspx (download or view),
 * POST /emailreport (online) and the queued operation 'report/email' (offline: it goes out when
 * the device is back online).
 */

// The report types and their titles, without zod (the service worker's prompts use the titles).
export { needsLeaveProfile, REPORT_TITLES, REPORT_TYPES, type ReportType } from './report-titles';

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
/** Reports one user may have e-mailed to themselves in a day, so the server is no one's mass mailer. */
export const REPORT_EMAILS_PER_DAY = 20;

export const REPORT_TEXT = {
  emailSent: msg('Email has been sent to your email address'),
  failed: msg(
    'Sorry we have been unable to complete your request. For more details please contact our support team.',
  ),
  moduleMissing: msg('This feature requires the Reports Module to function.'),
  /** Doc 3, section 8: the e-mail could not be sent. */
  emailFailed: msg("Email hasn't been sent. Please try again or contact support"),
  tooManyEmails: msg('At most {max} reports can be e-mailed a day. Please try again tomorrow.', {
    max: REPORT_EMAILS_PER_DAY,
  }),
  crewNotOnVessel: msg('Some of the chosen crew are not crew of this vessel.'),
  guestsNotOnVessel: msg('Some of the chosen guests are not guests of this vessel.'),
  pageMismatch: msg('This report is not on this page.'),
  nobodyChosen: msg('Please choose at least one crew member or guest.'),
  /** Guests and a trip sent for another report type: refused, not left out of the document unseen. */
  crewAndGuestsOnly: msg('Guests and the trip go with the crew and guest list only.'),
  /** Two starts of the crew list's period: one of them would be ignored. */
  monthsOrFrom: msg('Send either wasCrewXMonthsAgo or from, not both.'),
} as const;

/** Doc 3, section 7: the page each report type is downloaded from. */
export const reportPageOf = (type: ReportType): ReportPage =>
  type === 'accesscards'
    ? 'AccessCardReport'
    : type === 'crewissues'
      ? 'CrewIssuesReport'
      : 'yachtcrewreport';

/** Doc 3, section 3: the report trip; doc 3, section 5: all four fields required. */
export const reportTripSchema = z
  .object({
    portOfDeparture: storableText(
      z.string({ error: MSG.required }).trim().min(1, MSG.required).max(100, MSG.maxLength(100)),
    ),
    departureDate: isoDateSchema,
    portOfArrival: storableText(
      z.string({ error: MSG.required }).trim().min(1, MSG.required).max(100, MSG.maxLength(100)),
    ),
    arrivalDate: isoDateSchema,
  })
  // A passage ends after it starts: a swapped pair would put wrong dates before a port official.
  .refine((t) => t.arrivalDate >= t.departureDate, {
    path: ['arrivalDate'],
    message: msg('The arrival date cannot be before the departure date.'),
  });
export type ReportTrip = z.infer<typeof reportTripSchema>;

/** Doc 3, section 3: a crew list row as GET /reportCrewList/{yachtId} answers it. */
export const reportCrewRowSchema = z.object({
  crewID: z.number(),
  firstName: z.string(),
  lastName: z.string(),
  hasLeaveProfile: z.boolean(),
  order: z.number(),
});
export type ReportCrewRow = z.infer<typeof reportCrewRowSchema>;
export const reportCrewListSchema = z.array(reportCrewRowSchema);

/** Guest ids are ULIDs made on the device. */
export const reportGuestIdSchema = z.string().regex(/^[0-9A-Za-z]{10,40}$/, MSG.invalidId);

/**
 * What a report is asked for with, whichever way it is asked. Crew are crew ids (the crew
 * member's time on the vessel); the trip is needed for the crew-and-guest list only.
 */
const TOO_MANY = msg('At most {max} people in one report.', { max: MAX_REPORT_PEOPLE });

/**
 * A trip field: the spec's payload names all eight fields, so a client sends the trip blank ('' or
 * null) for a report without one. Blank reads as left out: the crew and guest list still asks for
 * each (required), and any other type still refuses a trip actually given.
 */
const tripField = <S extends z.ZodType>(schema: S) =>
  z.preprocess((v) => (v === '' || v === null ? undefined : v), schema.optional());

export const reportChoiceSchema = z.object({
  yachtId: idSchema,
  reportType: z.enum(REPORT_TYPES),
  crewList: z.array(idSchema).max(MAX_REPORT_PEOPLE, TOO_MANY).default([]),
  guestList: z.array(reportGuestIdSchema).max(MAX_REPORT_PEOPLE, TOO_MANY).default([]),
  // Storable even where the type has no trip: a queued e-mail's body is kept (its key's answer, its job).
  portOfDeparture: tripField(storableText(z.string().max(100))),
  portOfArrival: tripField(storableText(z.string().max(100))),
  departureDate: tripField(isoDateSchema),
  arrivalDate: tripField(isoDateSchema),
  format: z.enum(REPORT_FILE_FORMATS).default('pdf'),
});
export type ReportChoice = z.infer<typeof reportChoiceSchema>;

/** View shows the document in the browser; Download saves it (doc 3: report download options). */
export const REPORT_DISPOSITIONS = ['inline', 'attachment'] as const;
export type ReportDisposition = (typeof REPORT_DISPOSITIONS)[number];

/**
 * The query of GET /cmspages/{page}.aspx for a choice (doc 3, section 7), as the app builds the
 * link: crew and guests as comma lists, the trip as pod, poa, depDate, arrDate; format and
 * disposition are ours. Empty values are left out (the spec drops them). The access token goes
 * in `accessToken`, so a link opened in a new tab or a download manager works without a header.
 */
export function reportPageQuery(
  choice: ReportChoice,
  opts: { accessToken?: string; disposition?: ReportDisposition } = {},
): Record<string, string> {
  const all: Record<string, string | undefined> = {
    accessToken: opts.accessToken,
    report: choice.reportType,
    yachtid: String(choice.yachtId),
    crew: choice.crewList.join(','),
    guest: choice.guestList.join(','),
    pod: choice.portOfDeparture,
    poa: choice.portOfArrival,
    depDate: choice.departureDate,
    arrDate: choice.arrivalDate,
    format: choice.format,
    disposition: opts.disposition,
  };
  return Object.fromEntries(Object.entries(all).filter((e): e is [string, string] => !!e[1]));
}

/** The path (under the API base) and query of a choice's document. */
export const reportPagePath = (choice: ReportChoice) => `/cmspages/${reportPageOf(choice.reportType)}.aspx`;

/** A comma list of a query (`crew=1,2,3`), bounded before it is split. */
/** A crew id as query text: what idSchema takes, as digits. */
const crewIdText = z
  .string()
  .regex(/^\d{1,10}$/, MSG.invalidId)
  .transform(Number)
  .refine((n) => idSchema.safeParse(n).success, MSG.invalidId);
const commaList = () =>
  z
    .string()
    .max(MAX_REPORT_PEOPLE * 42, TOO_MANY)
    .optional()
    .transform((v) => (v ? v.split(',').filter((x) => x.trim() !== '') : []));

/** GET /cmspages/{page}.aspx's query read back into a choice (empty values already dropped). */
export const reportPageQuerySchema = z
  .object({
    accessToken: z.string().max(4096).optional(),
    report: z.enum(REPORT_TYPES).optional(),
    yachtid: idSchema,
    crew: commaList().pipe(z.array(crewIdText).max(MAX_REPORT_PEOPLE, TOO_MANY)),
    guest: commaList().pipe(z.array(reportGuestIdSchema).max(MAX_REPORT_PEOPLE, TOO_MANY)),
    pod: z.string().max(100, MSG.maxLength(100)).optional(),
    poa: z.string().max(100, MSG.maxLength(100)).optional(),
    depDate: isoDateSchema.optional(),
    arrDate: isoDateSchema.optional(),
    format: z.enum(REPORT_FILE_FORMATS).default('pdf'),
    disposition: z.enum(REPORT_DISPOSITIONS).default('attachment'),
  })
  .strip();
export type ReportPageQuery = z.infer<typeof reportPageQuerySchema>;

/**
 * GET /reportCrewList/{yachtId}'s query (doc 3, section 7). Without `crewType` the list is the
 * current crew and those who left in the period; crewType 0 (current) or 1 (x-crew, doc 3,
 * section 3) narrows it, as the choose-crew-type popup asks. The period is from-to, or the last
 * wasCrewXMonthsAgo months (12 when there is no from).
 */
export const reportCrewListQuerySchema = z
  .object({
    // Digits only: Number() reads ' ' as 0 and '0x10' as 16, months no one asked for.
    wasCrewXMonthsAgo: z
      .union(
        [
          z.number(),
          z
            .string()
            .regex(/^\d{1,4}$/, MSG.numeric)
            .transform(Number),
        ],
        { error: MSG.numeric },
      )
      .pipe(z.number().int(MSG.numeric).min(0).max(600))
      .optional(),
    from: isoDateSchema.optional(),
    to: isoDateSchema.optional(),
    reportName: z.enum(REPORT_TYPES).optional(),
    crewType: z.enum(['0', '1']).transform(Number).optional(),
  })
  .refine((q) => !q.from || !q.to || q.from <= q.to, { path: ['to'], message: MSG.endBeforeStart })
  // Both start the period; the months were dropped unseen when a from came with them.
  .refine((q) => q.wasCrewXMonthsAgo === undefined || q.from === undefined, {
    path: ['wasCrewXMonthsAgo'],
    message: REPORT_TEXT.monthsOrFrom,
  });
export type ReportCrewListQuery = z.infer<typeof reportCrewListQuerySchema>;

/** How a report was generated: downloaded, viewed in the browser or e-mailed. */
export const REPORT_RUN_KINDS = ['download', 'view', 'email'] as const;
export type ReportRunKind = (typeof REPORT_RUN_KINDS)[number];

/** One generated report: when, by whom and how. */
export const reportRunSchema = z.object({
  reportType: z.enum(REPORT_TYPES),
  generatedAt: z.string(),
  userId: z.number(),
  generatedBy: z.string(),
  how: z.enum(REPORT_RUN_KINDS),
});
export type ReportRun = z.infer<typeof reportRunSchema>;

/** GET /reportslastgenerated/{yachtId}: per type the last run on the vessel (types never run are left out), and the newest. */
export const reportsLastGeneratedSchema = z.object({
  reports: z.array(reportRunSchema),
  newest: reportRunSchema.nullable(),
});
export type ReportsLastGenerated = z.infer<typeof reportsLastGeneratedSchema>;

/** POST /reports/failed: the report failed popup's message to support (doc 3, sections 5 and 8). */
export const reportFailedSchema = z.object({
  yachtId: idSchema,
  reportType: z.enum(REPORT_TYPES),
  message: storableText(
    z
      .string({ error: MSG.required })
      .trim()
      .min(1, MSG.required)
      .max(REPORT_MESSAGE_MAX, MSG.maxLength(REPORT_MESSAGE_MAX)),
  ),
});
export type ReportFailed = z.input<typeof reportFailedSchema>;

/** The queued e-mail (offline: it goes out when the device is back online), the body of POST /emailreport. */
export const reportsSync = defineSyncModule({
  records: {},
  ops: { 'report/email': reportChoiceSchema },
});
