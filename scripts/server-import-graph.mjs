#!/usr/bin/env node
// Measures how tangled the server's modules are (issue 35), so a change can cite before/after
// figures: `node scripts/server-import-graph.mjs` (add --list to print every cross-module import).
// A module is a folder under server/src/modules/ (its use cases, routes, sync ops and feeds, and its
// declaration). Shared code (kernel, sync engine, http, db, files) belongs to none. Test files and
// test kits (`testing/` folders) are left out: they may reach anywhere.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';

const root = resolve(dirname(new URL(import.meta.url).pathname), '..');
const src = join(root, 'server/src');
const list = process.argv.includes('--list');

function* files(dir) {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    // A module's test kits (`testing/`) count as test files.
    if (statSync(path).isDirectory()) {
      if (name !== 'testing') yield* files(path);
    } else if (/\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name)) yield path;
  }
}

/** The module a server file belongs to, or null for shared code (kernel, db, http, ...). */
function moduleOf(path) {
  const rel = relative(src, path).replace(/\.tsx?$/, '');
  const [top, second, third] = rel.split('/');
  if (top === 'modules' && second && third) return `modules/${second}`;
  return null;
}

const importRe = /(?:^|\n)\s*(?:import|export)\s[^'"]*?from\s+['"]([^'"]+)['"]/g;
const edges = [];
// Shared code (the kernel, the sync engine, http, files, jobs...) must stand on its own: any
// import from it into a module is a violation. Only the composition root lists the modules, and
// the entry point and the demo seed use them as a whole.
const OUTSIDE_THE_RULE = /^(composition|index)\.ts$|^seed\//;
const kernelLeaks = [];
for (const file of files(src)) {
  const from = moduleOf(file);
  const rel = relative(src, file);
  if (!from && !OUTSIDE_THE_RULE.test(rel)) {
    for (const m of readFileSync(file, 'utf8').matchAll(importRe))
      if (m[1].startsWith('.') && moduleOf(resolve(dirname(file), m[1])))
        kernelLeaks.push(`${relative(root, file)} -> ${m[1]}`);
  }
  if (!from) continue;
  for (const m of readFileSync(file, 'utf8').matchAll(importRe)) {
    const spec = m[1];
    if (!spec.startsWith('.')) continue;
    const target = resolve(dirname(file), spec);
    const to = moduleOf(target);
    if (!to || to === from) continue;
    edges.push({ file: relative(root, file), from, to });
  }
}

const pairs = new Set(edges.map((e) => `${e.from} -> ${e.to}`));
const twoWay = [...pairs]
  .map((p) => p.split(' -> '))
  .filter(([a, b]) => a < b && pairs.has(`${b} -> ${a}`))
  .map(([a, b]) => `${a} <-> ${b}`);

if (list) for (const e of edges) console.log(`${e.file}: ${e.from} -> ${e.to}`);
console.log(`module -> module imports: ${edges.length}`);
console.log(`modules importing each other both ways: ${twoWay.length}`);
for (const p of twoWay.sort()) console.log(`  ${p}`);
console.log(`shared code (kernel, sync engine, http, files, jobs) -> module imports: ${kernelLeaks.length}`);
for (const k of kernelLeaks) console.log(`  ${k}`);
