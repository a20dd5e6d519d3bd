import { z } from 'zod';
import { msg } from '../i18n/msg';
import { idSchema, isoDateSchema } from './common';
import { MSG } from './messages';
import { LEAVE_REPORTS, type LeaveReportKind } from './report-titles';

/**
 * Leave reports (doc 3, deliverable 6: 'Reports: leave history, individual summary and
 * flights, downloaded as spreadsheet (xlsx) and PDF, or e-mailed'; section 7: they 'take a
 * download flag or an e-mail flag'). Downloads are REST calls made online; an e-mail is a
 * queued operation, so it can be asked for at sea and goes out when the device is back online.
 */

export { LEAVE_REPORT_TITLES, LEAVE_REPORTS, type LeaveReportKind } from './report-titles';

export const REPORT_FORMATS = ['pdf', 'xlsx'] as const;
export type ReportFormat = (typeof REPORT_FORMATS)[number];

/** A report is one vessel's crew at most (a large crew is about 150) and a decade of leave. */
export const MAX_REPORT_PROFILES = 200;
export const MAX_REPORT_YEARS = 10;
/** E-mails of leave reports one user may have sent in a day, each to at most 10 addresses. */
export const LEAVE_REPORT_EMAILS_PER_DAY = 20;

export const LEAVE_REPORT_TEXT = {
  tooManyPeople: msg('A report covers {max} people at most.', { max: MAX_REPORT_PROFILES }),
  tooLong: msg('A report covers {max} years at most.', { max: MAX_REPORT_YEARS }),
  tooManyEmails: msg('At most {max} leave reports can be e-mailed a day. Please try again tomorrow.', {
    max: LEAVE_REPORT_EMAILS_PER_DAY,
  }),
  formerCrew: msg('Former crew cannot export leave reports.'),
  calculationsHidden: msg('The calculations are not shown to crew on this vessel.'),
} as const;

/** A leave profile id (a ULID made on the device). */
const profileIdSchema = z.string().regex(/^[0-9A-Za-z]{10,40}$/, MSG.invalidId);
export const profileIdsSchema = z
  .array(profileIdSchema)
  .min(1, MSG.required)
  .max(MAX_REPORT_PROFILES, LEAVE_REPORT_TEXT.tooManyPeople);

/** The last day a period from `from` may reach: the same date ten years on. */
export const latestReportDay = (from: string) =>
  `${String(Number(from.slice(0, 4)) + MAX_REPORT_YEARS).padStart(4, '0')}${from.slice(4)}`;

type Period = { from: string; to: string };
export const withPeriodRules = <S extends z.ZodType<Period>>(schema: S) =>
  schema
    .refine((p) => p.to >= p.from, { path: ['to'], message: MSG.endBeforeStart })
    .refine((p) => p.to <= latestReportDay(p.from), { path: ['to'], message: LEAVE_REPORT_TEXT.tooLong });

/** The queued operation 'leave/report/email': the same report, sent to the addresses given. */
export const leaveReportEmailSchema = withPeriodRules(
  z.object({
    yachtId: idSchema,
    report: z.enum(LEAVE_REPORTS),
    format: z.enum(REPORT_FORMATS),
    profileIds: profileIdsSchema.optional(),
    from: isoDateSchema,
    to: isoDateSchema,
    recipients: z
      .array(z.email(MSG.email).max(254))
      .min(1, MSG.required)
      .max(10, msg('At most 10 addresses.')),
  }),
);
export type LeaveReportEmail = z.infer<typeof leaveReportEmailSchema>;

/** The file's name: what, whose (one person) or the vessel's, and the period. */
export const leaveReportFileName = (
  report: LeaveReportKind,
  who: string,
  period: Period,
  format: ReportFormat,
) =>
  `leave-${report}-${who}-${period.from}-to-${period.to}.${format}`
    .replace(/[^0-9A-Za-z._-]+/g, '-')
    .replace(/-+/g, '-');
