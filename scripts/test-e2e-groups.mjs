// `npm test`'s last long stretch: the browser journeys as three groups side by side, each against
// servers of its own (playwright.config.ts, E2E_GROUP), and the server suite again on
// PostgreSQL beside them with one worker. The four runs share the 2 cores and end at about the
// same time (rule 1: the whole suite inside 30 minutes on a 2-core machine); what shortens this
// stretch is less CPU per check (axe in the page, the compiled server), not more runs.
// Each run writes to its own file, printed once all have ended: the server suite first, then the
// groups, so the journeys' failures are what the end of the output shows.
import { spawn, spawnSync } from 'node:child_process';
import { createWriteStream, mkdirSync, readFileSync } from 'node:fs';

const reports = 'tests/.tmp/reports';
mkdirSync(reports, { recursive: true });
const base = Number(process.env.E2E_PORT ?? 4173);

/** Runs a command with its output into `log`; answers its exit code. */
function run(name, command, args, env) {
  const log = `${reports}/${name}.log`;
  const out = createWriteStream(log);
  const child = spawn(command, args, { env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  child.stdout.pipe(out);
  child.stderr.pipe(out);
  const started = Date.now();
  return new Promise((resolve) =>
    child.on('exit', async (code) => {
      await new Promise((done) => out.end(done));
      const minutes = ((Date.now() - started) / 60_000).toFixed(1);
      console.log(`${name}: ${code === 0 ? 'passed' : `failed (exit ${code})`} in ${minutes} min`);
      resolve({ name, log, code: code ?? 1, minutes });
    }),
  );
}

const runs = await Promise.all([
  run('postgres', 'node', ['scripts/test-postgres.mjs'], { PG_WORKERS: '1' }),
  // Ports 10 apart: each group starts a server, a short-token server and a shore stand-in.
  run('journeys-1', 'npx', ['playwright', 'test'], { E2E_GROUP: '1', E2E_PORT: String(base) }),
  run('journeys-2', 'npx', ['playwright', 'test'], { E2E_GROUP: '2', E2E_PORT: String(base + 10) }),
  run('journeys-3', 'npx', ['playwright', 'test'], { E2E_GROUP: '3', E2E_PORT: String(base + 20) }),
]);
for (const { name, log } of runs) {
  console.log(`\n--- ${name} ---`);
  process.stdout.write(readFileSync(log, 'utf8'));
}
// Last, how each run ended (a run can fail with every test passed: an error outside any test),
// then every suite's count and the name of each failed test: what the end of a CI log shows.
console.log('');
for (const { name, code, minutes } of runs)
  console.log(`${name}: ${code === 0 ? 'passed' : `failed (exit ${code})`} in ${minutes} min`);
const summary = spawnSync('node', ['scripts/summarize-tests.mjs'], { stdio: 'inherit' });
process.exit(runs.some((r) => r.code !== 0) || summary.status !== 0 ? 1 : 0);
