// `npm start`'s first step: builds the app only when what the build reads has changed since the
// last build, so a restart after a deploy or a crash does not wait ~20 s for a build it does not
// need. The build's inputs are hashed (contents, not times: a fresh checkout has new times).
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** What `vite build` reads: the device's sources, its assets and the build's settings. */
export const BUILD_INPUTS = [
  'src',
  'sw',
  'workers',
  'public',
  'index.html',
  'vite.config.ts',
  'shared-aliases.ts',
  'tsconfig.json',
  'package-lock.json',
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

const STAMP = 'node_modules/.cache/seaworthy/build-inputs';

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const root = process.cwd();
  const now = buildInputsHash(root);
  const built = existsSync(join(root, STAMP)) ? readFileSync(join(root, STAMP), 'utf8') : '';
  if (built === now && existsSync(join(root, 'dist/index.html'))) {
    console.log('The app in dist/ is built from these sources already: no build needed.');
  } else {
    const build = spawnSync('npx', ['vite', 'build'], { stdio: 'inherit' });
    if (build.status !== 0) process.exit(build.status ?? 1);
    mkdirSync(dirname(join(root, STAMP)), { recursive: true });
    writeFileSync(join(root, STAMP), now);
  }
}
