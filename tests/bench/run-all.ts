/**
 * `npm run bench`: prints figures; asserts nothing. Run after `npm run build`.
 *  - initial-route JS, gzipped (ceiling 170 KB, aim 130 KB)
 *  - server cold start to first answer on PGlite (first start with seeding, then a restart),
 *    running the compiled server as `npm start` does
 *  - an idle open app: bytes per poll, per idle hour and per day, with every header
 *  - bytes on the wire and time to push 100 queued rest-day edits
 *  - a vessel's normal day and a new phone's first sync of a year, bytes on the wire
 *  - rest-hour rules: a year for 100 crew on packed days, and the cell-by-cell engine before;
 *    the same year on passage (clock changes, elapsed engine)
 *  - leave maths: ten years of daily balances for 200 crew
 *  - reports: a crew and guest list PDF of 60 people, a salary history workbook of 60 crew
 *  - a first install through Chromium over a 256 kbit/s, 700 ms link, stage by stage
 *  - taps of the everyday tasks at 390 px (the Playwright journeys tagged @taps)
 *  - 100 devices polling one server, GET /fleet, 5-edit syncs; feeds at 1, 10 (and --fleet N) vessels
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { initialRouteJs } from './bundle-size';
import { benchFleetScale, printFleetScale } from './fleet-scale';
import { firstSyncOfAYear, normalDay } from './fleet-sync';
import { idleDevice, printIdle } from './idle-wire';
import { runInstallBench } from './install-link';
import { benchLeave } from './leave';
import { benchPollLoad, printPollLoad } from './poll-load';
import { pushQueuedEdits } from './push-outbox';
import { benchReports, printReports } from './reports';
import { benchRules } from './rules';
import { startServer, stopServer } from './server-process';
import { signOffBytes } from './sign-bytes';
import { benchTaps } from './taps';
import { browserHeadBytes } from './wire-bytes';

const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;

const js = initialRouteJs('dist');
console.log('Initial route (/login) JS, gzipped');
console.log(`  the entry with the login form, and its preloads: ${kb(js.total)}   (limit 90 KB)`);

const rules = benchRules();
console.log(`\nRest-hour rules (median of repeated runs; load average ${loadavg()[0]!.toFixed(2)})`);
console.log(
  `  one year for 100 crew, days held packed: ${rules.yearMs.toFixed(1)} ms (${rules.flags} flags)   (goal under 5 ms)`,
);
console.log(`  the same from day strings (packing included): ${rules.fromStringsMs.toFixed(1)} ms`);
console.log(
  `  the same with the cell-by-cell engine before it: ${rules.byCellMs.toFixed(1)} ms, ${(rules.byCellMs / rules.yearMs).toFixed(1)}× the packed time (${rules.sameFlags ? 'same flags' : 'FLAGS DIFFER'})`,
);
console.log(
  `  the same split into runs of dates, as the worker and server call it: ${rules.runsMs.toFixed(1)} ms; on passage, the clocks changed every 10 days (elapsed engine): ${rules.passageMs.toFixed(1)} ms (${rules.passageFlags} flags); with two exception periods judged across the changes: ${rules.regimeMs.toFixed(1)} ms`,
);
console.log(
  `  re-check after editing one day (8-day window): ${(rules.dayMs * 1000).toFixed(0)} µs   (goal under 1 ms)`,
);

const leave = benchLeave();
console.log(
  `\nLeave maths: ten years of daily balances for 200 crew: ${leave.ms.toFixed(1)} ms (goal under 50 ms)`,
);
console.log(
  `  (median of repeated runs; ${leave.days} days each, ${leave.bookings} bookings, ${leave.rollovers} rollovers)`,
);

printReports(await benchReports());

const dir = mkdtempSync(join(tmpdir(), 'seaworthy-bench-'));
const port = 4199;
try {
  const first = await startServer(dir, port);
  await stopServer(first.proc);
  const warm = await startServer(dir, port);
  console.log(
    '\nServer start to first answer (PGlite, the compiled server in dist-server/, as npm start runs it)',
  );
  console.log(
    `  empty data folder (built empty database, demo seed): ${first.ms.toFixed(0)} ms   (goal under 3 s)`,
  );
  console.log(
    `  restart on existing data:                          ${warm.ms.toFixed(0)} ms   (goal under 1 s)`,
  );

  const push = await pushQueuedEdits(`http://localhost:${port}`, 100);
  console.log('\nPushing 100 queued rest-day edits through POST /sync (one batch)');
  console.log(`  outcome: ${push.report.outcome}, requests: ${push.requests}, entries left: ${push.left}`);
  console.log(`  request bytes:  ${push.sent} (${(push.sent / 100).toFixed(0)} per edit)`);
  console.log(`  response bytes: ${push.received}`);
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

const day = await normalDay();
console.log(
  "\nA normal day of a vessel with 20 crew (bodies both ways; in brackets all of it over HTTP/1.1: request and status lines, the browser's, app's and server's headers)",
);
console.log(
  `  20 crew each log a day on their own phone and sync: ${kb(day.crew.bodies)} in ${day.crew.requests} requests (${kb(day.crew.withHeaders)})   (goal under 4 KB a vessel-day with headers)`,
);
console.log(
  `    of which the browser's own request headers, which no app sheds: ${kb(day.crew.requests * browserHeadBytes('POST'))} (one request a phone)`,
);
console.log(
  `  the officer's phone then pulls those 20 days:       ${kb(day.officer.bodies)} in ${day.officer.requests} request (${kb(day.officer.withHeaders)})`,
);
console.log(
  `  the 20 days kept on one device and sent in one sync: ${kb(day.tablet.bodies)} in ${day.tablet.requests} request (${kb(day.tablet.withHeaders)})`,
);
console.log(
  '  (bodies in the sync encoding, src/contracts/sync-wire.ts; rest days only: leave and crew edits are not counted)',
);
printIdle(await idleDevice());

const year = await firstSyncOfAYear();
console.log('\nA new phone: the officer of a vessel with 30 crew and a year of rest records');
console.log(
  `  first sync (${year.outcome}): ${kb(year.wire.bodies)} in ${year.wire.requests} requests (${kb(year.wire.withHeaders)}), ${year.days} of ${year.rows} days on the phone, ${year.ms.toFixed(0)} ms in process   (budget 300 KB)`,
);

await runInstallBench();

benchTaps();

// Issue 34: many devices on one server, and feeds against fleet size (`npm run bench -- --fleet 50`).
const loadDir = mkdtempSync(join(tmpdir(), 'seaworthy-load-'));
try {
  const server = await startServer(loadDir, port);
  printPollLoad('PGlite', 100, await benchPollLoad(`http://localhost:${port}`, 100, 15, server.proc.pid));
  await stopServer(server.proc);
} finally {
  rmSync(loadDir, { recursive: true, force: true });
}
const fleetArg = process.argv.indexOf('--fleet');
const most = fleetArg > 0 ? Number(process.argv[fleetArg + 1]) : 10;
printFleetScale(await benchFleetScale([1, 10, 50].filter((n) => n < most).concat(most)));
