/**
 * `npm run bench`: prints figures; asserts nothing. Run after `npm run build`.
 *  - initial-route JS, gzipped (ceiling 170 KB, aim 130 KB)
 *  - server cold start to first answer on PGlite (first start with seeding, then a restart)
 *  - bytes on the wire and time to push 100 queued rest-day edits
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { initialRouteJs } from './bundle-size';
import { pushQueuedEdits } from './push-outbox';
import { benchRules } from './rules';
import { startServer, stopServer } from './server-process';
import { signOffBytes } from './sign-bytes';

const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;

const js = initialRouteJs('dist', 'login-page');
console.log('Initial route (/login) JS, gzipped');
console.log(`  app shell (entry + preloads): ${kb(js.shell)}`);
console.log(`  login route chunk(s):         ${kb(js.route)}`);
console.log(`  total:                        ${kb(js.total)}   (ceiling 170 KB, aim 130 KB)`);

const rules = benchRules();
console.log('\nRest-hour rules (median of repeated runs)');
console.log(
  `  one year for 100 crew: ${rules.yearMs.toFixed(1)} ms (${rules.flags} flags)   (goal under 20 ms)`,
);
console.log(
  `  re-check after editing one day (8-day window): ${(rules.dayMs * 1000).toFixed(0)} µs   (goal under 1 ms)`,
);

const dir = mkdtempSync(join(tmpdir(), 'seaworthy-bench-'));
const port = 4199;
try {
  const first = await startServer(dir, port);
  await stopServer(first.proc);
  const warm = await startServer(dir, port);
  console.log('\nServer start to first answer (PGlite, includes tsx start-up)');
  console.log(`  empty data folder (initdb, migrations, demo seed): ${first.ms.toFixed(0)} ms`);
  console.log(`  restart on existing data:                          ${warm.ms.toFixed(0)} ms`);

  const push = await pushQueuedEdits(`http://localhost:${port}`, 100);
  console.log('\nPushing 100 queued rest-day edits through POST /sync (one batch)');
  console.log(`  outcome: ${push.report.outcome}, requests: ${push.requests}, entries left: ${push.left}`);
  console.log(`  request bytes:  ${push.sent} (${(push.sent / 100).toFixed(0)} per edit)`);
  console.log(`  response bytes: ${push.received} (brotli)`);
  console.log(`  time:           ${push.ms.toFixed(0)} ms on loopback`);
  const twenty = await pushQueuedEdits(`http://localhost:${port}`, 20);
  console.log('\nA batch of 20 queued day edits');
  console.log(
    `  request body: ${twenty.sent} bytes, ${(twenty.sent / 20).toFixed(0)} per edit   (goal under 200)`,
  );
  const sign = await signOffBytes(`http://localhost:${port}`);
  console.log('\nOne month signed off on a device and sent through /sync');
  console.log(`  request body: ${sign.sent} bytes (${sign.status})   (goal under 1 KB)`);
  await stopServer(warm.proc);
} finally {
  rmSync(dir, { recursive: true, force: true });
}
