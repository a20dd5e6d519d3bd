import { extractedEnglish, OTHER_LANGUAGES, readCatalogue, sourceFiles } from './i18n-catalogue';
import { proseOutsideCatalogue } from './i18n-prose';

/**
 * What the catalogue test would list, for one folder at a time: `npx tsx scripts/i18n-todo.ts
 * [src/features/leave]` prints the prose literals outside t()/msg() under it and, for each other
 * language, the messages it lacks.
 */
const SCREEN_CODE = ['src/app', 'src/ui', 'src/lib', 'src/sync', 'src/features'];
const under = process.argv[2] ?? '';
const files = sourceFiles('src').filter(
  (f) => SCREEN_CODE.some((d) => f.startsWith(d)) && f.startsWith(under),
);
for (const f of files)
  for (const p of proseOutsideCatalogue(f)) console.log(`prose ${f}:${p.line} ${p.text}`);
const english = Object.keys(extractedEnglish());
for (const code of OTHER_LANGUAGES) {
  const catalogue = readCatalogue(code);
  for (const id of english) if (!catalogue[id]?.trim()) console.log(`missing ${code} ${JSON.stringify(id)}`);
}
