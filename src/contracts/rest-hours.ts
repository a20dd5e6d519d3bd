import { z } from 'zod';
import { daysBetween, isIsoDate } from '../domain/calendar/iso-date';
import { msg } from '../i18n/msg';
import {
  dayBinarySchema,
  elapsedDayBinarySchema,
  idSchema,
  isoDateSchema,
  MAX_DATE_SPAN_DAYS,
  monthSchema,
  storableText,
  timestampSchema,
} from './common';
import { MSG } from './messages';

const spread = (dates: readonly string[]) => {
  if (dates.length === 0) return 0; // refinements run even after .min(1) failed
  const sorted = [...dates].sort();
  return daysBetween(sorted[0]!, sorted.at(-1)!);
};

/**
 * The dates of one save, check or clear: at most a month of them, within two months, so no
 * request makes the server walk years of days (the rules look at each date's week before).
 */
export const restDatesSchema = z
  .array(isoDateSchema)
  .min(1, MSG.required)
  .max(31, msg('At most 31 days can be saved at once.'))
  .refine(
    (dates) => !dates.every(isIsoDate) || spread(dates) <= MAX_DATE_SPAN_DAYS,
    MSG.datesSpread(MAX_DATE_SPAN_DAYS),
  );

/** POST /hor/day/{user}: one timeline saved to one or more dates (doc 3, section 7). */
export const restDaySaveSchema = z.object({
  yachtId: idSchema,
  dates: restDatesSchema,
  /** 48 cells, or a clock change date's elapsed cells (issue 33). */
  binary: elapsedDayBinarySchema,
  /** Resubmitting after a conflict: reopens a signed month (needs signing again). */
  reopen: z.boolean().optional(),
  /**
   * With reopen, a supervisor's answer that a COUNTERSIGNED month loses its countersignature too.
   * Without it a countersigned month is a conflict: an edit confirmed on a month signed only,
   * queued offline while the month was countersigned, must not undo the countersign unseen.
   */
  reopenCountersigned: z.boolean().optional(),
});
export type RestDaySave = z.infer<typeof restDaySaveSchema>;

/** POST /hor/day/rest/{user} (days marked all rest): days, and the same reopen answers. */
export const restDaysSchema = restDaySaveSchema.pick({
  yachtId: true,
  dates: true,
  reopen: true,
  reopenCountersigned: true,
});
/** DELETE /hor/day/rest/{user} and the queued clear: a countersigned month is never cleared. */
export const restDaysClearSchema = restDaySaveSchema.pick({ yachtId: true, dates: true, reopen: true });

export const restDayGetSchema = z.object({ yachtId: idSchema, date: isoDateSchema });

/** A rest day as the server holds it and the sync feed carries it. */
export const restDaySchema = z.object({
  userId: z.number(),
  vesselId: z.number(),
  date: z.string(),
  work: z.string(),
  version: z.number(),
  /** Set when the day was cleared: devices drop their copy. */
  cleared: z.boolean().optional(),
});
export type RestDay = z.infer<typeof restDaySchema>;

/** Signature state of one user's month on one vessel. */
export const restMonthSchema = z.object({
  userId: z.number(),
  vesselId: z.number(),
  month: z.string(),
  signedBy: z.number().nullable(),
  signedByName: z.string().nullable(),
  signedAt: z.string().nullable(),
  counterSignedBy: z.number().nullable(),
  counterSignedByName: z.string().nullable(),
  counterSignedAt: z.string().nullable(),
  version: z.number(),
});
export type RestMonth = z.infer<typeof restMonthSchema>;

export const signOffSchema = z.object({
  month: monthSchema,
  password: z.string({ error: MSG.required }).min(1, MSG.required).max(200, MSG.maxLength(200)),
});

export const countersignSchema = z.object({
  month: monthSchema,
  userId: idSchema,
  yachtId: idSchema,
  password: z.string({ error: MSG.required }).min(1, MSG.required).max(200, MSG.maxLength(200)),
});

export const COMMENT_MAX = 45;
/** Ids of records made on a device (ULIDs). */
export const clientIdSchema = storableText(z.string().min(10).max(40));
export const commentTextSchema = storableText(
  z.string({ error: MSG.required }).trim().min(1, MSG.required).max(COMMENT_MAX, MSG.commentMax),
);

/** A comment on a day (or the reason for a non-compliance), made on the device. */
export const commentSaveSchema = z.object({
  commentId: clientIdSchema,
  yachtId: idSchema,
  userId: idSchema,
  date: isoDateSchema,
  kind: z.enum(['comment', 'noncompliance']),
  text: commentTextSchema,
});
export type CommentSave = z.infer<typeof commentSaveSchema>;

export const presetSaveSchema = z.object({
  presetId: clientIdSchema,
  yachtId: idSchema,
  name: storableText(
    z.string({ error: MSG.required }).trim().min(1, MSG.required).max(60, MSG.maxLength(60)),
  ),
  binary: dayBinarySchema,
  isDefault: z.boolean(),
});
export type PresetSave = z.infer<typeof presetSaveSchema>;

export const removeByIdSchema = z.object({ id: clientIdSchema, yachtId: idSchema });

/** A month signed on the device with its registered key; the server checks key and hash. */
export const monthSignatureSchema = z.object({
  yachtId: idSchema,
  userId: idSchema,
  month: monthSchema,
  hash: z.string().regex(/^[0-9a-f]{64}$/, msg('Invalid record hash.')),
  signedAt: timestampSchema,
  keyId: clientIdSchema,
  signature: storableText(z.string().min(40).max(200)),
});
export type MonthSignature = z.infer<typeof monthSignatureSchema>;

export const monthRefSchema = z.object({ yachtId: idSchema, userId: idSchema, month: monthSchema });

export const deviceKeySchema = z.object({
  publicJwk: z.object({
    kty: z.literal('EC'),
    crv: z.literal('P-256'),
    x: storableText(z.string().max(64)),
    y: storableText(z.string().max(64)),
  }),
});

/** A crew member as the calendar lists them. */
export const memberSchema = z.object({
  userId: z.number(),
  vesselId: z.number(),
  firstName: z.string(),
  lastName: z.string(),
  departmentId: z.number().nullable(),
  departmentName: z.string().nullable(),
  positionName: z.string().nullable(),
  roleName: z.string(),
  permissionLevel: z.number(),
  startDate: z.string().nullable(),
  endDate: z.string().nullable(),
  /** Their place in the vessel's crew order (Users, Crew order); none sorts after, by name. */
  crewOrder: z.number().nullable(),
  version: z.number(),
});
export type Member = z.infer<typeof memberSchema>;

export const restCommentSchema = z.object({
  id: z.string(),
  userId: z.number(),
  vesselId: z.number(),
  date: z.string(),
  kind: z.enum(['comment', 'noncompliance']),
  text: z.string(),
  postedBy: z.number(),
  postedByName: z.string(),
  postedAt: z.string(),
  deleted: z.boolean(),
  version: z.number(),
});
export type RestComment = z.infer<typeof restCommentSchema>;

export const presetSchema = z.object({
  id: z.string(),
  userId: z.number(),
  vesselId: z.number(),
  name: z.string(),
  work: z.string(),
  isDefault: z.boolean(),
  deleted: z.boolean(),
  version: z.number(),
});
export type Preset = z.infer<typeof presetSchema>;

/** POST /hor/day/copy (doc 3, section 7): either range in order and at most 62 days, as the copy dialog offers. */
export const copyDaysSchema = z
  .object({
    yachtId: idSchema,
    fromUser: idSchema,
    fromDateBegin: isoDateSchema,
    fromDateEnd: isoDateSchema,
    toUser: idSchema,
    toDateBegin: isoDateSchema,
    toDateEnd: isoDateSchema,
    /** The user confirmed that a signed month among the target days is reopened (signed again). */
    reopen: z.boolean().optional(),
    /** And a countersigned one (a supervisor): see restDaySaveSchema. */
    reopenCountersigned: z.boolean().optional(),
  })
  .superRefine((b, ctx) => {
    for (const [begin, end] of [
      ['fromDateBegin', 'fromDateEnd'],
      ['toDateBegin', 'toDateEnd'],
    ] as const) {
      if (b[end] < b[begin]) ctx.addIssue({ code: 'custom', path: [end], message: MSG.endBeforeStart });
      else if (daysBetween(b[begin], b[end]) >= MAX_DATE_SPAN_DAYS)
        ctx.addIssue({ code: 'custom', path: [end], message: MSG.copySpan(MAX_DATE_SPAN_DAYS) });
    }
  });

/** Per-vessel hours-of-rest settings. */
export const horSettingsSchema = z.object({
  /** Sign-off asks for a reason on every non-compliant day (other than rule 3). */
  nonComplianceCommentsRequired: z.boolean(),
  /** Crew may mark time as neutral (neither work nor rest, e.g. ashore on leave). */
  neutralPeriodsEnabled: z.boolean(),
});
export type HorSettings = z.infer<typeof horSettingsSchema>;
export const DEFAULT_HOR_SETTINGS: HorSettings = {
  nonComplianceCommentsRequired: true,
  neutralPeriodsEnabled: false,
};

/** Who is told, by e-mail, when something needs a supervisor's eye. */
export const horAlertsSchema = z.object({
  onSignOff: z.boolean(),
  onNonCompliance: z.boolean(),
  emails: z.array(z.email(MSG.email).max(254)).max(10, msg('At most 10 addresses.')),
});
export type HorAlerts = z.infer<typeof horAlertsSchema>;
export const DEFAULT_HOR_ALERTS: HorAlerts = { onSignOff: false, onNonCompliance: false, emails: [] };

/** After sign-off: tell chosen supervisors that the month is ready to countersign. */
export const notifySchema = z.object({
  yachtId: idSchema,
  month: monthSchema,
  userIds: z.array(idSchema).min(1, msg('Select at least one user.')).max(50, MSG.maxItems(50)),
});

/** The vessel's hours-of-rest guide (free text written by officers). */
export const guideTextSchema = storableText(z.string().max(20_000));

export const recordsEmailSchema = z.object({
  yachtId: idSchema,
  userId: idSchema.nullable(),
  month: monthSchema,
  format: z.enum(['pdf', 'xlsx']),
  to: z.array(z.email(MSG.email).max(254)).min(1, MSG.required).max(10, msg('At most 10 addresses.')),
});
export type RecordsEmail = z.infer<typeof recordsEmailSchema>;
