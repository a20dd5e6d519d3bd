import { afterEach, describe, expect, it } from 'vitest';
import { activateLanguage } from '../../../i18n/i18n';
import { currencyLabel } from './currency-names';

afterEach(() => activateLanguage('en'));

const usd = { name: 'US Dollar', code: 'USD', sign: '$' };

describe('currencyLabel', () => {
  it('keeps the table’s English words', () => {
    expect(currencyLabel(usd)).toBe('US Dollar ($)');
  });

  it('says a currency in Spanish, as a choice starts, with its sign', async () => {
    await activateLanguage('es');
    expect(currencyLabel(usd)).toBe('Dólar estadounidense ($)');
    expect(currencyLabel({ name: 'Pound Sterling', code: 'GBP', sign: '£' })).toBe('Libra esterlina (£)');
  });
});
