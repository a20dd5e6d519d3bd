import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays } from '../calendar/iso-date';
import { type SurveyHint, surveyHints } from './survey-hints';

const windows = (hints: SurveyHint[]) => hints.map((h) => [h.kind, h.from, h.to]);

describe('survey hints', () => {
  // A five-year certificate issued 2023-03-15, expiring 2028-03-15.
  const cert = { anniversary: '2023-03-15', expiry: '2028-03-15' };

  it.each([
    [
      'before the first window: the first annual, the intermediate and the special ahead',
      '2023-06-01',
      [
        ['annual', '2023-12-15', '2024-06-15'],
        ['intermediate', '2024-12-15', '2025-06-15'],
        ['special', '2027-09-15', '2028-03-15'],
      ],
    ],
    [
      'inside the first annual window: that window',
      '2024-05-01',
      [
        ['annual', '2023-12-15', '2024-06-15'],
        ['intermediate', '2024-12-15', '2025-06-15'],
        ['special', '2027-09-15', '2028-03-15'],
      ],
    ],
    [
      'on the last day of a window: still that window',
      '2024-06-15',
      [
        ['annual', '2023-12-15', '2024-06-15'],
        ['intermediate', '2024-12-15', '2025-06-15'],
        ['special', '2027-09-15', '2028-03-15'],
      ],
    ],
    [
      'the day after a window: the next one',
      '2024-06-16',
      [
        ['annual', '2024-12-15', '2025-06-15'],
        ['intermediate', '2024-12-15', '2025-06-15'],
        ['special', '2027-09-15', '2028-03-15'],
      ],
    ],
    [
      'after the second anniversary’s window: no intermediate',
      '2025-06-16',
      [
        ['annual', '2025-12-15', '2026-06-15'],
        ['special', '2027-09-15', '2028-03-15'],
      ],
    ],
    [
      'six months before expiry, the last annual window closed: the special window alone',
      '2027-10-01',
      [['special', '2027-09-15', '2028-03-15']],
    ],
    ['on the expiry day: only the special window', '2028-03-15', [['special', '2027-09-15', '2028-03-15']]],
    ['after expiry: nothing', '2028-03-16', []],
  ])('%s', (_what, today, expected) => {
    expect(windows(surveyHints({ ...cert, today }))).toEqual(expected);
  });

  it('shows the last annual window before the special one while it is open', () => {
    expect(windows(surveyHints({ ...cert, today: '2027-05-01' }))).toEqual([
      ['annual', '2026-12-15', '2027-06-15'],
      ['special', '2027-09-15', '2028-03-15'],
    ]);
  });

  it('writes plain English with dates as YYYY/MM/DD', () => {
    expect(surveyHints({ ...cert, today: '2024-05-01' }).map((h) => h.text)).toEqual([
      'Annual survey between 15 Dec 2023 and 15 Jun 2024: within 3 months of the anniversary on 15 Mar 2024.',
      'Intermediate survey between 15 Dec 2024 and 15 Jun 2025: within 3 months of the second anniversary on 15 Mar 2025.',
      'Special survey between 15 Sep 2027 and 15 Mar 2028: opens 6 months before the expiry on 15 Mar 2028 and cannot extend past it.',
    ]);
    expect(surveyHints({ ...cert, today: '2028-01-01' }).map((h) => h.text)).toEqual([
      'Special survey between 15 Sep 2027 and 15 Mar 2028: opens 6 months before the expiry on 15 Mar 2028 and cannot extend past it.',
    ]);
  });

  it.each([
    [
      '31 Aug expiry: 6 months before is the end of February',
      null,
      '2026-08-31',
      '2026-03-01',
      'special',
      '2026-02-28',
    ],
    ['31 Aug expiry in a leap year', null, '2028-08-31', '2028-03-01', 'special', '2028-02-29'],
    [
      '31 May anniversary: the window opens on the last day of February',
      '2023-05-31',
      '2028-05-31',
      '2023-06-01',
      'annual',
      '2024-02-29',
    ],
  ])('%s', (_what, anniversary, expiry, today, kind, from) => {
    const hint = surveyHints({ anniversary, expiry, today }).find((h) => h.kind === kind);
    expect(hint?.from).toBe(from);
  });

  it('closes a window after a 30 Nov anniversary at the end of February', () => {
    const hint = surveyHints({ anniversary: '2022-11-30', expiry: '2027-11-30', today: '2023-06-01' })[0];
    expect(hint).toMatchObject({ kind: 'annual', from: '2023-08-30', to: '2024-02-29' });
  });

  it('keeps a 29 February anniversary on 28 February in other years and on the 29th in leap years', () => {
    const issued = { anniversary: '2024-02-29', expiry: '2029-02-28' };
    expect(surveyHints({ ...issued, today: '2024-06-01' })[0]).toMatchObject({
      kind: 'annual',
      from: '2024-11-28',
      to: '2025-05-28',
    });
    expect(surveyHints({ ...issued, today: '2027-06-01' })[0]).toMatchObject({
      kind: 'annual',
      from: '2027-11-29',
      to: '2028-05-29',
    });
  });

  it('cuts an annual window at an expiry that comes before its end', () => {
    // Issued 2023-01-10 and expiring 2025-02-01: the second anniversary's window would run to April.
    const hints = surveyHints({ anniversary: '2023-01-10', expiry: '2025-02-01', today: '2024-11-01' });
    expect(windows(hints)).toEqual([
      ['special', '2024-08-01', '2025-02-01'],
      ['annual', '2024-10-10', '2025-02-01'],
      ['intermediate', '2024-10-10', '2025-02-01'],
    ]);
  });

  it('never opens the special window before the certificate was issued', () => {
    const hints = surveyHints({ anniversary: '2025-01-01', expiry: '2025-04-01', today: '2025-02-01' });
    expect(windows(hints)).toEqual([['special', '2025-01-01', '2025-04-01']]);
  });

  it('takes the anniversary from the expiry when the issue date is unknown (SOLAS I/2(n))', () => {
    expect(windows(surveyHints({ anniversary: null, expiry: '2028-03-15', today: '2025-01-01' }))).toEqual([
      ['annual', '2024-12-15', '2025-06-15'],
      ['special', '2027-09-15', '2028-03-15'],
    ]);
  });

  it.each([
    ['no dates at all', { anniversary: null, expiry: null, today: '2025-01-01' }, []],
    [
      'an issue date but no expiry: annual windows run on',
      { anniversary: '2015-07-01', expiry: null, today: '2025-01-01' },
      [['annual', '2025-04-01', '2025-10-01']],
    ],
    [
      'an issue date on the expiry is ignored',
      { anniversary: '2028-03-15', expiry: '2028-03-15', today: '2027-12-01' },
      [['special', '2027-09-15', '2028-03-15']],
    ],
    ['a today that is no date', { anniversary: '2023-03-15', expiry: '2028-03-15', today: 'soon' }, []],
    [
      'an expiry that is no date',
      { anniversary: '2023-03-15', expiry: '2028-02-30', today: '2023-06-01' },
      [
        ['annual', '2023-12-15', '2024-06-15'],
        ['intermediate', '2024-12-15', '2025-06-15'],
      ],
    ],
  ])('%s', (_what, input, expected) => {
    expect(windows(surveyHints(input))).toEqual(expected);
  });

  const day = fc.integer({ min: 0, max: 80 * 366 }).map((n) => addDays('1990-01-01', n));
  const input = fc
    .record({
      first: day,
      years: fc.integer({ min: 0, max: 10 }),
      extra: fc.integer({ min: -200, max: 200 }),
      today: day,
    })
    .map(({ first, years, extra, today }) => ({
      anniversary: first,
      expiry: addDays(first, years * 365 + extra),
      today,
    }));

  it('keeps every window in order, open or ahead on today, and within the certificate’s life', () => {
    fc.assert(
      fc.property(input, fc.boolean(), (i, knownStart) => {
        const hints = surveyHints({ ...i, anniversary: knownStart ? i.anniversary : null });
        for (const h of hints) {
          expect(h.from <= h.to).toBe(true);
          expect(h.to >= i.today).toBe(true);
          expect(h.to <= i.expiry).toBe(true);
          expect(h.text).toMatch(
            /^(Annual|Intermediate|Special) survey between \d{2} [A-Z][a-z]{2} \d{4} and/,
          );
        }
        expect(hints.filter((h) => h.kind === 'annual').length).toBeLessThanOrEqual(1);
      }),
    );
  });

  it('ends the special window on the expiry and opens it at most 6 months (184 days) before', () => {
    fc.assert(
      fc.property(input, (i) => {
        const special = surveyHints(i).find((h) => h.kind === 'special');
        expect(special !== undefined).toBe(i.today <= i.expiry);
        if (!special) return;
        expect(special.to).toBe(i.expiry);
        expect(special.from >= addDays(i.expiry, -184)).toBe(true);
        if (i.anniversary < i.expiry) expect(special.from >= i.anniversary).toBe(true);
      }),
    );
  });

  it('always has an annual window due for a certificate without expiry, holding or following today', () => {
    fc.assert(
      fc.property(day, day, (first, today) => {
        const annual = surveyHints({ anniversary: first, expiry: null, today }).find(
          (h) => h.kind === 'annual',
        );
        expect(annual).toBeDefined();
        expect(annual!.to >= today).toBe(true);
        expect(annual!.from > first).toBe(true);
        // None is skipped: windows are a year apart, so the one due ends within 15 months.
        if (today >= first) expect(annual!.to <= addDays(today, 366 + 92)).toBe(true);
      }),
    );
  });
});
