import { afterEach, describe, expect, it } from 'vitest';
import { showDate } from '../domain/dates/format';
import { activateLanguage, t } from './i18n';

afterEach(() => activateLanguage('en'));

describe('the catalogue at work (issue 33, part 4)', () => {
  it('says a message that is a plural alone, in English and in Spanish', async () => {
    const files = '{count, plural, one {# file} other {# files}}';
    expect([t(files, { count: 1 }), t(files, { count: 3 })]).toEqual(['1 file', '3 files']);
    await activateLanguage('es');
    expect([t(files, { count: 1 }), t(files, { count: 3 })]).toEqual(['1 archivo', '3 archivos']);
  });

  it('writes dates with the chosen language’s month names, and English again after', async () => {
    await activateLanguage('es');
    expect([t('Sync'), showDate('2026-12-02')]).toEqual(['Sincronizar', '02 dic 26']);
    await activateLanguage('en');
    expect([t('Sync'), showDate('2026-12-02')]).toEqual(['Sync', '02 Dec 26']);
  });
});
