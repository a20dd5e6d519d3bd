import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  compiledModule,
  extractedEnglish,
  OTHER_LANGUAGES,
  readCatalogue,
  sourceFiles,
} from '../../scripts/i18n-catalogue';
import { scanFile } from '../../scripts/i18n-scan';

/** Placeholders of an ICU message: `{name}` and the argument of a plural or select. */
const placeholders = (text: string) => [...text.matchAll(/\{\s*(\w+)/g)].map((m) => m[1]).sort();

describe('the message catalogue (issue 33, part 4)', () => {
  it('every text a screen shows goes through t()', () => {
    const bare = sourceFiles('src')
      .filter((f) => f.endsWith('.tsx'))
      .flatMap((f) => scanFile(f).bare.map((b) => `${f}:${b.line} ${b.text}`));
    expect(bare).toEqual([]);
  });

  it('the English catalogue holds every message of src/, word for word, and nothing else', () => {
    const english = JSON.parse(readFileSync('src/i18n/locales/en.json', 'utf8'));
    expect(english, 'run `npm run i18n`').toEqual(extractedEnglish());
  });

  it('the app carries the catalogues as they are compiled from their sources', () => {
    const english = extractedEnglish();
    expect(readFileSync('src/i18n/compiled/en.ts', 'utf8'), 'run `npm run i18n`').toBe(
      compiledModule('en', english),
    );
    for (const code of OTHER_LANGUAGES) {
      const catalogue = readCatalogue(code);
      const kept = Object.fromEntries(
        Object.keys(english).flatMap((id) => (id in catalogue ? [[id, catalogue[id]!]] : [])),
      );
      expect(readFileSync(`src/i18n/compiled/${code}.ts`, 'utf8'), 'run `npm run i18n`').toBe(
        compiledModule(code, kept),
      );
    }
  });

  it.each(OTHER_LANGUAGES)('%s is complete: every message translated, with the same placeholders', (code) => {
    const catalogue = readCatalogue(code);
    const english = Object.keys(extractedEnglish());
    expect(english.filter((id) => !catalogue[id]?.trim())).toEqual([]);
    expect(
      english.filter((id) => id in catalogue && `${placeholders(id)}` !== `${placeholders(catalogue[id]!)}`),
    ).toEqual([]);
  });
});
