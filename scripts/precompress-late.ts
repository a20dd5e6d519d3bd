import type { Plugin } from 'vite';

/** Files written after the bundle (and its compression) is done: the service worker, the plan. */
const LATE_FILES = ['sw.js', 'warm-plan.json'];

/**
 * vite-plugin-pwa builds sw.js once the app's bundle is written, after the compression plugin
 * has run: this writes its .br and .gz (and the warm plan's) at the highest settings, so the
 * server sends them as they are instead of compressing sw.js at quality 5 on every install.
 */
export function precompressLateFiles(): Plugin {
  return {
    name: 'seaworthy-precompress-late',
    apply: 'build',
    enforce: 'post',
    closeBundle: {
      sequential: true,
      order: 'post',
      async handler() {
        const { existsSync } = await import('node:fs');
        const { readFile, writeFile } = await import('node:fs/promises');
        const { brotliCompressSync, constants, gzipSync } = await import('node:zlib');
        for (const name of LATE_FILES) {
          const file = `dist/${name}`;
          if (!existsSync(file)) continue;
          const raw = await readFile(file);
          const br = brotliCompressSync(raw, {
            params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: raw.length },
          });
          await writeFile(`${file}.br`, br);
          await writeFile(`${file}.gz`, gzipSync(raw, { level: 9 }));
        }
      },
    },
  };
}
