import { msg } from '../i18n/msg';
/** The leave pages' own words (doc 3), in a file of their own: no schema comes with them. */
export const LEAVE_TEXT = {
  deleteProfile: msg('CAUTION: Please confirm you wish to DELETE the entire Leave Profile.'),
  newProfileConfirm: msg(
    'Please confirm you wish to delete the old Leave Data and start a new Leave Profile',
  ),
  returningActivate: msg('Activate old Leave Profile'),
  returningNew: msg('Set up a new Leave Profile'),
  duplicated: msg('The selected leave form has been duplicated.'),
  duplicateAll: msg('Duplicate ALL Future leave request for this users'),
  changeDateHint: msg('Changes will take effect after this date'),
  ownProfile: msg('You cannot change your own leave profile or add leave to it. Another leave approver can.'),
  onlyNilDaysLater: msg('Only Nil days can wait for a later date. Choose today’s date for this change.'),
  noHistory: msg("There aren't any leave records yet for this crew member."),
  profileNotSetUp: msg(
    'The Leave Profile has not been set up yet. Please check with the senior team on board.',
  ),
  setupUserMissing: msg('Selected user for profile setup is not found, please try again.'),
  submissionError: msg('Submission error occured, please try again or contact support.'),
  firstEntryError: msg('Error occurred, please try again.'),
  officerFirstEntry: msg(
    'Welcome to Leave. Please review the leave settings and set up the leave profiles of your crew.',
  ),
  officerSecondEntry: msg(
    'No leave profile has been set up on this vessel yet. Please set up the leave profiles of your crew.',
  ),
  emptyTypeName: msg('A leave type needs a name.'),
  overlap: msg('These dates overlap leave already approved.'),
  notEditable: msg('Only comments and attachments can change once a request is sent.'),
  deleteRequest: msg('Please confirm you wish to DELETE this leave request.'),
  /** GET /leave/{id}/reports with ?email=true: the e-mail goes through the queue (its daily cap). */
  reportEmailBySync: msg("A report is e-mailed with the 'leave/report/email' operation."),
} as const;

/**
 * updateLeaveTypes' refusals (server/src/modules/leave/leave-types-save.ts), catalogue messages so
 * the settings popup shows them in the user's language. Doc 3 has no words for them ('A "not on
 * payroll" type is view-only'); written in its voice.
 */
export const LEAVE_TYPE_TEXT = {
  viewOnly: msg('The ‘Not on payroll’ leave type cannot be changed or removed.'),
  oneDefault: msg('Choose one default leave type.'),
  inUse: (name: string) => msg('‘{name}’ is used by leave requests and cannot be removed.', { name }),
  twice: msg('A leave type is listed twice.'),
} as const;
