import { msg, msgCount } from '../../i18n/msg';

/**
 * The words of the home's 'what needs me' tiles (issue 31), one source for the device (which
 * counts them from its records) and the server's welcome answer (which stands in for a figure
 * before the first sync brings those records): the same names, so the device's figure takes the
 * shore's place when it arrives, the same figures in words, and the same filtered lists opened.
 */
export const NEEDS_TILE = {
  leave: msg('Leave requests to decide'),
  expiring: msg('Expiring or expired'),
  countersign: msg('To countersign'),
  signOff: msg('To sign off'),
  inbox: msg('Inbox'),
} as const;

/** Where each tile leads, under /fleet/{codename}/: the list filtered to exactly what it counted. */
export const TO_DECIDE = 'leave?show=to-decide';
export const EXPIRING = 'issues?show=expiring';

export const LEAVE_INFO = msg('Waiting for your decision');
/** Crew count their own documents only; those who keep the register, the vessel's too. */
export const expiringInfo = (crewOnly: boolean) =>
  crewOnly ? msg('Your documents') : msg('Vessel certificates and crew documents');

/** The figures the tiles count, one message for one and one for more (a translator's whole phrase). */
const COUNTED = {
  request: (n: number) => msgCount(n, '{count} request', '{count} requests'),
  certificate: (n: number) => msgCount(n, '{count} certificate', '{count} certificates'),
  document: (n: number) => msgCount(n, '{count} document', '{count} documents'),
  // Months signed off by crew, each a person's month: '11 months' read as a length of time.
  signOff: (n: number) => msgCount(n, '{count} sign-off', '{count} sign-offs'),
  // The Users page's word (doc 1): the crew tile counts users too, those with a crew role, so its
  // figure and the Users page's ('13 users') say what each counts.
  user: (n: number) => msgCount(n, '{count} user', '{count} users'),
  // The crew list's people (doc 2: current and prospective crew), with the crew module.
  crewMember: (n: number) => msgCount(n, '{count} crew member', '{count} crew members'),
  dayLeft: (n: number) => msgCount(n, '{count} day left', '{count} days left'),
};

export const counted = (count: number, what: keyof typeof COUNTED) => COUNTED[what](count);

/** '2 requests'; empty when there are none. */
export const requestsText = (n: number) => (n ? counted(n, 'request') : '');

/** '3 certificates · 1 document', naming only what there is; empty when there is nothing. */
export const expiringText = (v: { certificates: number; documents: number }) =>
  [
    v.certificates ? counted(v.certificates, 'certificate') : '',
    v.documents ? counted(v.documents, 'document') : '',
  ]
    .filter(Boolean)
    .join(FIGURES_APART);

/** Between the figures of one tile: a screen says each in its language (sayFigures). */
export const FIGURES_APART = ' · ';

/** A tile's figure in the reader's language, each of its figures apart ('3 certificates · 1 document'). */
export const sayFigures = (value: string, say: (text: string) => string) =>
  value
    .split(FIGURES_APART)
    .map((figure) => say(figure))
    .join(FIGURES_APART);

/**
 * The server's own tiles (the welcome answer's items are English, as the spec's API gives them;
 * the screen says them in the reader's language with t()).
 */
export const WELCOME_TILE = {
  hoursOfRest: msg('Hours of rest'),
  logged: (logged: number, days: number) => msg('{logged} of {days} days logged', { logged, days }),
  thisMonth: msg('This month, so far'),
  countersignInfo: msg('Signed off by crew, waiting for you'),
  // 'None' as the other rows say it, not '0 unread' (review s60).
  unread: (count: number) => (count ? msg('{count} unread', { count }) : msg('None')),
  inboxInfo: msg('Messages about this vessel'),
  crew: msg('Crew'),
  crewInfo: (all: number) => msg('With a crew role, of {all} users', { all }),
  onBoard: (onBoard: number) => msg('{onBoard} on board', { onBoard }),
  trial: msg('Free trial'),
  trialEnds: (date: string) => msg('Ends {date}', { date }),
  none: msg('None'),
} as const;
