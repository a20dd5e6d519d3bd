import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays, isIsoDate } from '../calendar/iso-date';
import {
  defaultExpiry,
  GUEST_TEXT,
  guestProblems,
  isAlphanumericPassport,
  isSentinelDate,
  readGuestDate,
  tenYearsAfter,
} from './guest-rules';

describe('the passport number (doc 3, section 5: alphanumeric)', () => {
  it.each([
    ['AB1234567', true],
    ['123456789', true],
    ['', true],
    ['AB 123', false],
    ['AB-123', false],
    ['ÄB123', false],
    ['12/34', false],
  ])('%j is %s', (value, ok) => expect(isAlphanumericPassport(value)).toBe(ok));
});

describe('sentinel issue dates count as empty (doc 3, section 4)', () => {
  it.each([
    ['0001-01-01', null],
    ['0000-12-31', null],
    ['0001-01-01T00:00:00Z', null],
    ['0000-12-31T23:00:00-01:00', null],
    ['0001-01-01 00:00:00', null],
    ['', null],
    [null, null],
    ['not a date', null],
    ['2024-02-30', null],
    ['2024-03-10', '2024-03-10'],
    [' 2024-03-10T12:00:00Z ', '2024-03-10'],
    // Midnight in Paris, sent as UTC: the day that was picked.
    ['1990-04-30T22:00:00Z', '1990-05-01'],
    ['2024-03-10T00:00:00+02:00', '2024-03-10'],
  ])('%j reads as %j', (value, day) => expect(readGuestDate(value)).toBe(day));

  it('property: a sentinel with any time is empty; a real day with no time is itself', () => {
    fc.assert(
      fc.property(fc.constantFrom('0001-01-01', '0000-12-31'), fc.string({ maxLength: 20 }), (day, rest) => {
        expect(readGuestDate(`${day}T${rest}`)).toBeNull();
      }),
    );
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 70_000 }), (n) => {
        const day = addDays('1900-01-01', n);
        expect(readGuestDate(day)).toBe(day);
      }),
    );
  });

  it('only the two sentinel days are sentinels', () => {
    expect(isSentinelDate('0001-01-02')).toBe(false);
    expect(isSentinelDate('2001-01-01')).toBe(false);
  });
});

describe('the expiry follows the issue date by ten years (doc 3, sections 4 and 9)', () => {
  it.each([
    ['2024-03-10', '2034-03-10'],
    ['2020-12-31', '2030-12-31'],
    // 2034 has no 29 February: the last day of that February.
    ['2024-02-29', '2034-02-28'],
    // 2030 is no leap year either; 2000 + 10 = 2010, no leap year.
    ['2000-02-29', '2010-02-28'],
    ['2023-02-28', '2033-02-28'],
  ])('issued %s expires %s', (issue, expiry) => expect(tenYearsAfter(issue)).toBe(expiry));

  it('an empty expiry is filled from the issue date; a given one is kept; no issue date fills nothing', () => {
    expect(defaultExpiry('2024-03-10', null)).toBe('2034-03-10');
    expect(defaultExpiry('2024-03-10', '2029-01-01')).toBe('2029-01-01');
    expect(defaultExpiry(null, null)).toBeNull();
    expect(defaultExpiry(null, '2029-01-01')).toBe('2029-01-01');
  });

  it('property: the default expiry is a real day, ten years on, never more than ten years', () => {
    const day = fc
      .integer({ min: 0, max: 70_000 })
      .map((n) => addDays('1900-01-01', n))
      .filter((d) => d <= '2090-12-31');
    fc.assert(
      fc.property(day, (issue) => {
        const expiry = tenYearsAfter(issue);
        expect(isIsoDate(expiry)).toBe(true);
        expect(Number(expiry.slice(0, 4)) - Number(issue.slice(0, 4))).toBe(10);
        expect(expiry.slice(5, 7)).toBe(issue.slice(5, 7));
        // The same day of the month, or 28 February for a 29 February.
        if (issue.slice(5) === '02-29') expect(expiry.slice(5)).toBe('02-28');
        else expect(expiry.slice(5)).toBe(issue.slice(5));
        expect(guestProblems({ ...GUEST, passportIssueDate: issue, passportExpDate: expiry })).toEqual({});
      }),
    );
  });
});

const GUEST = {
  firstName: 'Ana',
  lastName: 'Silva',
  gender: 'f',
  passportNo: 'P1234567',
  passportIssueDate: '2020-01-01',
  passportExpDate: '2030-01-01',
};

describe('what a guest needs', () => {
  it('a name and a gender; the rest may wait', () => {
    expect(guestProblems(GUEST)).toEqual({});
    expect(
      guestProblems({ ...GUEST, passportNo: null, passportIssueDate: null, passportExpDate: null }),
    ).toEqual({});
  });

  it.each([
    [{ firstName: ' ' }, { firstName: GUEST_TEXT.required }],
    [{ lastName: '' }, { lastName: GUEST_TEXT.required }],
    [{ gender: '' }, { gender: GUEST_TEXT.required }],
    [{ gender: 'x' }, { gender: GUEST_TEXT.gender }],
    [{ gender: 'M' }, { gender: GUEST_TEXT.gender }],
    [{ passportNo: 'P-123' }, { passportNo: GUEST_TEXT.passportAlphanumeric }],
    [{ passportExpDate: '2019-12-31' }, { passportExpDate: GUEST_TEXT.expiryBeforeIssue }],
  ])('%j is refused with %j', (change, problems) =>
    expect(guestProblems({ ...GUEST, ...change })).toEqual(problems),
  );

  it('every problem at once', () => {
    expect(
      Object.keys(guestProblems({ ...GUEST, firstName: '', lastName: '', gender: 'z', passportNo: '#' })),
    ).toEqual(['firstName', 'lastName', 'gender', 'passportNo']);
  });
});
