import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { EMPTY_DATE } from './cert-dates';
import {
  addOtherProblems,
  bareNumber,
  type CertDates,
  type CertTypeRules,
  certDateProblems,
  certHeaderProblems,
  certificateNumber,
  certificateSearchProblem,
  matchCertificateName,
  sectionNumberProblem,
} from './cert-form';

const none: CertDates = {
  expireDate: null,
  surveyWindowOpen: null,
  surveyWindowClosing: null,
  lastSurveyDate: null,
};
const free: CertTypeRules = {
  expiryDateRequired: false,
  surveyRangeDateRequired: false,
  lastSurveyDateRequired: false,
};
const all: CertTypeRules = {
  expiryDateRequired: true,
  surveyRangeDateRequired: true,
  lastSurveyDateRequired: true,
};
const window = (open: string | null, closing: string | null): CertDates => ({
  ...none,
  surveyWindowOpen: open,
  surveyWindowClosing: closing,
});

describe('the certificate form’s dates', () => {
  it.each<[string, CertDates, CertTypeRules, ReturnType<typeof certDateProblems>]>([
    ['nothing asked, nothing given', none, free, {}],
    [
      'everything asked, nothing given',
      none,
      all,
      {
        expireDate: 'Required',
        surveyWindowOpen: 'Required',
        surveyWindowClosing: 'Required',
        lastSurveyDate: 'Required',
      },
    ],
    [
      'expiry asked and given',
      { ...none, expireDate: '2026-01-01' },
      { ...free, expiryDateRequired: true },
      {},
    ],
    [
      'expiry asked, blanks given',
      { ...none, expireDate: '  ' },
      { ...free, expiryDateRequired: true },
      { expireDate: 'Required' },
    ],
    [
      'expiry asked, the zero date given',
      { ...none, expireDate: EMPTY_DATE },
      { ...free, expiryDateRequired: true },
      { expireDate: 'Required' },
    ],
    ['expiry not asked, missing', none, { ...free, surveyRangeDateRequired: false }, {}],
    [
      'window asked, open only',
      window('2025-01-01', null),
      { ...free, surveyRangeDateRequired: true },
      { surveyWindowClosing: 'Required' },
    ],
    [
      'window asked, closing only',
      window(null, '2025-01-01'),
      { ...free, surveyRangeDateRequired: true },
      { surveyWindowOpen: 'Required' },
    ],
    [
      'window asked, in order',
      window('2025-01-01', '2025-07-01'),
      { ...free, surveyRangeDateRequired: true },
      {},
    ],
    [
      'window asked, backwards',
      window('2025-07-01', '2025-01-01'),
      { ...free, surveyRangeDateRequired: true },
      { surveyWindowOpen: 'Must be before closing', surveyWindowClosing: 'Must be after open' },
    ],
    [
      'a window of one day: closing must be after open',
      window('2025-01-01', '2025-01-01'),
      free,
      { surveyWindowOpen: 'Must be before closing', surveyWindowClosing: 'Must be after open' },
    ],
    [
      'a window not asked for but typed backwards',
      window('2025-07-01', '2025-01-01'),
      free,
      { surveyWindowOpen: 'Must be before closing', surveyWindowClosing: 'Must be after open' },
    ],
    ['a window not asked for, half given', window('2025-07-01', null), free, {}],
    ['a window a day long is in order', window('2025-01-01', '2025-01-02'), free, {}],
    [
      'last survey asked and given',
      { ...none, lastSurveyDate: '2024-05-01' },
      { ...free, lastSurveyDateRequired: true },
      {},
    ],
    [
      'last survey asked, missing',
      none,
      { ...free, lastSurveyDateRequired: true },
      { lastSurveyDate: 'Required' },
    ],
  ])('%s', (_what, dates, rules, expected) => {
    expect(certDateProblems(dates, rules)).toEqual(expected);
  });

  const date = fc.option(
    fc
      .integer({ min: 0, max: 3000 })
      .map((n) => new Date(Date.UTC(2020, 0, 1 + n)).toISOString().slice(0, 10)),
    { nil: null },
  );
  const rules = fc.record({
    expiryDateRequired: fc.boolean(),
    surveyRangeDateRequired: fc.boolean(),
    lastSurveyDateRequired: fc.boolean(),
  });

  it('flags a field only for a rule of its own: nothing given never breaks a rule not asked', () => {
    fc.assert(
      fc.property(
        fc.record({
          expireDate: date,
          surveyWindowOpen: date,
          surveyWindowClosing: date,
          lastSurveyDate: date,
        }),
        rules,
        (d, r) => {
          const p = certDateProblems(d, r);
          expect(p.expireDate !== undefined).toBe(r.expiryDateRequired && d.expireDate === null);
          expect(p.lastSurveyDate !== undefined).toBe(r.lastSurveyDateRequired && d.lastSurveyDate === null);
          const open = d.surveyWindowOpen;
          const closing = d.surveyWindowClosing;
          const backwards = open !== null && closing !== null && open >= closing;
          expect(p.surveyWindowOpen === 'Must be before closing').toBe(backwards);
          expect(p.surveyWindowClosing === 'Must be after open').toBe(backwards);
        },
      ),
    );
  });
});

describe('the section number', () => {
  it.each([
    ['05', null],
    ['12', null],
    [' 07 ', null],
    ['', 'Required'],
    ['   ', 'Required'],
    ['5', 'Wrong length'],
    ['123', 'Wrong length'],
    ['ab', 'Must be a number'],
    ['-1', 'Must be a number'],
    ['1.5', 'Must be a number'],
    ['1 2', 'Must be a number'],
  ])('%j → %s', (n, expected) => {
    expect(sectionNumberProblem(n)).toBe(expected);
  });

  it('accepts exactly the two-digit numbers', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 4 }), (s) => {
        expect(sectionNumberProblem(s) === null).toBe(/^\d{2}$/.test(s.trim()));
      }),
    );
  });

  it('asks for the section, the number and the type name on the form', () => {
    expect(certHeaderProblems({ sectionId: null, sectionNumber: '', certificateTypeName: ' ' })).toEqual({
      sectionId: 'Required',
      sectionNumber: 'Required',
      certificateTypeName: 'Required',
    });
    expect(
      certHeaderProblems({ sectionId: 3, sectionNumber: '4', certificateTypeName: 'Load Line' }),
    ).toEqual({
      sectionNumber: 'Wrong length',
    });
    expect(
      certHeaderProblems({ sectionId: 3, sectionNumber: '04', certificateTypeName: 'Load Line' }),
    ).toEqual({});
  });
});

describe('Add Other', () => {
  it.each([
    ['the number alone', 'MLC', '05', 'MLC05'],
    ['the shortcut typed too', 'MLC', 'MLC05', 'MLC05'],
    ['the shortcut typed in lower case', 'MLC', 'mlc05', 'MLC05'],
    ['the shortcut typed with a dash', 'MLC', 'MLC-05', 'MLC05'],
    ['the shortcut typed with a space', 'MLC', ' MLC 05 ', 'MLC05'],
    ['a number that happens to start like the shortcut is kept whole', 'A', 'B05', 'AB05'],
    ['a shortcut of digits is never stripped', '1', '12', '112'],
    ['no shortcut', '', '05', '05'],
    ['no number: nothing, so Required shows', 'MLC', '  ', ''],
    ['only the shortcut typed: nothing', 'MLC', 'MLC', ''],
  ])('%s', (_what, shortcut, typed, expected) => {
    expect(certificateNumber(shortcut, typed)).toBe(expected);
  });

  it('never writes the shortcut twice', () => {
    const shortcut = fc.stringMatching(/^[A-Z]{1,4}$/);
    fc.assert(
      fc.property(shortcut, fc.stringMatching(/^\d{2}$/), fc.boolean(), (s, n, typedToo) => {
        const once = certificateNumber(s, typedToo ? `${s}${n}` : n);
        expect(once).toBe(`${s}${n}`);
        expect(certificateNumber(s, once)).toBe(once);
      }),
    );
  });

  it('asks for title, section and a two-digit number', () => {
    expect(addOtherProblems({ title: '', sectionId: null, number: '', shortcut: 'MLC' })).toEqual({
      title: 'Required',
      sectionId: 'Required',
      number: 'Required',
    });
    expect(addOtherProblems({ title: 'Crew list', sectionId: 2, number: 'MLC7', shortcut: 'MLC' })).toEqual({
      number: 'Wrong length',
    });
    expect(addOtherProblems({ title: 'Crew list', sectionId: 2, number: 'MLC07', shortcut: 'MLC' })).toEqual(
      {},
    );
    expect(bareNumber('MLC', 'MLC07')).toBe('07');
  });
});

describe('the certificate search', () => {
  const names = ['Load Line Certificate', 'Safety Management Certificate', 'IOPP', 'iopp'];
  it.each([
    ['a listed name', 'Load Line Certificate', 'Load Line Certificate'],
    ['blanks around it', '  Load Line Certificate ', 'Load Line Certificate'],
    ['a double space inside', 'Load  Line Certificate', 'Load Line Certificate'],
    ['other capitals', 'load line certificate', 'Load Line Certificate'],
    ['the exact spelling wins over a loose one', 'iopp', 'iopp'],
    ['part of a name', 'Load Line', null],
    ['nothing typed', '', null],
    ['a name not listed', 'Tonnage Certificate', null],
  ])('%s', (_what, text, expected) => {
    expect(matchCertificateName(text, names)).toBe(expected);
    expect(certificateSearchProblem(text, names)).toBe(
      expected === null ? 'You need to submit valid certificate name.' : null,
    );
  });

  it('accepts every listed name as it is shown', () => {
    fc.assert(
      fc.property(fc.array(fc.string({ minLength: 1 }), { minLength: 1 }), fc.nat(), (list, i) => {
        const name = list[i % list.length]!;
        fc.pre(name.trim() !== '');
        expect(certificateSearchProblem(name, list)).toBeNull();
      }),
    );
  });
});
