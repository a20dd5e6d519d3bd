// Runs the server suite and the integration tests (devices against a server) again on a real
// PostgreSQL when TEST_DATABASE_URL is set.
import { spawnSync } from 'node:child_process';

if (!process.env.TEST_DATABASE_URL) {
  console.log('TEST_DATABASE_URL is not set: the server suite ran on embedded PostgreSQL (PGlite) only.');
  process.exit(0);
}
const run = spawnSync(
  'npx',
  [
    'vitest',
    'run',
    'server',
    'tests/integration',
    'tests/contract',
    '--reporter=default',
    '--reporter=json',
    '--outputFile.json=tests/.tmp/reports/vitest-postgres.json',
    // One worker when it runs beside the browser journeys (scripts/test-e2e-groups.mjs).
    ...(process.env.PG_WORKERS ? [`--maxWorkers=${process.env.PG_WORKERS}`] : []),
  ],
  { stdio: 'inherit', env: { ...process.env, TEST_DB: 'postgres' } },
);
process.exit(run.status ?? 1);
