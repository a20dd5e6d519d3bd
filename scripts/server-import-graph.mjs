#!/usr/bin/env node
// Measures how tangled the server's modules are (issue 35), so a change can cite before/after
// figures: `node scripts/server-import-graph.mjs` (add --list to print every cross-module import).
// A module is a folder under server/src/services/ (a loose file there counts as its own module,
// e.g. services/vessel-modules.ts); all of server/src/routes/ counts as one importer, "routes". Test files
// are left out: they may reach anywhere.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';

const root = resolve(dirname(new URL(import.meta.url).pathname), '..');
const src = join(root, 'server/src');
const list = process.argv.includes('--list');

function* files(dir) {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) yield* files(path);
    else if (/\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name)) yield path;
  }
}

/** The module a server file belongs to, or null for shared code (kernel, db, http, ...). */
function moduleOf(path) {
  const rel = relative(src, path).replace(/\.tsx?$/, '');
  const [top, second] = rel.split('/');
  if (top === 'routes') return 'routes';
  if (top === 'services' && second) return `services/${second}`;
  return null;
}

const importRe = /(?:^|\n)\s*(?:import|export)\s[^'"]*?from\s+['"]([^'"]+)['"]/g;
const edges = [];
// The kernel must stand on its own: any import from it into a module is a violation.
const kernelLeaks = [];
for (const file of files(src)) {
  const from = moduleOf(file);
  if (relative(src, file).startsWith('kernel/')) {
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
    if (!to || to === from || to === 'routes') continue;
    edges.push({ file: relative(root, file), from, to });
  }
}

const pairs = new Set(edges.map((e) => `${e.from} -> ${e.to}`));
const twoWay = [...pairs]
  .map((p) => p.split(' -> '))
  .filter(([a, b]) => a < b && pairs.has(`${b} -> ${a}`))
  .map(([a, b]) => `${a} <-> ${b}`);

if (list) for (const e of edges) console.log(`${e.file}: ${e.from} -> ${e.to}`);
const fromRoutes = edges.filter((e) => e.from === 'routes').length;
console.log(`module -> module imports: ${edges.length}`);
console.log(`  routes -> services: ${fromRoutes}, services -> services: ${edges.length - fromRoutes}`);
console.log(`modules importing each other both ways: ${twoWay.length}`);
for (const p of twoWay.sort()) console.log(`  ${p}`);
console.log(`kernel -> module imports: ${kernelLeaks.length}`);
for (const k of kernelLeaks) console.log(`  ${k}`);
