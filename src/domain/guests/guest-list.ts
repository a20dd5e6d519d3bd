/**
 * How the guest details page (doc 3: reports/guest-details) reads a vessel's guests: whose
 * passport needs attention, and who a search finds. Pure: `today` comes in as 'YYYY-MM-DD'.
 */

import { msg } from '../../i18n/msg';
import { isIsoDate } from '../calendar/iso-date';

/**
 * Many ports and flag states refuse a passport with less than six months left (the Schengen and
 * many Asian entry rules), so a guest's passport is flagged from six months before it expires.
 */
export const PASSPORT_WARNING_MONTHS = 6;

export type PassportState = 'none' | 'valid' | 'expiring' | 'expired';

export const PASSPORT_TEXT: Readonly<Record<'expiring' | 'expired', string>> = {
  expiring: msg('Expires within 6 months'),
  expired: msg('Passport expired'),
};

/** The day `months` months after `day`; a day the month lacks (31 August + 6) becomes its last day. */
export function monthsAfter(day: string, months: number): string {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  const index = y * 12 + (m - 1) + months;
  const year = Math.floor(index / 12);
  const month = (index % 12) + 1;
  const last = new Date(Date.UTC(year, month, 0)).getUTCDate();
  const pad = (n: number, w = 2) => String(n).padStart(w, '0');
  return `${pad(year, 4)}-${pad(month)}-${pad(Math.min(d, last))}`;
}

/**
 * Where a guest's passport stands on `today`. The expiry date is the last valid day, so it is
 * 'expired' from the day after; 'expiring' when it ends within six months of today. No expiry
 * entered (or text that is no date) is 'none': nothing to warn about yet.
 */
export function passportState(expiry: string | null, today: string): PassportState {
  if (expiry === null || !isIsoDate(expiry)) return 'none';
  if (today > expiry) return 'expired';
  return expiry <= monthsAfter(today, PASSPORT_WARNING_MONTHS) ? 'expiring' : 'valid';
}

export interface SearchableGuest {
  firstName: string;
  lastName: string;
  nationality: string | null;
  passportNo: string | null;
}

const fold = (s: string) =>
  s
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLocaleLowerCase();

/**
 * The guests a search finds: every word must be in the name, the nationality or the passport
 * number, in any case and with or without accents ('muller' finds Müller), so 'anna brit' finds
 * a British Anna. An empty search finds everyone, in the order given.
 */
export function searchGuests<G extends SearchableGuest>(guests: readonly G[], search: string): G[] {
  const words = fold(search).split(/\s+/).filter(Boolean);
  if (words.length === 0) return [...guests];
  return guests.filter((g) => {
    const hay = fold([g.firstName, g.lastName, g.nationality ?? '', g.passportNo ?? ''].join(' '));
    return words.every((w) => hay.includes(w));
  });
}
