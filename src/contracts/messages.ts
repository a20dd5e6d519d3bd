/** User-facing texts from the spec, word for word (document 1, sections 5 and 8). */
export const MSG = {
  required: 'Field is required.',
  email: 'Invalid email address.',
  maxLength: (n: number) => `Max length is ${n} characters.`,
  equalTo: (field: string) => `Field must be equal to ${field}.`,
  /** Hours-of-rest comments: document 3 writes this one without the full stop. */
  commentMax: 'Max length is 45 characters',
  credentialsInvalid: 'Your credentials are invalid.',
  status0: 'Error while connecting to service. Please try again.',
  status500: 'Application error occured! Please contact support for help.',
  status404: 'Requested resource could not be found.',
  status403: "You don't have access to requested resource.",
  status400: "Data you've entered are invalid.",
  status416: 'Invalid page requested.',
  unauthorized: 'Unauthorized',
  // Not in the spec; written in its voice.
  tooLarge: 'The request is too large. Please keep it under 1 MB.',
  invalidJson: 'The request body is not valid JSON.',
  throttled: (minutes: number) =>
    `Too many failed login attempts. Please wait ${minutes} minute${minutes === 1 ? '' : 's'} and try again.`,
  monthCountersigned: 'This month has been countersigned and can no longer be changed.',
  // Bad input that once failed in the database (issue 6); same voice.
  badText: 'Field contains characters that are not allowed.',
  invalidId: 'Invalid id.',
  dateOutOfRange: 'Invalid date. Use a date from 1900-01-01 to 2100-12-31.',
  monthOutOfRange: 'Invalid month. Use a month from 1900-01 to 2100-12.',
  datesSpread: (days: number) => `The dates of one save must fall within ${days} days.`,
  copySpan: (days: number) => `At most ${days} days can be copied at once.`,
  monthNotBegun: 'A month can be signed off once it has begun.',
  plannedNotSigned: 'This month holds planned days still to come. Sign it off once they have been lived.',
  resetSent: 'If an account uses this address, an e-mail with a link to reset the password is on its way.',
  resetLinkInvalid: 'This link has expired or was already used. Ask for a new one from the login page.',
  passwordChanged: 'Your password has been changed.',
  samePassword: 'The new password must be different from the old one.',
  clockAhead: "This device's clock is ahead of the real time. Set the date and time, then sign again.",
  timeZone: 'Invalid time. Use a time zone offset from -12:00 to +14:00.',
  moduleOff: (name: string) => `The ${name} module is not enabled for this vessel.`,
} as const;
