import { z } from 'zod';
import { isoDateSchema } from './common';
import { profileIdsSchema, REPORT_FORMATS, withPeriodRules } from './leave-reports';

/*
 * The download's query (doc 3, section 7: reports 'take a download flag'), apart from the rest of
 * the leave reports' contract: the app builds the query from the e-mail's schema, so this one is
 * the server's only and stays out of the app's first-visit chunk (the sync contract is in it).
 */

/**
 * GET /leave/{yachtId}/reports/{history|summary|flights}?format=&profileIds=&from=&to=: the
 * profile ids comma-separated; without them, every profile the caller may see.
 */
export const leaveReportQuerySchema = withPeriodRules(
  z.object({
    format: z.enum(REPORT_FORMATS).default('pdf'),
    profileIds: z
      .preprocess(
        (v) => (typeof v === 'string' ? (v === '' ? undefined : v.split(',')) : v),
        profileIdsSchema.optional(),
      )
      .optional(),
    from: isoDateSchema,
    to: isoDateSchema,
  }),
);
export type LeaveReportQuery = z.infer<typeof leaveReportQuerySchema>;
