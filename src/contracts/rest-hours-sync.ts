import { z } from 'zod';
import { clockChangeRecordSchema, clockChangeRefSchema, clockChangeSaveSchema } from './clock-changes';
import { idSchema } from './common';
import { exceptionSaveSchema } from './exception-regime';
import { fileIdSchema } from './files';
import { MSG } from './messages';
import { reopenDecisionSchema, reopenRequestSaveSchema, reopenRequestSchema } from './reopen-requests';
import {
  commentSaveSchema,
  horAlertsSchema,
  horSettingsSchema,
  memberSchema,
  monthRefSchema,
  monthSignatureSchema,
  notifySchema,
  presetSaveSchema,
  presetSchema,
  recordsEmailSchema,
  removeByIdSchema,
  restCommentSchema,
  restDaySaveSchema,
  restDaySchema,
  restDaysClearSchema,
  restMonthSchema,
} from './rest-hours';
import { workingLanguageSaveSchema } from './rest-hours-language';
import { defineSyncModule } from './sync-module';
import { vesselDetailsChangeSchema } from './vessel-details';

/**
 * Hours of rest as kinds of synced record: what the feed carries to devices, and the writes
 * a device queues while offline (each the same use case as its REST call).
 */
export const restHoursSync = defineSyncModule({
  records: {
    restDays: restDaySchema,
    restMonths: restMonthSchema,
    members: memberSchema,
    comments: restCommentSchema,
    presets: presetSchema,
    reopenRequests: reopenRequestSchema,
    clockChanges: clockChangeRecordSchema,
  },
  ops: {
    'hor/day/save': restDaySaveSchema.extend({ userId: idSchema }),
    'hor/comment/save': commentSaveSchema,
    'hor/comment/delete': removeByIdSchema,
    'hor/preset/save': presetSaveSchema,
    'hor/preset/delete': removeByIdSchema,
    'hor/month/sign': monthSignatureSchema,
    'hor/month/countersign': monthSignatureSchema,
    'hor/month/cancel': monthRefSchema,
    'hor/month/notify': notifySchema,
    'hor/reopen/request': reopenRequestSaveSchema,
    'hor/records/email': recordsEmailSchema,
    'hor/reopen/decide': reopenDecisionSchema,
    'hor/day/clear': restDaysClearSchema.extend({ userId: idSchema }),
    'hor/settings/save': z.object({ yachtId: idSchema, settings: horSettingsSchema }),
    'hor/alerts/save': z.object({ yachtId: idSchema, alerts: horAlertsSchema }),
    'hor/exception/save': exceptionSaveSchema,
    'hor/language/save': workingLanguageSaveSchema,
    'hor/guide/save': z.object({ yachtId: idSchema, text: z.string().max(20_000) }),
    'hor/approval/member': z
      .object({
        yachtId: idSchema,
        userId: idSchema,
        member: z.boolean(),
        watchkeeper: z.boolean().optional(),
      })
      // A removal has no watchkeeper to set: one sent with it is refused, never ignored.
      .refine((b) => b.member || b.watchkeeper === undefined, {
        path: ['watchkeeper'],
        message: MSG.unknownField,
      }),
    'hor/approval/department': z.object({
      yachtId: idSchema,
      userId: idSchema,
      departmentId: idSchema,
      member: z.boolean(),
    }),
    'hor/clock/save': clockChangeSaveSchema,
    'hor/clock/delete': clockChangeRefSchema,
    'yacht/details/save': z.object({ yachtId: idSchema, details: vesselDetailsChangeSchema }),
    // A drawn signature is a few KB; larger uploads go through POST /hor/digital-signature.
    'hor/signature/save': z.object({ pngBase64: z.string().min(12).max(400_000) }),
    // The signature as a file uploaded beside the outbox (tus): the operation waits for it.
    'hor/signature/use': z.object({ fileId: fileIdSchema }),
    // No handwritten signature on the records (chosen offline too).
    'hor/signature/optout': z.object({ optOut: z.boolean() }),
  },
});
