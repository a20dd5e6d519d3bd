import { readWireDate } from '@domain/certificates/cert-dates';

/**
 * The spec's dates on the wire (doc 2 and doc 3, section 9: 'Empty date sentinel
 * 0001-01-01T00:00:00Z'): its back end sends and takes a day as a date-time, and no day as that
 * sentinel. The app's calls take 'YYYY-MM-DD'. A client written to the spec sends
 * `changeDate: '2026-11-14T00:00:00Z'` or `endDate: '0001-01-01T00:00:00Z'`; before a REST body is
 * judged, such a value of a date field is read as its day (by the certificates' rule,
 * `fromWireDate`: a UTC time rounds to the nearest midnight) and the sentinel as no date (null).
 * Only values with a time part, or the sentinel, change: a plain day is left to the schema, and
 * so is anything that is no date at all (refused there, naming the field).
 */

/**
 * A date field by its name, the spec's and the app's: `date`, `dates`, `Date`, `changeDate`,
 * `enddate`, `dob`, `dateOfBirth`, `fromDateBegin`, `toDateEnd`, and a crew document's `issuedAt`
 * (its date of issue, a day). (`postedWhen` and `signedAt` are times.)
 */
const DATE_FIELD =
  /^(?:date|dates|Date|enddate|dob|issuedAt)$|Dates?$|^dateOf[A-Z]|^(?:from|to)Date(?:Begin|End)$/;
/** A day with a time: what a .NET client sends for a date. Only the start: readWireDate judges the whole. */
const WITH_TIME = /^\d{4}-\d{2}-\d{2}[Tt ]/;
/** The time of a wire date (readWireDate checked the whole value first). */
const TIME = /[Tt ](\d{2}):(\d{2})(?::(\d{2})(?:\.(\d+))?)?\s*([Zz]|[+-]\d{2}(?::?\d{2})?)?$/;
const UTC = /^(?:[Zz]|[+-]00(?::?00)?)$/;

/**
 * Whether a date-time names one day, so that reading it as that day changes nothing the writer
 * meant. A UTC time does: it is a local midnight somewhere as toISOString writes it, read as the
 * nearest (readWireDate). Zones have run at offsets to the second (Monrovia's -0:44:30 until
 * 1972, Singapore's +7:20), so a date of birth picked there is any minute and second of UTC. A
 * time in its own zone (an offset, or none) names its day at midnight or at the spec's noon (doc
 * 2, section 5: 'Dates are sent as the date at 12:00:00Z'); another time of day there
 * ('2027-01-01T23:00:00-05:00') is a moment, not a day: it was stored as a day cut from it, and
 * stays as sent, for the schema to refuse by name.
 */
function namesOneDay(value: string): boolean {
  const m = TIME.exec(value.trim());
  if (!m) return false;
  const [, hh, mm, ss = '00', fraction = '', zone = ''] = m;
  if (UTC.test(zone)) return true;
  return (hh === '00' || hh === '12') && mm === '00' && ss === '00' && !/[1-9]/.test(fraction);
}

function dayOf(value: unknown, inList: boolean): unknown {
  if (typeof value !== 'string') return value;
  // The whole value, exactly: '0001-01-01Tjunk' or '2026-02-30T00:00:00Z' names no day and stays
  // as sent, for the schema to refuse naming the field.
  const read = readWireDate(value);
  // The spec's no date (and the same day written by a client west of Greenwich). A list of days
  // has no "no date" item: the sentinel there stays, for the schema to refuse.
  if (read === 'empty') return inList ? value : null;
  // A plain day is the schema's to judge, as sent.
  if (read === null || !WITH_TIME.test(value.trim()) || !namesOneDay(value)) return value;
  return read.day;
}

/**
 * Reads the date fields' wire dates of a parsed JSON body as days, in place (the body is the
 * request's own parse; no copy means no `__proto__` key is ever assigned). The nesting was
 * checked before (jsonBody), so the walk is bounded.
 */
export function readSpecDates(body: unknown): void {
  if (typeof body !== 'object' || body === null) return;
  if (Array.isArray(body)) {
    for (const item of body) readSpecDates(item);
    return;
  }
  const record = body as Record<string, unknown>;
  for (const [key, value] of Object.entries(record)) {
    if (!DATE_FIELD.test(key)) readSpecDates(value);
    else if (Array.isArray(value)) record[key] = value.map((v) => dayOf(v, true));
    else record[key] = dayOf(value, false);
  }
}
