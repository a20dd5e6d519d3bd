import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

/** Gzipped bytes of the JS the first route needs: the entry, its modulepreloads and the lazy route chunk. */
export function initialRouteJs(distDir: string, routeChunkPrefix: string) {
  const html = readFileSync(join(distDir, 'index.html'), 'utf8');
  const entry = [...html.matchAll(/<script[^>]+src="\/([^"]+\.js)"/g)].map((m) => m[1]!);
  const preloads = [...html.matchAll(/<link[^>]+rel="modulepreload"[^>]+href="\/([^"]+\.js)"/g)].map(
    (m) => m[1]!,
  );
  const gz = (file: string) => gzipSync(readFileSync(join(distDir, file)), { level: 9 }).length;
  const shell = [...entry, ...preloads].reduce((n, f) => n + gz(f), 0);
  // The route chunk and the chunks it imports statically (Vite names them in its import list).
  const manifest = readdirAssets(distDir).filter((f) => f.startsWith(routeChunkPrefix) && f.endsWith('.js'));
  const route = manifest.reduce((n, f) => {
    const code = readFileSync(join(distDir, 'assets', f), 'utf8');
    const deps = [...code.matchAll(/from"\.\/([^"]+\.js)"/g)]
      .map((m) => m[1]!)
      .filter((d) => !d.startsWith('index-'));
    return n + gz(`assets/${f}`) + deps.reduce((k, d) => k + gz(`assets/${d}`), 0);
  }, 0);
  return { shell, route, total: shell + route };
}

import { readdirSync } from 'node:fs';

function readdirAssets(distDir: string) {
  return readdirSync(join(distDir, 'assets'));
}
