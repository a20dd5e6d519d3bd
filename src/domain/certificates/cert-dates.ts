/**
 * The dates of a vessel certificate (doc 2, sections 5 and 9): the alert days before expiry, the
 * wire format the certificate API speaks, and the expiry warning of the form and the list.
 * Dates are calendar days as 'YYYY-MM-DD'; today is always an argument.
 */

import { msg } from '../../i18n/msg';
import { addDays, isIsoDate } from '../calendar/iso-date';
import { showFullDate } from '../dates/format';

/** Doc 2, section 9: 'Alert days: 60, 90, 120, 150, 180; default 60'. */
export const ALERT_DAYS = [60, 90, 120, 150, 180] as const;
export type AlertDays = (typeof ALERT_DAYS)[number];
export const DEFAULT_ALERT_DAYS: AlertDays = 60;
/** Doc 2, section 9: 'warning threshold alert days plus 6'. */
export const ALERT_MARGIN_DAYS = 6;

/** Doc 2, section 5: 'an invalid value falls back to 60 and 0 means 60'. */
export function normaliseAlertDays(n: number | null | undefined): AlertDays {
  return (ALERT_DAYS as readonly unknown[]).includes(n) ? (n as AlertDays) : DEFAULT_ALERT_DAYS;
}

/** Doc 2, section 3: 'The value 0001-01-01T00:00:00Z means an empty date'. */
export const EMPTY_DATE = '0001-01-01T00:00:00Z';

/**
 * Days that stand for 'no date' rather than a real one: the sentinel, and 0000-12-31, which is
 * the same instant as the sentinel seen from a zone west of Greenwich (doc 2, section 5 treats
 * both as empty for passports; certificates come from the same back end).
 */
const SENTINEL_DAYS = new Set(['0001-01-01', '0000-12-31']);

/**
 * A date as the certificate API takes it (doc 2, section 5: 'Dates are sent as the date at
 * 12:00:00Z; an empty date is sent as the sentinel zero date'). Noon UTC is on the same calendar
 * day in every zone from UTC-11 to UTC+11, so a reader anywhere on the fleet's oceans gets back
 * the day that was picked. A date-time is first read back to its day by `fromWireDate`; text that
 * is no date at all cannot be sent as one and goes as empty (forms and schemas refuse it before).
 */
export function toWireDate(iso: string | null): string {
  const day = iso === null ? null : isIsoDate(iso.trim()) ? iso.trim() : fromWireDate(iso);
  return day === null || SENTINEL_DAYS.has(day) ? EMPTY_DATE : `${day}T12:00:00Z`;
}

/**
 * A wire date, whole: a day, or a day with a time (RFC 3339: 'T', 't' or a space; seconds and a
 * fraction optional; 'Z' or an offset of -23:59 to +23:59). Anything after it (a second time, a
 * NUL, '0001-01-01Tjunk') makes it no date: parts are matched here, their ranges checked below.
 */
const WIRE =
  /^(\d{4}-\d{2}-\d{2})(?:[Tt ](\d{2}):(\d{2})(?::(\d{2})(\.\d+)?)?(Z|z|[+-]\d{2}(?::?\d{2})?)?)?$/;
const UTC_OFFSET = /^(?:[Zz]|[+-]00(?::?00)?)$/;
const OFFSET = /^[+-](\d{2}):?(\d{2})?$/;

/** An offset's hours and minutes in range (+25:00 and +02:60 name no zone). */
const offsetInRange = (zone: string) => {
  const m = OFFSET.exec(zone);
  return !m || (Number(m[1]) <= 23 && Number(m[2] ?? '0') <= 59);
};

/**
 * What a wire date says: a calendar day, 'empty' for the sentinel (0001-01-01, or 0000-12-31,
 * with or without a valid time), or null for text that is not a wire date at all: an impossible
 * day (2026-02-30, 2026-13-01), hour 24, minute or second 60, an offset out of range, or anything
 * trailing. The rule for the time of day:
 * - no time, or a time with no zone or a non-zero offset ('2024-03-10T00:00:00+02:00'): the
 *   date as written, which is the writer's own calendar day;
 * - a UTC time ('Z' or '+00:00'): the nearest UTC midnight, noon itself and earlier counting to
 *   the same day. So the 12:00Z convention reads back as written, and so does a day picked at
 *   local midnight and serialised with `toISOString` anywhere from UTC-12 to UTC+11
 *   ('2024-03-09T23:00:00Z' is midnight of 10 March in Paris, read as 2024-03-10). Only a UTC
 *   time is rounded: with any other time the writer's zone is known, with UTC it is lost.
 */
export function readWireDate(wire: string | null | undefined): { day: string } | 'empty' | null {
  const m = WIRE.exec((wire ?? '').trim());
  if (!m) return null;
  const [, day = '', hh, mm, ss = '00', fraction = '', zone] = m;
  if (hh !== undefined && mm !== undefined) {
    if (Number(hh) > 23 || Number(mm) > 59 || Number(ss) > 59) return null;
    if (zone !== undefined && !offsetInRange(zone)) return null;
  }
  if (SENTINEL_DAYS.has(day)) return 'empty';
  if (!isIsoDate(day)) return null;
  if (hh === undefined || mm === undefined || zone === undefined || !UTC_OFFSET.test(zone)) return { day };
  const afterNoon = `${hh}:${mm}:${ss}` > '12:00:00' || (hh === '12' && /[1-9]/.test(fraction));
  return { day: afterNoon ? addDays(day, 1) : day };
}

/**
 * The calendar day a wire date means (readWireDate), or null for none (null, empty, the
 * sentinel, 0000-12-31, or text that is not a date).
 */
export function fromWireDate(wire: string | null | undefined): string | null {
  const read = readWireDate(wire);
  return read === null || read === 'empty' ? null : read.day;
}

/** A certificate's date, four-digit year as on any document (src/domain/dates/format.ts); no date shows as nothing. */
export function displayDate(iso: string | null): string {
  return iso === null ? '' : showFullDate(iso);
}

export type ExpiryState = 'none' | 'valid' | 'expiring' | 'expired';

/** Doc 2, section 5: the expire date's warnings. */
export const EXPIRY_TEXT = { expiring: msg('Expiring date'), expired: msg('Expired date') } as const;

/**
 * The day the expiry warning starts: alert days plus 6 before the expiry (doc 2, section 9), the
 * alert days normalised first so that a stored 0 or 45 warns at 60 + 6 like the form says. The
 * daily inbox job sends its notice on this day. Throws a RangeError when `expiry` is not a
 * calendar date: that is a caller's bug (stored dates are checked), not a business outcome.
 */
export function alertDate(expiry: string, alertDays: number): string {
  if (!isIsoDate(expiry)) throw new RangeError(`Not a calendar date: '${expiry}'`);
  return addDays(expiry, -(normaliseAlertDays(alertDays) + ALERT_MARGIN_DAYS));
}

/**
 * Where a certificate stands on `today`. The expiry date is the last day the certificate is valid
 * ('Expired date' when past, doc 2, section 5), so on the expiry day itself it is still
 * 'expiring', and 'expired' from the day after; the same reading as crew documents' issues.
 * 'expiring' from `alertDate` on. No expiry (or one that is not a date) is 'none'.
 */
export function expiryState(expiry: string | null, today: string, alertDays: number): ExpiryState {
  if (expiry === null || !isIsoDate(expiry)) return 'none';
  if (today > expiry) return 'expired';
  return today >= alertDate(expiry, alertDays) ? 'expiring' : 'valid';
}

/** The form's warning under the expire date, or null. */
export function expiryWarning(expiry: string | null, today: string, alertDays: number): string | null {
  const state = expiryState(expiry, today, alertDays);
  return state === 'expiring' || state === 'expired' ? EXPIRY_TEXT[state] : null;
}
