// The import zones of issue 35, read off the real import graph (Biome's noRestrictedImports
// cannot see through path aliases or tell one feature folder from another, so this is the source
// of truth; tests/integration/import-zones.test.ts fails on any violation). Run
// `npx tsx scripts/import-zones.ts` to print the violations of the working tree.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, posix, relative, resolve } from 'node:path';

/** Repo-relative importer path -> its imports, each already resolved (repo-relative) or a package name. */
export type ImportGraph = Map<string, ResolvedImport[]>;
export type ResolvedImport = { specifier: string; target: string | null };
export type ZoneViolation = { zone: Zone; from: string; specifier: string; target: string };
export type Zone =
  | 'server imports device code'
  | 'kernel imports a module'
  | 'shared server code imports a module'
  | 'domain imports outside domain'
  | 'feature imports another feature';

/** The folders whose code ships (tests, fixtures and build scripts are left out: they may reach anywhere). */
const SOURCE_ROOTS = ['src', 'server', 'workers', 'sw'];

/**
 * A feature's public files: what other features may import from it, at the feature's root:
 * `public.ts`, or `public-<topic>.ts` when one door would join unrelated code into one lazy chunk
 * (a bundler keeps a re-exported module's side effects, so a page taking one thing from a wide
 * door would carry the rest). Each only re-exports. Everything else in a feature folder is its
 * own business (bulletproof-react's "features never import each other", with declared doors).
 */
export const FEATURE_PUBLIC_FILE = /^public(-[a-z0-9-]+)?\.tsx?$/;

/** tsconfig's path aliases for shared code (issue 35, item 5). */
const ALIASES: Record<string, string> = {
  '@contracts/': 'src/contracts/',
  '@domain/': 'src/domain/',
  '@reports/': 'src/reports/',
};

const MSG = 'src/i18n/msg.ts';
const DEVICE_ONLY = /^src\/(lib|sync|db|features|ui|app)\//;
const SERVER_MODULES = /^server\/src\/(services|routes|modules)\//;
/**
 * Server code outside the modules that may name them: the composition root lists them, the
 * entry point starts the server, the demo seed uses their use cases as a whole.
 */
const NAMES_MODULES = /^server\/src\/(composition\.ts|index\.ts|seed\/)/;

export function isTestFile(path: string): boolean {
  return /\.(test|spec)\.tsx?$/.test(path) || /(^|\/)(testing|test-kits?)\//.test(path);
}

/** The zone rules, on any graph (an in-memory one in the checker's own test). */
export function zoneViolations(graph: ImportGraph): ZoneViolation[] {
  const found: ZoneViolation[] = [];
  for (const [from, imports] of graph) {
    if (isTestFile(from)) continue;
    for (const { specifier, target } of imports) {
      if (!target) continue; // an npm package: every zone may use those
      const zone = zoneBroken(from, target);
      if (zone) found.push({ zone, from, specifier, target });
    }
  }
  return found;
}

function zoneBroken(from: string, target: string): Zone | null {
  if (from.startsWith('server/') && DEVICE_ONLY.test(target)) return 'server imports device code';
  if (from.startsWith('server/src/kernel/') && SERVER_MODULES.test(target)) return 'kernel imports a module';
  if (
    from.startsWith('server/src/') &&
    !SERVER_MODULES.test(from) &&
    !NAMES_MODULES.test(from) &&
    SERVER_MODULES.test(target)
  )
    return 'shared server code imports a module';
  // msg() marks a catalogue message and is nothing else (no library): the domain may use it.
  if (from.startsWith('src/domain/') && !target.startsWith('src/domain/') && target !== MSG)
    return 'domain imports outside domain';
  const fromFeature = featureOf(from);
  const toFeature = featureOf(target);
  if (fromFeature && toFeature && fromFeature !== toFeature) {
    const file = target.slice(`src/features/${toFeature}/`.length);
    if (!FEATURE_PUBLIC_FILE.test(file)) return 'feature imports another feature';
  }
  return null;
}

/**
 * How tangled the server's modules are (issue 35): the imports from one module into another, the
 * pairs that import each other both ways, and every import cycle among modules (a pair both ways,
 * or a longer round such as certificates -> inbox -> issues -> certificates), each written from its
 * first module by name back to itself. No module of a cycle can be read or tested without the
 * others: what they share belongs below them (the kernel, the domain).
 * `node scripts/server-import-graph.mjs --list` lists the imports.
 */
export function moduleCoupling(graph: ImportGraph): { imports: number; twoWay: string[]; cycles: string[] } {
  const moduleOf = (path: string) => /^server\/src\/modules\/([^/]+)\//.exec(path)?.[1] ?? null;
  const imported = new Map<string, Set<string>>();
  let imports = 0;
  for (const [from, list] of graph) {
    const a = moduleOf(from);
    if (!a || isTestFile(from)) continue;
    for (const { target } of list) {
      const b = target ? moduleOf(target) : null;
      if (!b || b === a) continue;
      imports++;
      imported.set(a, (imported.get(a) ?? new Set()).add(b));
    }
  }
  const twoWay = [...imported]
    .flatMap(([a, targets]) =>
      [...targets].filter((b) => a < b && imported.get(b)?.has(a)).map((b) => `${a} <-> ${b}`),
    )
    .sort();
  return { imports, twoWay, cycles: cyclesOf(imported) };
}

/**
 * One cycle per group of modules that reach each other (a strongly connected component): the
 * shortest round from the group's first module by name, so a message names the imports to undo.
 */
function cyclesOf(imported: Map<string, Set<string>>): string[] {
  const reach = (from: string) => {
    const seen = new Set([from]);
    for (const m of seen) for (const next of imported.get(m) ?? []) seen.add(next);
    return seen;
  };
  const cycles: string[] = [];
  const placed = new Set<string>();
  for (const start of [...imported.keys()].sort()) {
    if (placed.has(start)) continue;
    const group = [...reach(start)].filter((m) => reach(m).has(start));
    for (const m of group) placed.add(m);
    if (group.length < 2) continue;
    // Breadth first inside the group, back to the start: the shortest round.
    const cameFrom = new Map<string, string>();
    const queue = [start];
    for (const m of queue)
      for (const next of [...(imported.get(m) ?? [])].sort())
        if (group.includes(next) && !cameFrom.has(next)) {
          cameFrom.set(next, m);
          if (next !== start) queue.push(next);
        }
    const between: string[] = [];
    for (let m = cameFrom.get(start)!; m !== start; m = cameFrom.get(m)!) between.unshift(m);
    cycles.push([start, ...between, start].join(' -> '));
  }
  return cycles;
}

function featureOf(path: string): string | null {
  return /^src\/features\/([^/]+)\//.exec(path)?.[1] ?? null;
}

/** Reads every source file under the roots and resolves its static and dynamic imports. */
export function readImportGraph(repo: string, roots: readonly string[] = SOURCE_ROOTS): ImportGraph {
  const graph: ImportGraph = new Map();
  for (const sourceRoot of roots) {
    const dir = join(repo, sourceRoot);
    if (!existsSync(dir)) continue;
    for (const file of sourceFiles(dir)) {
      const from = toPosix(relative(repo, file));
      graph.set(
        from,
        importSpecifiers(readFileSync(file, 'utf8')).map((specifier) => ({
          specifier,
          target: resolveImport(repo, from, specifier),
        })),
      );
    }
  }
  return graph;
}

// Biome formats every file, so a static import or re-export starts a line and reaches its
// 'from' without a semicolon or a quote; a dynamic import() may sit anywhere but in a comment.
const STATIC_IMPORT = /^(?:import|export)\b(?:[^;'"`]*?\bfrom)?\s*['"]([^'"]+)['"]/gm;
const DYNAMIC_IMPORT = /\bimport\(\s*['"]([^'"]+)['"]\s*\)/g;

/** The specifiers a file imports: static imports, re-exports and dynamic import() calls. */
export function importSpecifiers(text: string): string[] {
  const found = [...text.matchAll(STATIC_IMPORT)].map((m) => m[1]!);
  for (const m of text.matchAll(DYNAMIC_IMPORT)) {
    const lineStart = text.lastIndexOf('\n', m.index) + 1;
    const before = text.slice(lineStart, m.index).trimStart();
    if (!before.startsWith('//') && !before.startsWith('*')) found.push(m[1]!);
  }
  return found;
}

function* sourceFiles(dir: string): Generator<string> {
  for (const name of readdirSync(dir)) {
    if (name === 'node_modules' || name === 'dist') continue;
    const path = join(dir, name);
    if (statSync(path).isDirectory()) yield* sourceFiles(path);
    else if (/\.tsx?$/.test(name) && !name.endsWith('.d.ts')) yield path;
  }
}

/** The repo file an import names, or null for a package (left alone by every zone). */
export function resolveImport(repo: string, from: string, specifier: string): string | null {
  let base: string | null = null;
  if (specifier.startsWith('.')) base = posix.join(posix.dirname(from), specifier);
  for (const [alias, folder] of Object.entries(ALIASES))
    if (specifier.startsWith(alias)) base = folder + specifier.slice(alias.length);
  if (base === null) return null;
  const stem = base.replace(/\.(js|jsx|ts|tsx)$/, '');
  for (const candidate of [base, `${stem}.ts`, `${stem}.tsx`, `${stem}/index.ts`, `${stem}/index.tsx`])
    if (existsSync(join(repo, candidate)) && statSync(join(repo, candidate)).isFile()) return candidate;
  // Unresolvable (an asset, a virtual module): still judged by where it points.
  return base;
}

function toPosix(path: string): string {
  return path.split('\\').join('/');
}

export function describeViolation(v: ZoneViolation): string {
  return `${v.zone}: ${v.from} imports '${v.specifier}' (${v.target})`;
}

const invokedDirectly = process.argv[1] && resolve(process.argv[1]) === resolve(import.meta.filename ?? '');
if (invokedDirectly) {
  const repo = resolve(dirname(import.meta.filename), '..');
  const violations = zoneViolations(readImportGraph(repo));
  for (const v of violations) console.log(describeViolation(v));
  const perZone = new Map<string, number>();
  for (const v of violations) perZone.set(v.zone, (perZone.get(v.zone) ?? 0) + 1);
  console.log(violations.length ? Object.fromEntries(perZone) : 'No zone violations.');
  const { cycles } = moduleCoupling(readImportGraph(repo));
  console.log(
    cycles.length ? `Import cycles among server modules:\n  ${cycles.join('\n  ')}` : 'No module cycles.',
  );
}
