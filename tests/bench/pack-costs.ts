import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, constants } from 'node:zlib';
import { build } from 'vite';
import type { ShippedPlan } from '../../scripts/precache-plan';

/**
 * What each source costs on the link inside each pack of an install (issue 34, goal 4): builds
 * the app as `npm run build` does, with source maps, into a folder of its own; then, for each
 * warm pack (scripts/precache-plan.ts) and the page's own first files, the sources that fill
 * most of it, each with its minified bytes and what the pack compresses smaller without it
 * (brotli: a source whose words the rest repeats costs less than its size says). `(glue)` is
 * what no source wrote: the imports and exports between chunks and the preload lists.
 * `npx tsx tests/bench/pack-costs.ts [top=20] [pack name part] [folder depth, 0 = whole path]`.
 */
const top = Number(process.argv[2] ?? 20);
const only = process.argv[3];
const depth = Number(process.argv[4] ?? 0);

const br = (s: string, quality = 9) =>
  brotliCompressSync(s, { params: { [constants.BROTLI_PARAM_QUALITY]: quality } }).length;

const BASE64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';

/**
 * A source map's mappings, line by line: each segment's column in the built file and its
 * source's index (none for a segment no source wrote). Decoded here rather than by a package
 * the project does not depend on itself.
 */
function decode(mappings: string): [column: number, source?: number][][] {
  let source = 0;
  return mappings.split(';').map((line) => {
    let column = 0;
    return line
      .split(',')
      .filter(Boolean)
      .map((segment) => {
        const fields: number[] = [];
        let value = 0;
        let shift = 0;
        for (const ch of segment) {
          const digit = BASE64.indexOf(ch);
          value += (digit & 31) << shift;
          shift += 5;
          if (digit & 32) continue;
          fields.push(value & 1 ? -(value >>> 1) : value >>> 1);
          value = 0;
          shift = 0;
        }
        column += fields[0] ?? 0;
        if (fields.length < 2) return [column];
        source += fields[1]!;
        return [column, source];
      });
  });
}

/** A source's name in the table: its path in the repository or under node_modules. */
function sourceName(path: string): string {
  const name = path.replace(/^(\.\.\/)+/, '').replace(/^.*node_modules\//, 'nm/');
  const inRepo = /(?:^|\/)((?:src|sw|workers)\/.*)$/.exec(name)?.[1] ?? name;
  if (depth === 0) return inRepo;
  const parts = inRepo.split('/');
  return parts.slice(0, inRepo.startsWith('nm/@') ? depth + 1 : depth).join('/');
}

/** A built file cut into runs of bytes, each named by the source the map says wrote it. */
function runsOf(dir: string, file: string) {
  const code = readFileSync(join(dir, file), 'utf8');
  const mapFile = join(dir, `${file}.map`);
  if (!existsSync(mapFile)) return { code, runs: [{ name: file.split('.').pop() ?? '', start: 0 }] };
  const map = JSON.parse(readFileSync(mapFile, 'utf8')) as { sources: string[]; mappings: string };
  const lineStarts: number[] = [];
  let at = 0;
  for (const line of code.split('\n')) {
    lineStarts.push(at);
    at += line.length + 1;
  }
  const runs = decode(map.mappings).flatMap((segments, line) =>
    segments.map((s) => ({
      name: s[1] === undefined ? '(glue)' : sourceName(map.sources[s[1]]!),
      start: lineStarts[line]! + s[0],
    })),
  );
  runs.sort((a, b) => a.start - b.start);
  if ((runs[0]?.start ?? 1) > 0) runs.unshift({ name: '(glue)', start: 0 });
  return { code, runs };
}

function report(dir: string, name: string, files: string[]) {
  const cut = files.map((f) => runsOf(dir, f));
  const text = (skip?: string) =>
    cut
      .map(({ code, runs }) =>
        runs
          .map((r, i) => (r.name === skip ? '' : code.slice(r.start, runs[i + 1]?.start ?? code.length)))
          .join(''),
      )
      .join('');
  const whole = text();
  const sizes = new Map<string, number>();
  for (const { code, runs } of cut)
    for (const [i, r] of runs.entries())
      sizes.set(r.name, (sizes.get(r.name) ?? 0) + (runs[i + 1]?.start ?? code.length) - r.start);
  const base = br(whole);
  console.log(`\n${name}: ${files.length} files, ${whole.length} B minified, ${br(whole, 11)} B brotli`);
  console.log('  without it  minified  source');
  for (const [source, size] of [...sizes].sort((a, b) => b[1] - a[1]).slice(0, top))
    console.log(
      `  ${String(base - br(text(source))).padStart(8)} B ${String(size).padStart(8)} B  ${source}`,
    );
}

const dir = mkdtempSync(join(tmpdir(), 'pack-costs-'));
try {
  await build({ logLevel: 'error', build: { outDir: dir, emptyOutDir: true, sourcemap: 'hidden' } });
  const plan = JSON.parse(readFileSync(join(dir, 'warm-plan.json'), 'utf8')) as ShippedPlan;
  const packs: [string, string[]][] = Object.entries(plan.packs).map(([k, p]) => [
    k,
    p.files.map((f) => f.url.slice(1)),
  ]);
  // The page's own first files (src/app/main.tsx), fetched before the worker is there.
  for (const f of readdirSync(join(dir, 'assets')))
    if (/^(first-visit|login-steps|app)-[\w-]{8}\.js$/.test(f)) packs.push([`page ${f}`, [`assets/${f}`]]);
  for (const [name, files] of packs) if (!only || name.includes(only)) report(dir, name, files);
} finally {
  rmSync(dir, { recursive: true, force: true });
}
