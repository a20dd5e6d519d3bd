import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

/**
 * Gzipped bytes of the JS a first visit to a route fetches before it can paint: the entry,
 * its modulepreloads, the lazy route chunk (none when the entry holds the route, as it holds
 * the login form) and every chunk those import statically, each file counted once. Dynamic
 * `import()`s the route starts later are not counted.
 */
export function initialRouteJs(distDir: string, routeChunkPrefix?: string) {
  const html = readFileSync(join(distDir, 'index.html'), 'utf8');
  const entry = [...html.matchAll(/<script[^>]+src="\/assets\/([^"]+\.js)"/g)].map((m) => m[1]!);
  const preloads = [...html.matchAll(/<link[^>]+rel="modulepreload"[^>]+href="\/assets\/([^"]+\.js)"/g)].map(
    (m) => m[1]!,
  );
  const assets = join(distDir, 'assets');
  const gz = (file: string) => gzipSync(readFileSync(join(assets, file)), { level: 9 }).length;
  const sum = (files: Set<string>) => [...files].reduce((n, f) => n + gz(f), 0);

  const shell = withStaticImports(assets, [...entry, ...preloads]);
  const routeChunks = routeChunkPrefix
    ? readdirSync(assets).filter((f) => f.startsWith(routeChunkPrefix) && f.endsWith('.js'))
    : [];
  const all = withStaticImports(assets, [...shell, ...routeChunks]);
  const route = new Set([...all].filter((f) => !shell.has(f)));
  const read = (files: Set<string>) =>
    [...files].map((f) => readFileSync(join(assets, f), 'utf8')).join('\n');
  return {
    shell: sum(shell),
    route: sum(route),
    total: sum(all),
    routeFiles: [...route],
    code: () => read(all),
  };
}

/** The files and, transitively, the chunks they import statically (`from"./x.js"`, `import"./x.js"`). */
function withStaticImports(assets: string, files: string[]): Set<string> {
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    const code = readFileSync(join(assets, file), 'utf8');
    for (const m of code.matchAll(/(?:from|import)\s*"\.\/([^"]+\.js)"/g)) visit(m[1]!);
  };
  for (const f of files) visit(f);
  return seen;
}
