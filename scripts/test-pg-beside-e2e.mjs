// `npm test`'s last long stretch: the browser journeys (Playwright, one worker) and the server
// suite again on PostgreSQL, side by side. The journeys mostly wait on the app and leave a core
// idle; the PostgreSQL pass takes it with one worker, so the two together take about as long as
// the journeys alone (rule 1: the whole suite inside 30 minutes on a 2-core machine). The
// PostgreSQL output goes to a file and is printed after the journeys', so neither is interleaved.
import { spawn } from 'node:child_process';
import { createWriteStream, mkdirSync, readFileSync } from 'node:fs';

const log = 'tests/.tmp/reports/postgres.log';
mkdirSync('tests/.tmp/reports', { recursive: true });
const exited = (child) => new Promise((resolve) => child.on('exit', (code) => resolve(code ?? 1)));

const out = createWriteStream(log);
const pg = spawn('node', ['scripts/test-postgres.mjs'], {
  env: { ...process.env, PG_WORKERS: '1' },
  stdio: ['ignore', 'pipe', 'pipe'],
});
pg.stdout.pipe(out);
pg.stderr.pipe(out);
const pgCode = exited(pg);

const e2eCode = await exited(spawn('npx', ['playwright', 'test'], { stdio: 'inherit' }));
const pgResult = await pgCode;
await new Promise((resolve) => out.end(resolve));
console.log('\n--- The server suite on PostgreSQL (run beside the journeys) ---');
process.stdout.write(readFileSync(log, 'utf8'));
process.exit(e2eCode !== 0 || pgResult !== 0 ? 1 : 0);
