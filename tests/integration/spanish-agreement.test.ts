import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { readCatalogue } from '../../scripts/i18n-catalogue';

/**
 * English writes a count with a word that does not change ('1 chosen', '3 selected', '2 new');
 * Spanish agrees with it ('1 elegido', '3 elegidos'): such a message is a plural in Spanish though
 * it is none in English (the placeholder stays the same). A count followed by a plural participle
 * or adjective outside a plural reads '1 elegidos' for one.
 */
describe('Spanish agrees with a count', () => {
  it('no count is followed by a plural participle or adjective outside a plural', () => {
    const spanish = readCatalogue('es');
    const unagreed = Object.entries(spanish).filter(
      ([id, text]) =>
        // A noun after English's count ('{count} certificates') has its singular message beside it.
        !/\{\w+\} \w+s\b/.test(id) &&
        !/plural/.test(text) &&
        /\{(count|n|chosen|selected)\} (\p{L}+(ados|idos|adas|idas)|nuevos|nuevas|obligatorios|obligatorias)\b/u.test(
          text,
        ),
    );
    expect(unagreed).toEqual([]);
  });

  it('a message kept in two area files says the same in both (else the file order picks one)', () => {
    const dir = 'src/i18n/locales/es';
    const said = new Map<string, Set<string>>();
    for (const f of readdirSync(dir).filter((n) => n.endsWith('.json')))
      for (const [id, text] of Object.entries(
        JSON.parse(readFileSync(`${dir}/${f}`, 'utf8')) as Record<string, string>,
      ))
        said.set(id, (said.get(id) ?? new Set()).add(text));
    expect([...said].filter(([, texts]) => texts.size > 1).map(([id, texts]) => [id, [...texts]])).toEqual(
      [],
    );
  });

  it('quotes and apostrophes are typographic (‘ ’ « »), not the typewriter’s \' and "', () => {
    const straight = Object.values(readCatalogue('es')).filter((text) => /"|(^|[^'])'(?!')/.test(text));
    expect(straight).toEqual([]);
  });
});
