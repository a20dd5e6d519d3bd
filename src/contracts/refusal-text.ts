import { msg } from '../i18n/msg';

/**
 * Refusals and conflicts the server words itself (no spec text for them), as catalogue messages:
 * a screen shows a server's message with t(), which finds these in the reader's language.
 * tests/integration/server-refusal-text.test.ts fails on a refusal written outside the catalogue.
 */
export const REFUSAL_TEXT = {
  sessionEnded: msg('Your session has ended. Please log in again.'),
  vesselNotFound: msg('This vessel could not be found.'),
  personalDetailsLevel: msg("Other crew members' personal details are seen from level 4 only."),
  reopenMade: msg('This request has already been made.'),
  reopenAnswered: msg('This request has already been answered.'),
  reopenOneMonth: msg('A request to reopen covers the days of one month.'),
  /** A report of other crew members' private records asked for below level 5. */
  privateInReport: {
    salaries: msg(
      'Salaries of other crew members are seen from level 5 only; remove them from the report or ask a senior officer.',
    ),
    bankDetails: msg(
      'Bank details of other crew members are seen from level 5 only; remove them from the report or ask a senior officer.',
    ),
  },
  /** The answer to a record's verification code (GET /chain/code). */
  codeUnknown: (code: string) => msg('No record of this vessel has the code {code}.', { code }),
  codeCurrent: (code: string, name: string, month: string) =>
    msg('{code} matches the record of {name}, {month}, as it is now.', { code, name, month }),
  codeChanged: (code: string, name: string, month: string, entry: number) =>
    msg('{code} is the record of {name}, {month}, as it was at entry {entry}: it has changed since.', {
      code,
      name,
      month,
      entry,
    }),
  commentNotYours: msg('Invalid comment.'),
  signaturePng: msg('The signature must be a PNG image.'),
  departmentTaken: msg('A department with this name already exists.'),
  positionTaken: msg('A position with this name already exists.'),
  unknownModule: msg('Unknown module.'),
  freeModuleOn: msg('Free modules are always on.'),
  reopenNotCountersigned: msg('This month is not countersigned: save the change itself.'),
  /** A leave decision a request's status does not allow (leave-decide.ts); `status` a status's name. */
  leaveDecision: {
    APPROVE: (status: string) => msg('This leave request is {status}: it cannot be approved.', { status }),
    REJECT: (status: string) => msg('This leave request is {status}: it cannot be rejected.', { status }),
    CHECK: (status: string) => msg('This leave request is {status}: it cannot be checked.', { status }),
    PENDING: (status: string) =>
      msg('This leave request is {status}: it cannot be set back to pending.', { status }),
  },
  documentChanged: (name: string) => msg('{name} was changed by someone else meanwhile.', { name }),
  recordChanged: (name: string) => msg("{name}''s record was changed by someone else meanwhile.", { name }),
} as const;

/** What the server answers a done change with (users-access.ts), which a toast shows: catalogue messages too. */
export const ANSWER_TEXT = {
  userRemoved: msg('The user has been removed from the vessel.'),
  usersRemoved: msg('The users have been removed from your vessels.'),
  requestSent: msg('Your request has been sent'),
  transferred: (name: string) => msg('{name} has been transferred.', { name }),
  resetLinkSent: (email: string) =>
    msg('An e-mail with a link to reset the password is on its way to {email}.', { email }),
} as const;

/**
 * What an edit based on an older copy names (staleEdit's '{name} was changed by someone else
 * meanwhile.'): catalogue messages, so a reader in another language reads the sentence whole
 * ('Otra persona cambió esta nota mientras tanto.'), not with the English name inside it.
 */
export const STALE_WHAT = {
  clockChange: msg('The clock change on this date'),
  leaveProfile: msg('The leave profile'),
  leaveSettings: msg('The leave settings'),
  librarySettings: msg('The library settings'),
  certificate: msg('This certificate'),
  guest: msg('This guest'),
  leaveRequest: msg('This leave request'),
  note: msg('This note'),
} as const;
