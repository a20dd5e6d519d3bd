import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: [
      'src/**/*.test.ts',
      'server/**/*.test.ts',
      'workers/**/*.test.ts',
      'tests/integration/**/*.test.ts',
    ],
    // Each server test file holds one embedded PostgreSQL (hundreds of MiB): two at a time on 2 cores.
    pool: 'forks',
    maxWorkers: 2,
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
