/** User-facing texts from the spec, word for word (document 1, sections 5 and 8). */
export const MSG = {
  required: 'Field is required.',
  email: 'Invalid email address.',
  maxLength: (n: number) => `Max length is ${n} characters.`,
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
} as const;
