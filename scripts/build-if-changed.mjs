// `npm start`'s first step: builds the app, and compiles the server, only when what each build
// reads has changed since its last build, so a restart after a deploy or a crash does not wait
// ~20 s for a build it does not need. The inputs are hashed (contents, not times: a fresh
// checkout has new times).
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildServer, SERVER_OUT } from './build-server.mjs';

/** What `vite build` reads: the device's sources, its assets and the build's settings. */
export const BUILD_INPUTS = [
  'src',
  'sw',
  'workers',
  'public',
  'index.html',
  'vite.config.ts',
  'scripts/precache-plan.ts',
  'scripts/precompress-late.ts',
  'scripts/react-aria-trim.ts',
  'scripts/warm-packs.ts',
  'scripts/zod-trim.ts',
  'shared-aliases.ts',
  'tsconfig.json',
  'package-lock.json',
];

/** What scripts/build-server.mjs reads: the server and the code it shares with the app. */
export const SERVER_INPUTS = [
  'server/src',
  'src/contracts',
  'src/domain',
  'src/reports',
  'tsconfig.json',
  'package-lock.json',
  'scripts/build-server.mjs',
];

function* filesUnder(root, path) {
  const full = join(root, path);
  if (!existsSync(full)) return;
  if (statSync(full).isFile()) {
    yield path;
    return;
  }
  for (const name of readdirSync(full).sort()) yield* filesUnder(root, join(path, name));
}

/** One hash of the build's inputs under `root`: their paths and contents. */
export function buildInputsHash(root, inputs = BUILD_INPUTS) {
  const hash = createHash('sha256');
  for (const input of inputs)
    for (const path of filesUnder(root, input)) {
      hash.update(`${path}\0`);
      hash.update(readFileSync(join(root, path)));
    }
  return hash.digest('hex');
}

// Each stamp is kept in its build's output: deleting the output deletes the stamp with it, and
// checkouts that share node_modules do not take each other's builds for their own.
const STAMP = 'dist/.build-inputs';
const SERVER_STAMP = `${SERVER_OUT}/.build-inputs`;

const readStamp = (root, path) =>
  existsSync(join(root, path)) ? readFileSync(join(root, path), 'utf8') : '';

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const root = process.cwd();
  const now = buildInputsHash(root);
  if (readStamp(root, STAMP) === now && existsSync(join(root, 'dist/index.html'))) {
    console.log('The app in dist/ is built from these sources already: no build needed.');
  } else {
    const build = spawnSync('npx', ['vite', 'build'], { stdio: 'inherit' });
    if (build.status !== 0) process.exit(build.status ?? 1);
    writeFileSync(join(root, STAMP), now);
  }
  const server = buildInputsHash(root, SERVER_INPUTS);
  if (readStamp(root, SERVER_STAMP) !== server || !existsSync(join(root, SERVER_OUT, 'index.js'))) {
    await buildServer(root);
    writeFileSync(join(root, SERVER_STAMP), server);
    console.log(`The server is compiled to ${SERVER_OUT}/.`);
  }
}
