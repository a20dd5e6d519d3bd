// Compiles the server to plain JavaScript in dist-server/, so `npm start` runs it with `node`:
// no TypeScript transform at start (tsx cost about 3 s of every start and restart). Most packages
// stay outside the bundle (node_modules is there at run time); the shared code (@contracts,
// @domain, @reports) is bundled in through tsconfig.json's paths, and so are the small pure
// JavaScript packages every start loads (BUNDLED): Node finds, reads and links each of their
// hundreds of files one by one, which cost more of a restart than parsing them in one file.
// Dynamic imports become chunks of their own, so what the server loads on first use (the report
// libraries) is not read at start.
import { spawnSync } from 'node:child_process';
import { cpSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

export const SERVER_OUT = 'dist-server';

/** Packages of plain JavaScript with no files of their own to read at run time. */
const BUNDLED = new Set(['hono', '@hono/node-server', 'zod', 'ulidx', 'jose', 'fflate', 'date-fns']);
const packageOf = (path) =>
  path
    .split('/')
    .slice(0, path.startsWith('@') ? 2 : 1)
    .join('/');

/** Every other package is imported from node_modules at run time. */
const externalPackages = {
  name: 'external-packages',
  setup(b) {
    b.onResolve({ filter: /^[^./]/ }, ({ path }) => {
      if (/^@(contracts|domain|reports)\//.test(path) || BUNDLED.has(packageOf(path))) return undefined;
      return { external: true };
    });
  },
};

/**
 * zod's translations of its own messages into some forty languages, a sixth of the bundle that
 * every start parses: the server answers in the spec's words and never picks one (z.locales), so
 * the bundle keeps English, zod's default, only. A server that called z.locales.xx() would fail
 * at that call (the journeys run the built server).
 */
const zodEnglishOnly = (root) => ({
  name: 'zod-english-only',
  setup(b) {
    b.onResolve({ filter: /[\\/]locales[\\/]index\.js$/ }, ({ importer }) =>
      /node_modules[\\/]zod[\\/]/.test(importer)
        ? { path: 'zod-locales', namespace: 'zod-english-only' }
        : undefined,
    );
    b.onLoad({ filter: /.*/, namespace: 'zod-english-only' }, () => ({
      contents: "export { default as en } from 'zod/v4/locales/en.js';",
      resolveDir: root,
    }));
  },
});

/** Builds the server under `root` into `root/dist-server`. */
export async function buildServer(root) {
  const out = join(root, SERVER_OUT);
  rmSync(out, { recursive: true, force: true });
  await build({
    absWorkingDir: root,
    entryPoints: [
      { in: 'server/src/index.ts', out: 'index' },
      { in: 'server/src/db/make-empty-database.ts', out: 'make-empty-database' },
    ],
    outdir: out,
    bundle: true,
    splitting: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    plugins: [zodEnglishOnly(root), externalPackages],
    sourcemap: 'linked',
    sourcesContent: false,
    logLevel: 'warning',
  });
  // migrate.ts reads its SQL files beside itself (import.meta.url): beside the bundle, here.
  cpSync(join(root, 'server/src/db/migrations'), join(out, 'migrations'), { recursive: true });
  // A migrated empty database (a closed database's folder) for first starts (server/src/db/empty-database.ts).
  const made = spawnSync('node', [join(out, 'make-empty-database.js')], { cwd: root, stdio: 'inherit' });
  if (made.status !== 0) throw new Error('could not make the empty database');
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await buildServer(process.cwd());
