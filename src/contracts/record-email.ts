import { msg } from '../i18n/msg';
/**
 * The record e-mail's outcomes (doc 3, section 8: the 'Email sent' and 'Error' popups), shared
 * by the server's answers, the inbox message of a queued send that failed, and the app.
 */
export const RECORD_EMAIL_TEXT = {
  sentTitle: msg('Email sent'),
  sent: msg('Email has been successfully sent'),
  failedTitle: msg('Error'),
  failed: msg("Email hasn't been sent. Please try again or contact support"),
  /** The start of the inbox message's header when a queued send failed (the Sync page looks for it). */
  // not-ui-text: the inbox header's start the Sync page matches (the header is written in English)
  failedHeader: 'Email not sent:',
} as const;

/** An inbox message telling of a queued e-mail that failed later. */
export const isSendFailure = (m: { header: string }) => m.header.startsWith(RECORD_EMAIL_TEXT.failedHeader);
