import { msg } from '../i18n/msg';

/**
 * The inbox messages the app itself writes (a certificate's expiry, a month to countersign, a
 * leave request to look at, an e-mail not sent). The server writes each once, in English, for
 * readers of any language: catalogue messages written with msg(id, values), so the inbox finds
 * the message and shows it in its reader's language (dates in the values too: recognise.ts).
 * `open` is the app path the inbox turns into a link.
 */
export const INBOX_TEXT = {
  certExpired: (v: { name: string; number: string; vessel: string; date: string; open: string }) => ({
    header: msg('Certificate expired: {name}', v),
    text: msg('{name} ({number}) on {vessel} expired on {date}. {open}', v),
  }),
  certExpiring: (v: { name: string; number: string; vessel: string; date: string; open: string }) => ({
    header: msg('Certificate expiring: {name}', v),
    text: msg('{name} ({number}) on {vessel} expires on {date}. Please arrange its renewal. {open}', v),
  }),
  toCountersign: (v: { name: string; month: string; open: string }) => ({
    header: msg('Hours of rest ready to countersign: {name}, {month}', v),
    text: msg(
      '{name} has signed off their hours of rest for {month}. Please review and countersign. {open}',
      v,
    ),
  }),
  /** `name`: whose request; `own`: the sender's own request ('their leave request'). */
  leaveRequest: ({
    own,
    ...v
  }: {
    sender: string;
    name: string;
    own: boolean;
    dates: string;
    status: string;
    open: string;
  }) => ({
    header: msg('Leave request: {name}, {dates} ({status})', v),
    text: own
      ? msg('{sender} would like you to look at their leave request, {dates}, now {status}. {open}', v)
      : msg("{sender} would like you to look at {name}''s leave request, {dates}, now {status}. {open}", v),
  }),
  /** A queued e-mail of records the server could not send; `name` null: the whole vessel's. */
  recordsNotSent: ({ name, month, to }: { name: string | null; month: string; to: string }) => ({
    header:
      name === null
        ? msg('Email not sent: hours of rest, whole vessel, {month}', { month })
        : msg('Email not sent: hours of rest, {name}, {month}', { name, month }),
    text: msg("Email hasn't been sent. Please try again or contact support\nTo: {to}", { to }),
  }),
} as const;
