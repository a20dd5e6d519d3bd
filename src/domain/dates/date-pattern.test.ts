import * as dateFns from 'date-fns';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { differenceInMonths, formatDate, formatDistanceStrict, parseIsoLocal } from './date-pattern';

const moment = fc.integer({ min: Date.UTC(1900, 0, 1), max: Date.UTC(2100, 11, 31) });
const PATTERNS = [
  'dd MMM yy',
  'EEE dd MMM yy',
  'dd MMM yyyy',
  'dd MMM',
  'EEE dd MMM',
  'EEE',
  'EEEEE',
  'MMMM yyyy',
  'MMMM',
  'MMM',
  'MMM yyyy',
  'MMMMM',
  'dd MMM yy, HH:mm',
  'EEEE d MMMM yyyy',
  'EEEE d MMMM',
  'yyyy-MM-dd',
  'yyyy-MM',
];

describe('the date functions written out write what date-fns would', () => {
  it('formats every pattern the date style uses, for any moment', () => {
    fc.assert(
      fc.property(moment, (at) => {
        for (const p of PATTERNS) expect(formatDate(at, p)).toBe(dateFns.format(at, p));
      }),
    );
  });

  it('refuses an invalid date as date-fns does', () => {
    expect(() => formatDate(Number.NaN, 'dd MMM yy')).toThrow(RangeError);
  });

  it('reads ISO days as local days and timestamps as moments', () => {
    fc.assert(
      fc.property(moment, (at) => {
        const iso = new Date(at).toISOString();
        expect(parseIsoLocal(iso.slice(0, 10)).getTime()).toBe(dateFns.parseISO(iso.slice(0, 10)).getTime());
        expect(parseIsoLocal(iso).getTime()).toBe(dateFns.parseISO(iso).getTime());
      }),
    );
  });

  it('counts whole months and words a distance the same', () => {
    const day = fc.integer({ min: -40_000, max: 40_000 }).map((n) => new Date(2026, 0, 1 + n));
    fc.assert(
      fc.property(day, day, (a, b) => {
        expect(differenceInMonths(a, b)).toBe(dateFns.differenceInMonths(a, b));
      }),
      { numRuns: 2000 },
    );
    fc.assert(
      fc.property(moment, fc.integer({ min: 0, max: 3 * 365 * 86_400_000 }), (at, later) => {
        expect(formatDistanceStrict(at, at + later)).toBe(dateFns.formatDistanceStrict(at, at + later));
      }),
      { numRuns: 2000 },
    );
    // Month ends: Nov 30 to Feb 28 is three months, as date-fns counts.
    expect(differenceInMonths(new Date(2027, 1, 28), new Date(2026, 10, 30))).toBe(3);
  });
});
