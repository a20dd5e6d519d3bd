import { datesInMonth } from '../calendar/iso-date';
import type { DayRecord } from './timeline';

/**
 * The canonical text of a month's records that a signature covers: every date of the month
 * in order, a blank day as '-'. Device and server hash the same text, so any change to a
 * signed record after signing shows as a different hash.
 */
export function canonicalMonth(month: string, days: readonly DayRecord[]): string {
  const byDate = new Map(days.map((d) => [d.date, d.work]));
  return datesInMonth(month)
    .map((date) => `${date}=${byDate.get(date) ?? '-'}`)
    .join(';');
}

export type SignatureKind = 'sign' | 'countersign';

/** The statement a device key signs: who signs whose month on which vessel, over which records, when. */
export function signatureStatement(s: {
  kind: SignatureKind;
  signerId: number;
  userId: number;
  vesselId: number;
  month: string;
  hash: string;
  signedAt: string;
}): string {
  return ['seaworthy-hor', s.kind, s.signerId, s.userId, s.vesselId, s.month, s.hash, s.signedAt].join('|');
}

/** Days of the month with nothing recorded: the sign-off pre-check warns they become blank. */
export function blankDays(month: string, days: readonly DayRecord[], until: string): string[] {
  const recorded = new Set(days.map((d) => d.date));
  return datesInMonth(month).filter((d) => d <= until && !recorded.has(d));
}
