import { afterEach, describe, expect, it } from 'vitest';
import { activateLanguage } from '../../../i18n/i18n';
import { countryChoices, countryLabel } from './country-names';

afterEach(() => activateLanguage('en'));

// Ids of the reference table (doc 1): 4 Antigua & Barbuda, 57 Germany; 9999 is none.
const label = (id: number) => countryChoices().find((c) => c.id === String(id))?.label;

describe('countries in the chosen language (issue 33, part 4)', () => {
  it('keep the reference table’s English words in English', () => {
    expect([countryLabel(4), label(4), countryLabel(9999)]).toEqual([
      'Antigua & Barbuda',
      'Antigua & Barbuda',
      null,
    ]);
    expect(countryChoices()[0]?.label).toBe('Afghanistan');
  });

  it('are the browser’s Spanish names in Spanish, in Spanish alphabetical order', async () => {
    await activateLanguage('es');
    const germany = countryLabel(57);
    expect([germany, label(57), countryLabel(4)]).toEqual(['Alemania', 'Alemania', 'Antigua y Barbuda']);
    const names = countryChoices().map((c) => c.label);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'es')));
    expect(names).toHaveLength(countryChoices().length);
  });
});
