import { msg } from '../../i18n/msg';

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
  inbox: msg('Inbox'),
} as const;

/** Where each tile leads, under /fleet/{codename}/: the list filtered to exactly what it counted. */
export const TO_DECIDE = 'leave?show=to-decide';
export const EXPIRING = 'issues?show=expiring';

export const LEAVE_INFO = msg('Waiting for your decision');
/** Crew count their own documents only; those who keep the register, the vessel's too. */
export const expiringInfo = (crewOnly: boolean) =>
  crewOnly ? msg('Your documents') : msg('Vessel certificates and crew documents');

export const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

/** '2 requests'; empty when there are none. */
export const requestsText = (n: number) => (n ? plural(n, 'request') : '');

/** '3 certificates · 1 document', naming only what there is; empty when there is nothing. */
export const expiringText = (v: { certificates: number; documents: number }) =>
  [
    v.certificates ? plural(v.certificates, 'certificate') : '',
    v.documents ? plural(v.documents, 'document') : '',
  ]
    .filter(Boolean)
    .join(' · ');
