// Runs the server suite and the integration tests (devices against a server) again on a real
// PostgreSQL when TEST_DATABASE_URL is set.
import { spawnSync } from 'node:child_process';

if (!process.env.TEST_DATABASE_URL) {
  console.log('TEST_DATABASE_URL is not set: the server suite ran on embedded PostgreSQL (PGlite) only.');
  process.exit(0);
}
/**
 * Test files that never open a database (command-line tools, the message catalogue, pure
 * checks): the first pass ran them; again on PostgreSQL they would re-test nothing and cost
 * about 100 s of the run's longest stretch.
 */
const NO_DATABASE = [
  'server/src/files/check-content.test.ts',
  'server/src/http/spec-case.test.ts',
  'server/src/http/spec-dates.test.ts',
  'server/src/http/spec-names.test.ts',
  'server/src/http/spec-types.test.ts',
  'server/src/mail/mailer.test.ts',
  'tests/integration/build-if-changed.test.ts',
  'tests/integration/hor-check*.test.ts',
  'tests/integration/i18n-catalogue.test.ts',
  'tests/integration/leave-calc.test.ts',
  'tests/integration/*-trim.test.ts',
  'tests/integration/precache-plan.test.ts',
];
const run = spawnSync(
  'npx',
  [
    'vitest',
    'run',
    'server',
    'tests/integration',
    'tests/contract',
    ...NO_DATABASE.map((glob) => `--exclude=${glob}`),
    '--reporter=default',
    '--reporter=json',
    '--outputFile.json=tests/.tmp/reports/vitest-postgres.json',
    // One worker when it runs beside the browser journeys (scripts/test-e2e-groups.mjs).
    ...(process.env.PG_WORKERS ? [`--maxWorkers=${process.env.PG_WORKERS}`] : []),
  ],
  { stdio: 'inherit', env: { ...process.env, TEST_DB: 'postgres' } },
);
process.exit(run.status ?? 1);
