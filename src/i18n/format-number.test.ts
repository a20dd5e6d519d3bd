import { afterEach, describe, expect, it } from 'vitest';
import { formatFileSize, formatMoney, formatNumber, numberLocale } from './format-number';
import { activateLanguage, t } from './i18n';

afterEach(() => activateLanguage('en'));

describe('numbers in the chosen language (issue 33, part 4)', () => {
  // [number, decimals as toFixed's (none: as String writes it), English, Spanish]
  const figures: [number, number | undefined, string, string][] = [
    [10.5, undefined, '10.5', '10,5'],
    [1234, undefined, '1234', '1234'],
    [12345.25, undefined, '12345.25', '12.345,25'],
    [0.0822, undefined, '0.0822', '0,0822'],
    [3, 2, '3.00', '3,00'],
    [-0.001, 2, '0.00', '0,00'],
    [-2.5, 2, '-2.50', '-2,50'],
  ];
  const sizes = [100, 240 * 1024, 3.4 * 1024 * 1024];

  it('writes English as the screens always have: no grouping, toFixed’s digits', () => {
    expect(figures.map(([n, d]) => formatNumber(n, d))).toEqual(figures.map((f) => f[2]));
    expect(sizes.map(formatFileSize)).toEqual(['1\u00a0KB', '240\u00a0KB', '3.4\u00a0MB']);
    expect(numberLocale()).toBe('en-GB');
  });

  it('writes Spanish with its decimal comma and its own grouping, the same digits', async () => {
    await activateLanguage('es');
    expect(figures.map(([n, d]) => formatNumber(n, d))).toEqual(figures.map((f) => f[3]));
    expect(sizes.map(formatFileSize)).toEqual(['1\u00a0KB', '240\u00a0KB', '3,4\u00a0MB']);
    expect(numberLocale()).toBe('es');
  });

  it('fills a message’s plain number placeholders in the language, leaving plurals and strings to it', async () => {
    const plural = '{count, plural, one {# file} other {# files}}';
    expect([
      t('{hours} h', { hours: 10.5 }),
      t('Crew member {id}', { id: '12345' }),
      t(plural, { count: 1234 }),
    ]).toEqual(['10.5 h', 'Crew member 12345', '1,234 files']);
    await activateLanguage('es');
    expect(t('{hours} h', { hours: 10.5 })).toBe('10,5 h');
    expect(t('{days} days a year', { days: 32.5 })).toMatch(/^32,5 /);
    // An identifier handed over as a string is never grouped; a plural still picks its form.
    expect(t('Crew member {id}', { id: '12345' })).toMatch(/ 12345$/);
    expect([t(plural, { count: 1 }), t(plural, { count: 12345 })]).toEqual(['1 archivo', '12.345 archivos']);
  });

  describe('money (doc 2: the currency sign where the currency says)', () => {
    const euro = { code: 'EUR', sign: '€', signBefore: true };
    const krone = { code: 'NOK', sign: 'kr', signBefore: false };
    const dollar = { code: 'USD', sign: '$', signBefore: true };
    const nbsp = (text: string) => text.replace(/ /g, '\u00a0');

    it('writes English as the screens always have', () => {
      expect(formatMoney(4100.5, euro)).toBe('€4,100.50');
      expect(formatMoney(4100.5, krone)).toBe('4,100.50 kr');
      expect(formatMoney(8250, dollar)).toBe('$8,250.00');
      expect(formatMoney(8250, undefined)).toBe('8,250.00');
    });

    it("writes Spanish as Intl does, the sign after the figure, the app's sign kept", async () => {
      await activateLanguage('es');
      expect(formatMoney(8250, euro)).toBe(nbsp('8250,00 €'));
      expect(formatMoney(18250.5, euro)).toBe(nbsp('18.250,50 €'));
      expect(formatMoney(4100.5, krone)).toBe(nbsp('4100,50 kr'));
      expect(formatMoney(8250, dollar)).toBe(nbsp('8250,00 $'));
      expect(formatMoney(-12.5, euro)).toBe(nbsp('-12,50 €'));
      expect(formatMoney(8250, undefined)).toBe('8250,00');
    });

    it('lays out a currency Intl does not know as English does, in the language’s figures', async () => {
      await activateLanguage('es');
      expect(formatMoney(8250, { code: 'EURO', sign: '€', signBefore: true })).toBe('€8250,00');
    });
  });
});
