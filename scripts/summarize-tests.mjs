// Adds up the reports of every test run in `npm test` into one closing line.
import { existsSync, readFileSync } from 'node:fs';

const dir = 'tests/.tmp/reports';
let passed = 0;
let failed = 0;
for (const name of ['vitest.json', 'vitest-postgres.json']) {
  const file = `${dir}/${name}`;
  if (!existsSync(file)) continue;
  const r = JSON.parse(readFileSync(file, 'utf8'));
  passed += r.numPassedTests;
  failed += r.numFailedTests;
}
const pw = `${dir}/playwright.json`;
if (existsSync(pw)) {
  const s = JSON.parse(readFileSync(pw, 'utf8')).stats;
  passed += s.expected + s.flaky;
  failed += s.unexpected;
}
console.log(`\nAll suites: ${passed} passed, ${failed} failed`);
process.exit(failed > 0 ? 1 : 0);
