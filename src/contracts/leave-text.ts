/** The leave pages' own words (doc 3), in a file of their own: no schema comes with them. */
export const LEAVE_TEXT = {
  deleteProfile: 'CAUTION: Please confirm you wish to DELETE the entire Leave Profile.',
  newProfileConfirm: 'Please confirm you wish to delete the old Leave Data and start a new Leave Profile',
  returningActivate: 'Activate old Leave Profile',
  returningNew: 'Set up a new Leave Profile',
  duplicated: 'The selected leave form has been duplicated.',
  duplicateAll: 'Duplicate ALL Future leave request for this users',
  changeDateHint: 'Changes will take effect after this date',
  noHistory: "There aren't any leave records yet for this crew member.",
  profileNotSetUp: 'The Leave Profile has not been set up yet. Please check with the senior team on board.',
  setupUserMissing: 'Selected user for profile setup is not found, please try again.',
  submissionError: 'Submission error occured, please try again or contact support.',
  firstEntryError: 'Error occurred, please try again.',
  officerFirstEntry:
    'Welcome to Leave. Please review the leave settings and set up the leave profiles of your crew.',
  officerSecondEntry:
    'No leave profile has been set up on this vessel yet. Please set up the leave profiles of your crew.',
  emptyTypeName: 'A leave type needs a name.',
  overlap: 'These dates overlap leave already approved.',
  notEditable: 'Only comments and attachments can change once a request is sent.',
  deleteRequest: 'Please confirm you wish to DELETE this leave request.',
} as const;
