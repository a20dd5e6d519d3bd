// Adds up the reports of every test run in `npm test` into one closing line, after the name and
// first error line of each failed test: the end of a long CI log says what failed.
import { existsSync, readdirSync, readFileSync } from 'node:fs';

const dir = 'tests/.tmp/reports';
let passed = 0;
let failed = 0;
const failures = [];
// The terminal's colour codes (ESC [ … m) out, then the first line.
const COLOUR = new RegExp(`${String.fromCharCode(27)}\\[[0-9;]*m`, 'g');
const firstLine = (text = '') => text.replace(COLOUR, '').trim().split('\n')[0];

for (const name of ['vitest.json', 'vitest-postgres.json']) {
  const file = `${dir}/${name}`;
  if (!existsSync(file)) continue;
  const r = JSON.parse(readFileSync(file, 'utf8'));
  const before = failures.length;
  passed += r.numPassedTests;
  failed += r.numFailedTests;
  for (const f of r.testResults ?? []) {
    for (const t of f.assertionResults ?? [])
      if (t.status === 'failed')
        failures.push(`${name}: ${t.fullName} — ${firstLine(t.failureMessages?.[0])}`);
    // A file that failed with no failed test: it did not load, or a hook threw (its tests are
    // then skipped, so they count nowhere). Counted as one failure, named with its error.
    if (f.status === 'failed' && !(f.assertionResults ?? []).some((t) => t.status === 'failed')) {
      failed += 1;
      failures.push(`${name}: ${f.name} — ${firstLine(f.message) || 'the file failed'}`);
    }
  }
  // Vitest fails a run on an error no test caught (an unhandled rejection), which names no file.
  if (r.success === false && failures.length === before) {
    failed += 1;
    failures.push(`${name}: an error outside any test (its log above says which)`);
  }
}

/** Playwright's report nests suites (file, describe) around specs; each spec's tests hold results. */
function* specsOf(suite) {
  for (const spec of suite.specs ?? []) yield spec;
  for (const inner of suite.suites ?? []) yield* specsOf(inner);
}
for (const name of existsSync(dir) ? readdirSync(dir).filter((n) => /^playwright\d*\.json$/.test(n)) : []) {
  const report = JSON.parse(readFileSync(`${dir}/${name}`, 'utf8'));
  passed += report.stats.expected + report.stats.flaky;
  failed += report.stats.unexpected;
  // Errors outside any test (a global setup, a worker's teardown) fail the run too.
  for (const error of report.errors ?? []) {
    failed += 1;
    failures.push(`${name}: outside any test — ${firstLine(error.message)}`);
  }
  for (const suite of report.suites ?? [])
    for (const spec of specsOf(suite))
      for (const test of spec.tests ?? [])
        if (test.status === 'unexpected') {
          const error = test.results?.at(-1)?.error?.message;
          failures.push(`${name}: ${spec.file} › ${spec.title} — ${firstLine(error)}`);
        }
}

if (failures.length > 0) console.log(`\nFailed:\n${failures.map((f) => `  ${f}`).join('\n')}`);
console.log(`\nAll suites: ${passed} passed, ${failed} failed`);
process.exit(failed > 0 ? 1 : 0);
