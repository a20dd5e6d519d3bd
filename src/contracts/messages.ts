import { msg } from '../i18n/msg';

/**
 * User-facing texts from the spec, word for word (document 1, sections 5 and 8). Each is a
 * catalogue message (msg): a screen shows it with t(), in the user's language (field-message.ts,
 * form-error.tsx). A message with a value is written by its function, in English, from its
 * catalogue message (msg(id, values)): a screen's t() finds that message again (recognise.ts).
 */
export const MSG = {
  required: msg('Field is required.'),
  email: msg('Invalid email address.'),
  maxLength: (n: number) => msg('Max length is {max} characters.', { max: n }),
  /** A list too long (not in the spec; written in the voice of its max-length message). */
  maxItems: (n: number) => msg('At most {max} items.', { max: n }),
  equalTo: (field: string) => msg('Field must be equal to {field}.', { field }),
  /** Hours-of-rest comments: document 3 writes this one without the full stop. */
  commentMax: msg('Max length is 45 characters'),
  credentialsInvalid: msg('Your credentials are invalid.'),
  status0: msg('Error while connecting to service. Please try again.'),
  status500: msg('Application error occured! Please contact support for help.'),
  status404: msg('Requested resource could not be found.'),
  status403: msg("You don't have access to requested resource."),
  status400: msg("Data you've entered are invalid."),
  status416: msg('Invalid page requested.'),
  unauthorized: msg('Unauthorized'),
  // Not in the spec; written in its voice.
  tooLarge: msg('The request is too large. Please keep it under 1 MB.'),
  invalidJson: msg('The request body is not valid JSON.'),
  throttled: (minutes: number) =>
    minutes === 1
      ? msg('Too many failed login attempts. Please wait 1 minute and try again.')
      : msg('Too many failed login attempts. Please wait {minutes} minutes and try again.', { minutes }),
  monthCountersigned: msg('This month has been countersigned and can no longer be changed.'),
  clockChangeSignedMonth: msg(
    'A signed month holds this date: reopen it before the clocks of its days change.',
  ),
  exceptionSignedMonth: msg(
    'A signed month holds days of this exception period: reopen it before the period changes.',
  ),
  /** A new or changed exception period naming no watchkeeper (the regime is for watchkeepers alone). */
  exceptionNoWatchkeepers: (range: string) =>
    msg('Choose the watchkeepers the exception period {range} is for.', { range }),
  /** An exception period naming someone who was never on the vessel's crew. */
  exceptionNotCrew: (userId: number) => msg('User {userId} is not crew of this vessel.', { userId }),
  // Bad input that once failed in the database (issue 6); same voice.
  badText: msg('Field contains characters that are not allowed.'),
  invalidId: msg('Invalid id.'),
  /** A body field the call does not take: refused, never accepted and ignored. */
  unknownField: msg('This call does not take this field.'),
  /** Neutral cells (a day, a preset) on a vessel whose hours-of-rest settings have neutral periods off. */
  neutralOff: msg('Neutral periods are not enabled for this vessel.'),
  /** A read-only field sent back with another value than the stored one (a GET's answer, PUT back). */
  readOnlyField: msg('This field is read-only: send it as read, or leave it out.'),
  notLatestCopy: msg('This is not the latest copy: read it again, then make your change.'),
  /** A body naming another record or vessel than the call's address: refused, never overruled unseen. */
  notTheAddress: msg('Must match the address of the call.'),
  /** The spec's name and the app's own for one field, with different values: which to keep is a guess. */
  queryRepeated: msg('This field is sent more than once: send it once.'),
  /** An operation id (or Idempotency-Key) sent again with another call than the one first made under it. */
  keyReused: msg('This id was already used for another change: give each change an id of its own.'),
  twoNamesDiffer: msg('This field is sent twice, under two names, with different values.'),
  /** A leave rate's figure of the other type beside its own: which one was meant is a guess. */
  otherRateFigure: msg('A rate of this type does not take this figure: send it blank, or leave it out.'),
  dateOutOfRange: msg('Invalid date. Use a date from 1900-01-01 to 2100-12-31.'),
  monthOutOfRange: msg('Invalid month. Use a month from 1900-01 to 2100-12.'),
  datesSpread: (days: number) => msg('The dates of one save must fall within {days} days.', { days }),
  copySpan: (days: number) => msg('At most {days} days can be copied at once.', { days }),
  endBeforeStart: msg('Must not be before the start date.'),
  monthNotBegun: msg('A month can be signed off once it has begun.'),
  /** Telling supervisors a month waits for them, before it is signed off (not in the spec). */
  notifyUnsigned: msg('This month is not signed off yet: sign it off, then tell your supervisors.'),
  plannedNotSigned: msg(
    'This month holds planned days still to come. Sign it off once they have been lived.',
  ),
  resetSent: msg(
    'If an account uses this address, an e-mail with a link to reset the password is on its way.',
  ),
  resetLinkInvalid: msg('This link has expired or was already used. Ask for a new one from the login page.'),
  passwordChanged: msg('Your password has been changed.'),
  samePassword: msg('The new password must be different from the old one.'),
  clockAhead: msg("This device's clock is ahead of the real time. Set the date and time, then sign again."),
  timeZone: msg('Invalid time. Use a time zone offset from -12:00 to +14:00.'),
  noVessel: msg('No vessel selected.'),
  /** POST /users/{yachts}: the vessels chosen leave out the one in the address. */
  vesselOfAddress: msg('Include the vessel the user is added on.'),
  dateNotPast: msg('Selected date cannot be in the past'),
  whatsappFormat: msg('Incorrect number format. Use + plus international code.'),
  noPermissionToEdit: msg("You don't have permission to edit this user."),
  userCreated: msg('User has been submitted'),
  userEdited: msg('User editing has been successful.'),
  createUserFailed: msg('Error occured when creating new user, please contact support.'),
  removeFailed: msg("The request couldn't be processed, please try again."),
  confirmRemove: msg('Please confirm that you wish to remove this user.'),
  confirmRemoveAll: msg('Please confirm that you wish to remove this user from all vessels.'),
  // Users administration, not in the spec; written in its voice.
  alreadyOnVessel: msg('This user is already on this vessel.'),
  notOnVessel: msg('This user is not on this vessel.'),
  transferSelf: msg('You cannot transfer yourself. Ask another administrator of the vessel.'),
  transferNotStarted: msg(
    'Someone who has not started on this vessel yet cannot be transferred: change their start date or position instead.',
  ),
  roleFixed: msg('This user already holds an access level of 5 or more; choose one of those.'),
  knownPersonName: msg('This person already has an account: their name stays as it is.'),
  knownPersonPassword: msg('This person already has an account: their password stays as it is.'),
  emailTaken: msg('Another user already uses this e-mail address.'),
  notAdministered: msg('You can add only users you administer on another vessel.'),
  removeSelf: msg('You cannot remove yourself here. Ask another administrator of the vessel.'),
  departmentElsewhere: msg('Choose a department of this vessel.'),
  positionElsewhere: msg('Choose a position of this vessel and department.'),
  /** A position moved to another department would leave its holders in the old one. */
  positionHeld: msg('Crew members hold this position: give them another position first.'),
  placeOnOneVessel: msg(
    'A department and a position belong to one vessel: add the user to one vessel to choose them.',
  ),
  noDepartmentAtLevel: msg('This access level has no department.'),
  noPositionAtLevel: msg('This access level has no position.'),
  // Two-factor login (doc 1, sections 2 and 8).
  codeWrong: msg('Your 2FA code is not correct.'),
  sendFailed: msg('Something went wrong'),
  twoFactorHint: msg('If you do not receive the code, please contact your administrator'),
  // Two-factor login, not in the spec; same voice.
  codeExpired: msg('This code has expired. Send a new one.'),
  loginExpired: msg('This login has expired. Please log in again.'),
  tooManyCodes: msg('Too many wrong codes. Please log in again.'),
  sendWait: (seconds: number) =>
    msg('A code was just sent. You can ask for another in {seconds} seconds.', { seconds }),
  sendLimit: msg('Too many codes were sent. Please wait an hour, or use another method.'),
  twoFactorThrottled: (minutes: number) =>
    minutes === 1
      ? msg('Too many wrong codes. Please wait 1 minute and try again.')
      : msg('Too many wrong codes. Please wait {minutes} minutes and try again.', { minutes }),
  twoFactorRemoved: msg('Two-factor authentication has been removed.'),
  twoFactorRequirementSaved: msg('The two-factor requirement has been saved.'),
  twoFactorOff: msg('Two-factor login is off.'),
  ownTwoFactorElsewhere: msg(
    'Your own two-factor login is changed under Two-factor login, in your account menu.',
  ),
  twoFactorNumber: msg(
    'Their two-factor login codes go to this number, so only they can change it (under Two-factor login).',
  ),
  twoFactorRequiredByAdmin: msg('Your administrator requires two-factor login, so it cannot be turned off.'),
  recoveryCodesTotpOnly: msg('Recovery codes come with the authenticator app method.'),
  // Registration and terms, not in the spec; same voice.
  emailRegistered: msg('This e-mail is already registered. Log in, or use Forgot your password?'),
  tooManyRegistrations: msg('Too many registrations from this address. Please try again later.'),
  // A queued day save based on an older copy than one someone else saved since (not in the spec).
  dayChangedBy: (name: string) =>
    msg('{name} changed this record while your change was waiting to be sent.', { name }),
  moduleOff: (name: string) => msg('The {name} module is not enabled for this vessel.', { name }),
  numeric: msg('Field should be a number.'),
  /** Doc 1, section 5: 'Date not future'. */
  notFuture: msg('Selected date cannot be in the future'),
  alphanumeric: msg('Field accepts only alphanumeric characters.'),
  numberOrHyphen: msg('Field should be a number or "-".'),
  atLeast: (n: number) => msg('Value must be greater or equal to {n}.', { n }),
  /** A number over its bound (zod's words for one, zod-messages.ts). */
  atMost: (max: number) => msg('Must be at most {max}.', { max }),
  /** A number with decimals where a whole one is needed (zod-messages.ts). */
  wholeNumber: msg('Must be a whole number.'),
  greaterThan: (n: number) => msg('Value must be greater than {n}.', { n }),
  lessThan: (n: number) => msg('Value must be less than {n}.', { n }),
  // Fleet area (doc 1, sections 2 and 4).
  requestSent: msg('Your request has been sent.'),
  supportSent: msg('Your support request has been send.'),
  supportSentNotice: msg('Support request has been send.'),
  noVesselsNamed: (search: string) => msg("No vessels with name ''{search}'' found.", { search }),
  lastAdministrator: msg(
    'Someone at access level 6 or more must stay on this vessel while it has crew. Give another user that level first.',
  ),
} as const;
