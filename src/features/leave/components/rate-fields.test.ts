import { afterEach, describe, expect, it } from 'vitest';
import { activateLanguage } from '../../../i18n/i18n';
import { rateWords } from './guideline-sections';
import { convertedRate } from './rate-fields';

afterEach(() => activateLanguage('en'));

describe('leave rates in the chosen language (issue 33, part 4)', () => {
  it('show the other way of writing a typed rate with the language’s decimal mark', async () => {
    expect([convertedRate('yearly', '30'), convertedRate('accrued', '0.0822')]).toEqual([
      'Worked/accrued ratio 0.0896',
      'About 27.72 days per year',
    ]);
    await activateLanguage('es');
    expect([convertedRate('yearly', '30'), convertedRate('accrued', '0,0822')]).toEqual([
      'Proporción trabajado/acumulado 0,0896',
      'Unos 27,72 días al año',
    ]);
  });

  it('say a rate in words with the language’s figures', async () => {
    expect(rateWords('yearly', 32.5)).toBe('32.5 days a year');
    await activateLanguage('es');
    expect(rateWords('yearly', 32.5)).toBe('32,5 días al año');
  });
});
