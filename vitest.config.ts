import { configDefaults, defineConfig } from 'vitest/config';
import { SHARED_ALIASES } from './shared-aliases';

export default defineConfig({
  resolve: { alias: SHARED_ALIASES },
  test: {
    include: [
      'src/**/*.test.ts',
      'server/**/*.test.ts',
      'workers/**/*.test.ts',
      'sw/**/*.test.ts',
      'tests/integration/**/*.test.ts',
      'tests/contract/**/*.test.ts',
    ],
    // Tests of two PostgreSQL connections at once run in the PostgreSQL pass only (test:pg):
    // embedded PostgreSQL has one connection, so what they test cannot happen there.
    exclude: [
      ...configDefaults.exclude,
      ...(process.env.TEST_DB === 'postgres' ? [] : ['**/*.pg-only.test.ts']),
    ],
    // Each server test file holds one embedded PostgreSQL (hundreds of MiB): two at a time on 2 cores.
    // The demo fleet is seeded once per run; each server test file opens a copy.
    globalSetup: ['server/testing/pglite-template.ts'],
    // The device's IndexedDB (fake-indexeddb) in every file, before any module loads Dexie.
    setupFiles: ['tests/kits/fake-indexeddb.ts'],
    pool: 'forks',
    maxWorkers: 2,
    // Files share a worker's loaded modules instead of loading the whole server again for each
    // (about 2.5 s a file): the suite runs in less than half the time. Every file opens its own
    // server and database, so nothing else is shared.
    isolate: false,
    // And no global a test stubs outlives it (a stubbed `window` once broke the next file).
    unstubGlobals: true,
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
