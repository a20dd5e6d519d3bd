import { sourceFiles } from './i18n-catalogue';
import { proseOutsideCatalogue } from './i18n-prose';

const roots = process.argv.slice(2);
let n = 0;
for (const f of sourceFiles('src')) {
  if (roots.length && !roots.some((r) => f.startsWith(r))) continue;
  for (const p of proseOutsideCatalogue(f)) {
    n++;
    console.log(`${f}:${p.line} ${p.text}`);
  }
}
console.error('total', n);
