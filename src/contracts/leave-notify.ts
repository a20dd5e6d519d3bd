import { z } from 'zod';
import { msg } from '../i18n/msg';
import { idSchema } from './common';
import { clientIdSchema } from './rest-hours';

/**
 * Notify people (doc 3, section 2): a message about a leave request in the inbox of each user
 * chosen, among those who may see the request. Queued like every write, so it goes out when a
 * link comes back.
 */

/** At most this many people at once: a notice, not a circular. */
export const LEAVE_NOTIFY_MAX = 50;
/** Messages one user may send about leave in a day, so the server is no one's mass mailer. */
export const LEAVE_NOTICES_PER_DAY = 200;

export const LEAVE_NOTIFY_TEXT = {
  // Doc 3, section 5: 'Notify people: at least one user' (the hours-of-rest popup's words).
  noOne: msg('Select at least one user.'),
  tooMany: msg('Select at most {max} users.', { max: LEAVE_NOTIFY_MAX }),
  twice: msg('The same user cannot be chosen twice.'),
  cannotSee: msg('This user cannot see this leave request.'),
  perDay: msg('At most {max} people can be notified about leave a day. Please try again tomorrow.', {
    max: LEAVE_NOTICES_PER_DAY,
  }),
  sent: msg('People notified.'),
} as const;

/** 'leave/request/notify' and POST /leave/requests/{id}/notify. */
export const leaveNotifySchema = z.object({
  yachtId: idSchema,
  requestId: clientIdSchema,
  userIds: z
    .array(idSchema)
    .min(1, LEAVE_NOTIFY_TEXT.noOne)
    .max(LEAVE_NOTIFY_MAX, LEAVE_NOTIFY_TEXT.tooMany)
    .refine((ids) => new Set(ids).size === ids.length, LEAVE_NOTIFY_TEXT.twice),
});
export type LeaveNotify = z.input<typeof leaveNotifySchema>;

/** GET /leave/requests/{id}/notify-users (doc 3, section 7: 'users to notify'). */
export const leaveNotifyUserSchema = z.object({ userId: z.number(), name: z.string() });
export type LeaveNotifyUser = z.infer<typeof leaveNotifyUserSchema>;
