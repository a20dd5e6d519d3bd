import { z } from 'zod';
import { idSchema, isoDateSchema, requiredString } from './common';
import { MSG } from './messages';
import { defineSyncModule } from './sync-module';

/**
 * The inbox (doc 1, sections 2, 3 and 7): messages to one user, about a vessel or (vesselId
 * null) 'My Notifications'. They are synced records, so the inbox reads offline, and 'seen' and
 * 'remove' queue like every write.
 */
export const inboxMessageSchema = z.object({
  id: z.number(),
  userId: z.number(),
  vesselId: z.number().nullable(),
  header: z.string(),
  text: z.string(),
  sender: z.string(),
  /** When it was sent (ISO 8601). */
  date: z.string(),
  seen: z.boolean(),
  /** Removed by the user: kept as a tombstone so their other devices drop it too. */
  deleted: z.boolean(),
  version: z.number(),
});
export type InboxMessage = z.infer<typeof inboxMessageSchema>;

export const messageRefSchema = z.object({ messageId: idSchema });

/**
 * POST /notification: an officer's message to the people of a vessel: all of them, or only those
 * named (`userId` one, `userIds` several; both together name everyone in either). Strict, so a
 * recipient field it does not know (a typo, another client's name for it) is refused, never read
 * as 'everyone' (issue 30, section 4).
 */
export const notificationSchema = z.strictObject({
  yachtId: idSchema,
  header: requiredString(140),
  text: requiredString(2000),
  userId: idSchema.optional(),
  userIds: z.array(idSchema).min(1, MSG.required).max(500, MSG.maxItems(500)).optional(),
  // The rest of the spec's Message (doc 1, section 3), which a client may send whole: what the
  // server gives a new message, read-only. The route takes them as a new message has them (no
  // id yet, unseen, from the caller); another value is refused. Its date is the server's time.
  id: z.number().nullable().optional(),
  sender: z.string().max(200).nullable().optional(),
  date: z.union([z.literal(''), z.null(), isoDateSchema]).optional(),
  seen: z.boolean().optional(),
});
export type NotificationRequest = z.input<typeof notificationSchema>;

/** POST /notification: how many people the message went to. */
export const notificationSentSchema = z.object({ sent: z.number() });

/** GET /status and /status/foryacht/{id}: the badges of the top bar. */
export const statusAnswerSchema = z.object({
  issueCount: z.number(),
  inboxCount: z.number(),
  /** Of issueCount, the hours-of-rest months (the rest are document issues the device can count itself). */
  restIssueCount: z.number().optional(),
});
export type StatusAnswer = z.infer<typeof statusAnswerSchema>;

/**
 * The badges asked with each sync poll instead of a GET /status of their own (issue 34: one
 * request per poll): for the vessel opened (none: all the caller's), and the tag of the answer
 * the device already holds, so the server sends them only when they differ.
 */
export const badgeAskSchema = z.object({
  vesselId: idSchema.optional(),
  known: z.string().max(40).optional(),
});
export type BadgeAsk = z.infer<typeof badgeAskSchema>;

export const inboxSync = defineSyncModule({
  records: { messages: inboxMessageSchema },
  ops: { 'inbox/seen': messageRefSchema, 'inbox/remove': messageRefSchema },
});
