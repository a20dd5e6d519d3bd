import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays } from '../calendar/iso-date';
import {
  ALERT_DAYS,
  alertDate,
  displayDate,
  EMPTY_DATE,
  EXPIRY_TEXT,
  expiryState,
  expiryWarning,
  fromWireDate,
  normaliseAlertDays,
  readWireDate,
  toWireDate,
} from './cert-dates';

/** Any day from 1900 to about 2200. */
const day = fc.integer({ min: -25_567, max: 84_000 }).map((n) => addDays('1970-01-01', n));

describe('alert days', () => {
  it('keeps the spec’s list, 60 first', () => {
    expect(ALERT_DAYS).toEqual([60, 90, 120, 150, 180]);
  });
  it.each([
    [60, 60],
    [90, 90],
    [120, 120],
    [150, 150],
    [180, 180],
    [0, 60],
    [45, 60],
    [91, 60],
    [-90, 60],
    [90.5, 60],
    [Number.NaN, 60],
    [null, 60],
    [undefined, 60],
  ])('%s → %s', (n, expected) => {
    expect(normaliseAlertDays(n)).toBe(expected);
  });
});

describe('dates on the wire', () => {
  it.each([
    ['2025-03-10', '2025-03-10T12:00:00Z'],
    ['2024-02-29', '2024-02-29T12:00:00Z'],
    [' 2025-03-10 ', '2025-03-10T12:00:00Z'],
    [null, EMPTY_DATE],
    ['', EMPTY_DATE],
    ['0001-01-01', EMPTY_DATE],
    ['2025-02-30', EMPTY_DATE],
    ['not a date', EMPTY_DATE],
    ['2025-03-09T23:00:00Z', '2025-03-10T12:00:00Z'],
    ['2025-03-10T12:00:00Z', '2025-03-10T12:00:00Z'],
  ])('sends %j as %s', (iso, wire) => {
    expect(toWireDate(iso)).toBe(wire);
  });

  it('sends the empty date as the spec’s sentinel', () => {
    expect(EMPTY_DATE).toBe('0001-01-01T00:00:00Z');
  });

  it.each([
    ['the 12:00Z convention', '2025-03-10T12:00:00Z', '2025-03-10'],
    ['a plain date', '2025-03-10', '2025-03-10'],
    ['midnight UTC', '2025-03-10T00:00:00Z', '2025-03-10'],
    ['with milliseconds', '2025-03-10T12:00:00.000Z', '2025-03-10'],
    ['a lower-case z', '2025-03-10t12:00:00z', '2025-03-10'],
    ['local midnight in Paris, sent by toISOString', '2025-03-09T23:00:00.000Z', '2025-03-10'],
    ['local midnight in Auckland (UTC+11 in summer)', '2025-03-09T13:00:00Z', '2025-03-10'],
    ['local midnight in New York', '2025-03-10T05:00:00Z', '2025-03-10'],
    ['local midnight in Tahiti (UTC-10)', '2025-03-10T10:00:00Z', '2025-03-10'],
    ['just after noon UTC', '2025-03-10T12:00:00.001Z', '2025-03-11'],
    ['noon with an explicit +00:00', '2025-03-10T12:00:00+00:00', '2025-03-10'],
    ['late evening at +00:00', '2025-03-09T23:00:00+00:00', '2025-03-10'],
    ['a month end rounded up', '2025-01-31T18:00:00Z', '2025-02-01'],
    ['a year end rounded up', '2024-12-31T23:30:00Z', '2025-01-01'],
    ['a written offset: the writer’s own day', '2025-03-10T00:00:00+02:00', '2025-03-10'],
    ['a written offset late in the day', '2025-03-10T23:00:00-05:00', '2025-03-10'],
    ['no zone at all (as written)', '2025-03-10T23:59:59', '2025-03-10'],
    ['a space for the T', '2025-03-10 12:00:00Z', '2025-03-10'],
    ['no seconds', '2025-03-10T12:00Z', '2025-03-10'],
    ['the sentinel', '0001-01-01T00:00:00Z', null],
    ['the sentinel without a zone', '0001-01-01T00:00:00', null],
    ['the sentinel as a date', '0001-01-01', null],
    ['the sentinel seen from the west', '0000-12-31T00:00:00Z', null],
    ['0000-12-31 late in the day', '0000-12-31T23:00:00Z', null],
    ['null', null, null],
    ['undefined', undefined, null],
    ['empty', '', null],
    ['blanks', '   ', null],
    ['no real day', '2025-02-30T12:00:00Z', null],
    ['no real hour', '2025-03-10T25:00:00Z', null],
    ['rubbish', 'yesterday', null],
  ])('reads %s', (_what, wire, expected) => {
    expect(fromWireDate(wire)).toBe(expected);
  });

  // The whole value or nothing: the sentinel is only the sentinel when all of it is a wire date.
  it.each([
    ['the sentinel', '0001-01-01T00:00:00Z', 'empty'],
    ['the sentinel with an offset', '0001-01-01T00:00:00+00:00', 'empty'],
    ['the sentinel as a date', '0001-01-01', 'empty'],
    ['the sentinel from the west', '0000-12-31T23:00:00Z', 'empty'],
    ['the sentinel with junk after the T', '0001-01-01Tjunk', null],
    ['the sentinel with junk after its time', '0001-01-01T00:00:00Zjunk', null],
    ['the sentinel at hour 24', '0001-01-01T24:00:00Z', null],
    ['the sentinel with an offset out of range', '0001-01-01T00:00:00+99:00', null],
    ['30 February', '2026-02-30T00:00:00Z', null],
    ['30 February as a date', '2026-02-30', null],
    ['month 13', '2026-13-01T00:00:00Z', null],
    ['day 00', '2026-11-00', null],
    ['24:00', '2026-11-14T24:00:00Z', null],
    ['minute 60', '2026-11-14T10:60:00Z', null],
    ['second 60', '2026-11-14T10:00:60Z', null],
    ['an offset of +25:00', '2026-11-14T00:00:00+25:00', null],
    ['an offset of +02:60', '2026-11-14T00:00:00+02:60', null],
    ['an offset of three digits', '2026-11-14T00:00:00+020', null],
    ['a zone name', '2026-11-14T00:00:00 UTC', null],
    ['junk after the zone', '2026-11-14T00:00:00Zjunk', null],
    ['junk after a date', '2026-11-14junk', null],
    ['a second time', '2026-11-14T00:00:00ZT00:00:00Z', null],
    ['a NUL after the time', '2026-11-14T00:00:00Z\u0000', null],
    ['a zone with no time', '2026-11-14Z', null],
    ['a T with no time', '2026-11-14T', null],
    ['an offset of -12:00', '2026-11-14T00:00:00-12:00', { day: '2026-11-14' }],
    ['an offset of +1400', '2026-11-14T00:00:00+1400', { day: '2026-11-14' }],
    ['an offset of hours alone', '2026-11-14T00:00:00+05', { day: '2026-11-14' }],
    ['23:59:59.999 at +00:00', '2026-11-14T23:59:59.999+00:00', { day: '2026-11-15' }],
    ['29 February of a leap year', '2028-02-29T12:00:00Z', { day: '2028-02-29' }],
  ])('reads %s exactly', (_what, wire, expected) => {
    expect(readWireDate(wire)).toEqual(expected);
  });

  it('reads back every date it sends', () => {
    fc.assert(
      fc.property(day, (d) => {
        expect(fromWireDate(toWireDate(d))).toBe(d);
      }),
    );
  });

  it('reads a day picked at local midnight anywhere from UTC-12 to UTC+11 as that day', () => {
    fc.assert(
      fc.property(day, fc.integer({ min: -12 * 4, max: 11 * 4 }), (d, quarters) => {
        // Zones run in quarter hours (Nepal +5:45, Chatham +12:45).
        const [y, m, dd] = d.split('-').map(Number) as [number, number, number];
        const instant = Date.UTC(y, m - 1, dd) - quarters * 15 * 60_000;
        expect(fromWireDate(new Date(instant).toISOString())).toBe(d);
      }),
    );
  });

  it('sends what it reads unchanged: toWireDate of a wire date is that wire date', () => {
    fc.assert(
      fc.property(day, (d) => {
        const wire = toWireDate(d);
        expect(toWireDate(wire)).toBe(wire);
      }),
    );
  });

  it('shows dates as YYYY/MM/DD', () => {
    expect(displayDate('2025-03-10')).toBe('10 Mar 2025');
    expect(displayDate(null)).toBe('');
  });
});

describe('the expiry warning', () => {
  // Expiry 2025-06-30 with 60 alert days: the warning starts 66 days before, on 2025-04-25.
  it.each([
    ['no expiry', null, '2025-01-01', 60, 'none'],
    ['an expiry that is no date', '2025-13-01', '2025-01-01', 60, 'none'],
    ['far ahead', '2025-06-30', '2025-01-01', 60, 'valid'],
    ['the day before the warning', '2025-06-30', '2025-04-24', 60, 'valid'],
    ['the first day of the warning (60 + 6)', '2025-06-30', '2025-04-25', 60, 'expiring'],
    ['the day before expiry', '2025-06-30', '2025-06-29', 60, 'expiring'],
    ['the expiry day itself: still valid, expiring', '2025-06-30', '2025-06-30', 60, 'expiring'],
    ['the day after expiry', '2025-06-30', '2025-07-01', 60, 'expired'],
    ['years after', '2025-06-30', '2030-01-01', 60, 'expired'],
    ['180 alert days: 186 before', '2025-06-30', '2024-12-26', 180, 'expiring'],
    ['180 alert days: 187 before', '2025-06-30', '2024-12-25', 180, 'valid'],
    ['0 alert days mean 60', '2025-06-30', '2025-04-25', 0, 'expiring'],
    ['an invalid 100 means 60', '2025-06-30', '2025-04-24', 100, 'valid'],
  ])('%s', (_what, expiry, today, alert, expected) => {
    expect(expiryState(expiry, today, alert)).toBe(expected);
  });

  it('words the warning as the spec does', () => {
    expect(EXPIRY_TEXT).toEqual({ expiring: 'Expiring date', expired: 'Expired date' });
    expect(expiryWarning('2025-06-30', '2025-06-01', 60)).toBe('Expiring date');
    expect(expiryWarning('2025-06-30', '2025-07-01', 60)).toBe('Expired date');
    expect(expiryWarning('2025-06-30', '2025-01-01', 60)).toBeNull();
    expect(expiryWarning(null, '2025-01-01', 60)).toBeNull();
  });

  it.each([
    ['2025-06-30', 60, '2025-04-25'],
    ['2025-06-30', 90, '2025-03-26'],
    ['2025-03-01', 60, '2024-12-25'],
    ['2024-03-01', 120, '2023-10-27'],
    ['2025-06-30', 7, '2025-04-25'],
  ])('alert date of %s with %s days is %s', (expiry, alert, expected) => {
    expect(alertDate(expiry, alert)).toBe(expected);
  });

  it('refuses to compute an alert date from something that is not a date', () => {
    expect(() => alertDate('2025-02-30', 60)).toThrow(RangeError);
  });

  const rank = { none: -1, valid: 0, expiring: 1, expired: 2 } as const;
  const alert = fc.oneof(fc.constantFrom(...ALERT_DAYS), fc.integer({ min: -10, max: 400 }));

  it('only moves forward as today moves on: valid → expiring → expired', () => {
    fc.assert(
      fc.property(day, day, day, alert, (expiry, a, b, days) => {
        const [early, late] = a <= b ? [a, b] : [b, a];
        expect(rank[expiryState(expiry, early, days)]).toBeLessThanOrEqual(
          rank[expiryState(expiry, late, days)],
        );
      }),
    );
  });

  it('starts expiring exactly on the alert date, and is never none with an expiry', () => {
    fc.assert(
      fc.property(day, alert, (expiry, days) => {
        const start = alertDate(expiry, days);
        expect(expiryState(expiry, start, days)).toBe('expiring');
        expect(expiryState(expiry, addDays(start, -1), days)).toBe('valid');
        expect(expiryState(expiry, expiry, days)).toBe('expiring');
        expect(expiryState(expiry, addDays(expiry, 1), days)).toBe('expired');
      }),
    );
  });
});
