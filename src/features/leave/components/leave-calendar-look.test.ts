import { afterEach, describe, expect, it } from 'vitest';
import { LEAVE_COLORS } from '../../../contracts/leave-records';
import { activateLanguage } from '../../../i18n/i18n';
import { dayHeads, inkOn, monthMarks, typeMark, typeName, typesShown } from './leave-calendar-look';

afterEach(() => activateLanguage('en'));

describe('typeMark', () => {
  it.each([
    ['Leave', 'L'],
    ['Work day', 'WD'],
    ['Not on payroll', 'NP'],
    ['  sick   leave ', 'SL'],
    ['', '?'],
  ])('%j is marked %j', (name, mark) => {
    expect(typeMark(name)).toBe(mark);
  });
});

describe('typeName', () => {
  const notOnPayroll = { name: 'Not on payroll', viewOnly: true };
  const vessels = { name: 'Annual leave', viewOnly: false };

  it("says the product's own type in the reader's language, and a vessel's types by their names", async () => {
    expect([typeName(notOnPayroll), typeName(vessels)]).toEqual(['Not on payroll', 'Annual leave']);
    await activateLanguage('es');
    expect([typeName(notOnPayroll), typeName(vessels)]).toEqual(['Fuera de nómina', 'Annual leave']);
    expect(typeMark(typeName(notOnPayroll))).toBe('FN');
  });
});

describe('inkOn', () => {
  it.each([
    ['#1F5F99', '#ffffff', false],
    ['#3788CE', '#14212b', true],
    ['#F2C14E', '#14212b', false],
    ['#263238', '#ffffff', false],
    ['#D64550', '#14212b', true],
  ])('%s takes %s (chip %s)', (colour, ink, chip) => {
    expect(inkOn(colour)).toEqual({ ink, chip });
  });

  // WCAG 1.4.3 for every preset: the mark reaches 4.5:1 on the colour, or sits on a white chip.
  const lum = (hex: string) => {
    const n = Number.parseInt(hex.replace('#', ''), 16);
    const ch = (c: number) => (c / 255 <= 0.03928 ? c / 255 / 12.92 : ((c / 255 + 0.055) / 1.055) ** 2.4);
    return 0.2126 * ch((n >> 16) & 255) + 0.7152 * ch((n >> 8) & 255) + 0.0722 * ch(n & 255);
  };
  it.each(LEAVE_COLORS.map((c) => [c]))('#%s is readable', (c) => {
    const { ink, chip } = inkOn(`#${c}`);
    const bg = chip ? 1 : lum(c);
    const fg = lum(ink);
    expect((Math.max(bg, fg) + 0.05) / (Math.min(bg, fg) + 0.05)).toBeGreaterThanOrEqual(4.5);
  });
});

describe('the heads of the days', () => {
  it('names each day and marks the weekend', () => {
    expect(dayHeads(['2026-11-27', '2026-11-28'])).toEqual([
      { date: '2026-11-27', label: 'Fri 27 Nov 26', letter: 'F', day: 27, weekend: false },
      { date: '2026-11-28', label: 'Sat 28 Nov 26', letter: 'S', day: 28, weekend: true },
    ]);
  });

  it('places each month of a period by its share of the days', () => {
    const dates = ['2026-01-30', '2026-01-31', '2026-02-01', '2026-02-02'];
    expect(monthMarks(dates)).toEqual([
      { date: '2026-01-30', at: 0, share: 0.5 },
      { date: '2026-02-01', at: 0.5, share: 0.5 },
    ]);
  });
});

describe('typesShown (the guidelines name the types by it)', () => {
  it('says the product’s own view-only type in the reader’s language, a vessel’s own as it named it', async () => {
    const types = [
      { name: 'Leave', viewOnly: false, isNil: false },
      { name: 'Not on payroll', viewOnly: true, isNil: true },
    ];
    await activateLanguage('es');
    expect(typesShown(types).map((x) => x.name)).toEqual(['Leave', 'Fuera de nómina']);
    expect(typesShown(types)[1]?.isNil).toBe(true);
  });
});
